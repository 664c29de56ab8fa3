/**
 * Lead time rules of a store (spec 3 sections 3 and 7; docs/rest-contract.md, "Lead time rules"):
 * the five calls of an ordered list under leadtime/rule, a move that never drops a concurrent one,
 * the editor's choices, and the shoppers excluded from and preppers enabled for a rule.
 */
import { ALERT_COLORS, MAX_SECTION_SHELF_PICKS } from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { Id, IdParams, ListAnswer, NullableInteger, NullableString, route } from './common.js';
import {
  Direction,
  layoutList,
  layoutVersionStamp,
  LayoutResultWith,
  ListVersion,
  OrderedIds,
} from './layout.js';

const nullableText = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
const nullableSmall = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 32_767 });
const tags = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 });

/** A section, or one of its shelves (shelfId null: the whole section). */
export const SectionShelfPick = Type.Object({
  sectionId: Id,
  shelfId: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 }),
});

/** Every field of the spec's lead time rule. */
export const LeadTimeRule = Type.Object({
  leadTimeRuleId: Type.Integer(),
  storeId: Type.Integer(),
  name: Type.String(),
  description: NullableString,
  minutesFromPromiseTime: Type.Integer(),
  alertColor: Type.String(),
  leadTimeRuleTypeId: Type.Integer(),
  sequenceId: Type.Integer(),
  orderStatusId: NullableInteger,
  orderStatusConditionId: NullableInteger,
  orderTypeId: NullableInteger,
  customOrderTypeId: NullableInteger,
  customOrderTypeConditionId: NullableInteger,
  storeDeliveryPartnerStatus: NullableString,
  storeDeliveryPartnerStatusConditionId: NullableInteger,
  emailAddressTags: Type.Array(Type.String()),
  smsRecipientTags: Type.Array(Type.String()),
  itemCategoryTags: Type.Array(Type.String()),
  upcTags: Type.Array(Type.String()),
  skuTags: Type.Array(Type.String()),
  sectionIdShelfIds: Type.Array(SectionShelfPick),
  smsMessage: NullableString,
  sendToAppNotify: Type.Boolean(),
  printOnLabel: Type.Boolean(),
  valueToPrint: NullableString,
  printZplLabel: Type.Boolean(),
  zplLabelTemplate: NullableString,
  printLabelQuantity: Type.Integer(),
  orderCompletionPercent: Type.Integer(),
  sendCustomerSMS: Type.Boolean(),
  customCustomerSMS: NullableString,
  /** 0 means the custom message. */
  textMessageTemplateId: Type.Integer(),
  updateNewOrderStatus: Type.Boolean(),
  newOrderStatusId: NullableInteger,
  ...layoutVersionStamp,
});
export type LeadTimeRule = Static<typeof LeadTimeRule>;

const leadTimeRules = layoutList({
  path: '/leadtime/rule',
  readPath: '/leadtime/rule/store/:parentId',
  parent: 'storeId',
  id: 'leadTimeRuleId',
  key: 'rule',
  readKey: 'rules',
  row: LeadTimeRule,
  // All optional: the API answers a missing one with the spec's message.
  fields: {
    name: Type.Optional(nullableText(200)),
    description: Type.Optional(nullableText(2_000)),
    minutesFromPromiseTime: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -100_000, maximum: 100_000 }),
    ),
    alertColor: Type.Optional(
      Type.Unsafe<string | null>({ type: ['string', 'null'], enum: ['', ...ALERT_COLORS, null] }),
    ),
    leadTimeRuleTypeId: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 6 }),
    ),
    orderStatusId: Type.Optional(nullableSmall),
    orderStatusConditionId: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 4 }),
    ),
    orderTypeId: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], enum: [1, 2, 4, null] }),
    ),
    customOrderTypeId: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 })),
    customOrderTypeConditionId: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 4 }),
    ),
    storeDeliveryPartnerStatus: Type.Optional(nullableText(100)),
    storeDeliveryPartnerStatusConditionId: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 4 }),
    ),
    emailAddressTags: Type.Optional(tags),
    smsRecipientTags: Type.Optional(tags),
    itemCategoryTags: Type.Optional(tags),
    upcTags: Type.Optional(tags),
    skuTags: Type.Optional(tags),
    /** More than MAX_SECTION_SHELF_PICKS is refused with 'Please select fewer Sections and Shelves for this rule.' */
    sectionIdShelfIds: Type.Optional(
      Type.Array(SectionShelfPick, { maxItems: MAX_SECTION_SHELF_PICKS * 10 }),
    ),
    smsMessage: Type.Optional(nullableText(1_000)),
    sendToAppNotify: Type.Optional(Type.Boolean()),
    printOnLabel: Type.Optional(Type.Boolean()),
    valueToPrint: Type.Optional(nullableText(200)),
    printZplLabel: Type.Optional(Type.Boolean()),
    zplLabelTemplate: Type.Optional(nullableText(20_000)),
    printLabelQuantity: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -1000, maximum: 1000 }),
    ),
    orderCompletionPercent: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -1000, maximum: 1000 }),
    ),
    sendCustomerSMS: Type.Optional(Type.Boolean()),
    /** 1 custom text, 2 template; not stored, textMessageTemplateId says which. */
    customerSMSType: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], enum: [1, 2, null] }),
    ),
    customCustomerSMS: Type.Optional(nullableText(1_000)),
    textMessageTemplateId: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0 }),
    ),
    updateNewOrderStatus: Type.Optional(Type.Boolean()),
    newOrderStatusId: Type.Optional(nullableSmall),
  },
});

/** The store's rules in sequence order, with the list's version. */
export const GetLeadTimeRules = leadTimeRules.read;
/** A new rule's sequenceId is the list length plus 1. */
export const CreateLeadTimeRule = leadTimeRules.create;
/** Over `version`; the rule type is fixed. */
export const UpdateLeadTimeRule = leadTimeRules.update;
export const DeleteLeadTimeRule = leadTimeRules.remove;
/** The spec's whole-list reorder, refused with 409 when based on a stale list version. */
export const UpdateLeadTimeRuleSequence = leadTimeRules.sequence;
/** Moves a rule before or after another, renumbering the store's rules 1..n. */
export const MoveLeadTimeRule = route('POST', '/leadtime/rule/move', {
  body: Type.Object({
    sourceLeadTimeRuleId: Id,
    direction: Direction,
    targetLeadTimeRuleId: Id,
    storeId: Id,
  }),
  response: {
    200: LayoutResultWith({
      rule: Type.Optional(LeadTimeRule),
      orderedIds: OrderedIds,
      listVersion: ListVersion,
    }),
  },
});
export type CreateLeadTimeRuleBody = Static<typeof CreateLeadTimeRule.body>;
export type UpdateLeadTimeRuleBody = Static<typeof UpdateLeadTimeRule.body>;
export type MoveLeadTimeRuleBody = Static<typeof MoveLeadTimeRule.body>;
export type LeadTimeRuleResult = Static<(typeof UpdateLeadTimeRule.response)[200]>;
export type CreateLeadTimeRuleResult = Static<(typeof CreateLeadTimeRule.response)[200]>;
export type DeleteLeadTimeRuleResult = Static<(typeof DeleteLeadTimeRule.response)[200]>;
export type MoveLeadTimeRuleResult = Static<(typeof MoveLeadTimeRule.response)[200]>;

/** A section or shelf whose prepared-items mode is not No, for item category rules. */
export const SectionShelf = Type.Object({
  sectionId: Type.Integer(),
  sectionName: Type.String(),
  shelfId: NullableInteger,
  shelfName: NullableString,
});
export type SectionShelf = Static<typeof SectionShelf>;

/** The store's prepared-items sections and shelves; the store as a query parameter (the spec's call names none). */
export const GetSectionShelvesPreparedItems = route('GET', '/leadtime/SectionShelfPreparedItemsMode/yes', {
  querystring: Type.Object({ storeId: Id }),
  response: { 200: ListAnswer('sectionShelves', SectionShelf) },
});

export const TextMessageTemplate = Type.Object({
  textMessageTemplateId: Type.Integer(),
  name: Type.String(),
  body: Type.String(),
});
export type TextMessageTemplate = Static<typeof TextMessageTemplate>;

/** The text message templates of the store's client. */
export const GetTextMessageTemplates = route('GET', '/textmessagetemplates/stores/:storeId', {
  params: IdParams('storeId'),
  response: { 200: ListAnswer('templates', TextMessageTemplate) },
});

/** A custom order type a type-4 rule may name: the store's own and its client's. */
export const LeadTimeOrderSubType = Type.Object({ orderSubTypeId: Type.Integer(), name: Type.String() });
export type LeadTimeOrderSubType = Static<typeof LeadTimeOrderSubType>;

/**
 * What the rule editor offers besides the fixed lists: the client's delivery partner statuses
 * (`partnerStatuses` null when the client has no StoreDeliveryPartnerStatuses attribute, so no
 * type 6) and the custom order types, readable by every writer of the store.
 */
export const GetLeadTimeRuleChoices = route('GET', '/leadtime/rule/choices/store/:storeId', {
  params: IdParams('storeId'),
  response: {
    200: Type.Object({
      partnerStatuses: Type.Union([Type.Array(Type.String()), Type.Null()]),
      orderSubTypes: Type.Array(LeadTimeOrderSubType),
    }),
  },
});
export type LeadTimeRuleChoices = Static<(typeof GetLeadTimeRuleChoices.response)[200]>;

/** A shopper or prepper of the rule's store: `excluded` from the rule, or `prepperEnabled` for it. */
export const LeadTimeRuleUser = Type.Object({
  userId: Type.Integer(),
  fullName: Type.String(),
  role: Type.String(),
  excluded: Type.Boolean(),
  prepperEnabled: Type.Boolean(),
});
export type LeadTimeRuleUser = Static<typeof LeadTimeRuleUser>;

/** The store's shoppers and preppers with their setting on the rule. */
export const GetLeadTimeRuleUsers = route('GET', '/leadtime/rule/:leadTimeRuleId/users', {
  params: IdParams('leadTimeRuleId'),
  response: { 200: ListAnswer('users', LeadTimeRuleUser) },
});

const ruleUserSetting = {
  body: Type.Object({ leadTimeRuleId: Id, userId: Id, allowed: Type.Boolean() }),
  response: {
    /** `storeId` is the rule's store, where the change is announced. */
    200: LayoutResultWith({ user: Type.Optional(LeadTimeRuleUser), storeId: Type.Optional(Type.Integer()) }),
  },
};
/** `allowed` false excludes the shopper from the rule. */
export const SetLeadTimeRuleRestriction = route('POST', '/leadtime/rule/SetRestriction', ruleUserSetting);
/** `allowed` true enables the prepper for the rule. */
export const SetLeadTimeRulePrepper = route('POST', '/leadtime/rule/SetPrepper', ruleUserSetting);
export type LeadTimeRuleUserBody = Static<typeof SetLeadTimeRuleRestriction.body>;
export type LeadTimeRuleUserResult = Static<(typeof SetLeadTimeRuleRestriction.response)[200]>;

import {
  conditionOptions,
  CUSTOM_MESSAGE_TEMPLATE_ID,
  ORDER_STATUSES,
  RULE_TYPE,
  SMS_TYPE,
} from './options.js';

/**
 * The checks of a lead time rule before create and update (spec 3 section 5, "Lead time rule
 * create"). The spec's own words where it gives them; the others say what is missing.
 */
export const LEAD_TIME_RULE_MESSAGES = {
  nameRequired: 'You have to provide a name for the rule',
  minutesAboveZero: 'Minutes from promise time must be above 0',
  colorRequired: 'You have to pick a color',
  ruleTypeRequired: 'You have to pick a rule type',
  ruleTypeUnavailable:
    'Store Delivery Status rules need the client application attribute StoreDeliveryPartnerStatuses',
  ruleTypeFixed: 'The rule type cannot be changed: delete the rule and create it again',
  descriptionRequired: 'A description is required when there are Email Recipients',
  smsMessageForRecipients: 'The SMS Message Field is required when there are SMS Receipt recipients',
  smsMessageForNotification: 'The SMS Message Field is required when Application Notification is on',
  orderStatusRequired: 'You have to pick an order status',
  orderStatusConditionRequired: 'You have to pick an order status condition',
  partnerStatusRequired: 'You have to pick a delivery partner status',
  partnerStatusConditionRequired: 'You have to pick a delivery partner status condition',
  equalityOnly: 'Only equal or not equal can be used for this rule type',
  newOrderStatusRequired: 'You have to pick the new order status',
  itemCategoryTargetRequired: 'You have to pick at least one item category, UPC, SKU or section and shelf',
  noCustomOrderTypes: 'There are no custom order types for this store',
  customOrderTypeRequired: 'You have to pick a custom order type',
  customOrderTypeConditionRequired: 'You have to pick a custom order type condition',
  valueToPrintRequired: 'You have to provide a value to print on the label',
  zplTemplateRequired: 'You have to provide a ZPL label template',
  labelQuantityAboveZero: 'The label quantity must be above 0',
  smsTypeRequired: 'You have to pick a customer text message type',
  customSmsRequired: 'You have to provide the custom customer text message',
  templateRequired: 'You have to pick a text message template',
  completionPercentRange: 'The completion percent must be between 0 and 100',
  /** Spec 3 section 8: the answer of a create or update that came back empty. */
  tooManySectionsAndShelves: 'Please select fewer Sections and Shelves for this rule.',
} as const;

/** A section, or one shelf of it (shelfId null: the whole section), picked for an item category rule. */
export interface SectionShelfPick {
  sectionId: number;
  shelfId: number | null;
}

/** The editable fields of a lead time rule, as the form holds them and the API receives them. */
export interface LeadTimeRuleFields {
  name?: string | null;
  description?: string | null;
  minutesFromPromiseTime?: number | null;
  alertColor?: string | null;
  leadTimeRuleTypeId?: number | null;
  orderStatusId?: number | null;
  orderStatusConditionId?: number | null;
  orderTypeId?: number | null;
  customOrderTypeId?: number | null;
  customOrderTypeConditionId?: number | null;
  storeDeliveryPartnerStatus?: string | null;
  storeDeliveryPartnerStatusConditionId?: number | null;
  emailAddressTags?: string[];
  smsRecipientTags?: string[];
  itemCategoryTags?: string[];
  upcTags?: string[];
  skuTags?: string[];
  sectionIdShelfIds?: SectionShelfPick[];
  smsMessage?: string | null;
  sendToAppNotify?: boolean;
  printOnLabel?: boolean;
  valueToPrint?: string | null;
  printZplLabel?: boolean;
  zplLabelTemplate?: string | null;
  printLabelQuantity?: number | null;
  orderCompletionPercent?: number | null;
  sendCustomerSMS?: boolean;
  /** 1 custom text, 2 template; not stored: the template id says which (0 = custom). */
  customerSMSType?: number | null;
  customCustomerSMS?: string | null;
  textMessageTemplateId?: number | null;
  updateNewOrderStatus?: boolean;
  newOrderStatusId?: number | null;
}

/** What the checks know besides the rule: the store's and client's choices. */
export interface LeadTimeRuleContext {
  /** Whether the client has the delivery partner statuses attribute (type 6). */
  hasPartnerStatuses: boolean;
  /** The custom order types of the store or client. */
  customOrderTypeIds: readonly number[];
  /** The client's text message templates. */
  textMessageTemplateIds: readonly number[];
  /** On update: the stored rule type, which cannot change. */
  storedRuleTypeId?: number;
}

/** The most sections and shelves one rule may name: more made the original server answer nothing. */
export const MAX_SECTION_SHELF_PICKS = 200;

export type LeadTimeRuleError = { field: keyof LeadTimeRuleFields; message: string };

const blank = (text: string | null | undefined) => !text?.trim();
const none = (list: readonly unknown[] | undefined) => !list?.length;
const statusIds: readonly number[] = ORDER_STATUSES.map((status) => status.id);

/** The SMS type a stored rule has: a template id other than 0 is a template. */
export function customerSmsType(
  fields: Pick<LeadTimeRuleFields, 'sendCustomerSMS' | 'textMessageTemplateId' | 'customCustomerSMS'>,
) {
  if (!fields.sendCustomerSMS) return null;
  return (fields.textMessageTemplateId ?? CUSTOM_MESSAGE_TEMPLATE_ID) !== CUSTOM_MESSAGE_TEMPLATE_ID
    ? SMS_TYPE.template
    : SMS_TYPE.custom;
}

/** Every check of spec 3 section 5 for a rule's create, or for saving its edits. */
export function validateLeadTimeRule(
  rule: LeadTimeRuleFields,
  context: LeadTimeRuleContext,
): LeadTimeRuleError[] {
  const M = LEAD_TIME_RULE_MESSAGES;
  const errors: LeadTimeRuleError[] = [];
  const fail = (field: keyof LeadTimeRuleFields, message: string) => errors.push({ field, message });
  const type = rule.leadTimeRuleTypeId;

  if (blank(rule.name)) fail('name', M.nameRequired);
  if (!(typeof rule.minutesFromPromiseTime === 'number' && rule.minutesFromPromiseTime > 0))
    fail('minutesFromPromiseTime', M.minutesAboveZero);
  if (blank(rule.alertColor)) fail('alertColor', M.colorRequired);
  if (!type) fail('leadTimeRuleTypeId', M.ruleTypeRequired);
  else if (context.storedRuleTypeId !== undefined && type !== context.storedRuleTypeId)
    fail('leadTimeRuleTypeId', M.ruleTypeFixed);
  else if (type === RULE_TYPE.storeDeliveryStatus && !context.hasPartnerStatuses)
    fail('leadTimeRuleTypeId', M.ruleTypeUnavailable);

  if (!none(rule.emailAddressTags) && blank(rule.description)) fail('description', M.descriptionRequired);
  if (blank(rule.smsMessage)) {
    if (!none(rule.smsRecipientTags)) fail('smsMessage', M.smsMessageForRecipients);
    else if (rule.sendToAppNotify) fail('smsMessage', M.smsMessageForNotification);
  }

  const equalityOnly = (field: keyof LeadTimeRuleFields, conditionId: number | null | undefined) => {
    if (conditionId && !conditionOptions(type).some((condition) => condition.id === conditionId))
      fail(field, M.equalityOnly);
  };
  if (type === RULE_TYPE.orderStatus) {
    if (!rule.orderStatusId || !statusIds.includes(rule.orderStatusId))
      fail('orderStatusId', M.orderStatusRequired);
    if (!rule.orderStatusConditionId) fail('orderStatusConditionId', M.orderStatusConditionRequired);
  }
  if (type === RULE_TYPE.storeDeliveryStatus) {
    if (blank(rule.storeDeliveryPartnerStatus)) fail('storeDeliveryPartnerStatus', M.partnerStatusRequired);
    if (!rule.storeDeliveryPartnerStatusConditionId)
      fail('storeDeliveryPartnerStatusConditionId', M.partnerStatusConditionRequired);
    equalityOnly('storeDeliveryPartnerStatusConditionId', rule.storeDeliveryPartnerStatusConditionId);
  }
  if (type === RULE_TYPE.itemCategory) {
    const targets = [rule.itemCategoryTags, rule.upcTags, rule.skuTags, rule.sectionIdShelfIds];
    if (targets.every(none)) fail('itemCategoryTags', M.itemCategoryTargetRequired);
  }
  if ((rule.sectionIdShelfIds?.length ?? 0) > MAX_SECTION_SHELF_PICKS)
    fail('sectionIdShelfIds', M.tooManySectionsAndShelves);
  if (type === RULE_TYPE.customOrderType) {
    if (context.customOrderTypeIds.length === 0) fail('customOrderTypeId', M.noCustomOrderTypes);
    else if (!rule.customOrderTypeId || !context.customOrderTypeIds.includes(rule.customOrderTypeId))
      fail('customOrderTypeId', M.customOrderTypeRequired);
    if (!rule.customOrderTypeConditionId)
      fail('customOrderTypeConditionId', M.customOrderTypeConditionRequired);
    equalityOnly('customOrderTypeConditionId', rule.customOrderTypeConditionId);
  }
  if (type === RULE_TYPE.userPercentComplete) {
    const percent = rule.orderCompletionPercent ?? 0;
    if (percent < 0 || percent > 100) fail('orderCompletionPercent', M.completionPercentRange);
  }

  if (rule.updateNewOrderStatus && (!rule.newOrderStatusId || !statusIds.includes(rule.newOrderStatusId)))
    fail('newOrderStatusId', M.newOrderStatusRequired);
  if (rule.printOnLabel && blank(rule.valueToPrint)) fail('valueToPrint', M.valueToPrintRequired);
  if (rule.printZplLabel) {
    if (blank(rule.zplLabelTemplate)) fail('zplLabelTemplate', M.zplTemplateRequired);
    if (!(typeof rule.printLabelQuantity === 'number' && rule.printLabelQuantity > 0))
      fail('printLabelQuantity', M.labelQuantityAboveZero);
  }
  if (rule.sendCustomerSMS) {
    const smsType = rule.customerSMSType ?? customerSmsType(rule);
    if (smsType === SMS_TYPE.custom) {
      if (blank(rule.customCustomerSMS)) fail('customCustomerSMS', M.customSmsRequired);
    } else if (smsType === SMS_TYPE.template) {
      const id = rule.textMessageTemplateId ?? CUSTOM_MESSAGE_TEMPLATE_ID;
      if (id === CUSTOM_MESSAGE_TEMPLATE_ID || !context.textMessageTemplateIds.includes(id))
        fail('textMessageTemplateId', M.templateRequired);
    } else fail('customerSMSType', M.smsTypeRequired);
  }
  return errors;
}

/**
 * Spec 3 section 8: a failed update whose errors mention Application Notification, SMS Receipt or
 * the SMS Message Field resets the related fields to their saved values. Answers those fields.
 */
export function fieldsToResetAfterFailedUpdate(errors: readonly string[]): (keyof LeadTimeRuleFields)[] {
  const related: [string, keyof LeadTimeRuleFields][] = [
    ['Application Notification', 'sendToAppNotify'],
    ['SMS Receipt', 'smsRecipientTags'],
    ['SMS Message Field', 'smsMessage'],
  ];
  return related.filter(([words]) => errors.some((error) => error.includes(words))).map(([, field]) => field);
}

/** A new rule's sequenceId: the list length plus 1. */
export function nextLeadTimeRuleSequence(listLength: number): number {
  return listLength + 1;
}

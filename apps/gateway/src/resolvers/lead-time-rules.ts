import { validateLeadTimeRule } from '@fulfil/domain';
import {
  contract,
  type RestLeadTimeRule,
  type RestLeadTimeRuleFields,
  type RestLeadTimeRuleResult,
} from '@fulfil/fulfilment-client';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { LeadTimeRuleInput, Resolvers } from '../generated/resolvers-types.js';
import { publishStoreEvent } from '../live/store-events.js';
import { layoutWrite, optionalId, reorder, rowWrites } from './layout/write.js';
import { id, shape, type FieldMap } from './shape.js';

/** How LeadTimeRule reads its REST row: the ids as GraphQL ids, every other field as stored. */
const leadTimeRuleFields = {
  id: (row) => id(row.leadTimeRuleId),
  storeId: (row) => id(row.storeId),
  customOrderTypeId: (row) => id(row.customOrderTypeId),
  sectionIdShelfIds: (row) =>
    row.sectionIdShelfIds.map((pick) => ({ sectionId: id(pick.sectionId), shelfId: id(pick.shelfId) })),
} satisfies FieldMap<RestLeadTimeRule>;

/** The rule in its GraphQL form, for a CONFLICT's `current`. */
export const leadTimeRuleShape = (row: RestLeadTimeRule) => ({
  ...row,
  ...shape('LeadTimeRule', leadTimeRuleFields, row),
});

/** The REST body of a rule as entered: ids as numbers, a toggle left out is off, a list left out empty. */
const restFields = ({
  customOrderTypeId,
  sectionIdShelfIds,
  ...input
}: LeadTimeRuleInput): RestLeadTimeRuleFields => ({
  ...input,
  sendToAppNotify: input.sendToAppNotify ?? false,
  printOnLabel: input.printOnLabel ?? false,
  printZplLabel: input.printZplLabel ?? false,
  sendCustomerSMS: input.sendCustomerSMS ?? false,
  updateNewOrderStatus: input.updateNewOrderStatus ?? false,
  customOrderTypeId: optionalId(customOrderTypeId),
  sectionIdShelfIds: (sectionIdShelfIds ?? []).map((pick) => ({
    sectionId: Number(pick.sectionId),
    shelfId: optionalId(pick.shelfId),
  })),
  emailAddressTags: input.emailAddressTags ?? [],
  smsRecipientTags: input.smsRecipientTags ?? [],
  itemCategoryTags: input.itemCategoryTags ?? [],
  upcTags: input.upcTags ?? [],
  skuTags: input.skuTags ?? [],
});

/**
 * The domain's checks that need nothing of the store, before anything is sent; the API runs every
 * check again with the store's partner statuses, custom order types and templates.
 */
const invalid = (input: LeadTimeRuleInput) =>
  validateLeadTimeRule(
    {
      ...restFields(input),
      leadTimeRuleTypeId:
        input.leadTimeRuleTypeId === 6 || input.leadTimeRuleTypeId === 4 ? null : input.leadTimeRuleTypeId,
    },
    { hasPartnerStatuses: true, customOrderTypeIds: [], textMessageTemplateIds: [] },
  ).filter(
    (error) =>
      error.field !== 'leadTimeRuleTypeId' &&
      error.field !== 'textMessageTemplateId' &&
      error.field !== 'customOrderTypeId',
  );

/** Announces a stored rule to the subscribers of its store. */
export const publishLeadTimeRuleChanged = (context: GatewayContext, rule: RestLeadTimeRule) =>
  publishStoreEvent(context, 'LeadTimeRuleChanged', rule.storeId, { rule });

/** Announces a deleted rule to the subscribers of its store. */
export const publishLeadTimeRuleDeleted = (
  context: GatewayContext,
  storeId: number,
  leadTimeRuleId: number,
) => publishStoreEvent(context, 'LeadTimeRuleDeleted', storeId, { leadTimeRuleId });

const rules = rowWrites({
  row: (result: RestLeadTimeRuleResult) => result.rule,
  id: (row) => row.leadTimeRuleId,
  current: leadTimeRuleShape,
  changed: publishLeadTimeRuleChanged,
  deleted: (context, { storeId, leadTimeRuleId }) =>
    publishLeadTimeRuleDeleted(context, storeId, leadTimeRuleId),
});

/** Stores one per-rule user setting; a refusal has no payload to carry it, so it is BAD_USER_INPUT. */
async function setRuleUser(
  context: GatewayContext,
  args: {
    leadTimeRuleId: string;
    userId: string;
    setting: 'EXCLUDED_SHOPPER' | 'ENABLED_PREPPER';
    on: boolean;
  },
) {
  const leadTimeRuleId = Number(args.leadTimeRuleId);
  const excluding = args.setting === 'EXCLUDED_SHOPPER';
  // REST speaks of "allowed": an excluded shopper is one not allowed on the rule.
  const body = { leadTimeRuleId, userId: Number(args.userId), allowed: excluding ? !args.on : args.on };
  const { row, errors } = await layoutWrite({
    send: () =>
      context.api.call(excluding ? contract.SetLeadTimeRuleRestriction : contract.SetLeadTimeRulePrepper, {
        body,
      }),
    row: (result) =>
      result.user && result.storeId ? { user: result.user, storeId: result.storeId } : undefined,
    publish: ({ user, storeId }) =>
      publishStoreEvent(context, 'LeadTimeRuleUserChanged', storeId, { leadTimeRuleId, user }),
  });
  if (!row)
    throw new GraphQLError(errors.map((error) => error.message).join('\n'), {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return row.user;
}

export const leadTimeRulesResolvers: Resolvers = {
  Query: {
    leadTimeRules: async (_parent, { storeId }, { loaders }) =>
      (await loaders.leadTimeRules.load(Number(storeId))).rows,
    leadTimeRuleEditorChoices: async (_parent, { storeId }, { api }) => {
      const store = Number(storeId);
      const [choices, { templates }, { sectionShelves }] = await Promise.all([
        api.call(contract.GetLeadTimeRuleChoices, { params: { storeId: store } }),
        api.call(contract.GetTextMessageTemplates, { params: { storeId: store } }),
        api.call(contract.GetSectionShelvesPreparedItems, { querystring: { storeId: store } }),
      ]);
      return { ...choices, templates, sectionShelves };
    },
    leadTimeRuleUsers: async (_parent, { leadTimeRuleId }, { api }) =>
      (await api.call(contract.GetLeadTimeRuleUsers, { params: { leadTimeRuleId: Number(leadTimeRuleId) } }))
        .users,
  },
  Mutation: {
    createLeadTimeRule: (_parent, { storeId, input }, context) =>
      rules.save(
        'rule',
        context,
        () =>
          context.api.call(contract.CreateLeadTimeRule, {
            body: { storeId: Number(storeId), ...restFields(input) },
          }),
        invalid(input),
      ),
    updateLeadTimeRule: (_parent, { id: ruleId, version, input }, context) =>
      rules.save(
        'rule',
        context,
        () =>
          context.api.call(contract.UpdateLeadTimeRule, {
            body: { leadTimeRuleId: Number(ruleId), version, ...restFields(input) },
          }),
        invalid(input),
      ),
    deleteLeadTimeRule: (_parent, { id: ruleId }, context) =>
      rules.remove(context, () =>
        context.api.call(contract.DeleteLeadTimeRule, { params: { id: Number(ruleId) } }),
      ),
    reorderLeadTimeRules: (_parent, { storeId, orderedIds, listVersion }, context) =>
      reorder(
        () =>
          context.api.call(contract.UpdateLeadTimeRuleSequence, {
            body: {
              storeId: Number(storeId),
              listVersion: listVersion ?? undefined,
              // Rules count from 1 (spec 3: a new one's sequence is the list length plus 1).
              items: orderedIds.map((ruleId, index) => ({
                leadTimeRuleId: Number(ruleId),
                sequenceId: index + 1,
              })),
            },
          }),
        (stored) => publishStoreEvent(context, 'LeadTimeRulesReordered', Number(storeId), stored),
      ),
    setLeadTimeRuleUser: (_parent, args, context) => setRuleUser(context, args),
  },
  LeadTimeRule: leadTimeRuleFields,
};

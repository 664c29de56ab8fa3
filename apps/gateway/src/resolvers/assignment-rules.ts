import { contract, type RestAssignmentRule, type RestAssignmentRuleResult } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, userErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';
import { restDirection } from './layout/write.js';

/** A rule in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const assignmentRuleShape = ({
  assignmentRuleId,
  clientId,
  storeId,
  ...fields
}: RestAssignmentRule) => ({
  __typename: 'AssignmentRule',
  id: String(assignmentRuleId),
  clientId: String(clientId),
  storeId: storeId === null ? null : String(storeId),
  ...fields,
});

/** The payload of a refused write: no rule, no order, and why. */
const refused = (result: Parameters<typeof userErrors>[0]) => ({
  assignmentRule: null,
  orderedIds: [],
  listVersion: null,
  errors: userErrors(result),
});

/** Runs a create, update or move, and publishes the stored rule with the list's order. */
async function saveRule(context: GatewayContext, write: () => Promise<RestAssignmentRuleResult>) {
  const result = await write().catch((error: unknown) => {
    throw conflictWithCurrent(error, assignmentRuleShape);
  });
  const { assignmentRule, orderedIds, listVersion } = result;
  if (!result.isSuccess || !assignmentRule || !orderedIds || listVersion === undefined) {
    return refused(result);
  }
  await publishAssignmentRuleChanged(context, { assignmentRule, orderedIds, listVersion });
  return { assignmentRule, orderedIds, listVersion, errors: [] };
}

/** Announces a stored rule with its list's order and version after the write. */
export const publishAssignmentRuleChanged = (
  context: GatewayContext,
  change: { assignmentRule: RestAssignmentRule; orderedIds: number[]; listVersion: number },
) =>
  // Every rule of the client and its stores is told on the client's events: they are its managers' alone.
  publishClientEvent(context, 'AssignmentRuleChanged', change.assignmentRule.clientId, change);

/** Announces a deleted rule, as it was, with its list's order and version after the deletion. */
export const publishAssignmentRuleDeleted = (
  context: GatewayContext,
  deletion: { assignmentRule: RestAssignmentRule; orderedIds: number[]; listVersion: number },
) => publishClientEvent(context, 'AssignmentRuleDeleted', deletion.assignmentRule.clientId, deletion);

const optionalId = (id: string | null | undefined) => (id ? Number(id) : undefined);

export const assignmentRulesResolvers: Resolvers = {
  Query: {
    assignmentRules: async (_parent, { clientId, storeId }, { api }) => {
      const { assignmentRules, listVersion } = await api.assignmentRules(
        Number(clientId),
        optionalId(storeId),
      );
      return { rules: assignmentRules, listVersion };
    },
    assignmentRuleChoices: async (_parent, { clientId, storeId }, { api }) => {
      const querystring = { clientId: Number(clientId), storeId: optionalId(storeId) };
      const choices = await api.call(contract.GetAssignmentRuleChoices, { querystring });
      return {
        leadTimeRules: choices.leadTimeRules.map((rule) => ({
          id: String(rule.leadTimeRuleId),
          // A client-level rule may name any store's rule, so there the store is named too.
          name: storeId ? rule.name : `${rule.name} (${rule.storeName})`,
        })),
        customOrderTypes: choices.orderSubTypes.map((type) => ({
          id: String(type.orderSubTypeId),
          name: type.name,
        })),
      };
    },
  },
  Mutation: {
    createAssignmentRule: (_parent, { clientId, storeId, input }, context) =>
      saveRule(context, () =>
        context.api.createAssignmentRule({
          clientId: Number(clientId),
          storeId: optionalId(storeId) ?? null,
          ...input,
          sequence: 0,
        }),
      ),
    updateAssignmentRule: (_parent, { id, version, input }, context) =>
      saveRule(context, () =>
        context.api.updateAssignmentRule({ assignmentRuleId: Number(id), version, ...input }),
      ),
    moveAssignmentRule: (_parent, { id, direction, targetId }, context) =>
      saveRule(context, () =>
        context.api.moveAssignmentRule({
          sourceAssignmentRuleId: Number(id),
          direction: restDirection(direction),
          targetAssignmentRuleId: Number(targetId),
        }),
      ),
    deleteAssignmentRule: async (_parent, { id }, context) => {
      const assignmentRuleId = Number(id);
      // The rule's list, read first: the answer of a deletion no longer carries the rule.
      const rule = await context.api.assignmentRule(assignmentRuleId);
      const result = await context.api.deleteAssignmentRule(assignmentRuleId);
      const { orderedIds, listVersion } = result;
      if (!result.isSuccess || !orderedIds || listVersion === undefined) {
        return refused(result);
      }
      await publishAssignmentRuleDeleted(context, { assignmentRule: rule, orderedIds, listVersion });
      return { assignmentRule: null, orderedIds, listVersion, errors: [] };
    },
  },
  AssignmentRule: {
    id: (rule) => rule.assignmentRuleId,
    storeId: (rule) => rule.storeId,
  },
  AssignmentRuleChanged: {
    eventId: (event) => event.id,
    assignmentRule: (event) => event.payload.assignmentRule,
    orderedIds: (event) => event.payload.orderedIds,
    listVersion: (event) => event.payload.listVersion,
  },
  AssignmentRuleDeleted: {
    eventId: (event) => event.id,
    assignmentRule: (event) => event.payload.assignmentRule,
    orderedIds: (event) => event.payload.orderedIds,
    listVersion: (event) => event.payload.listVersion,
  },
};

import {
  assignmentRuleProblem,
  filterableOrderSubTypes,
  freeRankValues,
  LEAD_TIME_RULE_RANK,
  moveInOrder,
  ORDER_SUB_TYPE_RANK,
  parseFilterValue,
  type AssignmentRuleFields,
} from '@fulfil/domain';
import {
  CreateAssignmentRule,
  DeleteAssignmentRule,
  GetAssignmentRule,
  GetAssignmentRuleChoices,
  GetAssignmentRules,
  MoveAssignmentRule,
  UpdateAssignmentRule,
  type UpdateAssignmentRuleBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { notFound } from '../errors.js';
import {
  deleteAssignmentRule,
  findAssignmentRule,
  insertAssignmentRule,
  leadTimeRuleChoices,
  leadTimeRuleIds,
  listAssignmentRules,
  lockRuleList,
  moveRule,
  orderedRuleIds,
  orderSubTypeChoices,
  orderSubTypeIds,
  renumberRules,
  ruleListVersion,
  updateAssignmentRule,
  type AssignmentRuleValues,
  type RuleScope,
} from '../queries/assignment-rules.js';
import { findStore } from '../queries/stores.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/**
 * Rules steer which orders every shopper of a client is offered, so they are its managers' alone
 * (systemAdmin and the client's clientAdmin), at client and store level: the spec gives the store
 * chooser to them only. A store named beside another client's id is not found.
 */
async function requireScope(db: Db, caller: Caller, scope: RuleScope): Promise<void> {
  requireClientManager(caller, scope.clientId);
  if (scope.storeId === null) return;
  const store = await findStore(db, scope.storeId);
  if (store?.clientId !== scope.clientId) throw notFound(`Store ${scope.storeId}`);
}

async function requireRule(db: Db, caller: Caller, assignmentRuleId: number) {
  const rule = await findAssignmentRule(db, assignmentRuleId);
  if (!rule) throw notFound(`Assignment rule ${assignmentRuleId}`);
  await requireScope(db, caller, rule);
  return rule;
}

/**
 * What is wrong with a rule written into its list, beyond the domain's checks: the ids it names
 * must be the scope's own, and a lead time rule, or a custom order type, is ranked or filtered by
 * one rule only. Run under the list's lock, so two writers cannot both take the same value.
 */
async function ruleProblem(
  trx: Db,
  scope: RuleScope,
  fields: AssignmentRuleFields,
  editingId?: number,
): Promise<string | undefined> {
  const problem = assignmentRuleProblem(fields);
  if (problem) return problem;
  const rules = await listAssignmentRules(trx, scope);
  const value = fields.value.trim();
  const rankOf = async (what: string, candidates: Promise<number[]>) => {
    const id = Number(value);
    if (!(await candidates).includes(id)) return `${what} ${id} was not found.`;
    return freeRankValues(fields.key, [id], rules, editingId).length === 0
      ? `${what} ${id} is already ranked by another rule.`
      : undefined;
  };
  if (fields.type === 'RANK' && fields.key === LEAD_TIME_RULE_RANK) {
    return rankOf('Lead time rule', leadTimeRuleIds(trx, scope));
  }
  if (fields.type === 'RANK' && fields.key === ORDER_SUB_TYPE_RANK) {
    return rankOf('Custom order type', orderSubTypeIds(trx, scope));
  }
  if (fields.type === 'FILTER') {
    const named = parseFilterValue(value)?.orderSubTypeIds ?? [];
    const own = new Set(await orderSubTypeIds(trx, scope));
    const free = new Set(
      filterableOrderSubTypes(
        rules,
        named.map((orderSubTypeId) => ({ orderSubTypeId })),
        editingId,
      ).map((type) => type.orderSubTypeId),
    );
    const missing = named.find((id) => !own.has(id));
    if (missing !== undefined) return `Custom order type ${missing} was not found.`;
    const taken = named.find((id) => !free.has(id));
    if (taken !== undefined) return `Custom order type ${taken} is already used by another filter rule.`;
  }
  return undefined;
}

/** The columns of a rule that passed ruleProblem, whose type is therefore one of the three. */
const valuesOf = (fields: AssignmentRuleFields): AssignmentRuleValues => ({
  type: fields.type.trim() as AssignmentRuleValues['type'],
  key: fields.key.trim(),
  value: fields.value.trim(),
});

/** A write's answer: the rule as stored, with the list's order and version after the write. */
const answer = async (trx: Db, scope: RuleScope, listVersion: number, assignmentRuleId?: number) => ({
  ...succeeded,
  ...(assignmentRuleId === undefined
    ? {}
    : { assignmentRule: await findAssignmentRule(trx, assignmentRuleId) }),
  orderedIds: await orderedRuleIds(trx, scope),
  listVersion,
});

/** A rule's update over its version, under its list's lock (also how an undo sets one back). */
export async function changeAssignmentRule(db: Db, caller: Caller, body: UpdateAssignmentRuleBody) {
  const { assignmentRuleId, version, ...fields } = body;
  const scope = await requireRule(db, caller, assignmentRuleId);
  return db.transaction().execute(async (trx) => {
    // Locked, so that the one-rule-per-value check holds against concurrent writers.
    await lockRuleList(trx, scope);
    const problem = await ruleProblem(trx, scope, fields, assignmentRuleId);
    if (problem) return refused(problem);
    const written = await updateAssignmentRule(
      trx,
      { assignmentRuleId, version },
      valuesOf(fields),
      caller.userName,
    );
    await requireUpdated(
      written,
      () => findAssignmentRule(trx, assignmentRuleId),
      `Assignment rule ${assignmentRuleId}`,
    );
    return answer(trx, scope, await ruleListVersion(trx, scope), assignmentRuleId);
  });
}

/** A rule's deletion, the list renumbered under its lock (also how an undo deletes one just created). */
export async function removeAssignmentRule(db: Db, caller: Caller, assignmentRuleId: number) {
  const scope = await requireRule(db, caller, assignmentRuleId);
  return db.transaction().execute(async (trx) => {
    const listVersion = await lockRuleList(trx, scope);
    await deleteAssignmentRule(trx, assignmentRuleId);
    await renumberRules(trx, scope, await orderedRuleIds(trx, scope));
    return answer(trx, scope, listVersion);
  });
}

/**
 * A rule's move within its list, to the order `place` makes of the list as it stands under the
 * list's lock (also how an undo moves one back).
 */
export async function moveAssignmentRule(
  db: Db,
  caller: Caller,
  assignmentRuleId: number,
  place: (ids: number[]) => number[],
) {
  const scope = await requireRule(db, caller, assignmentRuleId);
  return db.transaction().execute(async (trx) => {
    const listVersion = await lockRuleList(trx, scope);
    const current = await orderedRuleIds(trx, scope);
    await moveRule(trx, scope, assignmentRuleId, { current, ids: place(current) });
    return answer(trx, scope, listVersion, assignmentRuleId);
  });
}

/** Auto-assignment rules of a client or store (spec 3 sections 3, 4 and 7). */
export const autoAssignmentRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetAssignmentRules),
    handler: async (request) => {
      const scope = { clientId: request.query.clientId, storeId: request.query.storeId ?? null };
      await requireScope(db, request.caller, scope);
      // The version first: rows read after it are never older than it says.
      const listVersion = await ruleListVersion(db, scope);
      return { assignmentRules: await listAssignmentRules(db, scope), listVersion };
    },
  });

  app.route({
    ...of(GetAssignmentRuleChoices),
    handler: async (request) => {
      const scope = { clientId: request.query.clientId, storeId: request.query.storeId ?? null };
      await requireScope(db, request.caller, scope);
      const [leadTimeRules, orderSubTypes] = await Promise.all([
        leadTimeRuleChoices(db, scope),
        orderSubTypeChoices(db, scope),
      ]);
      return { leadTimeRules, orderSubTypes };
    },
  });

  app.route({
    ...of(GetAssignmentRule),
    handler: (request) => requireRule(db, request.caller, request.params.assignmentRuleId),
  });

  app.route({
    ...of(CreateAssignmentRule),
    handler: async (request) => {
      const { clientId, storeId = null, ...fields } = request.body;
      const scope = { clientId, storeId };
      await requireScope(db, request.caller, scope);
      return db.transaction().execute(async (trx) => {
        const listVersion = await lockRuleList(trx, scope);
        const problem = await ruleProblem(trx, scope, fields);
        if (problem) return refused(problem);
        const count = (await orderedRuleIds(trx, scope)).length;
        const by = request.caller.userName;
        const created = await insertAssignmentRule(trx, scope, valuesOf(fields), count, by);
        return answer(trx, scope, listVersion, created);
      });
    },
  });

  app.route({
    ...of(UpdateAssignmentRule),
    handler: (request) => changeAssignmentRule(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteAssignmentRule),
    handler: (request) => removeAssignmentRule(db, request.caller, request.body.assignmentRuleId),
  });

  app.route({
    ...of(MoveAssignmentRule),
    handler: async (request) => {
      const { sourceAssignmentRuleId, direction, targetAssignmentRuleId } = request.body;
      const source = await requireRule(db, request.caller, sourceAssignmentRuleId);
      const target = await requireRule(db, request.caller, targetAssignmentRuleId);
      if (source.clientId !== target.clientId || source.storeId !== target.storeId) {
        return refused('A rule can only be moved within its own list.');
      }
      return moveAssignmentRule(db, request.caller, sourceAssignmentRuleId, (ids) =>
        moveInOrder(ids, sourceAssignmentRuleId, direction, targetAssignmentRuleId),
      );
    },
  });
};

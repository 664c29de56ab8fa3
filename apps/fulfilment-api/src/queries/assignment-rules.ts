/** Auto-assignment rules (spec 3 sections 3 and 4): ordered lists of a client, or of one store. */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { moveEntry } from '../history/moves.js';
import { nextVersion } from './versioned.js';

/** Whose list a rule is in: the client's own (storeId null) or one of its stores'. */
export interface RuleScope {
  clientId: number;
  storeId: number | null;
}

export interface AssignmentRuleValues {
  type: 'RANK' | 'LIMIT' | 'FILTER';
  key: string;
  value: string;
}

const COLUMNS = [
  'assignmentRuleId',
  'clientId',
  'storeId',
  'type',
  'key',
  'value',
  'sequence',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** The contract's spelling of the type column, which the table's CHECK keeps to these three. */
const asRule = <Row extends { type: string }>(row: Row) => ({
  ...row,
  type: row.type as AssignmentRuleValues['type'],
});

const inScope = (db: Db, { clientId, storeId }: RuleScope) => {
  const rules = db.selectFrom('assignmentRules').where('clientId', '=', clientId);
  return storeId === null ? rules.where('storeId', 'is', null) : rules.where('storeId', '=', storeId);
};

export async function listAssignmentRules(db: Db, scope: RuleScope) {
  const rows = await inScope(db, scope)
    .select(COLUMNS)
    .orderBy('sequence')
    .orderBy('assignmentRuleId')
    .execute();
  return rows.map(asRule);
}

export async function findAssignmentRule(db: Db, assignmentRuleId: number) {
  const row = await db
    .selectFrom('assignmentRules')
    .select(COLUMNS)
    .where('assignmentRuleId', '=', assignmentRuleId)
    .executeTakeFirst();
  return row && asRule(row);
}

/** The list's ids in sequence. */
export async function orderedRuleIds(db: Db, scope: RuleScope): Promise<number[]> {
  const rows = await inScope(db, scope)
    .select('assignmentRuleId')
    .orderBy('sequence')
    .orderBy('assignmentRuleId')
    .execute();
  return rows.map((row) => row.assignmentRuleId);
}

/** The list's version; 0 while nothing was ever written to it. */
export async function ruleListVersion(db: Db, { clientId, storeId }: RuleScope): Promise<number> {
  const row = await db
    .selectFrom('assignmentRuleLists')
    .select('listVersion')
    .where('clientId', '=', clientId)
    .where('storeId', '=', storeId ?? 0)
    .executeTakeFirst();
  return row?.listVersion ?? 0;
}

/**
 * Locks the list until the transaction ends, so that creates, deletes and moves of one list run one
 * after another on the order the previous one left, and bumps its version. Answers the new version.
 */
export async function lockRuleList(trx: Db, { clientId, storeId }: RuleScope): Promise<number> {
  const row = await trx
    .insertInto('assignmentRuleLists')
    .values({ clientId, storeId: storeId ?? 0, listVersion: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['clientId', 'storeId'])
        .doUpdateSet({ listVersion: sql<number>`assignment_rule_lists.list_version + 1` }),
    )
    .returning('listVersion')
    .executeTakeFirstOrThrow();
  return row.listVersion;
}

/** Stores a new rule with `sequence`; resolves to its id. */
export async function insertAssignmentRule(
  trx: Db,
  scope: RuleScope,
  values: AssignmentRuleValues,
  sequence: number,
  by: string,
): Promise<number> {
  const created = await trx
    .insertInto('assignmentRules')
    .values({ ...scope, ...values, sequence, updatedBy: by })
    .returning('assignmentRuleId')
    .executeTakeFirstOrThrow();
  return created.assignmentRuleId;
}

/** Writes the rule over `version`; resolves whether a row was written. */
export async function updateAssignmentRule(
  db: Db,
  rule: { assignmentRuleId: number; version: number },
  values: AssignmentRuleValues,
  by: string,
): Promise<boolean> {
  const written = await db
    .updateTable('assignmentRules')
    .set({ ...values, ...nextVersion(by) })
    .where('assignmentRuleId', '=', rule.assignmentRuleId)
    .where('version', '=', rule.version)
    .returning('assignmentRuleId')
    .executeTakeFirst();
  return written !== undefined;
}

export async function deleteAssignmentRule(trx: Db, assignmentRuleId: number): Promise<void> {
  await trx.deleteFrom('assignmentRules').where('assignmentRuleId', '=', assignmentRuleId).execute();
}

/**
 * Puts the rule where `ids` (the list's new order, the other rules in their order) has it, from
 * where `current` (the order as stored) has it, recording its move once in the same statement: the
 * history names the rule that was moved, not those it shifts.
 */
export async function moveRule(
  trx: Db,
  scope: RuleScope,
  assignmentRuleId: number,
  order: { current: readonly number[]; ids: readonly number[] },
) {
  const row = {
    id: assignmentRuleId,
    from: order.current.indexOf(assignmentRuleId) + 1,
    to: order.ids.indexOf(assignmentRuleId) + 1,
  };
  const scopeColumns = { client_id: scope.clientId, store_id: scope.storeId };
  const entry = row.from !== row.to ? moveEntry('AssignmentRule', scopeColumns, row) : undefined;
  await renumberRules(trx, scope, order.ids, entry);
}

/**
 * Numbers the list 0..n-1 in the given order, writing only the rows whose place changed; `entry`,
 * a history entry (moveEntry), is recorded by the same statement.
 */
export async function renumberRules(
  trx: Db,
  scope: RuleScope,
  ids: readonly number[],
  entry?: RawBuilder<void>,
): Promise<void> {
  if (ids.length === 0) return;
  const places = sql.join(ids.map((id, sequence) => sql`(${id}::integer, ${sequence}::integer)`));
  const renumber = sql`
    UPDATE assignment_rules AS rule SET sequence = place.sequence
    FROM (VALUES ${places}) AS place (id, sequence)
    WHERE rule.assignment_rule_id = place.id AND rule.client_id = ${scope.clientId}
      AND rule.sequence <> place.sequence`;
  await (entry ? sql`WITH renumbered AS (${renumber}) SELECT ${entry}` : renumber).execute(trx);
}

/**
 * The client's lead time rules (of `storeId` alone when given), which rank rules may name; with
 * their store, since a client-level rule may name any store's rule.
 */
export async function leadTimeRuleChoices(db: Db, { clientId, storeId }: RuleScope) {
  let rules = db
    .selectFrom('leadTimeRules as rule')
    .innerJoin('stores', 'stores.storeId', 'rule.storeId')
    .select(['rule.leadTimeRuleId', 'rule.name', 'stores.name as storeName'])
    .where('stores.clientId', '=', clientId)
    .orderBy('stores.name')
    .orderBy('rule.sequenceId');
  if (storeId !== null) rules = rules.where('rule.storeId', '=', storeId);
  return rules.execute();
}

export const leadTimeRuleIds = async (db: Db, scope: RuleScope): Promise<number[]> =>
  (await leadTimeRuleChoices(db, scope)).map((row) => row.leadTimeRuleId);

/** The custom order types a rule of the scope may name: the client's own, and the store's; by name. */
export async function orderSubTypeChoices(db: Db, { clientId, storeId }: RuleScope) {
  return db
    .selectFrom('orderSubTypes')
    .select(['orderSubTypeId', 'name'])
    .where('clientId', '=', clientId)
    .where((eb) =>
      storeId === null
        ? eb('storeId', 'is', null)
        : eb.or([eb('storeId', 'is', null), eb('storeId', '=', storeId)]),
    )
    .orderBy('name')
    .execute();
}

export const orderSubTypeIds = async (db: Db, scope: RuleScope): Promise<number[]> =>
  (await orderSubTypeChoices(db, scope)).map((row) => row.orderSubTypeId);

import {
  contiguousSequences,
  movedRows,
  describePermutationFault,
  moveInOrder,
  permutationFault,
  type MoveDirection,
} from '@fulfil/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Tables } from '../../db/tables.js';
import { badRequest, HttpError, notFound } from '../../errors.js';
import { moveEntry, recordMoves, type MovedRow } from '../../history/moves.js';

/**
 * One ordered list of the layout: its rows live in `table`, keyed by `id`, and belong to the parent
 * row `parent` of `parentTable` (a store, a section or a staging section). The same few operations
 * (lock, count, reorder, renumber) apply to every list, so they are written once against this.
 */
export interface OrderedList {
  table: keyof Tables;
  id: string;
  parent: 'storeId' | 'sectionId' | 'stagingSectionId';
  parentTable: 'stores' | 'sections' | 'stagingSections';
  /** How a message names one row, e.g. "Section". */
  what: string;
  /** The parent's column holding the list's version (see lockParent). */
  listVersion: string;
  /** The entity type the history records the rows under (migration 016's triggers). */
  entity: string;
}

export const LISTS = {
  foodSafetyTypes: {
    table: 'foodSafetyTypes',
    id: 'foodSafetyTypeId',
    parent: 'storeId',
    parentTable: 'stores',
    what: 'Food safety type',
    listVersion: 'foodSafetyTypesListVersion',
    entity: 'FoodSafetyType',
  },
  itemCategories: {
    table: 'itemCategoryTypes',
    id: 'itemCategoryTypeId',
    parent: 'storeId',
    parentTable: 'stores',
    what: 'Item category',
    listVersion: 'itemCategoriesListVersion',
    entity: 'ItemCategory',
  },
  sections: {
    table: 'sections',
    id: 'sectionId',
    parent: 'storeId',
    parentTable: 'stores',
    what: 'Section',
    listVersion: 'sectionsListVersion',
    entity: 'Section',
  },
  shelves: {
    table: 'shelves',
    id: 'shelfId',
    parent: 'sectionId',
    parentTable: 'sections',
    what: 'Shelf',
    listVersion: 'shelvesListVersion',
    entity: 'Shelf',
  },
  stagingSections: {
    table: 'stagingSections',
    id: 'stagingSectionId',
    parent: 'storeId',
    parentTable: 'stores',
    what: 'Staging section',
    listVersion: 'stagingSectionsListVersion',
    entity: 'StagingSection',
  },
  stagingShelves: {
    table: 'stagingShelves',
    id: 'stagingShelfId',
    parent: 'stagingSectionId',
    parentTable: 'stagingSections',
    what: 'Staging shelf',
    listVersion: 'shelvesListVersion',
    entity: 'StagingShelf',
  },
  zones: {
    table: 'zones',
    id: 'zoneId',
    parent: 'storeId',
    parentTable: 'stores',
    what: 'Zone',
    listVersion: 'zonesListVersion',
    entity: 'Zone',
  },
  leadTimeRules: {
    table: 'leadTimeRules',
    id: 'leadTimeRuleId',
    parent: 'storeId',
    parentTable: 'stores',
    what: 'Lead time rule',
    listVersion: 'leadTimeRulesListVersion',
    entity: 'LeadTimeRule',
  },
} as const satisfies Record<string, OrderedList>;

/** The table and column names come from LISTS, never from a request, so a loose builder is safe here. */
export const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The store a row belongs to, through its parent when the parent is not the store. */
export async function rowOwner(
  db: Db,
  list: OrderedList,
  rowId: number,
): Promise<{ storeId: number; parentId: number } | undefined> {
  const query = loose(db).selectFrom(`${list.table} as row`).where(`row.${list.id}`, '=', rowId);
  const row =
    list.parentTable === 'stores'
      ? await query.select([`row.storeId as storeId`, `row.storeId as parentId`]).executeTakeFirst()
      : await query
          .innerJoin(`${list.parentTable} as parent`, `parent.${list.parent}`, `row.${list.parent}`)
          .select([`parent.storeId as storeId`, `row.${list.parent} as parentId`])
          .executeTakeFirst();
  return row as { storeId: number; parentId: number } | undefined;
}

const parentNotFound = (list: OrderedList, parentId: number) =>
  notFound(`${list.parentTable === 'stores' ? 'Store' : 'Section'} ${parentId}`);

/**
 * Locks the parent row until the transaction ends, so that creates, deletes and reorders of one list
 * run one after another and every one of them sees the order the previous one left, and bumps the
 * list's version in the same statement: every caller changes the list. Answers the new version.
 */
export async function lockParent(trx: Db, list: OrderedList, parentId: number): Promise<number> {
  const row = await loose(trx)
    .updateTable(list.parentTable)
    .set({ [list.listVersion]: sql`${sql.ref(list.listVersion)} + 1` })
    .where(list.parent, '=', parentId)
    .returning(`${list.listVersion} as listVersion`)
    .executeTakeFirst();
  if (!row) throw parentNotFound(list, parentId);
  return row.listVersion as number;
}

/**
 * lockParent, answering the list's stored order too, read after the lock in the same statement
 * (list_order reads with a snapshot taken after the lock, see migration 022).
 */
export async function lockList(
  trx: Db,
  list: OrderedList,
  parentId: number,
): Promise<{ listVersion: number; stored: StoredRow[] }> {
  const version = sql.ref(list.listVersion);
  const { rows } = await sql<{ listVersion: number } & ListOrder>`
    WITH locked AS (
      UPDATE ${sql.table(list.parentTable)} SET ${version} = ${version} + 1
      WHERE ${sql.ref(list.parent)} = ${parentId}::int
      RETURNING ${version} AS list_version, ${sql.ref(list.parent)} AS parent_id)
    SELECT locked.list_version, o.ids, o.sequence_ids
    FROM locked, LATERAL ${listOrder(list, sql`locked.parent_id`)} AS o`.execute(trx);
  const row = rows[0];
  if (!row) throw parentNotFound(list, parentId);
  return { listVersion: row.listVersion, stored: asRows(row) };
}

/** The list's version as stored with its parent; read before the rows, a reorder based on it is never newer than they are. */
export async function listVersionOf(db: Db, list: OrderedList, parentId: number): Promise<number> {
  const row = await loose(db)
    .selectFrom(list.parentTable)
    .select(`${list.listVersion} as listVersion`)
    .where(list.parent, '=', parentId)
    .executeTakeFirst();
  if (!row) throw parentNotFound(list, parentId);
  return row.listVersion as number;
}

/** Stores a new row of the list; resolves to its id. */
export async function insertRow(
  trx: Db,
  list: OrderedList,
  values: Record<string, unknown>,
): Promise<number> {
  const created = await loose(trx)
    .insertInto(list.table)
    .values(values)
    .returning(`${list.id} as id`)
    .executeTakeFirstOrThrow();
  return created.id as number;
}

export async function countIn(trx: Db, list: OrderedList, parentId: number): Promise<number> {
  const row = await loose(trx)
    .selectFrom(list.table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where(list.parent, '=', parentId)
    .executeTakeFirstOrThrow();
  return row.n as number;
}

/** A row of a list at the position it is stored at. */
export interface StoredRow {
  id: number;
  sequenceId: number;
}

/** A list's ids and positions in its stored order, as list_order answers them (null for no rows). */
interface ListOrder {
  ids: number[] | null;
  sequenceIds: number[] | null;
}

/** snake_case of a camelCase name of LISTS, as the database spells it. */
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The list's rows in their stored order, with the positions they are stored at, read as two arrays
 * in one row (migration 022's list_order): materialising a row per list entry costs more than the
 * rest of a move on PGlite. `parentId` may be a column of the statement that reads it.
 */
const listOrder = (list: OrderedList, parentId: RawBuilder<number>) =>
  sql<ListOrder>`list_order(${snake(list.table)}::regclass,
    ${snake(list.id)}, ${snake(list.parent)}, ${parentId})`;

const asRows = (order: ListOrder): StoredRow[] => {
  const sequenceIds = order.sequenceIds ?? [];
  return (order.ids ?? []).map((id, index) => ({ id, sequenceId: sequenceIds[index]! }));
};

async function storedOrder(trx: Db, list: OrderedList, parentId: number): Promise<StoredRow[]> {
  const { rows } = await sql<ListOrder>`SELECT * FROM ${listOrder(list, sql`${parentId}::int`)}`.execute(trx);
  return asRows(rows[0]!);
}

/** The ids of the list in its stored order. */
export async function orderedIds(trx: Db, list: OrderedList, parentId: number): Promise<number[]> {
  return (await storedOrder(trx, list, parentId)).map((row) => row.id);
}

/** Stores the sequence ids in one statement, whatever the length of the list. */
async function writeSequences(trx: Db, list: OrderedList, entries: { id: number; sequenceId: number }[]) {
  if (entries.length === 0) return;
  const values = sql.join(entries.map((e) => sql`(${e.id}::int, ${e.sequenceId}::int)`));
  await sql`UPDATE ${sql.table(list.table)} AS t SET sequence_id = v.seq
    FROM (VALUES ${values}) AS v (id, seq) WHERE ${sql.ref(`t.${list.id}`)} = v.id`.execute(trx);
}

/** Stores `ids` as the order 1..n. */
async function storeOrder(trx: Db, list: OrderedList, ids: number[]): Promise<number[]> {
  await writeSequences(trx, list, contiguousSequences(ids));
  return ids;
}

/** Closes the gaps a delete leaves: 1..n again. Call with the parent locked. */
export async function renumber(trx: Db, list: OrderedList, parentId: number): Promise<number[]> {
  return storeOrder(trx, list, await orderedIds(trx, list, parentId));
}

/**
 * Moves `sourceId` before or after `targetId`, leaving the list numbered 1..n. Call with the parent
 * locked. Both ids must be in the list: 400 otherwise. Answers the new order.
 *
 * A list already stored as 1..n changes only between the old and the new position: one statement
 * shifts those rows by one and places the moved row, so a move costs what it shifts, not the
 * length of the list. A list stored otherwise (gaps left by UpdateSequence) is renumbered whole.
 */
export async function moveWithin(
  trx: Db,
  list: OrderedList,
  parentId: number,
  move: { sourceId: number; direction: MoveDirection; targetId: number },
  /** The list as stored, when the caller read it under the lock (lockList). */
  stored?: StoredRow[],
): Promise<number[]> {
  const rows = stored ?? (await storedOrder(trx, list, parentId));
  const ids = rows.map((row) => row.id);
  for (const [field, rowId] of [
    ['source', move.sourceId],
    ['target', move.targetId],
  ] as const) {
    if (!ids.includes(rowId)) throw badRequest(`${field}: ${list.what} ${rowId} is not in this list.`);
  }
  const moved = moveInOrder(ids, move.sourceId, move.direction, move.targetId);
  const row = {
    id: move.sourceId,
    from: ids.indexOf(move.sourceId) + 1,
    to: moved.indexOf(move.sourceId) + 1,
  };
  const moves = row.from !== row.to;
  if (!rows.every((stored, index) => stored.sequenceId === index + 1)) {
    if (moves) await recordMoves(trx, list.entity, scopeOf(list, parentId), [row]);
    return storeOrder(trx, list, moved);
  }
  if (moves) await shiftRange(trx, list, parentId, row);
  return moved;
}

/** The list's scope as the history's move entries name it. */
const scopeOf = (list: OrderedList, parentId: number) => ({ [snake(list.parent)]: parentId });

/**
 * Places the row `moved.id` from position `from` at `to`, the rows between them one step towards
 * `from`, in one statement over that range (heap-only updates, see migration 023), which records
 * the move in the history too.
 */
async function shiftRange(trx: Db, list: OrderedList, parentId: number, moved: MovedRow) {
  const shift = moved.from < moved.to ? -1 : 1;
  await sql`WITH shifted AS (UPDATE ${sql.table(list.table)}
      SET sequence_id = CASE WHEN ${sql.ref(list.id)} = ${moved.id}::int THEN ${moved.to}::int
        ELSE sequence_id + ${shift}::int END
      WHERE ${sql.ref(list.parent)} = ${parentId}::int
        AND sequence_id BETWEEN ${Math.min(moved.from, moved.to)}::int AND ${Math.max(moved.from, moved.to)}::int)
    SELECT ${moveEntry(list.entity, scopeOf(list, parentId), moved)}`.execute(trx);
}

/**
 * Stores the order the caller sent (the spec's whole-list UpdateSequence), renumbered from `first` so
 * that positions stay distinct and contiguous. `items` must name every row of the list exactly once
 * (400 naming what is wrong otherwise), and when the caller says which `basedOn` list version it
 * reordered, an older one is refused with 409 and the current order: another admin's reorder would
 * otherwise be silently undone. Call with the parent locked; `listVersion` is the version after it.
 */
export async function applySequence(
  trx: Db,
  list: OrderedList,
  parentId: number,
  change: {
    items: { id: number; sequenceId: number }[];
    first: number;
    basedOn?: number;
    listVersion: number;
  },
): Promise<number[]> {
  const stored = await storedOrder(trx, list, parentId);
  const current = stored.map((row) => row.id);
  if (change.basedOn !== undefined && change.basedOn !== change.listVersion - 1) {
    // The conflict's `current` is the list as stored, for the caller to re-apply its move on.
    throw new HttpError(409, 'The list was reordered by someone else since you loaded it.', {
      current: { orderedIds: current, listVersion: change.listVersion - 1 },
    });
  }
  const sent = [...change.items].sort((a, b) => a.sequenceId - b.sequenceId).map((item) => item.id);
  const fault = permutationFault(current, sent);
  if (fault)
    throw badRequest(
      `items: must name every ${list.what.toLowerCase()} of this list once: ${describePermutationFault(fault)}.`,
    );
  await recordMoves(trx, list.entity, scopeOf(list, parentId), movedRows(current, sent));
  // Only the rows whose position changes are written: a reorder of one row costs what it shifts.
  const was = new Map(stored.map((row) => [row.id, row.sequenceId]));
  await writeSequences(
    trx,
    list,
    sent
      .map((id, index) => ({ id, sequenceId: change.first + index }))
      .filter((entry) => was.get(entry.id) !== entry.sequenceId),
  );
  return sent;
}

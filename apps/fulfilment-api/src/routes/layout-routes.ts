import type { MoveDirection } from '@fulfil/domain';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import {
  applySequence,
  countIn,
  deleteRow,
  insertRow,
  listVersionOf,
  lockList,
  moveWithin,
  renumber,
  requireOwnFoodSafetyType,
  requireParent,
  requireRow,
  saveVersioned,
  withLockedParent,
  type OrderedList,
} from '../queries/layout/index.js';
import { rejected, saved, type FieldError } from './layout-answers.js';

/**
 * Every layout list (food safety types, item categories, sections, shelves, staging sections and
 * shelves) has the same five routes: read by parent, create, update with a version, delete, and
 * UpdateSequence. They differ only in fields, rules and numbering, which this describes.
 */
export interface LayoutList<
  Parent extends OrderedList['parent'],
  RowId extends string,
  Key extends string,
  ReadKey extends string,
  Row extends { updatedBy: string },
  Fields,
> {
  list: OrderedList & { parent: Parent };
  /** The row's id as bodies and UpdateSequence items name it, e.g. 'shelfId'. */
  idField: RowId;
  /** The key of the row in write answers, e.g. 'section'. */
  key: Key;
  /** The key of the list in the read's answer, e.g. 'sectionDetails'. */
  readKey: ReadKey;
  rows: (db: Db, parentId: number) => Promise<Row[]>;
  load: (db: Db, rowId: number) => Promise<Row | undefined>;
  validate?: (fields: Fields) => FieldError[];
  /** The stored columns of a body; `parentId` is the row's store or section. */
  columns: (fields: Fields, place: { trx: Db; parentId: number }) => Promise<Record<string, unknown>>;
  /** The spec's sequenceId of a new row, from the count of rows already there. */
  nextSequence: (count: number) => number;
  /** Merchandise lists stay 1..n after a delete; the others keep the spec's own numbering. */
  renumberOnDelete: boolean;
}

/** What a handler reads of its request: who calls, and what the route's schema let in. */
interface Asked<Input> {
  caller: Caller;
  params: Input;
}
interface Sent<Body> {
  caller: Caller;
  body: Body;
}

/** A body may name a food safety type, which must then be one of the store's own. */
interface Referencing {
  foodSafetyTypeId?: number | null;
}

/** `{ [key]: value }` with its key's name in its type. */
const keyed = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as Record<K, V>;

/** The change an update makes, as `afterUpdate` steps get it. */
export interface UpdateChange {
  rowId: number;
  version: number;
  values: Record<string, unknown>;
  userName: string;
}

/**
 * The handlers of a layout list's five routes and its move, to register with the list's contract
 * schemas (whose request and answer types they must match).
 */
export function layoutListRoutes<
  Parent extends OrderedList['parent'],
  RowId extends string,
  Key extends string,
  ReadKey extends string,
  Row extends { updatedBy: string },
  Fields,
>(db: Db, routes: LayoutList<Parent, RowId, Key, ReadKey, Row, Fields>) {
  const { list, key, idField } = routes;
  const validate = (fields: Fields) => routes.validate?.(fields) ?? [];

  /** PUT: stores the row over its `version`; `after` changes more in the same transaction, and its answer joins the update's. */
  const updateThen =
    <More extends object>(after?: (trx: Db, change: UpdateChange) => Promise<More>) =>
    async (request: Sent<Record<RowId, number> & { version: number } & Fields & Referencing>) => {
      const { body } = request;
      const rowId = body[idField];
      const { storeId, parentId } = await requireRow(db, request.caller, list, rowId, 'write');
      const errors = validate(body);
      if (errors.length) return rejected(errors);
      await requireOwnFoodSafetyType(db, storeId, body.foodSafetyTypeId);
      const userName = request.caller.userName;
      return db.transaction().execute(async (trx) => {
        const values = await routes.columns(body, { trx, parentId });
        const change = { rowId, version: body.version, values, userName };
        const row = await saveVersioned(trx, list, change, (changed) => routes.load(trx, changed));
        if (!after) return saved(keyed(key, row));
        const more = await after(trx, change);
        return saved({ ...keyed(key, await routes.load(trx, rowId)), ...more });
      });
    };

  /**
   * Moves a row to where `place` puts it in the list's order as it stands under the parent's lock
   * (the move route's target; an undo's former position), answered as the move route answers.
   */
  const moveTo = async (
    caller: Caller,
    parentId: number,
    sourceId: number,
    place: (ids: number[]) => { direction: MoveDirection; targetId: number },
  ) => {
    await requireParent(db, caller, list, parentId, 'write');
    return db.transaction().execute(async (trx) => {
      const { listVersion, stored } = await lockList(trx, list, parentId);
      const to = place(stored.map((row) => row.id));
      const orderedIds = await moveWithin(trx, list, parentId, { sourceId, ...to }, stored);
      return saved({ ...keyed(key, await routes.load(trx, sourceId)), orderedIds, listVersion });
    });
  };

  /** GET the parent's rows in order as `rows` reads them, under `readKey`, with the list's version. */
  const readOf =
    <K extends string, R>(readKey: K, rows: (db: Db, parentId: number) => Promise<R[]>) =>
    async (request: Asked<{ parentId: number }>) => {
      const { parentId } = request.params;
      await requireParent(db, request.caller, list, parentId, 'read');
      // The version first: a reorder based on it is refused if the rows read after are newer.
      const listVersion = await listVersionOf(db, list, parentId);
      return { ...keyed(readKey, await rows(db, parentId)), listVersion };
    };

  return {
    /** GET the parent's rows in order, with the list's version. */
    read: readOf(routes.readKey, routes.rows),
    /** The same read of another shape of the rows (e.g. sections with shelf counts). */
    readOf,

    /** POST: a new row at the end of the parent's list. */
    create: async (request: Sent<Record<Parent, number> & Fields & Referencing>) => {
      const { body } = request;
      const parentId = body[list.parent];
      const storeId = await requireParent(db, request.caller, list, parentId, 'write');
      const errors = validate(body);
      if (errors.length) return rejected(errors);
      await requireOwnFoodSafetyType(db, storeId, body.foodSafetyTypeId);
      // The parent's lock keeps two creates from taking the same sequenceId.
      return withLockedParent(db, list, parentId, async (trx, listVersion) => {
        const rowId = await insertRow(trx, list, {
          ...(await routes.columns(body, { trx, parentId })),
          [list.parent]: parentId,
          sequenceId: routes.nextSequence(await countIn(trx, list, parentId)),
          updatedBy: request.caller.userName,
        });
        return saved({ ...keyed(key, await routes.load(trx, rowId)), listVersion });
      });
    },

    update: updateThen(),
    updateThen,

    /** DELETE: answers the row as it was deleted. */
    remove: async (request: Asked<{ id: number }>) => {
      const rowId = request.params.id;
      const { parentId } = await requireRow(db, request.caller, list, rowId, 'write');
      return withLockedParent(db, list, parentId, async (trx, listVersion) => {
        // Read inside the lock so that the answer is the row exactly as it was deleted.
        const row = await routes.load(trx, rowId);
        await deleteRow(trx, list, rowId);
        if (routes.renumberOnDelete) await renumber(trx, list, parentId);
        return saved({ ...keyed(key, row), listVersion });
      });
    },

    /** PUT UpdateSequence: the whole list's order, numbered from the caller's first position. */
    sequence: async (
      request: Sent<
        Record<Parent, number> & {
          listVersion?: number;
          items: (Record<RowId, number> & { sequenceId: number })[];
        }
      >,
    ) => {
      const { body } = request;
      const parentId = body[list.parent];
      await requireParent(db, request.caller, list, parentId, 'write');
      const items = body.items.map((item) => ({ id: item[idField], sequenceId: item.sequenceId }));
      // Numbered from the caller's first position, so each list keeps the spec's own numbering.
      const first = Math.min(...items.map((item) => item.sequenceId));
      const change = { items, first, basedOn: body.listVersion };
      return withLockedParent(db, list, parentId, async (trx, listVersion) =>
        saved({
          orderedIds: await applySequence(trx, list, parentId, { ...change, listVersion }),
          listVersion,
        }),
      );
    },

    /**
     * POST move `{ <source>, direction, <target>, <parent> }`: moves a row before or after another
     * of the same list, keeping it 1..n, with its parent locked, so that concurrent moves run one
     * after another and both land.
     */
    move:
      <Source extends string, Target extends string>(source: Source, target: Target) =>
      (request: Sent<Record<Source | Target | Parent, number> & { direction: MoveDirection }>) => {
        const { body } = request;
        const to = { direction: body.direction, targetId: body[target] };
        return moveTo(request.caller, body[list.parent], body[source], () => to);
      },

    moveTo,
  };
}

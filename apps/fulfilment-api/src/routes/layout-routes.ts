import type { MoveDirection } from '@fulfil/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import {
  applySequence,
  countIn,
  deleteRow,
  loose,
  moveWithin,
  renumber,
  requireOwnFoodSafetyType,
  requireParent,
  requireRow,
  saveVersioned,
  withLockedParent,
  type OrderedList,
} from '../queries/layout/index.js';
import {
  direction,
  listAnswer,
  orderedIdsSchema,
  rejected,
  saved,
  sequenceBody,
  writeAnswer,
  type FieldError,
} from './layout-schemas.js';
import { id, idParams } from './schemas.js';

/**
 * Every layout list (food safety types, item categories, sections, shelves, staging sections and
 * shelves) has the same five routes: read by parent, create, update with a version, delete, and
 * UpdateSequence. They differ only in fields, rules and numbering, which this describes.
 */
export interface LayoutListRoutes<F> {
  /** e.g. '/section'; create and update are POST and PUT on it, delete is DELETE `${path}/{id}`. */
  path: string;
  list: OrderedList;
  /** The key of the row in write answers, e.g. 'section'. */
  key: string;
  rowSchema: object;
  /** The row's id as bodies and UpdateSequence items name it, e.g. 'shelfId'. */
  idField: string;
  /** The read: its path with `:parentId`, and the key of its list. */
  read: { path: string; key: string; rows: (db: Db, parentId: number) => Promise<unknown[]> };
  load: (db: Db, rowId: number) => Promise<{ updatedBy: string } | undefined>;
  fields: Record<string, object>;
  /** Fields an update must carry besides the id and the version. */
  updateRequires?: string[];
  validate?: (fields: F) => FieldError[];
  /** The stored columns of a body; `parentId` is the row's store or section. */
  columns: (fields: F, place: { trx: Db; parentId: number }) => Promise<Record<string, unknown>>;
  /** The spec's sequenceId of a new row, from the count of rows already there. */
  nextSequence: (count: number) => number;
  /** Merchandise lists stay 1..n after a delete; the others keep the spec's own numbering. */
  renumberOnDelete: boolean;
  /** More to change in the update's transaction; its answer joins the update's. */
  afterUpdate?: {
    schema: Record<string, object>;
    run: (
      trx: Db,
      change: { rowId: number; values: Record<string, unknown>; userName: string },
    ) => Promise<Record<string, unknown>>;
  };
}

/** A body as the JSON schema let it in: the fields, the parent or row id and the version. */
type Body<F> = F & { foodSafetyTypeId?: number | null; version?: number } & Record<string, unknown>;

const bodyOf = <F>(request: { body: unknown }) => request.body as Body<F>;

export function registerLayoutList<F>(app: FastifyInstance, db: Db, routes: LayoutListRoutes<F>): void {
  const { path, list, key, idField } = routes;
  const validate = (fields: F) => routes.validate?.(fields) ?? [];

  app.get<{ Params: { parentId: number } }>(
    routes.read.path,
    {
      schema: {
        params: idParams('parentId'),
        response: { 200: listAnswer(routes.read.key, routes.rowSchema) },
      },
    },
    async (request) => {
      const { parentId } = request.params;
      await requireParent(db, request.caller, list, parentId, 'read');
      return { [routes.read.key]: await routes.read.rows(db, parentId) };
    },
  );

  app.post(
    path,
    {
      schema: {
        body: {
          type: 'object',
          required: [list.parent],
          properties: { [list.parent]: id, ...routes.fields },
        },
        response: { 200: writeAnswer({ [key]: routes.rowSchema }) },
      },
    },
    async (request) => {
      const body = bodyOf<F>(request);
      const parentId = body[list.parent] as number;
      const storeId = await requireParent(db, request.caller, list, parentId, 'write');
      const errors = validate(body);
      if (errors.length) return rejected(errors);
      await requireOwnFoodSafetyType(db, storeId, body.foodSafetyTypeId);
      // The parent's lock keeps two creates from taking the same sequenceId.
      return withLockedParent(db, list, parentId, async (trx) => {
        const created = await loose(trx)
          .insertInto(list.table)
          .values({
            ...(await routes.columns(body, { trx, parentId })),
            [list.parent]: parentId,
            sequenceId: routes.nextSequence(await countIn(trx, list, parentId)),
            updatedBy: request.caller.userName,
          })
          .returning(`${list.id} as id`)
          .executeTakeFirstOrThrow();
        return saved({ [key]: await routes.load(trx, created.id as number) });
      });
    },
  );

  app.put(
    path,
    {
      schema: {
        body: {
          type: 'object',
          required: [idField, 'version', ...(routes.updateRequires ?? [])],
          properties: { [idField]: id, version: id, ...routes.fields },
        },
        response: { 200: writeAnswer({ [key]: routes.rowSchema, ...routes.afterUpdate?.schema }) },
      },
    },
    async (request) => {
      const body = bodyOf<F>(request);
      const rowId = body[idField] as number;
      const { storeId, parentId } = await requireRow(db, request.caller, list, rowId, 'write');
      const errors = validate(body);
      if (errors.length) return rejected(errors);
      await requireOwnFoodSafetyType(db, storeId, body.foodSafetyTypeId);
      const userName = request.caller.userName;
      return db.transaction().execute(async (trx) => {
        const values = await routes.columns(body, { trx, parentId });
        const change = { rowId, version: body.version!, values, userName };
        const row = await saveVersioned(trx, list, change, (changed) => routes.load(trx, changed));
        if (!routes.afterUpdate) return saved({ [key]: row });
        const more = await routes.afterUpdate.run(trx, change);
        return saved({ [key]: await routes.load(trx, rowId), ...more });
      });
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${path}/:id`,
    {
      schema: { params: idParams('id'), response: { 200: writeAnswer({ [key]: routes.rowSchema }) } },
    },
    async (request) => {
      const rowId = request.params.id;
      const { parentId } = await requireRow(db, request.caller, list, rowId, 'write');
      return withLockedParent(db, list, parentId, async (trx) => {
        // Read inside the lock so that the answer is the row exactly as it was deleted.
        const row = await routes.load(trx, rowId);
        await deleteRow(trx, list, rowId);
        if (routes.renumberOnDelete) await renumber(trx, list, parentId);
        return saved({ [key]: row });
      });
    },
  );

  app.put<{ Body: Record<string, unknown> & { items: Record<string, number>[] } }>(
    `${path}/UpdateSequence`,
    {
      schema: {
        body: sequenceBody(list.parent, idField),
        response: { 200: writeAnswer({ orderedIds: orderedIdsSchema }) },
      },
    },
    async (request) => {
      const parentId = request.body[list.parent] as number;
      await requireParent(db, request.caller, list, parentId, 'write');
      const items = request.body.items.map((item) => ({ id: item[idField]!, sequenceId: item.sequenceId! }));
      const orderedIds = await withLockedParent(db, list, parentId, (trx) =>
        applySequence(trx, list, parentId, items),
      );
      return saved({ orderedIds });
    },
  );
}

/**
 * POST `${path}/move` `{ <source>, direction, <target>, <parent> }`: moves a row before or after
 * another of the same list, renumbering the list 1..n with its parent locked, so that concurrent
 * moves run one after another and both land.
 */
export function registerMoveRoute(
  app: FastifyInstance,
  db: Db,
  routes: Pick<LayoutListRoutes<never>, 'path' | 'list' | 'key' | 'rowSchema' | 'load'> & {
    source: string;
    target: string;
  },
): void {
  const { list, source, target } = routes;
  app.post<{ Body: Record<string, number> & { direction: MoveDirection } }>(
    `${routes.path}/move`,
    {
      schema: {
        body: {
          type: 'object',
          required: [source, 'direction', target, list.parent],
          properties: { [source]: id, direction, [target]: id, [list.parent]: id },
        },
        response: { 200: writeAnswer({ [routes.key]: routes.rowSchema, orderedIds: orderedIdsSchema }) },
      },
    },
    async (request) => {
      const parentId = request.body[list.parent]!;
      await requireParent(db, request.caller, list, parentId, 'write');
      const move = {
        sourceId: request.body[source]!,
        direction: request.body.direction,
        targetId: request.body[target]!,
      };
      return withLockedParent(db, list, parentId, async (trx) => {
        const orderedIds = await moveWithin(trx, list, parentId, move);
        return saved({ [routes.key]: await routes.load(trx, move.sourceId), orderedIds });
      });
    },
  );
}

import { NEW_SHELF_PREPARED_ITEMS_MODE, nextMerchandiseSequence, shelfPrepOption } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { badRequest, notFound } from '../errors.js';
import {
  countIn,
  deleteRow,
  LISTS,
  lockParent,
  orderedIds,
  renumber,
  requireParent,
  requireRow,
  rows,
} from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { nullableId, orderedIdsSchema, saved, shelfRow, writeAnswer } from './layout-schemas.js';
import { registerLayoutList, registerMoveRoute } from './layout-routes.js';
import { id } from './schemas.js';

interface ShelfFields {
  name?: string | null;
  foodSafetyTypeId?: number | null;
  preparedItemsMode?: number | null;
  prepOptionId?: number | null;
}

const list = LISTS.shelves;

const load = async (db: Db, shelfId: number) => (await rows.shelves(db, { shelfId }))[0];

async function sectionPrep(trx: Db, sectionId: number) {
  const section = await trx
    .selectFrom('sections')
    .select('prepOptionId')
    .where('sectionId', '=', sectionId)
    .executeTakeFirst();
  if (!section) throw notFound(`Section ${sectionId}`);
  return section;
}

/** The stored columns: a new shelf inherits (mode 5), and its prep option is worked out from its section. */
function columns(fields: ShelfFields, section: { prepOptionId: number | null }) {
  const preparedItemsMode = fields.preparedItemsMode ?? NEW_SHELF_PREPARED_ITEMS_MODE;
  return {
    name: fields.name?.trim() || null,
    foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
    preparedItemsMode,
    prepOptionId: shelfPrepOption({ preparedItemsMode, prepOptionId: fields.prepOptionId ?? null }, section),
  };
}

/**
 * The spec's shelf-onto-section drop: the shelf is created at the end of the target section and
 * deleted from its source, both in one transaction with both sections locked (in id order, so two
 * opposite moves cannot deadlock).
 */
async function moveToSection(
  db: Db,
  shelfId: number,
  sourceSectionId: number,
  targetSectionId: number,
  userName: string,
) {
  return db.transaction().execute(async (trx) => {
    for (const sectionId of [sourceSectionId, targetSectionId].sort((a, b) => a - b)) {
      await lockParent(trx, list, sectionId);
    }
    const source = await trx
      .selectFrom('shelves')
      .selectAll()
      .where('shelfId', '=', shelfId)
      .executeTakeFirst();
    if (!source || source.sectionId !== sourceSectionId) throw notFound(`Shelf ${shelfId}`);
    const removedShelf = await load(trx, shelfId);
    const { shelfId: newShelfId } = await trx
      .insertInto('shelves')
      .values({
        ...columns(source, await sectionPrep(trx, targetSectionId)),
        shelfSourceKey: source.shelfSourceKey,
        sectionId: targetSectionId,
        sequenceId: nextMerchandiseSequence(await countIn(trx, list, targetSectionId)),
        updatedBy: userName,
      })
      .returning('shelfId')
      .executeTakeFirstOrThrow();
    await deleteRow(trx, list, shelfId);
    return saved({
      shelf: await load(trx, newShelfId),
      removedShelf,
      orderedIds: await orderedIds(trx, list, targetSectionId),
      sourceOrderedIds: await renumber(trx, list, sourceSectionId),
    });
  });
}

export const shelfRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  registerLayoutList<ShelfFields>(app, db, {
    path: '/shelf',
    list,
    key: 'shelf',
    rowSchema: shelfRow,
    idField: 'shelfId',
    read: {
      path: '/shelf/BySectionNoCache/:parentId',
      key: 'shelves',
      rows: (reader, sectionId) => rows.shelves(reader, { sectionIds: [sectionId] }),
    },
    load,
    fields: {
      name: { type: ['string', 'null'], maxLength: 200 },
      foodSafetyTypeId: nullableId,
      preparedItemsMode: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
      prepOptionId: { type: ['integer', 'null'], minimum: 1, maximum: 4 },
    },
    updateRequires: ['preparedItemsMode'],
    columns: async (fields, { trx, parentId }) => columns(fields, await sectionPrep(trx, parentId)),
    nextSequence: nextMerchandiseSequence,
    renumberOnDelete: true,
  });

  registerMoveRoute(app, db, {
    path: '/shelf',
    list,
    key: 'shelf',
    rowSchema: shelfRow,
    load,
    source: 'sourceShelfId',
    target: 'targetShelfId',
  });

  app.post<{ Body: { shelfId: number; targetSectionId: number } }>(
    '/shelf/moveToSection',
    {
      schema: {
        body: {
          type: 'object',
          required: ['shelfId', 'targetSectionId'],
          properties: { shelfId: id, targetSectionId: id },
        },
        response: {
          200: writeAnswer({
            shelf: shelfRow,
            removedShelf: shelfRow,
            orderedIds: orderedIdsSchema,
            sourceOrderedIds: orderedIdsSchema,
          }),
        },
      },
    },
    async (request) => {
      const { shelfId, targetSectionId } = request.body;
      const source = await requireRow(db, request.caller, list, shelfId, 'write');
      const targetStoreId = await requireParent(db, request.caller, list, targetSectionId, 'write');
      if (targetStoreId !== source.storeId)
        throw badRequest(`targetSectionId: section ${targetSectionId} is not in the shelf's store.`);
      if (targetSectionId === source.parentId)
        throw badRequest(`targetSectionId: shelf ${shelfId} is already in section ${targetSectionId}.`);
      return moveToSection(db, shelfId, source.parentId, targetSectionId, request.caller.userName);
    },
  );
};

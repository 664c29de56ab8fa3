import {
  nextMerchandiseSequence,
  sectionPrepOption,
  shelvesInheritingChange,
  validateNewSection,
} from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { LISTS, requireRow, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { registerLayoutList, registerMoveRoute } from './layout-routes.js';
import { nullableId, sectionRow, shelfRow } from './layout-schemas.js';
import { idParams } from './schemas.js';

interface SectionFields {
  name?: string;
  sectionSourceKey?: string;
  foodSafetyTypeId?: number | null;
  preparedItemsMode?: number | null;
  prepOptionId?: number | null;
}

const list = LISTS.sections;

export const loadSection = async (db: Db, sectionId: number) => (await rows.sections(db, { sectionId }))[0];

/**
 * Gives the shelves that inherit (mode 5) the section's new prep option, in the caller's
 * transaction; the others keep their own. Answers the changed shelves.
 */
async function updateInheritingShelves(
  trx: Db,
  sectionId: number,
  prepOptionId: number | null,
  userName: string,
) {
  const current = await rows.shelves(trx, { sectionIds: [sectionId] });
  const changed = shelvesInheritingChange(current, prepOptionId).map((shelf) => shelf.shelfId);
  if (changed.length === 0) return [];
  await trx
    .updateTable('shelves')
    .set({ prepOptionId, version: sql`version + 1`, updatedAt: new Date(), updatedBy: userName })
    .where('shelfId', 'in', changed)
    .execute();
  return (await rows.shelves(trx, { sectionIds: [sectionId] })).filter((shelf) =>
    changed.includes(shelf.shelfId),
  );
}

export const sectionRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  // One section with its shelves, for a reader that needs one section rather than the whole store.
  app.get<{ Params: { sectionId: number } }>(
    '/section/:sectionId',
    {
      schema: {
        params: idParams('sectionId'),
        response: { 200: { type: 'object', required: ['section'], properties: { section: sectionRow } } },
      },
    },
    async (request) => {
      const { sectionId } = request.params;
      await requireRow(db, request.caller, list, sectionId, 'read');
      return { section: await loadSection(db, sectionId) };
    },
  );

  registerLayoutList<SectionFields>(app, db, {
    path: '/section',
    list,
    key: 'section',
    rowSchema: sectionRow,
    idField: 'sectionId',
    read: {
      path: '/section/detail/store/:parentId',
      key: 'sectionDetails',
      rows: (reader, storeId) => rows.sections(reader, { storeId }),
    },
    load: loadSection,
    fields: {
      name: { type: 'string', maxLength: 200 },
      sectionSourceKey: { type: 'string', maxLength: 100 },
      foodSafetyTypeId: nullableId,
      preparedItemsMode: { type: ['integer', 'null'], minimum: 1, maximum: 4 },
      prepOptionId: { type: ['integer', 'null'], minimum: 1, maximum: 4 },
    },
    validate: validateNewSection,
    // The name defaults to the code; the prep option is cleared when the mode is No.
    columns: async (fields) => {
      const sectionSourceKey = fields.sectionSourceKey!.trim();
      const preparedItemsMode = fields.preparedItemsMode!;
      return {
        name: fields.name?.trim() || sectionSourceKey,
        sectionSourceKey,
        foodSafetyTypeId: fields.foodSafetyTypeId!,
        preparedItemsMode,
        prepOptionId: sectionPrepOption({ preparedItemsMode, prepOptionId: fields.prepOptionId ?? null }),
      };
    },
    nextSequence: nextMerchandiseSequence,
    renumberOnDelete: true,
    // The section and the shelves that follow it change together or not at all.
    afterUpdate: {
      schema: { updatedShelves: { type: 'array', items: shelfRow } },
      run: async (trx, change) => ({
        updatedShelves: await updateInheritingShelves(
          trx,
          change.rowId,
          change.values.prepOptionId as number | null,
          change.userName,
        ),
      }),
    },
  });

  registerMoveRoute(app, db, {
    path: '/section',
    list,
    key: 'section',
    rowSchema: sectionRow,
    load: loadSection,
    source: 'sourceSectionId',
    target: 'targetSectionId',
  });
};

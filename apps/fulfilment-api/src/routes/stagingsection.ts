import { nextStagingSectionSequence, nextStagingShelfSequence, validateStagingName } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { LISTS, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { registerLayoutList } from './layout-routes.js';
import { nullableId, stagingSectionRow, stagingShelfRow } from './layout-schemas.js';

/** Carry-out: staging sections of a store and their shelves (spec 3, carry-out). */

interface StagingFields {
  name?: string;
  foodSafetyTypeId?: number | null;
  labelId?: string | null;
}

const name = { type: 'string', maxLength: 200 } as const;

const loadSection = async (db: Db, stagingSectionId: number) =>
  (await rows.stagingSections(db, { stagingSectionId }))[0];
const loadShelf = async (db: Db, shelfId: number) => (await rows.stagingShelves(db, { shelfId }))[0];

export const stagingRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  registerLayoutList<StagingFields>(app, db, {
    path: '/stagingsection',
    list: LISTS.stagingSections,
    key: 'stagingSection',
    rowSchema: stagingSectionRow,
    idField: 'stagingSectionId',
    read: {
      path: '/stagingsection/store/:parentId',
      key: 'sections',
      rows: (reader, storeId) => rows.stagingSections(reader, { storeId }),
    },
    load: loadSection,
    fields: { name, foodSafetyTypeId: nullableId, labelId: { type: ['string', 'null'], maxLength: 50 } },
    validate: validateStagingName,
    columns: async (fields) => ({
      name: fields.name!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
      labelId: fields.labelId?.trim() || null,
    }),
    nextSequence: nextStagingSectionSequence,
    renumberOnDelete: false,
  });

  registerLayoutList<StagingFields>(app, db, {
    path: '/stagingshelf',
    list: LISTS.stagingShelves,
    key: 'stagingShelf',
    rowSchema: stagingShelfRow,
    idField: 'shelfId',
    read: {
      path: '/stagingshelf/BySection/:parentId',
      key: 'stagingShelves',
      rows: (reader, stagingSectionId) =>
        rows.stagingShelves(reader, { stagingSectionIds: [stagingSectionId] }),
    },
    load: loadShelf,
    fields: { name, foodSafetyTypeId: nullableId },
    validate: validateStagingName,
    columns: async (fields) => ({
      name: fields.name!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
    }),
    nextSequence: nextStagingShelfSequence,
    renumberOnDelete: false,
  });
};

import { nextItemCategorySequence, validateItemCategory } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { LISTS, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { registerLayoutList } from './layout-routes.js';
import { itemCategoryRow, nullableId } from './layout-schemas.js';

interface ItemCategoryFields {
  itemCategoryTypeSourceKey?: string;
  foodSafetyTypeId?: number | null;
  preparedItemsMode?: number;
  isAlcohol?: boolean;
}

const load = async (db: Db, itemCategoryTypeId: number) =>
  (await rows.itemCategories(db, { itemCategoryTypeId }))[0];

export const itemCategoryTypeRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  registerLayoutList<ItemCategoryFields>(app, db, {
    path: '/itemcategorytype',
    list: LISTS.itemCategories,
    key: 'itemCategoryType',
    rowSchema: itemCategoryRow,
    idField: 'itemCategoryTypeId',
    read: {
      path: '/itemcategorytype/store/:parentId',
      key: 'itemCategoryTypes',
      rows: (reader, storeId) => rows.itemCategories(reader, { storeId }),
    },
    load,
    fields: {
      itemCategoryTypeSourceKey: { type: 'string', maxLength: 200 },
      foodSafetyTypeId: nullableId,
      preparedItemsMode: { type: 'integer', minimum: 1, maximum: 3 },
      isAlcohol: { type: 'boolean' },
    },
    validate: validateItemCategory,
    columns: async (fields) => ({
      itemCategoryTypeSourceKey: fields.itemCategoryTypeSourceKey!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
      preparedItemsMode: fields.preparedItemsMode ?? 1,
      isAlcohol: fields.isAlcohol ?? false,
    }),
    nextSequence: nextItemCategorySequence,
    renumberOnDelete: false,
  });
};

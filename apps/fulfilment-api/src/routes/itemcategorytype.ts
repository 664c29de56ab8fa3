import { nextItemCategorySequence, validateItemCategory } from '@fulfil/domain';
import {
  CreateItemCategoryType,
  DeleteItemCategoryType,
  GetItemCategoryTypes,
  UpdateItemCategoryType,
  UpdateItemCategoryTypeSequence,
  type CreateItemCategoryTypeBody,
} from '@fulfil/rest-contract';
import type { Db } from '../db/connect.js';
import { LISTS, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { layoutListRoutes } from './layout-routes.js';
import type { ContractRoutes } from './typed-routes.js';

type ItemCategoryFields = Omit<CreateItemCategoryTypeBody, 'storeId'>;

const load = async (db: Db, itemCategoryTypeId: number) =>
  (await rows.itemCategories(db, { itemCategoryTypeId }))[0];

export const itemCategoryTypeRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const routes = layoutListRoutes(db, {
    list: LISTS.itemCategories,
    idField: 'itemCategoryTypeId',
    key: 'itemCategoryType',
    readKey: 'itemCategoryTypes',
    rows: (reader, storeId) => rows.itemCategories(reader, { storeId }),
    load,
    validate: validateItemCategory,
    columns: async (fields: ItemCategoryFields) => ({
      itemCategoryTypeSourceKey: fields.itemCategoryTypeSourceKey!.trim(),
      foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
      preparedItemsMode: fields.preparedItemsMode ?? 1,
      isAlcohol: fields.isAlcohol ?? false,
    }),
    nextSequence: nextItemCategorySequence,
    renumberOnDelete: false,
  });
  app.get('/itemcategorytype/store/:parentId', { schema: GetItemCategoryTypes }, routes.read);
  app.post('/itemcategorytype', { schema: CreateItemCategoryType }, routes.create);
  app.put('/itemcategorytype', { schema: UpdateItemCategoryType }, routes.update);
  app.delete('/itemcategorytype/:id', { schema: DeleteItemCategoryType }, routes.remove);
  app.put('/itemcategorytype/UpdateSequence', { schema: UpdateItemCategoryTypeSequence }, routes.sequence);
};

import { nextItemCategorySequence, validateItemCategory } from '@fulfil/domain';
import {
  CreateItemCategoryType,
  DeleteItemCategoryType,
  GetItemCategoryTypes,
  UpdateItemCategoryType,
  UpdateItemCategoryTypeSequence,
  type CreateItemCategoryTypeBody,
} from '@fulfil/rest-contract';
import { LISTS, loadItemCategory, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { layoutListRoutes } from './layout-routes.js';
import { of, type ContractRoutes } from './typed-routes.js';

type ItemCategoryFields = Omit<CreateItemCategoryTypeBody, 'storeId'>;

export const itemCategoryTypeRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const routes = layoutListRoutes(db, {
    list: LISTS.itemCategories,
    idField: 'itemCategoryTypeId',
    key: 'itemCategoryType',
    readKey: 'itemCategoryTypes',
    rows: (reader, storeId) => rows.itemCategories(reader, { storeId }),
    load: loadItemCategory,
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
  app.route({ ...of(GetItemCategoryTypes), handler: routes.read });
  app.route({ ...of(CreateItemCategoryType), handler: routes.create });
  app.route({ ...of(UpdateItemCategoryType), handler: routes.update });
  app.route({ ...of(DeleteItemCategoryType), handler: routes.remove });
  app.route({ ...of(UpdateItemCategoryTypeSequence), handler: routes.sequence });
};

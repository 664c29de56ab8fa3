import { parseMaxLeadTime, validateFoodSafetyType } from '@fulfil/domain';
import {
  CreateFoodSafetyType,
  DeleteFoodSafetyType,
  GetFoodSafetyTypes,
  UpdateFoodSafetyType,
  UpdateFoodSafetyTypeSequence,
  type CreateFoodSafetyTypeBody,
} from '@fulfil/rest-contract';
import { LISTS, loadFoodSafetyType, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { layoutListRoutes } from './layout-routes.js';
import { of, type ContractRoutes } from './typed-routes.js';

type FoodSafetyTypeFields = Omit<CreateFoodSafetyTypeBody, 'storeId'>;

export const foodSafetyTypeRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const routes = layoutListRoutes(db, {
    list: LISTS.foodSafetyTypes,
    idField: 'foodSafetyTypeId',
    key: 'foodSafetyType',
    readKey: 'foodSafetyTypeObjects',
    rows: (reader, storeId) => rows.foodSafetyTypes(reader, { storeId }),
    load: loadFoodSafetyType,
    validate: validateFoodSafetyType,
    // The lead time is stored as hh:mm:ss, or null for none.
    columns: async (fields: FoodSafetyTypeFields) => ({
      name: fields.name!.trim(),
      containerColor: fields.containerColor!,
      containerIcon: fields.containerIcon!,
      maxLeadTime: parseMaxLeadTime(fields.maxLeadTime ?? '') || null,
    }),
    nextSequence: (count) => count + 1,
    renumberOnDelete: false,
  });
  app.route({ ...of(GetFoodSafetyTypes), handler: routes.read });
  app.route({ ...of(CreateFoodSafetyType), handler: routes.create });
  app.route({ ...of(UpdateFoodSafetyType), handler: routes.update });
  app.route({ ...of(DeleteFoodSafetyType), handler: routes.remove });
  app.route({ ...of(UpdateFoodSafetyTypeSequence), handler: routes.sequence });
};

import { parseMaxLeadTime, validateFoodSafetyType } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { LISTS, rows } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { registerLayoutList } from './layout-routes.js';
import { containerColor, containerIcon, foodSafetyTypeRow } from './layout-schemas.js';

interface FoodSafetyTypeFields {
  name?: string;
  containerColor?: string;
  containerIcon?: string;
  maxLeadTime?: string | null;
}

const load = async (db: Db, foodSafetyTypeId: number) =>
  (await rows.foodSafetyTypes(db, { foodSafetyTypeId }))[0];

export const foodSafetyTypeRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  registerLayoutList<FoodSafetyTypeFields>(app, db, {
    path: '/foodsafetytype',
    list: LISTS.foodSafetyTypes,
    key: 'foodSafetyType',
    rowSchema: foodSafetyTypeRow,
    idField: 'foodSafetyTypeId',
    read: {
      path: '/foodsafetytype/store/:parentId',
      key: 'foodSafetyTypeObjects',
      rows: (reader, storeId) => rows.foodSafetyTypes(reader, { storeId }),
    },
    load,
    fields: {
      name: { type: 'string', maxLength: 200 },
      containerColor,
      containerIcon,
      maxLeadTime: { type: ['string', 'null'], maxLength: 8 },
    },
    validate: validateFoodSafetyType,
    // The lead time is stored as hh:mm:ss, or null for none.
    columns: async (fields) => ({
      name: fields.name!.trim(),
      containerColor: fields.containerColor!,
      containerIcon: fields.containerIcon!,
      maxLeadTime: parseMaxLeadTime(fields.maxLeadTime ?? '') || null,
    }),
    nextSequence: (count) => count + 1,
    renumberOnDelete: false,
  });
};

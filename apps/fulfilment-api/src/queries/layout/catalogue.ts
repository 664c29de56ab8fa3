import type { Db } from '../../db/connect.js';
import * as rows from './rows.js';

/** A store's food safety types and item categories, one row as their routes answer it. */

export const loadFoodSafetyType = async (db: Db, foodSafetyTypeId: number) =>
  (await rows.foodSafetyTypes(db, { foodSafetyTypeId }))[0];

export const loadItemCategory = async (db: Db, itemCategoryTypeId: number) =>
  (await rows.itemCategories(db, { itemCategoryTypeId }))[0];

import { SHOPPER_ROLES } from '@fulfil/domain';
import type { Db } from '../db/connect.js';
import { countAll } from './count.js';

/**
 * The dashboards' counts, each in one statement. Every count is a scalar subquery (`$asScalar`):
 * count(*) answers one row even when nothing matches, so unlike other subqueries it is never null.
 */

const shoppers = [...SHOPPER_ROLES];

/** Clients, stores, users and shoppers of the whole system. */
export function adminDashboard(db: Db) {
  return db
    .selectNoFrom((eb) => [
      eb.selectFrom('clients').select(countAll().as('n')).$asScalar().as('clientCount'),
      eb.selectFrom('stores').select(countAll().as('n')).$asScalar().as('storeCount'),
      eb.selectFrom('users').select(countAll().as('n')).$asScalar().as('userCount'),
      eb
        .selectFrom('users')
        .select(countAll().as('n'))
        .where('role', 'in', shoppers)
        .$asScalar()
        .as('shopperCount'),
    ])
    .executeTakeFirstOrThrow();
}

/** A client's stores, users and shoppers, and its curbside setting; undefined when there is no such client. */
export function clientDashboard(db: Db, clientId: number) {
  const users = db.selectFrom('users').select(countAll().as('n')).where('users.clientId', '=', clientId);
  return db
    .selectFrom('clients')
    .select((eb) => [
      eb
        .selectFrom('stores')
        .select(countAll().as('n'))
        .where('stores.clientId', '=', clientId)
        .$asScalar()
        .as('storeCount'),
      users.$asScalar().as('userCount'),
      users.where('users.role', 'in', shoppers).$asScalar().as('shopperCount'),
      'curbsideOnly',
    ])
    .where('clients.clientId', '=', clientId)
    .executeTakeFirst();
}

/** A store's assigned users and shoppers, and the rows of its layout lists. */
export function storeDashboard(db: Db, storeId: number) {
  const assigned = db
    .selectFrom('userStores')
    .innerJoin('users', 'users.userId', 'userStores.userId')
    .select(countAll().as('n'))
    .where('userStores.storeId', '=', storeId);
  const layoutRows = (table: 'sections' | 'stagingSections' | 'itemCategoryTypes' | 'foodSafetyTypes') =>
    db.selectFrom(table).select(countAll().as('n')).where('storeId', '=', storeId).$asScalar();
  return db
    .selectNoFrom([
      assigned.$asScalar().as('userCount'),
      assigned.where('users.role', 'in', shoppers).$asScalar().as('shopperCount'),
      layoutRows('sections').as('merchandiseSectionsCount'),
      layoutRows('stagingSections').as('carryoutSectionsCount'),
      layoutRows('itemCategoryTypes').as('itemCategoriesCount'),
      layoutRows('foodSafetyTypes').as('foodSafetyTypesCount'),
    ])
    .executeTakeFirstOrThrow();
}

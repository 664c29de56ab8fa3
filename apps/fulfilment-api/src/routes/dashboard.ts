import { SHOPPER_ROLES } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import { canReadStore, isSystemAdmin } from '../auth/scope.js';
import { forbidden, notFound } from '../errors.js';
import { countAll } from '../queries/count.js';
import { findStore } from '../queries/stores.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import { idParams } from './schemas.js';

/** The response schema of a dashboard: integer counts, plus any other fields. */
const counts = (names: string[], others: Record<string, object> = {}) => ({
  type: 'object',
  required: names,
  properties: { ...Object.fromEntries(names.map((name) => [name, { type: 'integer' }])), ...others },
});

const shoppers = [...SHOPPER_ROLES];

export const dashboardRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  const layoutRows = (
    table: 'sections' | 'stagingSections' | 'itemCategoryTypes' | 'foodSafetyTypes',
    storeId: number,
  ) => db.selectFrom(table).select(countAll().as('n')).where('storeId', '=', storeId);

  app.get(
    '/dashboard/getAdminDashboard',
    { schema: { response: { 200: counts(['clientCount', 'storeCount', 'userCount', 'shopperCount']) } } },
    async (request) => {
      if (!isSystemAdmin(request.caller)) throw forbidden();
      return db
        .selectNoFrom((eb) => [
          eb.selectFrom('clients').select(countAll().as('n')).as('clientCount'),
          eb.selectFrom('stores').select(countAll().as('n')).as('storeCount'),
          eb.selectFrom('users').select(countAll().as('n')).as('userCount'),
          eb.selectFrom('users').select(countAll().as('n')).where('role', 'in', shoppers).as('shopperCount'),
        ])
        .executeTakeFirstOrThrow();
    },
  );

  app.get<{ Params: { clientId: number } }>(
    '/dashboard/getClientDashboard/:clientId',
    {
      schema: {
        params: idParams('clientId'),
        response: {
          200: counts(['storeCount', 'userCount', 'shopperCount'], { curbsideOnly: { type: 'boolean' } }),
        },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      requireClientManager(request.caller, clientId);
      const users = db.selectFrom('users').select(countAll().as('n')).where('users.clientId', '=', clientId);
      const dashboard = await db
        .selectFrom('clients')
        .select((eb) => [
          eb
            .selectFrom('stores')
            .select(countAll().as('n'))
            .where('stores.clientId', '=', clientId)
            .as('storeCount'),
          users.as('userCount'),
          users.where('users.role', 'in', shoppers).as('shopperCount'),
          'curbsideOnly',
        ])
        .where('clients.clientId', '=', clientId)
        .executeTakeFirst();
      if (!dashboard) throw notFound(`Client ${clientId}`);
      return dashboard;
    },
  );

  app.get<{ Params: { storeId: number } }>(
    '/dashboard/getStoreDashboard/:storeId',
    {
      schema: {
        params: idParams('storeId'),
        response: {
          200: counts([
            'userCount',
            'shopperCount',
            'merchandiseSectionsCount',
            'carryoutSectionsCount',
            'itemCategoriesCount',
            'foodSafetyTypesCount',
          ]),
        },
      },
    },
    async (request) => {
      const { storeId } = request.params;
      const store = await findStore(db, storeId);
      if (!store) throw notFound(`Store ${storeId}`);
      if (!canReadStore(request.caller, store)) throw forbidden();
      const assigned = db
        .selectFrom('userStores')
        .innerJoin('users', 'users.userId', 'userStores.userId')
        .select(countAll().as('n'))
        .where('userStores.storeId', '=', storeId);
      return db
        .selectNoFrom([
          assigned.as('userCount'),
          assigned.where('users.role', 'in', shoppers).as('shopperCount'),
          layoutRows('sections', storeId).as('merchandiseSectionsCount'),
          layoutRows('stagingSections', storeId).as('carryoutSectionsCount'),
          layoutRows('itemCategoryTypes', storeId).as('itemCategoriesCount'),
          layoutRows('foodSafetyTypes', storeId).as('foodSafetyTypesCount'),
        ])
        .executeTakeFirstOrThrow();
    },
  );
};

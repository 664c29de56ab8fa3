import { GetAdminDashboard, GetClientDashboard, GetStoreDashboard } from '@fulfil/rest-contract';
import { canReadStore, isSystemAdmin } from '../auth/scope.js';
import { forbidden, notFound } from '../errors.js';
import { adminDashboard, clientDashboard, storeDashboard } from '../queries/dashboards.js';
import { findStore } from '../queries/stores.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import { of, type ContractRoutes } from './typed-routes.js';

export const dashboardRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetAdminDashboard),
    handler: async (request) => {
      if (!isSystemAdmin(request.caller)) throw forbidden();
      return adminDashboard(db);
    },
  });

  app.route({
    ...of(GetClientDashboard),
    handler: async (request) => {
      const { clientId } = request.params;
      requireClientManager(request.caller, clientId);
      const dashboard = await clientDashboard(db, clientId);
      if (!dashboard) throw notFound(`Client ${clientId}`);
      return dashboard;
    },
  });

  app.route({
    ...of(GetStoreDashboard),
    handler: async (request) => {
      const { storeId } = request.params;
      const store = await findStore(db, storeId);
      if (!store) throw notFound(`Store ${storeId}`);
      if (!canReadStore(request.caller, store)) throw forbidden();
      return storeDashboard(db, storeId);
    },
  });
};

import { GetAdminDashboard, GetClientDashboard, GetStoreDashboard } from '@fulfil/rest-contract';
import { canReadStore, isSystemAdmin } from '../auth/scope.js';
import { forbidden, notFound } from '../errors.js';
import { adminDashboard, clientDashboard, storeDashboard } from '../queries/dashboards.js';
import { findStore } from '../queries/stores.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import type { ContractRoutes } from './typed-routes.js';

export const dashboardRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.get('/dashboard/getAdminDashboard', { schema: GetAdminDashboard }, async (request) => {
    if (!isSystemAdmin(request.caller)) throw forbidden();
    return adminDashboard(db);
  });

  app.get('/dashboard/getClientDashboard/:clientId', { schema: GetClientDashboard }, async (request) => {
    const { clientId } = request.params;
    requireClientManager(request.caller, clientId);
    const dashboard = await clientDashboard(db, clientId);
    if (!dashboard) throw notFound(`Client ${clientId}`);
    return dashboard;
  });

  app.get('/dashboard/getStoreDashboard/:storeId', { schema: GetStoreDashboard }, async (request) => {
    const { storeId } = request.params;
    const store = await findStore(db, storeId);
    if (!store) throw notFound(`Store ${storeId}`);
    if (!canReadStore(request.caller, store)) throw forbidden();
    return storeDashboard(db, storeId);
  });
};

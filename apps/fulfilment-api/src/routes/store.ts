import type { FastifyPluginAsync } from 'fastify';
import { canReadClient, canReadStore } from '../auth/scope.js';
import { forbidden, notFound } from '../errors.js';
import { findStore, listStores } from '../queries/stores.js';
import { requireReadableUser } from '../queries/users.js';
import type { Services } from '../services.js';
import { idParams, storeSchema } from './schemas.js';

const storeList = { type: 'array', items: storeSchema } as const;

export const storeRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.get('/store', { schema: { response: { 200: storeList } } }, (request) =>
    listStores(db, request.caller),
  );

  app.get<{ Params: { id: number } }>(
    '/store/:id',
    { schema: { params: idParams('id'), response: { 200: storeSchema } } },
    async (request) => {
      const store = await findStore(db, request.params.id);
      if (!store) throw notFound(`Store ${request.params.id}`);
      if (!canReadStore(request.caller, store)) throw forbidden();
      return store;
    },
  );

  app.get<{ Params: { clientId: number } }>(
    '/store/client/:clientId',
    { schema: { params: idParams('clientId'), response: { 200: storeList } } },
    async (request) => {
      const { clientId } = request.params;
      if (!canReadClient(request.caller, clientId)) throw forbidden();
      return listStores(db, request.caller, { clientId });
    },
  );

  app.get<{ Params: { userId: number } }>(
    '/store/userId/:userId',
    { schema: { params: idParams('userId'), response: { 200: storeList } } },
    async (request) => {
      const { userId } = request.params;
      await requireReadableUser(db, request.caller, userId);
      return listStores(db, request.caller, { assignedTo: userId });
    },
  );
};

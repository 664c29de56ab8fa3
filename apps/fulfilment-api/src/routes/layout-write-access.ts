import { GetLayoutAccess } from '@fulfil/rest-contract';
import { requireStore } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { of, type ContractRoutes } from './typed-routes.js';

/**
 * Whether the caller may change a store's layout, asked before something is done in its name that
 * writes nothing here (presence on the layout screens): 204 yes, 403 no, 404 no such store.
 */
export const layoutWriteAccessRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetLayoutAccess),
    handler: async (request, reply) => {
      await requireStore(db, request.caller, request.params.storeId, 'write');
      return reply.code(204).send();
    },
  });
};

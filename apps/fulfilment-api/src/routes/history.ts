import { historyScope } from '@fulfil/domain';
import { GetHistory } from '@fulfil/rest-contract';
import { canReadClient } from '../auth/scope.js';
import { forbidden } from '../errors.js';
import { readHistory, requireHistoryStore } from '../queries/history.js';
import type { Services } from '../services.js';
import { of, type ContractRoutes } from './typed-routes.js';

/**
 * The history of changes (issue 17). Whatever the filters, the answer holds only what the caller
 * may read (historyScope); a store or client the caller may not read is refused with 403, as a
 * read of its rows would be. A deleted store's entries stay readable by whoever reads its client.
 */
export const historyRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetHistory),
    handler: async (request) => {
      const { caller, query } = request;
      const scope = historyScope(caller);
      if (!scope) throw forbidden();
      if (query.clientId !== undefined && !canReadClient(caller, query.clientId)) throw forbidden();
      if (query.storeId !== undefined) await requireHistoryStore(db, caller, query.storeId);
      return readHistory(db, scope, query);
    },
  });
};

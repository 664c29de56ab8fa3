import { GetHelp, UpdateHelp } from '@fulfil/rest-contract';
import { findHelpItem, insertHelpItem, listHelpItems, updateHelpItem } from '../queries/help-items.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Help items of a client (spec 2 sections 3 and 7). */
export const helpRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetHelp),
    handler: async (request) => {
      requireClientManager(request.caller, request.params.clientId);
      return { helpItems: await listHelpItems(db, request.params.clientId) };
    },
  });

  // One call writes both ways: without productId it creates, with one it updates over `version`.
  app.route({
    ...of(UpdateHelp),
    handler: async (request) => {
      const { clientId, productId, helpItem } = request.body;
      const by = request.caller.userName;
      requireClientManager(request.caller, clientId);
      const values = { upcList: helpItem.upcList.trim(), helpHtml: helpItem.helpHTML };
      if (productId === undefined) {
        const created = await insertHelpItem(db, clientId, values, by).catch(missingClient(clientId));
        return { ...succeeded, helpItem: await findHelpItem(db, clientId, created) };
      }
      const written = await updateHelpItem(
        db,
        { clientId, productId, version: helpItem.version },
        values,
        by,
      );
      const stored = await requireUpdated(
        written,
        () => findHelpItem(db, clientId, productId),
        `Help item ${productId}`,
      );
      return { ...succeeded, helpItem: stored };
    },
  });
};

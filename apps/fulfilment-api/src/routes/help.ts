import { GetHelp, UpdateHelp, type UpdateHelpBody } from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { findHelpItem, insertHelpItem, listHelpItems, updateHelpItem } from '../queries/help-items.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** A help item's create, or its update over `version` (also how an undo sets one back). */
export async function saveHelpItem(db: Db, caller: Caller, body: UpdateHelpBody) {
  const { clientId, productId, helpItem } = body;
  const by = caller.userName;
  requireClientManager(caller, clientId);
  const values = { upcList: helpItem.upcList.trim(), helpHtml: helpItem.helpHTML };
  if (productId === undefined) {
    const created = await insertHelpItem(db, clientId, values, by).catch(missingClient(clientId));
    return { ...succeeded, helpItem: await findHelpItem(db, clientId, created) };
  }
  const written = await updateHelpItem(db, { clientId, productId, version: helpItem.version }, values, by);
  const stored = await requireUpdated(
    written,
    () => findHelpItem(db, clientId, productId),
    `Help item ${productId}`,
  );
  return { ...succeeded, helpItem: stored };
}

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
  app.route({ ...of(UpdateHelp), handler: (request) => saveHelpItem(db, request.caller, request.body) });
};

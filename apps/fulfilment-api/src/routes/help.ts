import { GetHelp, UpdateHelp } from '@fulfil/rest-contract';
import type { Db } from '../db/connect.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { succeeded } from './schemas.js';
import type { ContractRoutes } from './typed-routes.js';

const COLUMNS = [
  'productId',
  'clientId',
  'upcList',
  'helpHtml',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** The row in the contract's spelling (helpHTML). */
function asHelpItem<Row extends { helpHtml: string }>({ helpHtml, ...row }: Row) {
  return { ...row, helpHTML: helpHtml };
}

const helpItems = (db: Db, clientId: number) =>
  db.selectFrom('helpItems').select(COLUMNS).where('clientId', '=', clientId);

const oneItem = async (db: Db, clientId: number, productId: number) => {
  const row = await helpItems(db, clientId).where('productId', '=', productId).executeTakeFirst();
  return row && asHelpItem(row);
};

/** Help items of a client (spec 2 sections 3 and 7). */
export const helpRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.get('/client/gethelp/:clientId', { schema: GetHelp }, async (request) => {
    requireClientManager(request.caller, request.params.clientId);
    const rows = await helpItems(db, request.params.clientId).orderBy('upcList').execute();
    return { helpItems: rows.map(asHelpItem) };
  });

  // One call writes both ways: without productId it creates, with one it updates over `version`.
  app.put('/client/updatehelp/', { schema: UpdateHelp }, async (request) => {
    const { clientId, productId, helpItem } = request.body;
    requireClientManager(request.caller, clientId);
    const columns = {
      upcList: helpItem.upcList.trim(),
      helpHtml: helpItem.helpHTML,
      updatedBy: request.caller.userName,
    };
    if (productId === undefined) {
      const created = await db
        .insertInto('helpItems')
        .values({ clientId, ...columns })
        .returning('productId')
        .executeTakeFirstOrThrow()
        .catch(missingClient(clientId));
      return { ...succeeded, helpItem: await oneItem(db, clientId, created.productId) };
    }
    let update = db
      .updateTable('helpItems')
      .set({ ...columns, ...nextVersion(request.caller.userName) })
      .where('productId', '=', productId)
      .where('clientId', '=', clientId);
    // Without a version the write is last-one-wins, as the contract's callers expect.
    if (helpItem.version !== undefined) update = update.where('version', '=', helpItem.version);
    const updated = await update.returning('productId').executeTakeFirst();
    const stored = await requireUpdated(
      updated !== undefined,
      () => oneItem(db, clientId, productId),
      `Help item ${productId}`,
    );
    return { ...succeeded, helpItem: stored };
  });
};

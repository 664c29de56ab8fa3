import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { id, idParams, listAnswer, resultWith, succeeded, versionStamp } from './schemas.js';

/** Help items of a client (spec 2 sections 3 and 7): HTML help shown for a list of UPCs. */

const helpItemRow = {
  type: 'object',
  required: ['productId', 'clientId', 'upcList', 'helpHTML', 'version'],
  properties: {
    productId: { type: 'integer' },
    clientId: { type: 'integer' },
    upcList: { type: 'string' },
    // Stored as written; readers sanitise it before showing it.
    helpHTML: { type: 'string' },
    ...versionStamp,
  },
} as const;

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

interface UpdateHelpBody {
  clientId: number;
  productId?: number;
  helpItem: { upcList: string; helpHTML: string; version?: number };
}

export const helpRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.get<{ Params: { clientId: number } }>(
    '/client/gethelp/:clientId',
    {
      schema: {
        params: idParams('clientId'),
        response: { 200: listAnswer('helpItems', helpItemRow) },
      },
    },
    async (request) => {
      requireClientManager(request.caller, request.params.clientId);
      const rows = await helpItems(db, request.params.clientId).orderBy('upcList').execute();
      return { helpItems: rows.map(asHelpItem) };
    },
  );

  // One call writes both ways: without productId it creates, with one it updates over `version`.
  app.put<{ Body: UpdateHelpBody }>(
    '/client/updatehelp/',
    {
      schema: {
        body: {
          type: 'object',
          required: ['clientId', 'helpItem'],
          properties: {
            clientId: id,
            productId: id,
            helpItem: {
              type: 'object',
              required: ['upcList', 'helpHTML'],
              properties: {
                upcList: { type: 'string', maxLength: 10_000 },
                helpHTML: { type: 'string', maxLength: 200_000 },
                version: id,
              },
            },
          },
        },
        response: {
          200: resultWith({ helpItem: helpItemRow }),
        },
      },
    },
    async (request) => {
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
        updated && (await oneItem(db, clientId, productId)),
        () => oneItem(db, clientId, productId),
        `Help item ${productId}`,
      );
      return { ...succeeded, helpItem: stored };
    },
  );
};

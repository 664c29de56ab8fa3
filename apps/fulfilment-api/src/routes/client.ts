import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { canReadClient, isSystemAdmin, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { CLIENT_COLUMNS, findClient } from '../queries/clients.js';
import { countAll } from '../queries/count.js';
import { findLoginSettings } from '../queries/login-settings.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import { clientSchema, id, idParams, refused, resultSchema, resultWith, succeeded } from './schemas.js';

interface ClientFields {
  name: string;
  posMode?: number | null;
  persistMode?: number | null;
  curbsideOnly?: boolean;
}

const clientFieldProperties = {
  name: { type: 'string', maxLength: 200 },
  posMode: { type: ['integer', 'null'] },
  persistMode: { type: ['integer', 'null'] },
  curbsideOnly: { type: 'boolean' },
} as const;

const loginSettingsSchema = {
  type: 'object',
  properties: {
    useOAuth: { type: 'boolean' },
    authorizationBaseUrl: { type: ['string', 'null'] },
    accessTokenEndpoint: { type: ['string', 'null'] },
    logoutEndpoint: { type: ['string', 'null'] },
    scope: { type: ['string', 'null'] },
    apps: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          appType: { type: 'string' },
          appId: { type: 'string' },
          responseType: { type: 'string' },
          redirectUrl: { type: 'string' },
          pkceEnabled: { type: 'boolean' },
        },
      },
    },
  },
} as const;

const NAME_REQUIRED = 'Client name is required.';
const nameTaken = (name: string) => `A client named '${name}' already exists.`;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Why a client may not be deleted yet, or null when nothing depends on it. */
async function whatRemains(db: Db, clientId: number): Promise<string | null> {
  const counts = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('stores').select(countAll().as('n')).where('clientId', '=', clientId).as('stores'),
      eb.selectFrom('users').select(countAll().as('n')).where('clientId', '=', clientId).as('users'),
    ])
    .executeTakeFirstOrThrow();
  const remaining = [
    counts.stores ? plural(counts.stores, 'store') : null,
    counts.users ? plural(counts.users, 'user') : null,
  ].filter((part) => part !== null);
  return remaining.length ? `Client has ${remaining.join(' and ')}; remove them first.` : null;
}

/** Clients the caller may read: all for systemAdmin, else at most its own. */
function listClients(db: Db, caller: Caller) {
  const query = db.selectFrom('clients').select(CLIENT_COLUMNS).orderBy('name');
  if (isSystemAdmin(caller)) return query.execute();
  if (caller.clientId === null || !canReadClient(caller, caller.clientId)) return [];
  return query.where('clientId', '=', caller.clientId).execute();
}

export const clientRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.get('/client', { schema: { response: { 200: { type: 'array', items: clientSchema } } } }, (request) =>
    listClients(db, request.caller),
  );

  app.get<{ Params: { id: number } }>(
    '/client/:id',
    { schema: { params: idParams('id'), response: { 200: clientSchema } } },
    async (request) => {
      const { id: clientId } = request.params;
      if (!canReadClient(request.caller, clientId)) throw forbidden();
      const client = await findClient(db, clientId);
      if (!client) throw notFound(`Client ${clientId}`);
      return client;
    },
  );

  app.get<{ Params: { clientId: number } }>(
    '/client/:clientId/loginsettings',
    {
      config: { public: true },
      schema: { params: idParams('clientId'), response: { 200: loginSettingsSchema } },
    },
    async (request) => {
      const { clientId } = request.params;
      const settings = await findLoginSettings(db, clientId);
      if (!settings) throw notFound(`Client ${clientId}`);
      return settings;
    },
  );

  app.post<{ Body: ClientFields }>(
    '/client/Create',
    {
      schema: {
        body: { type: 'object', required: ['name'], properties: clientFieldProperties },
        response: {
          200: resultWith({ client: clientSchema }),
        },
      },
    },
    async (request) => {
      if (!isSystemAdmin(request.caller)) throw forbidden();
      const name = request.body.name.trim();
      if (!name) return refused(NAME_REQUIRED);
      // The unique index decides between two concurrent creates; the check gives the message.
      const client = await db
        .insertInto('clients')
        .values({
          name,
          posMode: request.body.posMode ?? null,
          persistMode: request.body.persistMode ?? null,
          curbsideOnly: request.body.curbsideOnly ?? false,
          updatedBy: request.caller.userName,
        })
        .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
        .returning(CLIENT_COLUMNS)
        .executeTakeFirst();
      return client ? { ...succeeded, client } : refused(nameTaken(name));
    },
  );

  app.put<{ Body: ClientFields & { clientId: number; version: number } }>(
    '/client/Update',
    {
      schema: {
        body: {
          type: 'object',
          required: ['clientId', 'version', 'name'],
          properties: { clientId: id, version: id, ...clientFieldProperties },
        },
        response: { 200: clientSchema },
      },
    },
    async (request) => {
      const { clientId, version, name: rawName, posMode, persistMode, curbsideOnly } = request.body;
      requireClientManager(request.caller, clientId);
      const name = rawName.trim();
      if (!name) throw badRequest(NAME_REQUIRED);
      const updated = await db
        .updateTable('clients')
        .set({ name, posMode, persistMode, curbsideOnly, ...nextVersion(request.caller.userName) })
        .where('clientId', '=', clientId)
        .where('version', '=', version)
        .returning(CLIENT_COLUMNS)
        .executeTakeFirst()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? badRequest(nameTaken(name)) : error;
        });
      return requireUpdated(updated, () => findClient(db, clientId), `Client ${clientId}`);
    },
  );

  app.put<{ Body: { clientId: number } }>(
    '/client/Delete',
    {
      schema: {
        body: { type: 'object', required: ['clientId'], properties: { clientId: id } },
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const { clientId } = request.body;
      if (!isSystemAdmin(request.caller)) throw forbidden();
      // Locking the client row makes a store or user added meanwhile wait for the decision.
      return db.transaction().execute(async (trx) => {
        const client = await trx
          .selectFrom('clients')
          .select('clientId')
          .where('clientId', '=', clientId)
          .forUpdate()
          .executeTakeFirst();
        if (!client) throw notFound(`Client ${clientId}`);
        const remains = await whatRemains(trx, clientId);
        if (remains) return refused(remains);
        await trx.deleteFrom('clients').where('clientId', '=', clientId).execute();
        return succeeded;
      });
    },
  );
};

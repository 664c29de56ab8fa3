import {
  CreateClient,
  DeleteClient,
  GetClient,
  GetClientLoginSettings,
  GetClientsByIds,
  ListClients,
  UpdateClient,
  type UpdateClientBody,
} from '@fulfil/rest-contract';
import { canReadClient, isSystemAdmin, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import {
  clientDependents,
  deleteClient,
  findClient,
  insertClient,
  listClients,
  lockClient,
  updateClient,
} from '../queries/clients.js';
import { findLoginSettings } from '../queries/login-settings.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

const NAME_REQUIRED = 'Client name is required.';
const nameTaken = (name: string) => `A client named '${name}' already exists.`;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Why a client may not be deleted yet, or null when nothing depends on it. */
async function whatRemains(db: Db, clientId: number): Promise<string | null> {
  const counts = await clientDependents(db, clientId);
  const remaining = [
    counts.stores ? plural(counts.stores, 'store') : null,
    counts.users ? plural(counts.users, 'user') : null,
  ].filter((part) => part !== null);
  return remaining.length ? `Client has ${remaining.join(' and ')}; remove them first.` : null;
}

/** Clients the caller may read: all for systemAdmin, else at most its own. */
function readableClients(db: Db, caller: Caller) {
  if (isSystemAdmin(caller)) return listClients(db);
  if (caller.clientId === null || !canReadClient(caller, caller.clientId)) return [];
  return listClients(db, [caller.clientId]);
}

/** A client's update over its version, by its managers (also how an undo sets one back). */
export async function changeClient(db: Db, caller: Caller, body: UpdateClientBody) {
  const { clientId, version, name: rawName, posMode, persistMode, curbsideOnly } = body;
  requireClientManager(caller, clientId);
  const name = rawName.trim();
  if (!name) throw badRequest(NAME_REQUIRED);
  const updated = await updateClient(
    db,
    { clientId, version },
    { name, posMode, persistMode, curbsideOnly },
    caller.userName,
  ).catch((error: unknown) => {
    throw isUniqueViolation(error) ? badRequest(nameTaken(name)) : error;
  });
  return requireUpdated(updated, () => findClient(db, clientId), `Client ${clientId}`);
}

export const clientRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({ ...of(ListClients), handler: (request) => readableClients(db, request.caller) });

  // The single read's tenant check over several ids, so the clients of a list of stores are one call.
  app.route({
    ...of(GetClientsByIds),
    handler: (request) => {
      const { ids } = request.query;
      if (!ids.every((clientId) => canReadClient(request.caller, clientId))) throw forbidden();
      return listClients(db, ids);
    },
  });

  app.route({
    ...of(GetClient),
    handler: async (request) => {
      const { id: clientId } = request.params;
      if (!canReadClient(request.caller, clientId)) throw forbidden();
      const client = await findClient(db, clientId);
      if (!client) throw notFound(`Client ${clientId}`);
      return client;
    },
  });

  app.route({
    ...of(GetClientLoginSettings),
    config: { public: true },
    handler: async (request) => {
      const { clientId } = request.params;
      const settings = await findLoginSettings(db, clientId);
      if (!settings) throw notFound(`Client ${clientId}`);
      return settings;
    },
  });

  app.route({
    ...of(CreateClient),
    handler: async (request) => {
      if (!isSystemAdmin(request.caller)) throw forbidden();
      const name = request.body.name.trim();
      if (!name) return refused(NAME_REQUIRED);
      // The unique index decides between two concurrent creates; the check gives the message.
      const client = await insertClient(
        db,
        {
          name,
          posMode: request.body.posMode ?? null,
          persistMode: request.body.persistMode ?? null,
          curbsideOnly: request.body.curbsideOnly ?? false,
        },
        request.caller.userName,
      );
      return client ? { ...succeeded, client } : refused(nameTaken(name));
    },
  });

  app.route({ ...of(UpdateClient), handler: (request) => changeClient(db, request.caller, request.body) });

  app.route({
    ...of(DeleteClient),
    handler: async (request) => {
      const { clientId } = request.body;
      if (!isSystemAdmin(request.caller)) throw forbidden();
      return db.transaction().execute(async (trx) => {
        if (!(await lockClient(trx, clientId))) throw notFound(`Client ${clientId}`);
        const remains = await whatRemains(trx, clientId);
        if (remains) return refused(remains);
        await deleteClient(trx, clientId);
        return succeeded;
      });
    },
  });
};

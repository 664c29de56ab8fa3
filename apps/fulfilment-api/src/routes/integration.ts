import {
  authOptionsRefusal,
  INTEGRATION_MESSAGES,
  integrationNameRefusal,
  keptAuthOptions,
} from '@fulfil/domain';
import {
  CreateIntegration,
  DeleteIntegration,
  GetClientIntegrations,
  GetIntegration,
  GetIntegrationProviders,
  GetIntegrationProvidersByType,
  GetIntegrationTypes,
  UpdateIntegration,
  type CreateIntegrationBody,
  type UpdateIntegrationBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { notFound } from '../errors.js';
import {
  deleteIntegration,
  insertIntegration,
  integrationOwner,
  integrations,
  integrationTypes,
  oneIntegration,
  providerExists,
  providers,
  updateIntegration,
  type IntegrationRow,
  type IntegrationValues,
} from '../queries/integrations.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Integrations of a client with point-of-sale and delivery providers (spec 2 sections 3 and 7). */

/** The integration as stored, or 404 when it is gone. */
async function storedIntegration(db: Db, integrationId: number): Promise<IntegrationRow> {
  const integration = await oneIntegration(db, integrationId);
  if (!integration) throw notFound(`Integration ${integrationId}`);
  return integration;
}

type CheckedFields = { refusal: string } | { values: IntegrationValues };

/** The spec's refusal of the fields as sent, or the fields as stored (trimmed, empty rows dropped). */
async function checked(db: Db, body: CreateIntegrationBody): Promise<CheckedFields> {
  const refusal =
    integrationNameRefusal(body.name) ??
    ((await providerExists(db, body.providerId)) ? null : INTEGRATION_MESSAGES.providerRequired) ??
    authOptionsRefusal(body.authOptions);
  if (refusal) return { refusal };
  const authOptions = keptAuthOptions(body.authOptions).map(({ key, value }) => ({ key: key.trim(), value }));
  return {
    values: {
      name: body.name.trim(),
      providerId: body.providerId,
      // The schema's default (true) fills it in when it is not sent; its type cannot say so.
      status: body.status ?? true,
      authOptions: JSON.stringify(authOptions),
    },
  };
}

const written = (integration: IntegrationRow) => ({
  ...succeeded,
  integrationId: integration.integrationId,
  providerId: integration.providerId,
  name: integration.name,
  status: integration.status,
  integration,
});

/** An integration named by id, after the tenant check of the client that really holds it. */
async function requireIntegration(db: Db, caller: Caller, integrationId: number) {
  const clientId = await integrationOwner(db, integrationId);
  if (clientId === undefined) throw notFound(`Integration ${integrationId}`);
  requireClientManager(caller, clientId);
  return clientId;
}

/** An integration's update over its version (also how an undo sets one back). */
export async function changeIntegration(db: Db, caller: Caller, body: UpdateIntegrationBody) {
  const { integrationId, version } = body;
  const clientId = await requireIntegration(db, caller, integrationId);
  const fields = await checked(db, body);
  if ('refusal' in fields) return refused(fields.refusal);
  const updated = await updateIntegration(
    db,
    { integrationId, clientId, version },
    fields.values,
    caller.userName,
  );
  const integration = await requireUpdated(
    updated,
    () => oneIntegration(db, integrationId),
    `Integration ${integrationId}`,
  );
  return written(integration);
}

// Authentication options are secrets: only the client's managers read or write integrations.
export const integrationRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({ ...of(GetIntegrationTypes), handler: () => integrationTypes(db) });

  app.route({ ...of(GetIntegrationProviders), handler: () => providers(db) });

  app.route({
    ...of(GetIntegrationProvidersByType),
    handler: (request) => providers(db, request.params.integrationTypeId),
  });

  app.route({
    ...of(GetClientIntegrations),
    handler: async (request) => {
      requireClientManager(request.caller, request.params.clientId);
      return integrations(db, { clientId: request.params.clientId });
    },
  });

  app.route({
    ...of(GetIntegration),
    handler: async (request) => {
      await requireIntegration(db, request.caller, request.params.integrationId);
      return storedIntegration(db, request.params.integrationId);
    },
  });

  app.route({
    ...of(CreateIntegration),
    handler: async (request) => {
      const { clientId } = request.body;
      requireClientManager(request.caller, clientId);
      const fields = await checked(db, request.body);
      if ('refusal' in fields) return refused(fields.refusal);
      const integrationId = await insertIntegration(
        db,
        clientId,
        fields.values,
        request.caller.userName,
      ).catch(missingClient(clientId));
      return written(await storedIntegration(db, integrationId));
    },
  });

  app.route({
    ...of(UpdateIntegration),
    handler: (request) => changeIntegration(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteIntegration),
    handler: async (request) => {
      const { integrationId } = request.params;
      await requireIntegration(db, request.caller, integrationId);
      await deleteIntegration(db, integrationId);
      return succeeded;
    },
  });
};

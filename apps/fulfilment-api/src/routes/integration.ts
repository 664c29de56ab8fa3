import {
  authOptionsRefusal,
  INTEGRATION_MESSAGES,
  integrationNameRefusal,
  keptAuthOptions,
} from '@fulfil/domain';
import type { AuthOption } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { notFound } from '../errors.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { id, idParams, refused, resultSchema, resultWith, succeeded, versionStamp } from './schemas.js';

/** Integrations of a client with point-of-sale and delivery providers (spec 2 sections 3 and 7). */

const typeSchema = {
  type: 'object',
  required: ['integrationTypeId', 'name'],
  properties: { integrationTypeId: { type: 'integer' }, name: { type: 'string' } },
} as const;

const providerSchema = {
  type: 'object',
  required: ['providerId', 'integrationTypeId', 'name', 'integrationType'],
  properties: {
    providerId: { type: 'integer' },
    integrationTypeId: { type: 'integer' },
    name: { type: 'string' },
    integrationType: typeSchema,
  },
} as const;

const authOptionSchema = {
  type: 'object',
  required: ['key', 'value'],
  properties: { key: { type: 'string', maxLength: 200 }, value: { type: 'string', maxLength: 4000 } },
} as const;

const integrationSchema = {
  type: 'object',
  required: [
    'integrationId',
    'clientId',
    'providerId',
    'name',
    'status',
    'authOptions',
    'provider',
    'version',
  ],
  properties: {
    integrationId: { type: 'integer' },
    clientId: { type: 'integer' },
    providerId: { type: 'integer' },
    name: { type: 'string' },
    status: { type: 'boolean' },
    authOptions: { type: 'array', items: authOptionSchema },
    provider: providerSchema,
    ...versionStamp,
  },
} as const;

/** The spec's create and update answer: errors, the written fields, and the whole row. */
const writeAnswer = resultWith({
  integrationId: { type: 'integer' },
  providerId: { type: 'integer' },
  name: { type: 'string' },
  status: { type: 'boolean' },
  integration: integrationSchema,
});

const integrationFields = {
  clientId: id,
  providerId: id,
  name: { type: 'string', maxLength: 200 },
  status: { type: 'boolean', default: true },
  authOptions: { type: 'array', maxItems: 50, items: authOptionSchema },
} as const;

interface IntegrationBody {
  clientId: number;
  providerId: number;
  name: string;
  status: boolean;
  authOptions: AuthOption[];
}

async function providers(db: Db, integrationTypeId?: number) {
  let query = db
    .selectFrom('integrationProviders as p')
    .innerJoin('integrationTypes as t', 't.integrationTypeId', 'p.integrationTypeId')
    .select(['p.providerId', 'p.integrationTypeId', 'p.name', 't.name as typeName']);
  if (integrationTypeId !== undefined) query = query.where('p.integrationTypeId', '=', integrationTypeId);
  const rows = await query.orderBy('p.name').execute();
  return rows.map(({ typeName, ...provider }) => ({
    ...provider,
    integrationType: { integrationTypeId: provider.integrationTypeId, name: typeName },
  }));
}

/** A client's integrations, or one of them, each with its provider and the provider's type. */
async function integrations(db: Db, by: { clientId?: number; integrationId?: number }) {
  let query = db
    .selectFrom('clientIntegrations')
    .select([
      'integrationId',
      'clientId',
      'providerId',
      'name',
      'status',
      'authOptions',
      'version',
      'updatedAt',
      'updatedBy',
    ]);
  if (by.clientId !== undefined) query = query.where('clientId', '=', by.clientId);
  if (by.integrationId !== undefined) query = query.where('integrationId', '=', by.integrationId);
  const [rows, catalogue] = await Promise.all([
    query.orderBy('name').orderBy('integrationId').execute(),
    providers(db),
  ]);
  const byId = new Map(catalogue.map((provider) => [provider.providerId, provider]));
  return rows.map((row) => ({ ...row, provider: byId.get(row.providerId)! }));
}

type IntegrationRow = Awaited<ReturnType<typeof integrations>>[number];

const oneIntegration = async (db: Db, integrationId: number): Promise<IntegrationRow | undefined> =>
  (await integrations(db, { integrationId }))[0];

/** The integration as stored, or 404 when it is gone. */
async function storedIntegration(db: Db, integrationId: number): Promise<IntegrationRow> {
  const integration = await oneIntegration(db, integrationId);
  if (!integration) throw notFound(`Integration ${integrationId}`);
  return integration;
}

type CheckedFields =
  | { refusal: string }
  | { values: Pick<IntegrationBody, 'name' | 'providerId' | 'status'> & { authOptions: string } };

/** The spec's refusal of the fields as sent, or the fields as stored (trimmed, empty rows dropped). */
async function checked(db: Db, body: IntegrationBody): Promise<CheckedFields> {
  const refusal =
    integrationNameRefusal(body.name) ??
    ((await db
      .selectFrom('integrationProviders')
      .select('providerId')
      .where('providerId', '=', body.providerId)
      .executeTakeFirst())
      ? null
      : INTEGRATION_MESSAGES.providerRequired) ??
    authOptionsRefusal(body.authOptions);
  if (refusal) return { refusal };
  const authOptions = keptAuthOptions(body.authOptions).map(({ key, value }) => ({ key: key.trim(), value }));
  return {
    values: {
      name: body.name.trim(),
      providerId: body.providerId,
      status: body.status,
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

// Authentication options are secrets: only the client's managers read or write integrations.
export const integrationRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  /** An integration named by id, after the tenant check of the client that really holds it. */
  const requireIntegration = async (caller: Caller, integrationId: number) => {
    const stored = await db
      .selectFrom('clientIntegrations')
      .select('clientId')
      .where('integrationId', '=', integrationId)
      .executeTakeFirst();
    if (!stored) throw notFound(`Integration ${integrationId}`);
    requireClientManager(caller, stored.clientId);
    return stored.clientId;
  };

  app.get(
    '/clientintegrations/GetIntegrationTypes',
    { schema: { response: { 200: { type: 'array', items: typeSchema } } } },
    () =>
      db
        .selectFrom('integrationTypes')
        .select(['integrationTypeId', 'name'])
        .orderBy('integrationTypeId')
        .execute(),
  );

  app.get(
    '/clientintegrations/GetIntegrationProviders',
    { schema: { response: { 200: { type: 'array', items: providerSchema } } } },
    () => providers(db),
  );

  app.get<{ Params: { integrationTypeId: number } }>(
    '/clientintegrations/GetIntegrationProviders/ByTypes/:integrationTypeId',
    {
      schema: {
        params: idParams('integrationTypeId'),
        response: { 200: { type: 'array', items: providerSchema } },
      },
    },
    (request) => providers(db, request.params.integrationTypeId),
  );

  app.get<{ Params: { clientId: number } }>(
    '/clientintegrations/GetByClientId/:clientId/Details',
    {
      schema: {
        params: idParams('clientId'),
        response: { 200: { type: 'array', items: integrationSchema } },
      },
    },
    async (request) => {
      requireClientManager(request.caller, request.params.clientId);
      return integrations(db, { clientId: request.params.clientId });
    },
  );

  app.get<{ Params: { integrationId: number } }>(
    '/clientintegrations/GetDetails/:integrationId',
    { schema: { params: idParams('integrationId'), response: { 200: integrationSchema } } },
    async (request) => {
      await requireIntegration(request.caller, request.params.integrationId);
      return storedIntegration(db, request.params.integrationId);
    },
  );

  app.post<{ Body: IntegrationBody }>(
    '/clientintegrations/create',
    {
      schema: {
        body: {
          type: 'object',
          required: ['clientId', 'providerId', 'name', 'authOptions'],
          properties: integrationFields,
        },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { clientId } = request.body;
      requireClientManager(request.caller, clientId);
      const fields = await checked(db, request.body);
      if ('refusal' in fields) return refused(fields.refusal);
      const created = await db
        .insertInto('clientIntegrations')
        .values({ clientId, ...fields.values, updatedBy: request.caller.userName })
        .returning('integrationId')
        .executeTakeFirstOrThrow()
        .catch(missingClient(clientId));
      return written(await storedIntegration(db, created.integrationId));
    },
  );

  app.put<{ Body: IntegrationBody & { integrationId: number; version: number } }>(
    '/clientIntegrations/update',
    {
      schema: {
        body: {
          type: 'object',
          required: ['integrationId', 'clientId', 'providerId', 'name', 'status', 'authOptions', 'version'],
          properties: { integrationId: id, version: id, ...integrationFields },
        },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { integrationId, version } = request.body;
      const clientId = await requireIntegration(request.caller, integrationId);
      const fields = await checked(db, request.body);
      if ('refusal' in fields) return refused(fields.refusal);
      const updated = await db
        .updateTable('clientIntegrations')
        .set({ ...fields.values, ...nextVersion(request.caller.userName) })
        .where('integrationId', '=', integrationId)
        .where('clientId', '=', clientId)
        .where('version', '=', version)
        .returning('integrationId')
        .executeTakeFirst();
      const integration = await requireUpdated(
        updated && (await oneIntegration(db, integrationId)),
        () => oneIntegration(db, integrationId),
        `Integration ${integrationId}`,
      );
      return written(integration);
    },
  );

  app.delete<{ Params: { integrationId: number } }>(
    '/clientIntegrations/delete/:integrationId',
    { schema: { params: idParams('integrationId'), response: { 200: resultSchema } } },
    async (request) => {
      const { integrationId } = request.params;
      await requireIntegration(request.caller, integrationId);
      await db.deleteFrom('clientIntegrations').where('integrationId', '=', integrationId).execute();
      return succeeded;
    },
  );
};

import { creditDefinitionRefusal, withDefaultPermission, type CreditItem } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { badRequest, notFound } from '../errors.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { id, listAnswer, refused, resultSchema, resultWith, succeeded, versionStamp } from './schemas.js';

/** Customer credit definitions of a client (spec 2 sections 3, 4 and 7). */

const PATH = '/client/customerCreditDefinition';

const items = {
  type: 'array',
  maxItems: 200,
  items: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
  },
} as const;

const definitionRow = {
  type: 'object',
  required: ['customerCreditDefinitionId', 'clientId', 'name', 'version'],
  properties: {
    customerCreditDefinitionId: { type: 'integer' },
    clientId: { type: 'integer' },
    name: { type: 'string' },
    creditDefinitionSourceKey: { type: 'string' },
    customerNotificationTemplate: { type: 'string' },
    customerCreditDepartments: items,
    customerCreditMultipliers: items,
    customerCreditPermissions: items,
    ...versionStamp,
  },
} as const;

const writeAnswer = resultWith({ customerCreditDefinition: definitionRow });

const definitionFields = {
  clientId: id,
  name: { type: 'string', maxLength: 200 },
  creditDefinitionSourceKey: { type: 'string', maxLength: 200 },
  customerNotificationTemplate: { type: 'string', maxLength: 10_000 },
  customerCreditDepartments: items,
  customerCreditMultipliers: items,
  customerCreditPermissions: items,
} as const;

interface DefinitionBody {
  clientId: number;
  name: string;
  creditDefinitionSourceKey?: string;
  customerNotificationTemplate?: string;
  customerCreditDepartments?: CreditItem[];
  customerCreditMultipliers?: CreditItem[];
  customerCreditPermissions?: CreditItem[];
}

const COLUMNS = [
  'customerCreditDefinitionId',
  'clientId',
  'name',
  'creditDefinitionSourceKey',
  'customerNotificationTemplate',
  'customerCreditDepartments',
  'customerCreditMultipliers',
  'customerCreditPermissions',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

const definitions = (db: Db, clientId: number) =>
  db.selectFrom('customerCreditDefinitions').select(COLUMNS).where('clientId', '=', clientId);

const oneDefinition = (db: Db, clientId: number, definitionId: number) =>
  definitions(db, clientId).where('customerCreditDefinitionId', '=', definitionId).executeTakeFirst();

/** The stored columns of a checked body; a definition without a permission gets Small Credit. */
function columnsOf(body: DefinitionBody) {
  const definition = {
    name: body.name.trim(),
    customerCreditDepartments: body.customerCreditDepartments ?? [],
    customerCreditMultipliers: body.customerCreditMultipliers ?? [],
    customerCreditPermissions: withDefaultPermission(body.customerCreditPermissions ?? []),
  };
  const refusal = creditDefinitionRefusal(definition);
  if (refusal) return { refusal };
  return {
    columns: {
      name: definition.name,
      creditDefinitionSourceKey: body.creditDefinitionSourceKey?.trim() ?? '',
      customerNotificationTemplate: body.customerNotificationTemplate ?? '',
      customerCreditDepartments: JSON.stringify(definition.customerCreditDepartments),
      customerCreditMultipliers: JSON.stringify(definition.customerCreditMultipliers),
      customerCreditPermissions: JSON.stringify(definition.customerCreditPermissions),
    },
  };
}

// Credits cost the client money: only its managers read or change how they are given.
export const creditDefinitionRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  // The contract names the client by the fulfiller-clientId header only.
  app.get(
    PATH,
    {
      schema: {
        response: { 200: listAnswer('customerCreditDefinitions', definitionRow) },
      },
    },
    async (request) => {
      const clientId = Number(request.headers['fulfiller-clientid'] ?? 0);
      if (!Number.isInteger(clientId) || clientId < 1) throw badRequest('Choose a client first.');
      requireClientManager(request.caller, clientId);
      return { customerCreditDefinitions: await definitions(db, clientId).orderBy('name').execute() };
    },
  );

  app.post<{ Body: DefinitionBody }>(
    PATH,
    {
      schema: {
        body: { type: 'object', required: ['clientId', 'name'], properties: definitionFields },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { clientId } = request.body;
      requireClientManager(request.caller, clientId);
      const checked = columnsOf(request.body);
      if ('refusal' in checked) return refused(checked.refusal as string);
      const created = await db
        .insertInto('customerCreditDefinitions')
        .values({ clientId, ...checked.columns, updatedBy: request.caller.userName })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
        .catch(missingClient(clientId));
      return { ...succeeded, customerCreditDefinition: created };
    },
  );

  app.put<{ Body: DefinitionBody & { customerCreditDefinitionId: number; version: number } }>(
    PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['customerCreditDefinitionId', 'clientId', 'name', 'version'],
          properties: { customerCreditDefinitionId: id, version: id, ...definitionFields },
        },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { customerCreditDefinitionId, clientId, version } = request.body;
      requireClientManager(request.caller, clientId);
      const checked = columnsOf(request.body);
      if ('refusal' in checked) return refused(checked.refusal as string);
      const updated = await db
        .updateTable('customerCreditDefinitions')
        .set({ ...checked.columns, ...nextVersion(request.caller.userName) })
        .where('customerCreditDefinitionId', '=', customerCreditDefinitionId)
        .where('clientId', '=', clientId)
        .where('version', '=', version)
        .returning(COLUMNS)
        .executeTakeFirst();
      const customerCreditDefinition = await requireUpdated(
        updated,
        () => oneDefinition(db, clientId, customerCreditDefinitionId),
        `Credit definition ${customerCreditDefinitionId}`,
      );
      return { ...succeeded, customerCreditDefinition };
    },
  );

  app.delete<{ Body: { customerCreditDefinitionId: number; clientId: number } }>(
    PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['customerCreditDefinitionId', 'clientId'],
          // The contract sends the whole definition; only its id and client matter here.
          properties: { customerCreditDefinitionId: id, clientId: id },
        },
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const { customerCreditDefinitionId, clientId } = request.body;
      requireClientManager(request.caller, clientId);
      const deleted = await db
        .deleteFrom('customerCreditDefinitions')
        .where('customerCreditDefinitionId', '=', customerCreditDefinitionId)
        .where('clientId', '=', clientId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(`Credit definition ${customerCreditDefinitionId}`);
      return succeeded;
    },
  );
};

import {
  APP_ATTRIBUTE_KEYS,
  appAttributeFailure,
  attributeValueType,
  validateAttributeValue,
} from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import { canManageClient } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { forbidden, notFound } from '../errors.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { id, idParams, refused, resultSchema, succeeded } from './schemas.js';

/** Application attributes of a client (spec 2 sections 3 and 7): named, checked values. */

const appAttributeRow = {
  type: 'object',
  properties: {
    appAttributeId: { type: 'integer' },
    clientId: { type: 'integer' },
    name: { type: 'string' },
    value: { type: 'string' },
    valueType: { type: 'integer' },
    version: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
    updatedBy: { type: 'string' },
  },
} as const;

const writeAnswer = {
  ...resultSchema,
  properties: { ...resultSchema.properties, appAttribute: appAttributeRow },
} as const;

const attributeFields = {
  clientId: id,
  name: { type: 'string', maxLength: 200 },
  value: { type: 'string', maxLength: 100_000 },
} as const;

const NAME_REQUIRED = 'Attribute name is required.';
const nameTaken = (name: string) => `The attribute '${name}' is already defined for this client.`;

const ATTRIBUTE_COLUMNS = [
  'appAttributeId',
  'clientId',
  'name',
  'value',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** The client's attributes, or one of them, each with the value type its name is checked as. */
async function attributes(db: Db, clientId: number, by: { name?: string; appAttributeId?: number } = {}) {
  let query = db.selectFrom('appAttributes').select(ATTRIBUTE_COLUMNS).where('clientId', '=', clientId);
  if (by.name !== undefined) query = query.where('name', '=', by.name);
  if (by.appAttributeId !== undefined) query = query.where('appAttributeId', '=', by.appAttributeId);
  const rows = await query.orderBy('name').execute();
  return rows.map((row) => ({ ...row, valueType: attributeValueType(row.name) }));
}

const oneAttribute = async (db: Db, clientId: number, appAttributeId: number) =>
  (await attributes(db, clientId, { appAttributeId }))[0];

/** The value as stored, or the spec's alert text when it fails the check of its name's type. */
function checkedValue(name: string, value: string): { value: string } | { refusal: string } {
  const check = validateAttributeValue(attributeValueType(name), value);
  return check.valid ? { value: check.value } : { refusal: appAttributeFailure(name, check.message).message };
}

export const appAttributeRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  /** Attributes hold integration secrets: only the client's managers read or write them. */
  const requireManager = (caller: Parameters<typeof canManageClient>[0], clientId: number) => {
    if (!canManageClient(caller, clientId)) throw forbidden();
  };

  /** An attribute named by id, after the tenant check of the client that really holds it. */
  const requireAttribute = async (caller: Parameters<typeof canManageClient>[0], appAttributeId: number) => {
    const stored = await db
      .selectFrom('appAttributes')
      .select('clientId')
      .where('appAttributeId', '=', appAttributeId)
      .executeTakeFirst();
    if (!stored) throw notFound(`Attribute ${appAttributeId}`);
    requireManager(caller, stored.clientId);
    return stored.clientId;
  };

  app.get(
    '/client/appAttributePossibleKeys/types',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              appAttributeTypes: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    valueType: { type: 'integer' },
                    description: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async () => ({ appAttributeTypes: APP_ATTRIBUTE_KEYS }),
  );

  app.get<{ Params: { clientId: number } }>(
    '/client/appattributes/:clientId',
    {
      schema: {
        params: idParams('clientId'),
        response: {
          200: {
            type: 'object',
            required: ['appAttributes'],
            properties: { appAttributes: { type: 'array', items: appAttributeRow } },
          },
        },
      },
    },
    async (request) => {
      requireManager(request.caller, request.params.clientId);
      return { appAttributes: await attributes(db, request.params.clientId) };
    },
  );

  app.get<{ Params: { clientId: number; name: string } }>(
    '/client/:clientId/appattributes/:name',
    {
      schema: {
        params: {
          type: 'object',
          required: ['clientId', 'name'],
          properties: { clientId: id, name: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 200: appAttributeRow },
      },
    },
    async (request) => {
      const { clientId, name } = request.params;
      requireManager(request.caller, clientId);
      const [attribute] = await attributes(db, clientId, { name });
      if (!attribute) throw notFound(`Attribute '${name}'`);
      return attribute;
    },
  );

  app.post<{ Body: { clientId: number; name: string; value: string } }>(
    '/client/appAttribute/Create',
    {
      schema: {
        body: { type: 'object', required: ['clientId', 'name', 'value'], properties: attributeFields },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { clientId } = request.body;
      requireManager(request.caller, clientId);
      const name = request.body.name.trim();
      if (!name) return refused(NAME_REQUIRED);
      const checked = checkedValue(name, request.body.value);
      if ('refusal' in checked) return refused(checked.refusal);
      const created = await db
        .insertInto('appAttributes')
        .values({ clientId, name, value: checked.value, updatedBy: request.caller.userName })
        .onConflict((oc) => oc.columns(['clientId', 'name']).doNothing())
        .returning('appAttributeId')
        .executeTakeFirst()
        .catch((error: unknown) => {
          // A client that does not exist fails its foreign key.
          if ((error as { code?: unknown }).code === '23503') throw notFound(`Client ${clientId}`);
          throw error;
        });
      if (!created) return refused(nameTaken(name));
      return { ...succeeded, appAttribute: await oneAttribute(db, clientId, created.appAttributeId) };
    },
  );

  app.put<{
    Body: { appAttributeId: number; clientId: number; name: string; value: string; version: number };
  }>(
    '/client/appattribute/Update',
    {
      schema: {
        body: {
          type: 'object',
          required: ['appAttributeId', 'clientId', 'name', 'value', 'version'],
          properties: { appAttributeId: id, version: id, ...attributeFields },
        },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { appAttributeId, version } = request.body;
      const clientId = await requireAttribute(request.caller, appAttributeId);
      const name = request.body.name.trim();
      if (!name) return refused(NAME_REQUIRED);
      const checked = checkedValue(name, request.body.value);
      if ('refusal' in checked) return refused(checked.refusal);
      const updated = await db
        .updateTable('appAttributes')
        .set((eb) => ({
          name,
          value: checked.value,
          version: eb('version', '+', 1),
          updatedAt: new Date(),
          updatedBy: request.caller.userName,
        }))
        .where('appAttributeId', '=', appAttributeId)
        .where('clientId', '=', clientId)
        .where('version', '=', version)
        .returning('appAttributeId')
        .executeTakeFirst()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      if (updated === null) return refused(nameTaken(name));
      const appAttribute = await requireUpdated(
        updated && (await oneAttribute(db, clientId, appAttributeId)),
        () => oneAttribute(db, clientId, appAttributeId),
        `Attribute ${appAttributeId}`,
      );
      return { ...succeeded, appAttribute };
    },
  );

  app.put<{ Body: { appAttributeId: number; clientId: number } }>(
    '/client/appAttribute/Delete',
    {
      schema: {
        body: {
          type: 'object',
          required: ['appAttributeId', 'clientId'],
          properties: { appAttributeId: id, clientId: id },
        },
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const { appAttributeId } = request.body;
      await requireAttribute(request.caller, appAttributeId);
      await db.deleteFrom('appAttributes').where('appAttributeId', '=', appAttributeId).execute();
      return succeeded;
    },
  );
};

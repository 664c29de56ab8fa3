import { APP_ATTRIBUTE_KEYS, appAttributeFailure, attributeValueType } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { nullWhenDuplicate } from '../db/errors.js';
import { notFound } from '../errors.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import {
  attributeKeysSchema,
  attributeNameTaken,
  attributeRowSchema,
  checkedAttribute,
  nameAndValueFields,
  type AttributeRules,
} from './attributes.js';
import { missingClient, requireClientManager } from './client-access.js';
import { id, idParams, listAnswer, refused, resultSchema, resultWith, succeeded } from './schemas.js';

/** Application attributes of a client (spec 2 sections 3 and 7): named, checked values. */

const appAttributeRow = attributeRowSchema('appAttributeId', 'clientId');

const writeAnswer = resultWith({ appAttribute: appAttributeRow });

const attributeFields = { clientId: id, ...nameAndValueFields } as const;

const RULES: AttributeRules = { valueType: attributeValueType, failure: appAttributeFailure };

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

// Attributes hold integration secrets: only the client's managers read or write them.
export const appAttributeRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  /** An attribute named by id, after the tenant check of the client that really holds it. */
  const requireAttribute = async (caller: Caller, appAttributeId: number) => {
    const stored = await db
      .selectFrom('appAttributes')
      .select('clientId')
      .where('appAttributeId', '=', appAttributeId)
      .executeTakeFirst();
    if (!stored) throw notFound(`Attribute ${appAttributeId}`);
    requireClientManager(caller, stored.clientId);
    return stored.clientId;
  };

  app.get(
    '/client/appAttributePossibleKeys/types',
    { schema: { response: { 200: attributeKeysSchema('appAttributeTypes') } } },
    async () => ({ appAttributeTypes: APP_ATTRIBUTE_KEYS }),
  );

  app.get<{ Params: { clientId: number } }>(
    '/client/appattributes/:clientId',
    {
      schema: {
        params: idParams('clientId'),
        response: { 200: listAnswer('appAttributes', appAttributeRow) },
      },
    },
    async (request) => {
      requireClientManager(request.caller, request.params.clientId);
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
      requireClientManager(request.caller, clientId);
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
      requireClientManager(request.caller, clientId);
      const checked = checkedAttribute(request.body, RULES);
      if ('refusal' in checked) return refused(checked.refusal);
      const { name, value } = checked;
      const created = await db
        .insertInto('appAttributes')
        .values({ clientId, name, value, updatedBy: request.caller.userName })
        .onConflict((oc) => oc.columns(['clientId', 'name']).doNothing())
        .returning('appAttributeId')
        .executeTakeFirst()
        .catch(missingClient(clientId));
      if (!created) return refused(attributeNameTaken(name, 'client'));
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
      const checked = checkedAttribute(request.body, RULES);
      if ('refusal' in checked) return refused(checked.refusal);
      const { name, value } = checked;
      const updated = await db
        .updateTable('appAttributes')
        .set({ name, value, ...nextVersion(request.caller.userName) })
        .where('appAttributeId', '=', appAttributeId)
        .where('clientId', '=', clientId)
        .where('version', '=', version)
        .returning('appAttributeId')
        .executeTakeFirst()
        .catch(nullWhenDuplicate);
      if (updated === null) return refused(attributeNameTaken(name, 'client'));
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

import { STORE_ATTRIBUTE_KEYS, storeAttributeFailure, storeAttributeValueType } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { nullWhenDuplicate } from '../db/errors.js';
import { notFound } from '../errors.js';
import { requireStore } from '../queries/layout/index.js';
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
import { id, idParams, listAnswer, refused, resultSchema, resultWith, succeeded } from './schemas.js';

/** Store attributes (spec 2 section 7): named values of one store, checked by their key's type. */

const storeAttributeRow = attributeRowSchema('storeAttributeId', 'storeId', {
  description: { type: 'string' },
});

const writeAnswer = resultWith({ storeAttribute: storeAttributeRow });

const attributeFields = { storeId: id, clientId: id, ...nameAndValueFields } as const;

const RULES: AttributeRules = { valueType: storeAttributeValueType, failure: storeAttributeFailure };

const DESCRIPTIONS = new Map(STORE_ATTRIBUTE_KEYS.map((key) => [key.name, key.description]));

/** The store's attributes, or one of them, with the value type and description of its key. */
async function attributes(db: Db, storeId: number, storeAttributeId?: number) {
  let query = db
    .selectFrom('storeAttributes')
    .select(['storeAttributeId', 'storeId', 'name', 'value', 'version', 'updatedAt', 'updatedBy'])
    .where('storeId', '=', storeId);
  if (storeAttributeId !== undefined) query = query.where('storeAttributeId', '=', storeAttributeId);
  const rows = await query.orderBy('name').execute();
  return rows.map((row) => ({
    ...row,
    valueType: storeAttributeValueType(row.name),
    description: DESCRIPTIONS.get(row.name) ?? '',
  }));
}

const oneAttribute = async (db: Db, storeId: number, storeAttributeId: number) =>
  (await attributes(db, storeId, storeAttributeId))[0];

export const storeAttributeRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  /** An attribute named by id, after the tenant check of the store that really holds it. */
  const requireAttribute = async (caller: Caller, storeAttributeId: number) => {
    const stored = await db
      .selectFrom('storeAttributes')
      .select('storeId')
      .where('storeAttributeId', '=', storeAttributeId)
      .executeTakeFirst();
    if (!stored) throw notFound(`Store attribute ${storeAttributeId}`);
    await requireStore(db, caller, stored.storeId, 'write');
    return stored.storeId;
  };

  app.get(
    '/store/storeAttributePossibleKeys/types',
    { schema: { response: { 200: attributeKeysSchema('appStoreAttributeTypes') } } },
    async () => ({ appStoreAttributeTypes: STORE_ATTRIBUTE_KEYS }),
  );

  // Attributes hold web hook addresses and templates: only those who may change the store read them.
  app.get<{ Params: { storeId: number } }>(
    '/store/storeAttributes/:storeId',
    {
      schema: {
        params: idParams('storeId'),
        response: { 200: listAnswer('storeAttributes', storeAttributeRow) },
      },
    },
    async (request) => {
      await requireStore(db, request.caller, request.params.storeId, 'write');
      return { storeAttributes: await attributes(db, request.params.storeId) };
    },
  );

  app.post<{ Body: { storeId: number; name: string; value: string } }>(
    '/store/storeAttribute',
    {
      schema: {
        body: { type: 'object', required: ['storeId', 'name', 'value'], properties: attributeFields },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { storeId } = request.body;
      await requireStore(db, request.caller, storeId, 'write');
      const checked = checkedAttribute(request.body, RULES);
      if ('refusal' in checked) return refused(checked.refusal);
      const { name, value } = checked;
      const created = await db
        .insertInto('storeAttributes')
        .values({ storeId, name, value, updatedBy: request.caller.userName })
        .onConflict((oc) => oc.columns(['storeId', 'name']).doNothing())
        .returning('storeAttributeId')
        .executeTakeFirst();
      if (!created) return refused(attributeNameTaken(name, 'store'));
      return { ...succeeded, storeAttribute: await oneAttribute(db, storeId, created.storeAttributeId) };
    },
  );

  app.put<{
    Body: { storeAttributeId: number; storeId: number; name: string; value: string; version: number };
  }>(
    '/store/storeAttribute',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeAttributeId', 'storeId', 'name', 'value', 'version'],
          properties: { storeAttributeId: id, version: id, ...attributeFields },
        },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { storeAttributeId, version } = request.body;
      const storeId = await requireAttribute(request.caller, storeAttributeId);
      const checked = checkedAttribute(request.body, RULES);
      if ('refusal' in checked) return refused(checked.refusal);
      const { name, value } = checked;
      const updated = await db
        .updateTable('storeAttributes')
        .set({ name, value, ...nextVersion(request.caller.userName) })
        .where('storeAttributeId', '=', storeAttributeId)
        .where('version', '=', version)
        .returning('storeAttributeId')
        .executeTakeFirst()
        .catch(nullWhenDuplicate);
      if (updated === null) return refused(attributeNameTaken(name, 'store'));
      const storeAttribute = await requireUpdated(
        updated && (await oneAttribute(db, storeId, storeAttributeId)),
        () => oneAttribute(db, storeId, storeAttributeId),
        `Store attribute ${storeAttributeId}`,
      );
      return { ...succeeded, storeAttribute };
    },
  );

  app.delete<{ Body: { storeAttributeId: number; storeId?: number; clientId?: number } }>(
    '/store/storeAttribute',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeAttributeId'],
          properties: { storeAttributeId: id, storeId: id, clientId: id },
        },
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const { storeAttributeId } = request.body;
      await requireAttribute(request.caller, storeAttributeId);
      await db.deleteFrom('storeAttributes').where('storeAttributeId', '=', storeAttributeId).execute();
      return succeeded;
    },
  );
};

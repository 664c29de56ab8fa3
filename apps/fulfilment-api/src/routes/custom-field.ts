import { CUSTOM_FIELD_MESSAGES, customFieldUpdateRefusal, isValidNewCustomField } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { notFound } from '../errors.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { id, idParams, listAnswer, versionStamp } from './schemas.js';

/** Custom fields of a client (spec 2 sections 3, 5 and 7): extra values captured on orders or their items. */

const customFieldRow = {
  type: 'object',
  required: ['customFieldId', 'clientId', 'name', 'sourceKey', 'dataType', 'assignment', 'version'],
  properties: {
    customFieldId: { type: 'integer' },
    clientId: { type: 'integer' },
    name: { type: 'string' },
    sourceKey: { type: 'string' },
    description: { type: 'string' },
    dataType: { type: 'string' },
    assignment: { type: 'integer' },
    ...versionStamp,
  },
} as const;

/** The contract's `ok` and `errors` (plain messages), with the stored field on success. */
const answer = {
  type: 'object',
  required: ['ok', 'errors'],
  properties: {
    ok: { type: 'boolean' },
    errors: { type: 'array', items: { type: 'string' } },
    customField: customFieldRow,
  },
} as const;

const createAnswer = {
  ...answer,
  properties: {
    ...answer.properties,
    customFieldId: { type: 'integer' },
    name: { type: 'string' },
    dataType: { type: 'string' },
    assignment: { type: 'integer' },
  },
} as const;

const editableFields = {
  name: { type: 'string', maxLength: 200 },
  description: { type: 'string', maxLength: 2000 },
  dataType: { type: 'string', maxLength: 40 },
  assignment: { type: ['integer', 'null'] },
} as const;

interface FieldBody {
  clientId: number;
  name: string;
  description?: string;
  dataType: string;
  assignment: number | null;
}

const refused = (message: string) => ({ ok: false, errors: [message] });
const sourceKeyTaken = (sourceKey: string) =>
  `The source key '${sourceKey}' is already used by another custom field of this client.`;

const COLUMNS = [
  'customFieldId',
  'clientId',
  'name',
  'sourceKey',
  'description',
  'dataType',
  'assignment',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

const customFields = (db: Db, clientId: number) =>
  db.selectFrom('customFields').select(COLUMNS).where('clientId', '=', clientId);

const oneField = (db: Db, clientId: number, customFieldId: number) =>
  customFields(db, clientId).where('customFieldId', '=', customFieldId).executeTakeFirst();

// Custom fields shape a client's orders: only its managers read or change them.
export const customFieldRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.get<{ Params: { clientId: number } }>(
    '/customfield/client/:clientId',
    {
      schema: {
        params: idParams('clientId'),
        response: { 200: listAnswer('customFields', customFieldRow) },
      },
    },
    async (request) => {
      requireClientManager(request.caller, request.params.clientId);
      return { customFields: await customFields(db, request.params.clientId).orderBy('name').execute() };
    },
  );

  app.post<{ Body: FieldBody & { sourceKey: string } }>(
    '/customfield/create',
    {
      schema: {
        body: {
          type: 'object',
          required: ['clientId', 'name', 'sourceKey', 'dataType', 'assignment'],
          properties: { clientId: id, sourceKey: { type: 'string', maxLength: 100 }, ...editableFields },
        },
        response: { 200: createAnswer },
      },
    },
    async (request) => {
      const { clientId, sourceKey, dataType, assignment } = request.body;
      requireClientManager(request.caller, clientId);
      const name = request.body.name.trim();
      if (!isValidNewCustomField({ name, sourceKey, dataType, assignment })) {
        return refused(CUSTOM_FIELD_MESSAGES.invalidInput);
      }
      const created = await db
        .insertInto('customFields')
        .values({
          clientId,
          name,
          sourceKey,
          description: request.body.description?.trim() ?? '',
          dataType,
          assignment: assignment as number,
          updatedBy: request.caller.userName,
        })
        .onConflict((oc) => oc.columns(['clientId', 'sourceKey']).doNothing())
        .returning('customFieldId')
        .executeTakeFirst()
        .catch(missingClient(clientId));
      if (!created) return refused(sourceKeyTaken(sourceKey));
      const customField = await oneField(db, clientId, created.customFieldId);
      return { ok: true, errors: [], ...customField, customField };
    },
  );

  app.put<{ Body: FieldBody & { customFieldId: number; version: number } }>(
    '/customfield/update',
    {
      schema: {
        body: {
          type: 'object',
          required: ['customFieldId', 'clientId', 'name', 'dataType', 'assignment', 'version'],
          properties: { customFieldId: id, clientId: id, version: id, ...editableFields },
        },
        response: { 200: answer },
      },
    },
    async (request) => {
      const { customFieldId, clientId, version, dataType, assignment } = request.body;
      requireClientManager(request.caller, clientId);
      const name = request.body.name.trim();
      const refusal = customFieldUpdateRefusal({ name, sourceKey: '', dataType, assignment });
      if (refusal) return refused(refusal);
      const updated = await db
        .updateTable('customFields')
        .set({
          name,
          description: request.body.description?.trim() ?? '',
          dataType,
          assignment: assignment as number,
          ...nextVersion(request.caller.userName),
        })
        .where('customFieldId', '=', customFieldId)
        .where('clientId', '=', clientId)
        .where('version', '=', version)
        .returning(COLUMNS)
        .executeTakeFirst();
      const customField = await requireUpdated(
        updated,
        () => oneField(db, clientId, customFieldId),
        `Custom field ${customFieldId}`,
      );
      return { ok: true, errors: [], customField };
    },
  );

  app.delete<{ Body: { customFieldId: number; clientId: number; sourceKey: string } }>(
    '/customfield/delete',
    {
      schema: {
        body: {
          type: 'object',
          required: ['customFieldId', 'clientId', 'sourceKey'],
          properties: { customFieldId: id, clientId: id, sourceKey: { type: 'string' } },
        },
        response: { 200: answer },
      },
    },
    async (request) => {
      const { customFieldId, clientId, sourceKey } = request.body;
      requireClientManager(request.caller, clientId);
      // The source key must match too, so a delete aimed at a recreated field misses.
      const deleted = await db
        .deleteFrom('customFields')
        .where('customFieldId', '=', customFieldId)
        .where('clientId', '=', clientId)
        .where('sourceKey', '=', sourceKey)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(`Custom field ${customFieldId}`);
      return { ok: true, errors: [] };
    },
  );
};

import {
  DEFAULT_TIME_ZONE_WINDOWS_ID,
  isStoreCopyTypeKey,
  parentStoreFor,
  STORE_COPY_TYPES,
  storeCreateRefusal,
} from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import { canReadClient, canReadStore } from '../auth/scope.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { parentRefusal, STORE_NAME_REQUIRED, whyStoreStays } from '../queries/store-rules.js';
import { findStore, listStores, STORE_COLUMNS } from '../queries/stores.js';
import { requireReadableUser } from '../queries/users.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import { id, idParams, refused, resultSchema, resultWith, storeSchema, succeeded } from './schemas.js';
import { copyStoreData } from './store-copy.js';
import { TIME_ZONES } from './store-timezones.js';

const storeList = { type: 'array', items: storeSchema } as const;

interface StoreFields {
  name: string;
  storeTypeId?: number | null;
  parentStoreId?: number | null;
  storeSourceKey?: string | null;
  location?: string | null;
  stateProvince?: string | null;
  timeZoneName?: string | null;
}

const storeFieldProperties = {
  name: { type: 'string', maxLength: 200 },
  storeTypeId: { type: ['integer', 'null'] },
  parentStoreId: { type: ['integer', 'null'] },
  storeSourceKey: { type: ['string', 'null'], maxLength: 100 },
  location: { type: ['string', 'null'], maxLength: 300 },
  stateProvince: { type: ['string', 'null'], maxLength: 2 },
  timeZoneName: { type: ['string', 'null'], maxLength: 100 },
} as const;

const timeZoneList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['abbreviation', 'offSet', 'windowsId'],
    properties: {
      abbreviation: { type: 'string' },
      offSet: { type: 'string' },
      windowsId: { type: 'string' },
    },
  },
} as const;

/** Empty text is no value. */
const text = (value: string | null | undefined) => value?.trim() || null;

/** The columns a create or an update writes; the store type is checked before. */
const storeColumns = (body: StoreFields, name: string, parentStoreId: number | null) => ({
  name,
  storeTypeId: body.storeTypeId!,
  parentStoreId,
  storeSourceKey: text(body.storeSourceKey),
  location: text(body.location),
  stateProvince: text(body.stateProvince),
  timeZoneName: text(body.timeZoneName) ?? DEFAULT_TIME_ZONE_WINDOWS_ID,
});

export const storeRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.get('/store', { schema: { response: { 200: storeList } } }, (request) =>
    listStores(db, request.caller),
  );

  app.get<{ Params: { id: number } }>(
    '/store/:id',
    { schema: { params: idParams('id'), response: { 200: storeSchema } } },
    async (request) => {
      const store = await findStore(db, request.params.id);
      if (!store) throw notFound(`Store ${request.params.id}`);
      if (!canReadStore(request.caller, store)) throw forbidden();
      return store;
    },
  );

  app.get<{ Params: { clientId: number } }>(
    '/store/client/:clientId',
    { schema: { params: idParams('clientId'), response: { 200: storeList } } },
    async (request) => {
      const { clientId } = request.params;
      if (!canReadClient(request.caller, clientId)) throw forbidden();
      return listStores(db, request.caller, { clientId });
    },
  );

  app.get<{ Params: { userId: number } }>(
    '/store/userId/:userId',
    { schema: { params: idParams('userId'), response: { 200: storeList } } },
    async (request) => {
      const { userId } = request.params;
      await requireReadableUser(db, request.caller, userId);
      return listStores(db, request.caller, { assignedTo: userId });
    },
  );

  app.get('/store/timezones', { schema: { response: { 200: timeZoneList } } }, () => TIME_ZONES);

  app.post<{
    Body: StoreFields & {
      clientId: number;
      storeIdToCopyFrom?: number | null;
      storePropertiesToCopy?: string[];
    };
  }>(
    '/store/Create',
    {
      schema: {
        body: {
          type: 'object',
          required: ['clientId', 'name'],
          properties: {
            clientId: id,
            ...storeFieldProperties,
            storeIdToCopyFrom: { type: ['integer', 'null'] },
            storePropertiesToCopy: {
              type: 'array',
              items: { type: 'string', enum: STORE_COPY_TYPES.map((type) => type.typeKey) },
            },
          },
        },
        response: {
          200: resultWith({ store: storeSchema }),
        },
      },
    },
    async (request) => {
      const { clientId, storeTypeId, storeIdToCopyFrom, storePropertiesToCopy = [] } = request.body;
      requireClientManager(request.caller, clientId);
      const typeRefusal = storeCreateRefusal(storeTypeId);
      if (typeRefusal) return refused(typeRefusal);
      const name = request.body.name.trim();
      if (!name) return refused(STORE_NAME_REQUIRED);
      const parentStoreId = parentStoreFor(storeTypeId, request.body.parentStoreId);
      return db.transaction().execute(async (trx) => {
        const parentProblem = await parentRefusal(trx, clientId, storeTypeId, parentStoreId);
        if (parentProblem) return refused(parentProblem);
        const source = storeIdToCopyFrom ? await findStore(trx, storeIdToCopyFrom) : undefined;
        if (storeIdToCopyFrom && source?.clientId !== clientId) throw forbidden();
        const store = await trx
          .insertInto('stores')
          .values({
            clientId,
            ...storeColumns(request.body, name, parentStoreId),
            updatedBy: request.caller.userName,
          })
          .returning(STORE_COLUMNS)
          .executeTakeFirstOrThrow();
        if (!source) return { ...succeeded, store };
        await copyStoreData(trx, {
          from: source.storeId,
          to: store.storeId,
          by: request.caller.userName,
          types: storePropertiesToCopy.filter(isStoreCopyTypeKey),
        });
        // Copied delivery settings are linked from the store row.
        return { ...succeeded, store: await findStore(trx, store.storeId) };
      });
    },
  );

  app.put<{ Body: StoreFields & { storeId: number; version: number } }>(
    '/store/Update',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeId', 'version', 'name', 'storeTypeId'],
          properties: { storeId: id, version: id, ...storeFieldProperties },
        },
        response: { 200: storeSchema },
      },
    },
    async (request) => {
      const { storeId, version, storeTypeId } = request.body;
      const stored = await findStore(db, storeId);
      if (!stored) throw notFound(`Store ${storeId}`);
      requireClientManager(request.caller, stored.clientId);
      const typeRefusal = storeCreateRefusal(storeTypeId);
      if (typeRefusal) throw badRequest(typeRefusal);
      const name = request.body.name.trim();
      if (!name) throw badRequest(STORE_NAME_REQUIRED);
      const parentStoreId = parentStoreFor(storeTypeId, request.body.parentStoreId);
      const parentProblem =
        parentStoreId === storeId
          ? 'A store cannot be its own parent store.'
          : await parentRefusal(db, stored.clientId, storeTypeId, parentStoreId);
      if (parentProblem) throw badRequest(parentProblem);
      const updated = await db
        .updateTable('stores')
        .set({
          ...storeColumns(request.body, name, parentStoreId),
          ...nextVersion(request.caller.userName),
        })
        .where('storeId', '=', storeId)
        .where('version', '=', version)
        .returning(STORE_COLUMNS)
        .executeTakeFirst();
      return requireUpdated(updated, () => findStore(db, storeId), `Store ${storeId}`);
    },
  );

  app.put<{ Body: { storeId: number } }>(
    '/store/Delete',
    {
      schema: {
        body: { type: 'object', required: ['storeId'], properties: { storeId: id } },
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const { storeId } = request.body;
      // Locking the store row makes a user assignment or spoke added meanwhile wait for the decision.
      return db.transaction().execute(async (trx) => {
        const store = await trx
          .selectFrom('stores')
          .select(['storeId', 'clientId'])
          .where('storeId', '=', storeId)
          .forUpdate()
          .executeTakeFirst();
        if (!store) throw notFound(`Store ${storeId}`);
        requireClientManager(request.caller, store.clientId);
        const reasons = await whyStoreStays(trx, storeId);
        if (reasons.length)
          return { isSuccess: false, errors: reasons.map((errorMessage) => ({ errorMessage })) };
        await trx.deleteFrom('stores').where('storeId', '=', storeId).execute();
        return succeeded;
      });
    },
  );
};

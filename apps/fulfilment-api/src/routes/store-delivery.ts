import {
  deliveryProviderType,
  deliverySettingsRefusal,
  notificationType,
  type DeliverySettings,
} from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { badRequest } from '../errors.js';
import { requireStore } from '../queries/layout/index.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { id, idParams, refused, resultWith, succeeded, versionStamp } from './schemas.js';

/** The delivery provider of a store (spec 2 section 7, "Store delivery provider"): one per store. */

const providerRow = {
  type: 'object',
  properties: {
    storeDeliveryProviderId: { type: 'integer' },
    storeId: { type: 'integer' },
    providerId: { type: 'integer' },
    providerName: { type: 'string' },
    providerEndpointUri: { type: 'string' },
    providerEndpointAuthInfo: { type: 'string' },
    notificationTypeId: { type: 'integer' },
    notificationTypeName: { type: 'string' },
    notificationMinutesBeforePromiseTime: { type: 'integer' },
    notificationEmail: { type: 'string' },
    ...versionStamp,
  },
} as const;

const writeAnswer = resultWith({
  storeDeliveryProviderId: { type: 'integer' },
  storeDeliveryProvider: providerRow,
});

const settingsFields = {
  storeId: id,
  providerId: id,
  providerEndpointUri: { type: 'string', maxLength: 2000 },
  providerEndpointAuthInfo: { type: 'string', maxLength: 4000 },
  notificationTypeId: id,
  notificationMinutesBeforePromiseTime: { type: 'integer', minimum: 0, maximum: 10080 },
  notificationEmail: { type: 'string', maxLength: 2000 },
} as const;

const SETTINGS_REQUIRED = ['storeId', 'providerId', 'notificationTypeId'] as const;

type SettingsBody = Partial<DeliverySettings> &
  Pick<DeliverySettings, 'providerId' | 'notificationTypeId'> & {
    storeId: number;
  };

const ALREADY_SET = 'This store already has a delivery provider.';
const NOTHING_TO_ENABLE = 'Save the delivery provider settings before enabling them.';

const settingsOf = (body: SettingsBody): DeliverySettings => ({
  providerId: body.providerId,
  notificationTypeId: body.notificationTypeId,
  providerEndpointUri: body.providerEndpointUri?.trim() ?? '',
  providerEndpointAuthInfo: body.providerEndpointAuthInfo ?? '',
  notificationMinutesBeforePromiseTime: body.notificationMinutesBeforePromiseTime ?? 0,
  notificationEmail: body.notificationEmail?.trim() ?? '',
});

/** The store's provider row with the names of its provider and notification types, if it has one. */
async function loadProvider(db: Db, storeId: number) {
  const row = await db
    .selectFrom('storeDeliveryProviders')
    .selectAll()
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      providerName: deliveryProviderType(row.providerId)?.name ?? '',
      notificationTypeName: notificationType(row.notificationTypeId)?.name ?? '',
    }
  );
}

export const storeDeliveryRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  // Settings hold the provider's credentials: only those who may change the store read them.
  app.get<{ Params: { storeId: number } }>(
    '/store/StoreDeliveryProvider/:storeId',
    {
      schema: {
        params: idParams('storeId'),
        response: {
          200: {
            type: 'object',
            required: ['storeDeliveryProviderEnabled'],
            properties: {
              storeDeliveryProvider: { anyOf: [providerRow, { type: 'null' }] },
              storeDeliveryProviderEnabled: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'write');
      const store = await db
        .selectFrom('stores')
        .select('storeDeliveryProviderEnabled')
        .where('storeId', '=', storeId)
        .executeTakeFirstOrThrow();
      return { ...store, storeDeliveryProvider: (await loadProvider(db, storeId)) ?? null };
    },
  );

  app.post<{ Body: SettingsBody }>(
    '/store/StoreDeliveryProvider',
    {
      schema: {
        body: { type: 'object', required: SETTINGS_REQUIRED, properties: settingsFields },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { storeId } = request.body;
      await requireStore(db, request.caller, storeId, 'write');
      const settings = settingsOf(request.body);
      const refusal = deliverySettingsRefusal(settings);
      if (refusal) return refused(refusal);
      const created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('storeDeliveryProviders')
          .values({ storeId, ...settings, updatedBy: request.caller.userName })
          .onConflict((oc) => oc.column('storeId').doNothing())
          .returning('storeDeliveryProviderId')
          .executeTakeFirst();
        if (row)
          await trx
            .updateTable('stores')
            .set({ storeDeliveryProviderId: row.storeDeliveryProviderId })
            .where('storeId', '=', storeId)
            .execute();
        return row;
      });
      if (!created) return refused(ALREADY_SET);
      return {
        ...succeeded,
        storeDeliveryProviderId: created.storeDeliveryProviderId,
        storeDeliveryProvider: await loadProvider(db, storeId),
      };
    },
  );

  app.put<{ Body: SettingsBody & { storeDeliveryProviderId: number; version: number } }>(
    '/store/StoreDeliveryProvider',
    {
      schema: {
        body: {
          type: 'object',
          required: [...SETTINGS_REQUIRED, 'storeDeliveryProviderId', 'version'],
          properties: { ...settingsFields, storeDeliveryProviderId: id, version: id },
        },
        response: { 200: writeAnswer },
      },
    },
    async (request) => {
      const { storeId, storeDeliveryProviderId, version } = request.body;
      await requireStore(db, request.caller, storeId, 'write');
      const settings = settingsOf(request.body);
      const refusal = deliverySettingsRefusal(settings);
      if (refusal) return refused(refusal);
      const updated = await db
        .updateTable('storeDeliveryProviders')
        .set({ ...settings, ...nextVersion(request.caller.userName) })
        .where('storeDeliveryProviderId', '=', storeDeliveryProviderId)
        .where('storeId', '=', storeId)
        .where('version', '=', version)
        .returning('storeDeliveryProviderId')
        .executeTakeFirst();
      const current = () => loadProvider(db, storeId);
      const storeDeliveryProvider = await requireUpdated(
        updated && (await current()),
        async () => {
          const row = await current();
          return row?.storeDeliveryProviderId === storeDeliveryProviderId ? row : undefined;
        },
        `Delivery provider ${storeDeliveryProviderId}`,
      );
      return { ...succeeded, storeDeliveryProviderId, storeDeliveryProvider };
    },
  );

  app.post<{ Params: { storeId: number }; Body: { isEnabled: boolean; storeId: number } }>(
    '/store/StoreDeliveryProvider/:storeId/enable',
    {
      schema: {
        params: idParams('storeId'),
        body: {
          type: 'object',
          required: ['isEnabled'],
          properties: { isEnabled: { type: 'boolean' }, storeId: id },
        },
        response: {
          200: resultWith({ storeDeliveryProviderEnabled: { type: 'boolean' } }),
        },
      },
    },
    async (request) => {
      const { storeId } = request.params;
      const { isEnabled } = request.body;
      if (request.body.storeId !== undefined && request.body.storeId !== storeId)
        throw badRequest('The storeId of the body differs from the path.');
      await requireStore(db, request.caller, storeId, 'write');
      if (isEnabled && !(await loadProvider(db, storeId))) return refused(NOTHING_TO_ENABLE);
      await db
        .updateTable('stores')
        .set({ storeDeliveryProviderEnabled: isEnabled })
        .where('storeId', '=', storeId)
        .execute();
      return { ...succeeded, storeDeliveryProviderEnabled: isEnabled };
    },
  );
};

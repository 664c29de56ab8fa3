import { deliverySettingsRefusal, type DeliverySettings } from '@fulfil/domain';
import {
  CreateDeliveryProvider,
  EnableDeliveryProvider,
  GetStoreDelivery,
  UpdateDeliveryProvider,
  type CreateDeliveryProviderBody,
  type UpdateDeliveryProviderBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { badRequest } from '../errors.js';
import { requireStore } from '../queries/layout/index.js';
import {
  deliveryEnabled,
  findDeliveryProvider,
  insertDeliveryProvider,
  setDeliveryEnabled,
  updateDeliveryProvider,
} from '../queries/store-delivery.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** The delivery provider of a store (spec 2 section 7, "Store delivery provider"): one per store. */

const ALREADY_SET = 'This store already has a delivery provider.';
const NOTHING_TO_ENABLE = 'Save the delivery provider settings before enabling them.';

const settingsOf = (body: CreateDeliveryProviderBody): DeliverySettings => ({
  providerId: body.providerId,
  notificationTypeId: body.notificationTypeId,
  providerEndpointUri: body.providerEndpointUri?.trim() ?? '',
  providerEndpointAuthInfo: body.providerEndpointAuthInfo ?? '',
  notificationMinutesBeforePromiseTime: body.notificationMinutesBeforePromiseTime ?? 0,
  notificationEmail: body.notificationEmail?.trim() ?? '',
});

/** The settings' update over their version (also how an undo sets them back). */
export async function changeDeliveryProvider(db: Db, caller: Caller, body: UpdateDeliveryProviderBody) {
  const { storeId, storeDeliveryProviderId, version } = body;
  await requireStore(db, caller, storeId, 'write');
  const settings = settingsOf(body);
  const refusal = deliverySettingsRefusal(settings);
  if (refusal) return refused(refusal);
  const updated = await updateDeliveryProvider(
    db,
    { storeDeliveryProviderId, storeId, version },
    settings,
    caller.userName,
  );
  const storeDeliveryProvider = await requireUpdated(
    updated,
    async () => {
      const row = await findDeliveryProvider(db, storeId);
      return row?.storeDeliveryProviderId === storeDeliveryProviderId ? row : undefined;
    },
    `Delivery provider ${storeDeliveryProviderId}`,
  );
  return { ...succeeded, storeDeliveryProviderId, storeDeliveryProvider };
}

export const storeDeliveryRoutes: ContractRoutes<Services> = async (app, { db }) => {
  // Settings hold the provider's credentials: only those who may change the store read them.
  app.route({
    ...of(GetStoreDelivery),
    handler: async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'write');
      return {
        storeDeliveryProvider: (await findDeliveryProvider(db, storeId)) ?? null,
        storeDeliveryProviderEnabled: await deliveryEnabled(db, storeId),
      };
    },
  });

  app.route({
    ...of(CreateDeliveryProvider),
    handler: async (request) => {
      const { storeId } = request.body;
      await requireStore(db, request.caller, storeId, 'write');
      const settings = settingsOf(request.body);
      const refusal = deliverySettingsRefusal(settings);
      if (refusal) return refused(refusal);
      const storeDeliveryProviderId = await insertDeliveryProvider(
        db,
        storeId,
        settings,
        request.caller.userName,
      );
      if (storeDeliveryProviderId === undefined) return refused(ALREADY_SET);
      return {
        ...succeeded,
        storeDeliveryProviderId,
        storeDeliveryProvider: await findDeliveryProvider(db, storeId),
      };
    },
  });

  app.route({
    ...of(UpdateDeliveryProvider),
    handler: (request) => changeDeliveryProvider(db, request.caller, request.body),
  });

  app.route({
    ...of(EnableDeliveryProvider),
    handler: async (request) => {
      const { storeId } = request.params;
      const { isEnabled } = request.body;
      if (request.body.storeId !== undefined && request.body.storeId !== storeId)
        throw badRequest('The storeId of the body differs from the path.');
      await requireStore(db, request.caller, storeId, 'write');
      if (isEnabled && !(await findDeliveryProvider(db, storeId))) return refused(NOTHING_TO_ENABLE);
      await setDeliveryEnabled(db, storeId, isEnabled);
      return { ...succeeded, storeDeliveryProviderEnabled: isEnabled };
    },
  });
};

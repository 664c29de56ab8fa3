import {
  DEFAULT_TIME_ZONE_WINDOWS_ID,
  parentStoreFor,
  STORE_MESSAGES,
  storeCreateRefusal,
} from '@fulfil/domain';
import {
  CreateStore,
  DeleteStore,
  GetStore,
  GetStoresByClientIds,
  GetStoresByUserIds,
  GetTimeZones,
  ListClientStores,
  ListStores,
  ListUserStores,
  UpdateStore,
  type UpdateStoreBody,
} from '@fulfil/rest-contract';
import { canReadClient, canReadStore, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { parentRefusal, STORE_NAME_REQUIRED, whyStoreStays } from '../queries/store-rules.js';
import {
  deleteStore,
  findStore,
  insertStore,
  listStores,
  lockStore,
  storesOfUsers,
  updateStore,
  type StoreValues,
} from '../queries/stores.js';
import { requireReadableUser, requireReadableUsers } from '../queries/users.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';
import { copyStoreData } from '../queries/store-copy.js';
import { TIME_ZONES } from './store-timezones.js';

/** Empty text is no value. */
const text = (value: string | null | undefined) => value?.trim() || null;

/** The optional text fields of a create or an update body. */
type StoreDetails = Pick<UpdateStoreBody, 'storeSourceKey' | 'location' | 'stateProvince' | 'timeZoneName'>;

/** The columns a create or an update writes: the checked name, type and parent, and the body's details. */
const storeValues = (
  body: StoreDetails,
  checked: { name: string; storeTypeId: number; parentStoreId: number | null },
): StoreValues => ({
  ...checked,
  storeSourceKey: text(body.storeSourceKey),
  location: text(body.location),
  stateProvince: text(body.stateProvince),
  timeZoneName: text(body.timeZoneName) ?? DEFAULT_TIME_ZONE_WINDOWS_ID,
});

/** A store's update over its version, by its client's managers (also how an undo sets one back). */
export async function changeStore(db: Db, caller: Caller, body: UpdateStoreBody) {
  const { storeId, version, storeTypeId } = body;
  const stored = await findStore(db, storeId);
  if (!stored) throw notFound(`Store ${storeId}`);
  requireClientManager(caller, stored.clientId);
  const typeRefusal = storeCreateRefusal(storeTypeId);
  if (typeRefusal || !storeTypeId) throw badRequest(typeRefusal ?? STORE_MESSAGES.storeTypeInvalid);
  const name = body.name.trim();
  if (!name) throw badRequest(STORE_NAME_REQUIRED);
  const parentStoreId = parentStoreFor(storeTypeId, body.parentStoreId);
  const parentProblem =
    parentStoreId === storeId
      ? 'A store cannot be its own parent store.'
      : await parentRefusal(db, stored.clientId, storeTypeId, parentStoreId);
  if (parentProblem) throw badRequest(parentProblem);
  const updated = await updateStore(
    db,
    { storeId, version },
    storeValues(body, { name, storeTypeId, parentStoreId }),
    caller.userName,
  );
  return requireUpdated(updated, () => findStore(db, storeId), `Store ${storeId}`);
}

export const storeRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({ ...of(ListStores), handler: (request) => listStores(db, request.caller) });

  app.route({
    ...of(GetStore),
    handler: async (request) => {
      const store = await findStore(db, request.params.id);
      if (!store) throw notFound(`Store ${request.params.id}`);
      if (!canReadStore(request.caller, store)) throw forbidden();
      return store;
    },
  });

  app.route({
    ...of(ListClientStores),
    handler: async (request) => {
      const { clientId } = request.params;
      if (!canReadClient(request.caller, clientId)) throw forbidden();
      return listStores(db, request.caller, { clientIds: [clientId] });
    },
  });

  // Batch reads: the single reads' tenant checks over several ids, so a list of N rows is one call.
  app.route({
    ...of(GetStoresByClientIds),
    handler: async (request) => {
      const { ids } = request.query;
      if (!ids.every((clientId) => canReadClient(request.caller, clientId))) throw forbidden();
      return listStores(db, request.caller, { clientIds: ids });
    },
  });

  app.route({
    ...of(GetStoresByUserIds),
    handler: async (request) => {
      const { ids } = request.query;
      await requireReadableUsers(db, request.caller, ids);
      return storesOfUsers(db, request.caller, ids);
    },
  });

  app.route({
    ...of(ListUserStores),
    handler: async (request) => {
      const { userId } = request.params;
      await requireReadableUser(db, request.caller, userId);
      return listStores(db, request.caller, { assignedTo: [userId] });
    },
  });

  // A copy: the answer's type is a mutable list.
  app.route({ ...of(GetTimeZones), handler: () => [...TIME_ZONES] });

  app.route({
    ...of(CreateStore),
    handler: async (request) => {
      const { clientId, storeTypeId, storeIdToCopyFrom, storePropertiesToCopy = [] } = request.body;
      requireClientManager(request.caller, clientId);
      const typeRefusal = storeCreateRefusal(storeTypeId);
      if (typeRefusal || !storeTypeId) return refused(typeRefusal ?? STORE_MESSAGES.storeTypeInvalid);
      const name = request.body.name.trim();
      if (!name) return refused(STORE_NAME_REQUIRED);
      const parentStoreId = parentStoreFor(storeTypeId, request.body.parentStoreId);
      return db.transaction().execute(async (trx) => {
        const parentProblem = await parentRefusal(trx, clientId, storeTypeId, parentStoreId);
        if (parentProblem) return refused(parentProblem);
        const source = storeIdToCopyFrom ? await findStore(trx, storeIdToCopyFrom) : undefined;
        if (storeIdToCopyFrom && source?.clientId !== clientId) throw forbidden();
        const store = await insertStore(
          trx,
          clientId,
          storeValues(request.body, { name, storeTypeId, parentStoreId }),
          request.caller.userName,
        );
        if (!source) return { ...succeeded, store };
        await copyStoreData(trx, {
          from: source.storeId,
          to: store.storeId,
          by: request.caller.userName,
          types: storePropertiesToCopy,
        });
        // Copied delivery settings are linked from the store row.
        return { ...succeeded, store: await findStore(trx, store.storeId) };
      });
    },
  });

  app.route({ ...of(UpdateStore), handler: (request) => changeStore(db, request.caller, request.body) });

  app.route({
    ...of(DeleteStore),
    handler: async (request) => {
      const { storeId } = request.body;
      // Locking the store row makes a user assignment or spoke added meanwhile wait for the decision.
      return db.transaction().execute(async (trx) => {
        const store = await lockStore(trx, storeId);
        if (!store) throw notFound(`Store ${storeId}`);
        requireClientManager(request.caller, store.clientId);
        const reasons = await whyStoreStays(trx, storeId);
        if (reasons.length)
          return { isSuccess: false, errors: reasons.map((errorMessage) => ({ errorMessage })) };
        await deleteStore(trx, storeId);
        return succeeded;
      });
    },
  });
};

import { storeCreateRefusal, type StoreCopyTypeKey } from '@fulfil/domain';
import type { RestStore, RestStoreFields } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, nullWhenNotFound, userErrors } from '../errors.js';
import type { Resolvers, StoreCopyData, StoreInput, StoreType } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

const STORE_TYPES: Record<number, StoreType> = { 1: 'HUB', 2: 'SPOKE', 3: 'STANDALONE' };
const STORE_TYPE_IDS: Record<StoreType, number> = { HUB: 1, SPOKE: 2, STANDALONE: 3 };

/** The REST contract's copy data type keys. */
const COPY_KEYS: Record<StoreCopyData, StoreCopyTypeKey> = {
  FOOD_SAFETY_TYPES: 'fsts',
  ITEM_CATEGORIES: 'itemcats',
  ZONES: 'zones',
  SECTIONS_AND_SHELVES: 'merchlocations',
  CARRYOUT_SECTIONS: 'carryout',
  DELIVERY_SETTINGS: 'sdp',
  STORE_ATTRIBUTES: 'attrs',
};

/** A store row in the GraphQL Store shape, for error extensions, which no field resolver reaches. */
export const storeShape = (store: RestStore) => ({
  __typename: 'Store',
  ...store,
  id: String(store.storeId),
  clientId: String(store.clientId),
  storeType: STORE_TYPES[store.storeTypeId] ?? null,
  parentStoreId: store.parentStoreId === null ? null : String(store.parentStoreId),
});

/** Announces a stored store to the subscribers of its client. */
export const publishStoreChanged = (context: GatewayContext, store: RestStore) =>
  publishClientEvent(context, 'StoreChanged', store.clientId, { store });

function restFields(input: StoreInput): RestStoreFields {
  return {
    name: input.name.trim(),
    storeTypeId: input.storeType ? STORE_TYPE_IDS[input.storeType] : null,
    parentStoreId: input.parentStoreId ? Number(input.parentStoreId) : null,
    storeSourceKey: input.storeSourceKey ?? null,
    location: input.location ?? null,
    stateProvince: input.stateProvince ?? null,
    timeZoneName: input.timeZoneName ?? null,
  };
}

/** The spec's refusal of a store without a type, before anything is sent. */
function typeRefusal(fields: RestStoreFields) {
  const message = storeCreateRefusal(fields.storeTypeId);
  return message ? [{ field: 'storeType', message }] : [];
}

export const storesResolvers: Resolvers = {
  Query: {
    stores: (_parent, { clientId }, { api }) =>
      clientId ? api.storesOfClient(Number(clientId)) : api.stores(),
    store: (_parent, { id }, { api }) => nullWhenNotFound(api.store(Number(id))),
    timeZones: (_parent, _args, { api }) => api.timeZones(),
  },
  Mutation: {
    createStore: async (_parent, { clientId, input, copyFrom }, context) => {
      const fields = restFields(input);
      const refusal = typeRefusal(fields);
      if (refusal.length > 0) return { store: null, errors: refusal };
      const result = await context.api.createStore({
        ...fields,
        clientId: Number(clientId),
        storeIdToCopyFrom: copyFrom ? Number(copyFrom.storeId) : null,
        storePropertiesToCopy: copyFrom?.data.map((data) => COPY_KEYS[data]) ?? [],
      });
      const store = result.isSuccess ? result.store : null;
      if (!store) return { store: null, errors: userErrors(result) };
      await publishStoreChanged(context, store);
      return { store, errors: [] };
    },
    updateStore: async (_parent, { id, version, input }, context) => {
      const fields = restFields(input);
      const refusal = typeRefusal(fields);
      if (refusal.length > 0) return { store: null, errors: refusal };
      const store = await context.api
        .updateStore({ ...fields, storeId: Number(id), version })
        .catch((error: unknown) => {
          throw conflictWithCurrent(error, storeShape);
        });
      await publishStoreChanged(context, store);
      return { store, errors: [] };
    },
    deleteStore: async (_parent, { id }, context) => {
      const storeId = Number(id);
      // Read first: the event needs the client, and the row is gone afterwards.
      const { clientId } = await context.api.store(storeId);
      const result = await context.api.deleteStore(storeId);
      if (!result.isSuccess) return { deletedId: null, errors: userErrors(result) };
      await publishClientEvent(context, 'StoreDeleted', clientId, { storeId });
      return { deletedId: storeId, errors: [] };
    },
  },
  Store: {
    id: (store) => store.storeId,
    storeType: (store) => STORE_TYPES[store.storeTypeId] ?? null,
    storeDeliveryProviderId: (store) => store.storeDeliveryProviderId || null,
    client: (store, _args, { loaders }) => nullWhenNotFound(loaders.client.load(store.clientId)),
  },
  StoreChanged: { eventId: (event) => event.id, store: (event) => event.payload.store },
  StoreDeleted: { eventId: (event) => event.id, storeId: (event) => event.payload.storeId },
};

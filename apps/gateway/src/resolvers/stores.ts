import { nullWhenNotFound } from '../errors.js';
import type { Resolvers, StoreType } from '../generated/resolvers-types.js';

const STORE_TYPES: Record<number, StoreType> = { 1: 'HUB', 2: 'SPOKE', 3: 'STANDALONE' };

export const storesResolvers: Resolvers = {
  Query: {
    stores: (_parent, { clientId }, { api }) =>
      clientId ? api.storesOfClient(Number(clientId)) : api.stores(),
    store: (_parent, { id }, { api }) => nullWhenNotFound(api.store(Number(id))),
  },
  Store: {
    id: (store) => store.storeId,
    storeType: (store) => (store.storeTypeId ? (STORE_TYPES[store.storeTypeId] ?? null) : null),
    client: (store, _args, { api }) => nullWhenNotFound(api.client(store.clientId)),
  },
};

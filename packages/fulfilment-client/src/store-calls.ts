import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';

/**
 * Reading, creating, changing and deleting stores, and the time zones they may have
 * (docs/rest-contract.md, "Stores"), bound to one session's `call`.
 */
export const storeCalls = (call: ContractCall) => ({
  stores: () => call(contract.ListStores),
  store: (id: number) => call(contract.GetStore, { params: { id } }),
  storesOfClient: (clientId: number) => call(contract.ListClientStores, { params: { clientId } }),
  storesOfUser: (userId: number) => call(contract.ListUserStores, { params: { userId } }),
  /** The stores of several clients within scope, in one call (at most MAX_BATCH_IDS ids). */
  storesOfClients: (clientIds: readonly number[]) =>
    call(contract.GetStoresByClientIds, { querystring: { ids: [...clientIds] } }),
  /** Each user's assigned stores within scope, in the order of `userIds` (at most MAX_BATCH_IDS). */
  storesOfUsers: (userIds: readonly number[]) =>
    call(contract.GetStoresByUserIds, { querystring: { ids: [...userIds] } }),

  timeZones: () => call(contract.GetTimeZones),
  createStore: (body: contract.CreateStoreBody) => call(contract.CreateStore, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored store. */
  updateStore: (body: contract.UpdateStoreBody) => call(contract.UpdateStore, { body }),
  deleteStore: (storeId: number) => call(contract.DeleteStore, { body: { storeId } }),
});

import type { RestOutcome, RestStore } from './types.js';
import type {
  RestCreateStoreBody,
  RestCreateStoreResult,
  RestTimeZone,
  RestUpdateStoreBody,
} from './store-types.js';

/** Creating, changing and deleting stores, and the time zones they may have (docs/rest-contract.md, "Stores"). */
export interface StoreApi {
  timeZones(): Promise<RestTimeZone[]>;
  createStore(body: RestCreateStoreBody): Promise<RestCreateStoreResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored store. */
  updateStore(body: RestUpdateStoreBody): Promise<RestStore>;
  deleteStore(storeId: number): Promise<RestOutcome>;
}

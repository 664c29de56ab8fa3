import type { Call } from './layout-calls.js';
import type { StoreApi } from './store-api.js';

/** Binds the store calls to one session's `call`. */
export function storeCalls(call: Call): StoreApi {
  return {
    timeZones: () => call('GET', '/store/timezones'),
    createStore: (body) => call('POST', '/store/Create', body),
    updateStore: (body) => call('PUT', '/store/Update', body),
    deleteStore: (storeId) => call('PUT', '/store/Delete', { storeId }),
  };
}

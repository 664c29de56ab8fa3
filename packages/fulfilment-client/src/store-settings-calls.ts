import type { Call } from './layout-calls.js';
import type { StoreSettingsApi } from './store-settings-api.js';
import type { RestStoreAttribute, RestStoreAttributeKey } from './store-settings-types.js';

/** Binds the store delivery provider and store attribute calls to one session's `call`. */
export function storeSettingsCalls(call: Call): StoreSettingsApi {
  return {
    storeDelivery: (storeId) => call('GET', `/store/StoreDeliveryProvider/${storeId}`),
    createDeliveryProvider: (body) => call('POST', '/store/StoreDeliveryProvider', body),
    updateDeliveryProvider: (body) => call('PUT', '/store/StoreDeliveryProvider', body),
    enableDeliveryProvider: (storeId, isEnabled) =>
      call('POST', `/store/StoreDeliveryProvider/${storeId}/enable`, { isEnabled, storeId }),

    storeAttributes: async (storeId) =>
      (await call<{ storeAttributes: RestStoreAttribute[] }>('GET', `/store/storeAttributes/${storeId}`))
        .storeAttributes,
    storeAttributeKeys: async () =>
      (
        await call<{ appStoreAttributeTypes: RestStoreAttributeKey[] }>(
          'GET',
          '/store/storeAttributePossibleKeys/types',
        )
      ).appStoreAttributeTypes,
    createStoreAttribute: (body) => call('POST', '/store/storeAttribute', body),
    updateStoreAttribute: (body) => call('PUT', '/store/storeAttribute', body),
    deleteStoreAttribute: (storeAttributeId, storeId) =>
      call('DELETE', '/store/storeAttribute', { storeAttributeId, storeId }),
  };
}

import type { AppAttributesApi } from './app-attributes-api.js';
import type { RestAppAttribute, RestAppAttributeKey } from './app-attributes-types.js';
import type { Call } from './layout-calls.js';

/** Binds the application attribute calls to one session's `call`. */
export function appAttributesCalls(call: Call): AppAttributesApi {
  return {
    appAttributes: async (clientId) =>
      (await call<{ appAttributes: RestAppAttribute[] }>('GET', `/client/appattributes/${clientId}`))
        .appAttributes,
    appAttributeKeys: async () =>
      (
        await call<{ appAttributeTypes: RestAppAttributeKey[] }>(
          'GET',
          '/client/appAttributePossibleKeys/types',
        )
      ).appAttributeTypes,
    createAppAttribute: (body) => call('POST', '/client/appAttribute/Create', body),
    updateAppAttribute: (body) => call('PUT', '/client/appattribute/Update', body),
    deleteAppAttribute: (appAttributeId, clientId) =>
      call('PUT', '/client/appAttribute/Delete', { appAttributeId, clientId }),
  };
}

import type { IntegrationsApi } from './integrations-api.js';
import type { Call } from './layout-calls.js';

/** Binds the integration calls to one session's `call`. */
export function integrationsCalls(call: Call): IntegrationsApi {
  return {
    integrationsOfClient: (clientId) => call('GET', `/clientintegrations/GetByClientId/${clientId}/Details`),
    integration: (integrationId) => call('GET', `/clientintegrations/GetDetails/${integrationId}`),
    integrationTypes: () => call('GET', '/clientintegrations/GetIntegrationTypes'),
    integrationProviders: (integrationTypeId) =>
      call(
        'GET',
        integrationTypeId === undefined
          ? '/clientintegrations/GetIntegrationProviders'
          : `/clientintegrations/GetIntegrationProviders/ByTypes/${integrationTypeId}`,
      ),
    createIntegration: (body) => call('POST', '/clientintegrations/create', body),
    updateIntegration: (body) => call('PUT', '/clientIntegrations/update', body),
    deleteIntegration: (integrationId) => call('DELETE', `/clientIntegrations/delete/${integrationId}`),
  };
}

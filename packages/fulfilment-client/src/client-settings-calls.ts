import type { ClientSettingsApi } from './client-settings-api.js';
import type { RestCreditDefinition, RestHelpItem } from './client-settings-types.js';
import type { Call } from './layout-calls.js';

const CREDIT_DEFINITION = '/client/customerCreditDefinition';

/** Binds the custom field, credit definition and help calls to one session's `call`. */
export function clientSettingsCalls(call: Call): ClientSettingsApi {
  return {
    customFields: (clientId) => call('GET', `/customfield/client/${clientId}`),
    createCustomField: (body) => call('POST', '/customfield/create', body),
    updateCustomField: (body) => call('PUT', '/customfield/update', body),
    deleteCustomField: (body) => call('DELETE', '/customfield/delete', body),

    creditDefinitions: async () =>
      (await call<{ customerCreditDefinitions: RestCreditDefinition[] }>('GET', CREDIT_DEFINITION))
        .customerCreditDefinitions,
    createCreditDefinition: (body) => call('POST', CREDIT_DEFINITION, body),
    updateCreditDefinition: (body) => call('PUT', CREDIT_DEFINITION, body),
    deleteCreditDefinition: (definition) => call('DELETE', CREDIT_DEFINITION, definition),

    helpItems: async (clientId) =>
      (await call<{ helpItems: RestHelpItem[] }>('GET', `/client/gethelp/${clientId}`)).helpItems,
    updateHelp: (body) => call('PUT', '/client/updatehelp/', body),
  };
}

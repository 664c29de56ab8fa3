import type { BrandingApi } from './branding-api.js';
import type { Call } from './layout-calls.js';

/** Binds the branding calls to one session's `call`. */
export function brandingCalls(call: Call): BrandingApi {
  return {
    logo: (clientId, filePrefix) => call('GET', `/client/GetLogo/${clientId}/${filePrefix}`),
    saveLogo: (body) => call('POST', '/client/SaveLogo', body),
    deleteLogo: (clientId, filePrefix) => call('PUT', `/client/DeleteLogo/${clientId}/${filePrefix}`),
  };
}

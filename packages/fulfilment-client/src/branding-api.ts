import type { RestOutcome } from './types.js';
import type { RestLogo, RestLogoPrefix, RestSaveLogoBody, RestSaveLogoResult } from './branding-types.js';

/** The branding images of a client (docs/rest-contract.md, "Branding"). */
export interface BrandingApi {
  /** Rejects with a NOT_FOUND `UpstreamError` when the client has no such logo. */
  logo(clientId: number, filePrefix: RestLogoPrefix): Promise<RestLogo>;
  saveLogo(body: RestSaveLogoBody): Promise<RestSaveLogoResult>;
  deleteLogo(clientId: number, filePrefix: RestLogoPrefix): Promise<RestOutcome>;
}

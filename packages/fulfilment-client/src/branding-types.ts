/** Payloads of the branding calls (docs/rest-contract.md, "Branding"). */
import type { RestOutcome } from './types.js';

/** Which logo: the app logo or the report logo. */
export type RestLogoPrefix = 'app' | 'report';

/** A stored logo without its image. */
export interface RestLogoInfo {
  clientId: number;
  filePrefix: RestLogoPrefix;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** Answer of GET client/GetLogo/{clientId}/{filePrefix}. */
export interface RestLogo extends RestLogoInfo {
  /** Base64 PNG, without the data: prefix. */
  imageData: string;
}

/** Body of POST client/SaveLogo. */
export interface RestSaveLogoBody {
  clientId: number;
  filePrefix: RestLogoPrefix;
  imageData: string;
}

/** Answer of POST client/SaveLogo. */
export interface RestSaveLogoResult extends RestOutcome {
  logo?: RestLogoInfo | null;
}

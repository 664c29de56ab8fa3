import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';

/** The branding images of a client (docs/rest-contract.md, "Branding"), bound to one session's `call`. */
export const brandingCalls = (call: ContractCall) => ({
  /** Rejects with a NOT_FOUND `UpstreamError` when the client has no such logo. */
  logo: (clientId: number, filePrefix: contract.LogoPrefix) =>
    call(contract.GetLogo, { params: { clientId, filePrefix } }),
  saveLogo: (body: contract.SaveLogoBody) => call(contract.SaveLogo, { body }),
  deleteLogo: (clientId: number, filePrefix: contract.LogoPrefix) =>
    call(contract.DeleteLogo, { params: { clientId, filePrefix } }),
});

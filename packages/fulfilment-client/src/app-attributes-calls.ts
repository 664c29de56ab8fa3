import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';
import { unwrapped } from './unwrap.js';

/**
 * Application attributes of a client (docs/rest-contract.md, "Application attributes"), bound to one
 * session's `call`.
 */
export const appAttributesCalls = (call: ContractCall) => ({
  appAttributes: (clientId: number) =>
    unwrapped(call(contract.GetAppAttributes, { params: { clientId } }), 'appAttributes'),
  appAttributeKeys: () => unwrapped(call(contract.GetAppAttributeKeys), 'appAttributeTypes'),
  createAppAttribute: (body: contract.CreateAppAttributeBody) => call(contract.CreateAppAttribute, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored attribute. */
  updateAppAttribute: (body: contract.UpdateAppAttributeBody) => call(contract.UpdateAppAttribute, { body }),
  deleteAppAttribute: (appAttributeId: number, clientId: number) =>
    call(contract.DeleteAppAttribute, { body: { appAttributeId, clientId } }),
});

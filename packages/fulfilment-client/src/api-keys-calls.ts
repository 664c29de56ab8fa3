import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';
import { unwrapped } from './unwrap.js';

/** A client's API keys (docs/rest-contract.md, "API keys"), bound to one session's `call`. */
export const apiKeysCalls = (call: ContractCall) => ({
  apiKeysOfClient: (clientId: number) =>
    unwrapped(call(contract.GetApiKeys, { params: { clientId } }), 'apiKeys'),
  /** Answers the key itself (`secret`) this once. */
  createApiKey: (body: contract.CreateApiKeyBody) => call(contract.CreateApiKey, { body }),
  revokeApiKey: (apiKeyId: number) => call(contract.RevokeApiKey, { params: { apiKeyId } }),
});

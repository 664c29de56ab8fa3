import type { Call } from './layout-calls.js';

export type {
  ApiKey as RestApiKey,
  CreateApiKeyBody as RestCreateApiKeyBody,
  CreateApiKeyResult as RestCreateApiKeyResult,
  RevokeApiKeyResult as RestRevokeApiKeyResult,
} from '@fulfil/rest-contract';
import type { ApiKey, CreateApiKeyBody, CreateApiKeyResult, RevokeApiKeyResult } from '@fulfil/rest-contract';

/** A client's API keys (docs/rest-contract.md, "API keys"). */
export interface ApiKeysApi {
  apiKeysOfClient(clientId: number): Promise<ApiKey[]>;
  /** Answers the key itself (`secret`) this once. */
  createApiKey(body: CreateApiKeyBody): Promise<CreateApiKeyResult>;
  revokeApiKey(apiKeyId: number): Promise<RevokeApiKeyResult>;
}

/** Binds the API key calls to one session's `call`. */
export function apiKeysCalls(call: Call): ApiKeysApi {
  return {
    apiKeysOfClient: async (clientId) =>
      (await call<{ apiKeys: ApiKey[] }>('GET', `/apikey/client/${clientId}`)).apiKeys,
    createApiKey: (body) => call('POST', '/apikey', body),
    revokeApiKey: (apiKeyId) => call('DELETE', `/apikey/${apiKeyId}`),
  };
}

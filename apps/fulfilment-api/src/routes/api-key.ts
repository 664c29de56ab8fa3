import { API_KEY_MESSAGES, apiKeyErrors, apiKeyStores, isApiKeyRole } from '@fulfil/domain';
import { CreateApiKey, GetApiKeys, RevokeApiKey } from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { findApiKey, insertApiKey, listApiKeys, revokeApiKey } from '../queries/api-keys.js';
import { storeIdsOfClient } from '../queries/stores.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/**
 * A client's keys are managed by its managers in person: a key never makes or revokes keys, so a
 * leaked one cannot give itself a successor.
 */
function requireKeyManager(caller: Caller, clientId: number): void {
  if (caller.apiKeyId !== undefined) throw forbidden();
  requireClientManager(caller, clientId);
}

export const apiKeyRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetApiKeys),
    handler: async (request) => {
      const { clientId } = request.params;
      requireKeyManager(request.caller, clientId);
      return { apiKeys: await listApiKeys(db, clientId) };
    },
  });

  app.route({
    ...of(CreateApiKey),
    handler: async (request) => {
      const { clientId, name, role } = request.body;
      requireKeyManager(request.caller, clientId);
      const storeIds = request.body.storeIds ?? [];
      const [problem] = apiKeyErrors({ name, role, storeIds });
      if (problem || !isApiKeyRole(role)) return refused(problem?.message ?? API_KEY_MESSAGES.role);
      const stores = apiKeyStores(role, storeIds);
      const own = new Set(await storeIdsOfClient(db, clientId));
      const foreign = stores.filter((storeId) => !own.has(storeId));
      if (foreign.length)
        throw badRequest(`storeIds: ${foreign.join(', ')} are not stores of client ${clientId}.`);
      const created = await insertApiKey(
        db,
        { clientId, name: name.trim(), role, storeIds: stores },
        request.caller.userName,
      ).catch(missingClient(clientId));
      return { ...succeeded, ...created };
    },
  });

  app.route({
    ...of(RevokeApiKey),
    handler: async (request) => {
      const { apiKeyId } = request.params;
      const key = await findApiKey(db, apiKeyId);
      if (!key) throw notFound(`API key ${apiKeyId}`);
      requireKeyManager(request.caller, key.clientId);
      const revoked = await revokeApiKey(db, apiKeyId, request.caller.userName);
      if (!revoked) return refused(API_KEY_MESSAGES.revoked);
      return { ...succeeded, apiKey: revoked };
    },
  });
};

import { apiKeyErrors } from '@fulfil/domain';
import type { RestApiKey } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { userErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

/** Tells the client's admins' screens, and every gateway's session guard: a revoked key's sockets close. */
const published = (context: GatewayContext, apiKey: RestApiKey) =>
  publishClientEvent(context, 'ApiKeyChanged', apiKey.clientId, { apiKey });

export const apiKeysResolvers: Resolvers = {
  Query: {
    apiKeys: (_parent, { clientId }, { api }) => api.apiKeysOfClient(Number(clientId)),
  },
  Mutation: {
    createApiKey: async (_parent, { clientId, input }, context) => {
      const storeIds = (input.storeIds ?? []).map(Number);
      const refusals = apiKeyErrors({ ...input, storeIds });
      if (refusals.length > 0) return { apiKey: null, secret: null, errors: refusals };
      const result = await context.api.createApiKey({ ...input, clientId: Number(clientId), storeIds });
      if (!result.isSuccess || !result.apiKey || !result.secret)
        return { apiKey: null, secret: null, errors: userErrors(result) };
      await published(context, result.apiKey);
      return { apiKey: result.apiKey, secret: result.secret, errors: [] };
    },
    revokeApiKey: async (_parent, { id }, context) => {
      const result = await context.api.revokeApiKey(Number(id));
      if (!result.isSuccess || !result.apiKey) return { apiKey: null, errors: userErrors(result) };
      await published(context, result.apiKey);
      return { apiKey: result.apiKey, errors: [] };
    },
  },
  ApiKey: { id: (key) => key.apiKeyId },
  ApiKeyChanged: { eventId: (event) => event.id, apiKey: (event) => event.payload.apiKey },
};

import { adminPortalRefusal, LOGIN_MESSAGES, normaliseUserName } from '@fulfil/domain';
import {
  UpstreamError,
  type FulfilmentApi,
  type RestLoginResult,
  type RestStore,
  type RestUser,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import type { LoginResult, Resolvers } from '../generated/resolvers-types.js';

type LoginAnswer = Omit<LoginResult, 'user'> & { user: RestUser | null };

const refused = (message: string): LoginAnswer => ({
  token: null,
  expiresAt: null,
  user: null,
  errors: [{ message }],
});

/**
 * A signed-in answer, unless the user may not enter the admin portal. The rest of the operation
 * (the user's stores, say) then acts with the new token.
 */
async function signedIn(session: RestLoginResult, context: GatewayContext): Promise<LoginAnswer> {
  if (!session.token) return refused(LOGIN_MESSAGES.noToken);
  const api = context.api.withSession({ token: session.token });
  const user = await api.userById(session.userId);
  const refusal = adminPortalRefusal(user);
  if (refusal) return refused(refusal);
  context.api = api;
  return { token: session.token, expiresAt: session.expiresAt, user, errors: [] };
}

/** Every store for a systemAdmin, the client's stores for a clientAdmin, the assigned stores otherwise. */
function storesOf(user: RestUser, api: FulfilmentApi): Promise<RestStore[]> {
  if (user.role === 'systemAdmin') return api.stores();
  if (user.role === 'clientAdmin' && user.client) return api.storesOfClient(user.client);
  return api.storesOfUser(user.id);
}

export const accessResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { user, api }) => (user ? api.userById(user.id) : null),
    roles: (_parent, _args, { api }) => api.roles(),
  },
  Mutation: {
    login: async (_parent, { email, password }, context) => {
      try {
        return await signedIn(await context.api.loginWithEmail(normaliseUserName(email), password), context);
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED')
          return refused(LOGIN_MESSAGES.noToken);
        throw error;
      }
    },
    refreshToken: async (_parent, _args, context) => signedIn(await context.api.refreshToken(), context),
  },
  User: {
    id: (user) => user.id,
    email: (user) => user.emailAddress,
    firstName: (user) => user.firstname,
    lastName: (user) => user.lastname,
    clientId: (user) => user.client || null,
    claims: (user) => user.claims ?? [],
    stores: (user, _args, { api }) => storesOf(user, api),
  },
};

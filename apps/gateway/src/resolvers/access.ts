import { adminPortalRefusal, LOGIN_MESSAGES, normaliseUserName } from '@fulfil/domain';
import {
  UpstreamError,
  type RestLoginApp,
  type RestLoginResult,
  type RestLoginSettings,
  type RestResponseMessage,
  type RestUser,
} from '@fulfil/fulfilment-client';
import { ACCESS_SCOPE } from '@fulfil/live';
import { isApiKey } from '../auth/viewer.js';
import { actAs, type GatewayContext } from '../context.js';
import type { LoginResult, Resolvers } from '../generated/resolvers-types.js';
import { publishChange } from '../live/publish.js';
import { type FieldMap } from './shape.js';

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
  actAs(context, api);
  return { token: session.token, expiresAt: session.expiresAt, user, errors: [] };
}

/**
 * A refused sign-in in the API's words, else `message`; too many attempts in the API's words
 * (when to try again); other failures stay errors.
 */
function refusedWhenUnauthenticated(error: unknown, message?: string): LoginAnswer {
  if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') {
    return refused(message ?? error.message);
  }
  if (error instanceof UpstreamError && error.code === 'RATE_LIMITED') return refused(error.message);
  throw error;
}

const loginSettingsFields = {
  useOAuth: (settings) => settings.useOAuth,
  authorizationBaseUrl: (settings) => settings.authorizationBaseUrl,
  accessTokenEndpoint: (settings) => settings.accessTokenEndpoint,
  logoutEndpoint: (settings) => settings.logoutEndpoint,
  scope: (settings) => settings.scope,
  apps: (settings) => settings.apps,
} satisfies FieldMap<RestLoginSettings>;

const loginAppFields = {
  appType: (app) => app.appType,
  appId: (app) => app.appId,
  responseType: (app) => app.responseType,
  redirectUrl: (app) => app.redirectUrl,
  pkceEnabled: (app) => app.pkceEnabled,
} satisfies FieldMap<RestLoginApp>;

const passwordResetFields = {
  ok: (answer) => answer.responseCode === 0,
  message: (answer) => answer.responseMessage,
} satisfies FieldMap<RestResponseMessage>;

export const accessResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { user, api }) => (user && !isApiKey(user) ? api.userById(user.id) : null),
    roles: (_parent, _args, { api }) => api.roles(),
    // Public: the login page reads it before anyone is signed in.
    clientLoginSettings: (_parent, { clientId }, { api }) => api.loginSettings(Number(clientId)),
  },
  Mutation: {
    login: async (_parent, { email, password }, context) => {
      try {
        return await signedIn(await context.api.loginWithEmail(normaliseUserName(email), password), context);
      } catch (error) {
        return refusedWhenUnauthenticated(error, LOGIN_MESSAGES.noToken);
      }
    },
    loginWithAccessToken: async (_parent, { clientId, accessToken }, context) => {
      try {
        return await signedIn(await context.api.loginWithAccessToken(Number(clientId), accessToken), context);
      } catch (error) {
        return refusedWhenUnauthenticated(error);
      }
    },
    requestPasswordReset: (_parent, { email }, { api }) => api.sendPasswordResetEmail(email.trim()),
    resetPassword: async (_parent, { email, token, newPassword }, context) => {
      const answer = await context.api.resetPassword(email.trim(), token, newPassword);
      // The API has ended the sessions signed in before; open sockets of that person close too.
      if (answer.responseCode === 0) await publishChange(context, 'AccessChanged', ACCESS_SCOPE, { email });
      return answer;
    },
    refreshToken: async (_parent, _args, context) => signedIn(await context.api.refreshToken(), context),
  },
  LoginSettings: loginSettingsFields,
  LoginApp: loginAppFields,
  PasswordResetPayload: passwordResetFields,
};

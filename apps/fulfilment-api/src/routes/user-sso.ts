import { LOGIN_MESSAGES, SSO_MESSAGES } from '@fulfil/domain';
import { LoginWithAccessToken } from '@fulfil/rest-contract';
import { request as httpRequest } from 'undici';
import { unauthorized } from '../errors.js';
import { findLoginSettings } from '../queries/login-settings.js';
import { findSessionUser } from '../queries/users.js';
import type { Services } from '../services.js';
import { loginAnswer } from './login-answer.js';
import { refused, throttle } from '../auth/throttle.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Login with an access token of the client's identity provider (spec 1 sections 4, 7 and 8). */

const PROVIDER_TIMEOUT_MS = 10_000;

async function getJson(url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await httpRequest(url, {
    headers: { accept: 'application/json', ...headers },
    headersTimeout: PROVIDER_TIMEOUT_MS,
    bodyTimeout: PROVIDER_TIMEOUT_MS,
  });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new Error(`${url} answered ${response.statusCode}`);
  }
  return (await response.body.json()) as Record<string, unknown>;
}

/**
 * The e-mail the provider vouches for: its OpenID discovery document names the userinfo endpoint,
 * which answers only for a valid access token.
 */
async function verifiedEmail(issuer: string, accessToken: string): Promise<string> {
  const discovery = await getJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (typeof discovery.userinfo_endpoint !== 'string')
    throw new Error('The provider has no userinfo endpoint.');
  const userinfo = await getJson(discovery.userinfo_endpoint, { authorization: `Bearer ${accessToken}` });
  if (typeof userinfo.email !== 'string' || !userinfo.email) throw new Error('The userinfo has no e-mail.');
  return userinfo.email;
}

export const userSsoRoutes: ContractRoutes<Services> = async (app, { db, tokens }) => {
  app.route({
    ...of(LoginWithAccessToken),
    config: { public: true },
    // The access token names no account the API knows yet: the address stands in for it.
    ...throttle(app, 'sign-in', () => undefined, refused),
    handler: async (request) => {
      const { clientId, accessToken } = request.body;
      const settings = await findLoginSettings(db, clientId);
      if (!settings?.useOAuth || !settings.baseUrl) throw unauthorized(LOGIN_MESSAGES.ssoUnavailable);
      let email: string;
      try {
        email = await verifiedEmail(settings.baseUrl, accessToken);
      } catch (error) {
        request.log.info({ err: error, clientId }, 'access token refused');
        throw unauthorized(SSO_MESSAGES.credentialsNotValidated);
      }
      const user = await findSessionUser(db, { email });
      if (!user || user.clientId !== clientId) throw unauthorized(SSO_MESSAGES.credentialsNotValidated);
      return loginAnswer(tokens, user);
    },
  });
};

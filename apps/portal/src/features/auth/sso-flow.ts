import { ssoAdminApp } from '@fulfil/domain';
import type { ClientLoginSettingsQuery } from '../../gql/graphql';
import { requestTokens, type ProviderTokens } from '../../lib/identity-provider';
import {
  authorizeUrl,
  base64Url,
  codeChallenge,
  codeExchangeForm,
  codeVerifier,
  CODE_VERIFIER_LENGTH,
} from './pkce';

/** The sign-in under way at the provider; kept for this tab only, as the callback returns to it. */
const PENDING_KEY = 'ssoPendingSignIn';

export interface PendingSignIn {
  clientId: string;
  appId: string;
  accessTokenEndpoint: string;
  logoutEndpoint: string | null;
  verifier: string;
  state: string;
}

type LoginSettings = ClientLoginSettingsQuery['clientLoginSettings'];

/** The callback address registered with the provider. */
export const oauthRedirectUri = () => `${window.location.origin}/oauthlogin`;

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/**
 * Prepares the code flow with PKCE and answers the provider's authorize address, or null when the
 * client's settings do not offer single sign-on to the portal.
 */
export async function beginSsoSignIn(clientId: string, settings: LoginSettings): Promise<string | null> {
  const sso = ssoAdminApp(settings);
  if (!sso) return null;
  const pending: PendingSignIn = {
    clientId,
    appId: sso.app.appId,
    accessTokenEndpoint: sso.accessTokenEndpoint,
    logoutEndpoint: settings.logoutEndpoint ?? null,
    verifier: codeVerifier(randomBytes(CODE_VERIFIER_LENGTH)),
    state: base64Url(randomBytes(16)),
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return authorizeUrl({
    authorizationBaseUrl: sso.authorizationBaseUrl,
    appId: pending.appId,
    redirectUri: oauthRedirectUri(),
    state: pending.state,
    challenge: await codeChallenge(pending.verifier),
  });
}

/** The pending sign-in the provider answered, once: only when the state it sent back is ours. */
export function takePendingSignIn(state: string | null): PendingSignIn | null {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!stored) return null;
  const pending = JSON.parse(stored) as PendingSignIn;
  return pending.state === state ? pending : null;
}

/** Exchanges the code for the provider's tokens; rejects when the provider refuses. */
export function exchangeCode(pending: PendingSignIn, code: string): Promise<ProviderTokens> {
  const form = codeExchangeForm({
    appId: pending.appId,
    verifier: pending.verifier,
    code,
    redirectUri: oauthRedirectUri(),
  });
  return requestTokens(pending.accessTokenEndpoint, form);
}

/** The provider's end-session address that returns to /loginwithbutton, or null without one. */
export function endSessionUrl(logoutEndpoint: string | null, idToken: string | null): string | null {
  if (!logoutEndpoint) return null;
  try {
    const url = new URL(logoutEndpoint);
    if (idToken) url.searchParams.set('id_token_hint', idToken);
    url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}/loginwithbutton`);
    return url.toString();
  } catch {
    return null;
  }
}

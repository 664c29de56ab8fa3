import { SSO_SCOPE } from '@fulfil/domain';

/** What an identity provider's token endpoint answers. */
export interface ProviderTokens {
  accessToken: string;
  idToken: string | null;
  /** Present when the provider lets the app refresh its tokens. */
  refreshToken: string | null;
}

/** Posts a form to the provider's token endpoint; rejects when the provider refuses. */
export async function requestTokens(endpoint: string, form: URLSearchParams): Promise<ProviderTokens> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
  });
  const tokens = (await response.json()) as {
    access_token?: string;
    id_token?: string;
    refresh_token?: string;
  };
  if (!response.ok || !tokens.access_token)
    throw new Error(`The token endpoint answered ${response.status}.`);
  return {
    accessToken: tokens.access_token,
    idToken: tokens.id_token ?? null,
    refreshToken: tokens.refresh_token ?? null,
  };
}

/**
 * Fresh tokens from the provider for a signed-in session (spec 1 section 7: grant_type, client_id,
 * access_token, refresh_token and scope); rejects when the provider refuses.
 */
export async function refreshAtProvider(sso: {
  accessTokenEndpoint: string;
  appId: string;
  accessToken: string;
  refreshToken: string;
}): Promise<ProviderTokens> {
  const form = new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: sso.appId,
    access_token: sso.accessToken,
    refresh_token: sso.refreshToken,
    scope: SSO_SCOPE,
  });
  const fresh = await requestTokens(sso.accessTokenEndpoint, form);
  // A provider that does not rotate refresh tokens keeps the one it gave before.
  return { ...fresh, refreshToken: fresh.refreshToken ?? sso.refreshToken };
}

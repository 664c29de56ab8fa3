import { ifStarted, obtainTokens, startOidcProvider, type TestOidcProvider } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAtProvider } from './identity-provider';

const APP_ID = 'fulfilment-admin';
const REDIRECT = 'http://localhost/oauthlogin';
const EMAIL = 'lead@demo.test';

let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({ accounts: [EMAIL], clientId: APP_ID, redirectUris: [REDIRECT] });
});

afterAll(() => ifStarted(provider)?.close());

/** The provider's own userinfo answer for an access token: what the API checks at sign-in. */
async function userinfo(accessToken: string) {
  const response = await fetch(`${provider.issuer}/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { email?: string } };
}

describe('refreshing a single-sign-on session at the identity provider', () => {
  it('trades the refresh token for a fresh access token the provider accepts', async () => {
    const signedIn = await obtainTokens(provider, { clientId: APP_ID, redirectUri: REDIRECT, email: EMAIL });
    expect(signedIn.refreshToken).toBeTruthy();

    const fresh = await refreshAtProvider({
      accessTokenEndpoint: `${provider.issuer}/token`,
      appId: APP_ID,
      accessToken: signedIn.accessToken,
      refreshToken: signedIn.refreshToken!,
    });

    expect(fresh.accessToken).not.toBe(signedIn.accessToken);
    expect(fresh.refreshToken).toBeTruthy();
    expect(await userinfo(fresh.accessToken)).toEqual({
      status: 200,
      body: expect.objectContaining({ email: EMAIL }),
    });
  });

  it('rejects when the provider no longer accepts the refresh token', async () => {
    const signedIn = await obtainTokens(provider, { clientId: APP_ID, redirectUri: REDIRECT, email: EMAIL });
    const session = {
      accessTokenEndpoint: `${provider.issuer}/token`,
      appId: APP_ID,
      accessToken: signedIn.accessToken,
      refreshToken: signedIn.refreshToken!,
    };
    await refreshAtProvider(session);
    // The provider rotates refresh tokens: the one just used is spent.
    await expect(refreshAtProvider(session)).rejects.toThrow(/token endpoint answered 400/);
  });
});

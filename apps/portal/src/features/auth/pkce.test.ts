import { SSO_SCOPE } from '@fulfil/domain';
import { describe, expect, it } from 'vitest';
import { authorizeUrl, codeChallenge, codeExchangeForm, codeVerifier, CODE_VERIFIER_LENGTH } from './pkce';

describe('single sign-on with PKCE', () => {
  it('makes a verifier of 128 unreserved characters from 128 random bytes', () => {
    const bytes = Uint8Array.from({ length: CODE_VERIFIER_LENGTH }, (_, n) => (n * 37) % 256);
    const verifier = codeVerifier(bytes);
    expect(verifier).toHaveLength(128);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
  });

  it('challenges with base64url(SHA-256(verifier)) as in RFC 7636 appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('asks the provider for a code with scope profile email openid and method S256', () => {
    const url = new URL(
      authorizeUrl({
        authorizationBaseUrl: 'https://id.example.test/auth?tenant=demo',
        appId: 'portal',
        redirectUri: 'https://portal.example.test/oauthlogin',
        state: 'state-1',
        challenge: 'challenge-1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://id.example.test/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'demo',
      response_type: 'code',
      client_id: 'portal',
      redirect_uri: 'https://portal.example.test/oauthlogin',
      scope: 'profile email openid',
      state: 'state-1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
    });
    expect(SSO_SCOPE).toBe('profile email openid');
  });

  it('exchanges the code with the verifier in a form', () => {
    const form = codeExchangeForm({
      appId: 'portal',
      verifier: 'v',
      code: 'c',
      redirectUri: 'https://portal.example.test/oauthlogin',
    });
    expect(form.toString()).toBe(
      'grant_type=authorization_code&client_id=portal&code_verifier=v&code=c&redirect_uri=https%3A%2F%2Fportal.example.test%2Foauthlogin',
    );
  });
});

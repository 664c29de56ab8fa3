import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { request } from 'undici';

export interface TestOidcProvider {
  /** The issuer URL; its discovery document is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  /** E-mail addresses of the accounts; each signs in with its address as login. */
  accounts: string[];
  /** The client registered for the authorization-code flow with PKCE (a public client). */
  clientId: string;
  redirectUris: string[];
  /** Where the end-session page may send the browser back (RP-initiated logout). */
  postLogoutRedirectUris?: string[];
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, with its development
 * login and consent pages, for tests that need genuine access tokens.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  // The issuer names the port, so the port is taken before the provider exists.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Set(options.accounts.map((email) => email.toLowerCase()));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'none',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) =>
      accounts.has(sub.toLowerCase())
        ? { accountId: sub, claims: () => ({ sub, email: sub, email_verified: true }) }
        : undefined,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    // The portal exchanges the code from the browser, as a single-page app registered with a provider does.
    clientBasedCORS: () => true,
    // Single-page apps refresh without asking for offline_access, as the portal does.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    cookies: { keys: [randomBytes(16).toString('hex')] },
  });
  const handle = provider.callback();
  // Koa's handler answers the request itself, errors included; nothing waits for its promise.
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one browser session with the provider, as its Set-Cookie headers leave them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined) {
    for (const cookie of [setCookie ?? []].flat()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name.trim(), value);
      else this.cookies.delete(name.trim());
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The tokens the provider answers for a code. */
export interface ObtainedTokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
}

/**
 * Signs `email` in at the provider as a browser would (authorization request with a PKCE
 * challenge, the login and consent forms, redirects followed by hand) and exchanges the code for
 * the provider's tokens.
 */
export async function obtainTokens(
  provider: TestOidcProvider,
  flow: { clientId: string; redirectUri: string; email: string },
): Promise<ObtainedTokens> {
  const jar = new CookieJar();
  const verifier = randomBytes(64).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${provider.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: flow.clientId,
    redirect_uri: flow.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();

  const send = async (url: string, form?: Record<string, string>) => {
    const response = await request(url, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: jar.header(),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form && new URLSearchParams(form).toString(),
    });
    jar.store(response.headers['set-cookie']);
    const text = await response.body.text();
    const location = response.headers.location as string | undefined;
    return { status: response.statusCode, text, location: location && new URL(location, url).toString() };
  };

  // Follows redirects; on an interaction page, submits its form (login first, then consent).
  let next = await send(authorize.toString());
  for (let step = 0; step < 12; step += 1) {
    if (next.location?.startsWith(flow.redirectUri)) {
      const code = new URL(next.location).searchParams.get('code');
      if (!code) throw new Error(`The provider refused: ${next.location}`);
      const token = await request(`${provider.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: flow.clientId,
          code,
          code_verifier: verifier,
          redirect_uri: flow.redirectUri,
        }).toString(),
      });
      const body = (await token.body.json()) as {
        access_token?: string;
        refresh_token?: string;
        id_token?: string;
      };
      if (!body.access_token) throw new Error(`No access token: ${JSON.stringify(body)}`);
      return {
        accessToken: body.access_token,
        refreshToken: body.refresh_token ?? null,
        idToken: body.id_token ?? null,
      };
    }
    if (next.location) {
      next = await send(next.location);
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(next.text)?.[1];
    if (!action)
      throw new Error(`Unexpected page from the provider (${next.status}): ${next.text.slice(0, 200)}`);
    const target = new URL(action.replace(/&amp;/g, '&'), provider.issuer).toString();
    next = next.text.includes('name="login"')
      ? await send(target, { prompt: 'login', login: flow.email, password: 'any' })
      : await send(target, { prompt: 'consent' });
  }
  throw new Error('The sign-in at the provider did not finish.');
}

/** The access token of a sign-in at the provider (see obtainTokens). */
export async function obtainAccessToken(
  provider: TestOidcProvider,
  flow: { clientId: string; redirectUri: string; email: string },
): Promise<string> {
  return (await obtainTokens(provider, flow)).accessToken;
}

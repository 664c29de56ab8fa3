import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, expect, test } from './kit.js';
import { ifStarted, startOidcProvider, type TestOidcProvider } from '@fulfil/test-fixtures';

const PORT = Number(process.env.E2E_PORT ?? 4300);
const PORTAL = `http://localhost:${PORT}`;
/** The fulfilment REST API the stack of playwright.config.ts runs beside the gateway. */
const API = `http://localhost:${PORT + 1}`;
const APP_ID = 'fulfilment-admin';
/** A demo user of Demo Grocers, signing in at the provider with this address. */
const SSO_USER = 'lead@demo.test';

let provider: TestOidcProvider;
const clientIds = new Map<string, string>();

async function rest<T>(path: string, init: { method?: string; token?: string; body?: unknown }): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Stores the client's OAuthLoginSettings application attribute; a worker that starts again after a
 * failed test finds it there already and points it at its own provider.
 */
async function setLoginSettings(token: string, clientId: number, value: string): Promise<void> {
  const name = 'OAuthLoginSettings';
  const created = await rest<{ isSuccess: boolean }>('/client/appAttribute/Create', {
    method: 'POST',
    token,
    body: { clientId, name, value },
  });
  if (created.isSuccess) return;
  const stored = await rest<{ appAttributeId: number; version: number }>(
    `/client/${clientId}/appattributes/${name}`,
    { token },
  );
  const updated = await rest<{ isSuccess: boolean }>('/client/appattribute/Update', {
    method: 'PUT',
    token,
    body: { appAttributeId: stored.appAttributeId, version: stored.version, clientId, name, value },
  });
  expect(updated.isSuccess).toBe(true);
}

test.beforeAll(async () => {
  provider = await startOidcProvider({
    accounts: [SSO_USER],
    clientId: APP_ID,
    redirectUris: [`${PORTAL}/oauthlogin`],
    postLogoutRedirectUris: [`${PORTAL}/loginwithbutton`],
  });
  const { token } = await rest<{ token: string }>('/user/LoginWithEmail', {
    method: 'POST',
    body: { Email: 'sysadmin@demo.test', Password: DEMO_PASSWORD },
  });
  const clients = await rest<{ clientId: number; name: string }[]>('/client', { token });
  clients.forEach((client) => clientIds.set(client.name, String(client.clientId)));
  const value = JSON.stringify({
    UseOAuth: true,
    BaseUrl: provider.issuer,
    AuthorizationBaseUrl: `${provider.issuer}/auth`,
    AccessTokenEndpoint: `${provider.issuer}/token`,
    LogoutEndpoint: `${provider.issuer}/session/end`,
    Scope: 'profile email openid',
    Apps: [
      {
        AppType: 'admin',
        AppId: APP_ID,
        ResponseType: 'code',
        PkceEnabled: true,
        RedirectUrl: `${PORTAL}/oauthlogin`,
      },
    ],
  });
  await setLoginSettings(token, Number(clientIds.get('Demo Grocers')), value);
});

test.afterAll(async () => {
  await ifStarted(provider)?.close();
});

/** The provider's pages ask for web fonts; this machine has no way out, so they are refused at once. */
async function offline(page: Page): Promise<void> {
  await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
}

test.describe('single sign-on', () => {
  test('a client’s user signs in at the identity provider and logs out through its end-session page', async ({
    page,
  }) => {
    await offline(page);
    const authorizeRequest = page.waitForRequest((request) =>
      request.url().startsWith(`${provider.issuer}/auth`),
    );
    await page.goto(`/login?clientId=${clientIds.get('Demo Grocers')}`);
    const authorize = new URL((await authorizeRequest).url());
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: APP_ID,
      redirect_uri: `${PORTAL}/oauthlogin`,
      scope: 'profile email openid',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));

    await page.locator('input[name="login"]').fill(SSO_USER);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/store\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByText(SSO_USER).first()).toBeVisible();

    await page.goto('/logout');
    await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${PORTAL}/loginwithbutton`);
    await expect(page.getByRole('button', { name: 'Sign in with your organisation' })).toBeVisible();
    await screenshot(page, 'sso-login-with-button');

    // The session is gone: the shell sends the person back to sign in with the remembered client.
    await page.goto('/store/dashboard');
    await expect(page).toHaveURL(/\/loginwithbutton$/);
  });

  test('a client without single sign-on is said to be unavailable', async ({ page }) => {
    await page.goto(`/login?clientId=${clientIds.get('Other Foods')}`);
    await expect(
      page.getByText('Client login system is not available, please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await screenshot(page, 'sso-unavailable');
  });

  test('a callback without a code returns to the sign-in page', async ({ page }) => {
    await page.goto('/oauthlogin?session_state=x');
    await expect(page).toHaveURL(/\/login$/);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, graphql, screenshot, signedInPage, signIn, expect, test } from './kit.js';

/** The stored session every tab of the browser shares. */
const storedCredentials = (page: Page) => page.evaluate(() => localStorage.getItem('credentials'));

test.describe('one session per browser', () => {
  test('signing out in one tab signs out the other at once, and it stays signed out', async ({ browser }) => {
    const first = await signedInPage(browser, 'clientadmin@demo.test');
    const second = await first.context().newPage();
    await second.goto('/client/dashboard');
    await expect(second.getByRole('heading', { name: 'Client dashboard' })).toBeVisible();

    await first.goto('/logout');
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/, { timeout: 2000 });
    await second.reload();
    await expect(second).toHaveURL(/\/login$/);
    await second.goto('/client/dashboard');
    await expect(second).toHaveURL(/\/login$/);
    expect(await storedCredentials(second)).toBeNull();
  });

  test('a failed token refresh sends a single-sign-on user to the sign-in button, saying why', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    // A single-sign-on session whose token is about to expire, refreshed within seconds.
    await page.evaluate(() => {
      const credentials = JSON.parse(localStorage.getItem('credentials') ?? '{}') as Record<string, unknown>;
      credentials.expiresAt = new Date(Date.now() + 5000).toISOString();
      localStorage.setItem('credentials', JSON.stringify(credentials));
      localStorage.setItem(
        'ssoSession',
        JSON.stringify({
          clientId: '1',
          appId: 'portal',
          accessTokenEndpoint: 'http://127.0.0.1:9/token',
          logoutEndpoint: null,
          idToken: null,
          accessToken: 'provider-token',
          refreshToken: null,
        }),
      );
    });
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('RefreshToken') ? route.abort() : route.continue(),
    );
    await page.goto('/client/dashboard');

    await expect(page).toHaveURL(/\/loginwithbutton$/, { timeout: 15_000 });
    await expect(page.getByRole('status')).toContainText(
      'Your session could not be renewed. Please sign in again.',
    );
    await screenshot(page, 'session-not-renewed');
  });

  test('a token refresh answered after a sign-out in another tab does not sign the browser back in', async ({
    browser,
  }) => {
    const first = await signedInPage(browser, 'clientadmin@demo.test');
    // The stored token is about to expire, so a tab opened now refreshes it within seconds.
    await first.evaluate(() => {
      const credentials = JSON.parse(localStorage.getItem('credentials') ?? '{}') as Record<string, unknown>;
      credentials.expiresAt = new Date(Date.now() + 8000).toISOString();
      localStorage.setItem('credentials', JSON.stringify(credentials));
    });
    const second = await first.context().newPage();
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const refreshAsked = new Promise<void>(
      (resolve) =>
        void second.route('**/graphql', async (route) => {
          if (route.request().postData()?.includes('RefreshToken')) {
            resolve();
            await released;
          }
          await route.continue();
        }),
    );
    await second.goto('/client/dashboard');
    await refreshAsked;

    await first.goto('/logout');
    await expect(first).toHaveURL(/\/login$/);
    const answered = second.waitForResponse((response) =>
      Boolean(response.request().postData()?.includes('RefreshToken')),
    );
    release();
    await answered;

    await expect(second).toHaveURL(/\/login$/);
    expect(await storedCredentials(second)).toBeNull();
    await second.reload();
    await expect(second).toHaveURL(/\/login$/);
  });
});

/** The demo users who may sign in to the portal (README), each with the heading of where they land. */
const PORTAL_USERS = [
  'sysadmin@demo.test',
  'clientadmin@demo.test',
  'otheradmin@demo.test',
  'manager@demo.test',
  'nostores@demo.test',
  'lead@demo.test',
  'shopper@demo.test',
] as const;

/** Demo Grocers and its store Downtown Hub, as ids a browser remembers (asked once: sign-ins are rate-limited). */
async function demoIds(request: APIRequestContext): Promise<{ client: string; store: string }> {
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: 'clientadmin@demo.test', p: DEMO_PASSWORD },
  );
  const { stores } = await graphql<{ stores: { id: string; name: string; clientId: string }[] }>(
    request,
    '{ stores { id name clientId } }',
    {},
    login.token,
  );
  const downtown = stores.find((store) => store.name === 'Downtown Hub');
  if (!downtown) throw new Error('the demo data has no Downtown Hub');
  return { client: downtown.clientId, store: downtown.id };
}

/** The address changes while the page reloads and settles for 3 s. */
async function addressChangesOnReload(page: Page): Promise<string[]> {
  const addresses: string[] = [];
  const record = (frame: { url(): string }) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  };
  page.on('framenavigated', record);
  await page.reload();
  await page.waitForTimeout(3000);
  page.off('framenavigated', record);
  return addresses;
}

test.describe('landing without back and forth', () => {
  let ids: { client: string; store: string };
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    ids = await demoIds(context.request);
    await context.close();
  });

  for (const email of PORTAL_USERS) {
    test(`${email} settles on a page with or without a remembered client and store`, async ({ browser }) => {
      test.slow();
      const page = await signedInPage(browser, email);
      const [rememberedClient, rememberedStore] = await page.evaluate(() => [
        localStorage.getItem('navClient'),
        localStorage.getItem('navStore'),
      ]);
      const variants: [name: string, client: string | null, store: string | null][] = [
        ['as remembered at sign-in', rememberedClient ?? null, rememberedStore ?? null],
        ['with Demo Grocers and Downtown Hub', ids.client, ids.store],
        ['with Demo Grocers only', ids.client, null],
        ['with Downtown Hub only', null, ids.store],
        ['with nothing remembered', null, null],
      ];
      for (const [name, client, store] of variants) {
        await page.evaluate(
          ([navClient, navStore]) => {
            for (const [key, value] of [
              ['navClient', navClient],
              ['navStore', navStore],
            ] as const) {
              if (value === null) localStorage.removeItem(key);
              else localStorage.setItem(key, value);
            }
          },
          [client, store] as const,
        );
        const addresses = await addressChangesOnReload(page);
        // The reload itself, and at most one step to a chooser or a landing page.
        expect(addresses.length, `${name}: ${addresses.join(' → ')}`).toBeLessThanOrEqual(2);
        // Every change was seen: the last one recorded is where the page is.
        expect(addresses.at(-1), name).toBe(new URL(page.url()).pathname);
        await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible();
      }
      await screenshot(page, `settled-${email.split('@')[0]}`);
    });
  }

  test('a client admin whose client choice was forgotten chooses it again', async ({ browser }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await page.evaluate(() => localStorage.removeItem('navClient'));
    await page.reload();
    await expect(page).toHaveURL(/\/selectaclient$/);
    await expect(page.getByRole('heading', { name: 'Select a client' })).toBeVisible();
    await screenshot(page, 'select-a-client');
    await page
      .getByRole('list', { name: 'Your clients' })
      .getByRole('button', { name: 'Demo Grocers' })
      .click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Client dashboard' })).toBeVisible();
  });

  for (const email of ['support@demo.test', 'prep@demo.test']) {
    test(`${email} is refused with a message and stays on the login page`, async ({ page }) => {
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) addresses.push(frame.url());
      });
      await signIn(page, email);
      await expect(page.getByText('Role or Claim not allowed into Admin Portal.')).toBeVisible();
      await page.waitForTimeout(3000);
      await expect(page).toHaveURL(/\/login$/);
      expect(addresses.length).toBeLessThanOrEqual(2);
    });
  }
});

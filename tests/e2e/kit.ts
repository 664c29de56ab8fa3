import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Download,
  type Page,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export { expect };

/**
 * Playwright's test, closing the desks (browser contexts) a test opened on the shared browser when it
 * ends: left open, every desk keeps its live subscriptions and the run slows down test after test.
 */
export const test = base.extend<{ closeDesks: void }>({
  closeDesks: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((desk) => !before.has(desk))
          .map((desk) => desk.close()),
      );
    },
    { auto: true },
  ],
});

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'demo-password';

/** Fills the login form as a person would and submits it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A signed-in page in a browser context of its own, as a second admin at another desk; on the
 * portal at `baseURL` when given (another gateway), else the configured one.
 */
export async function signedInPage(browser: Browser, email: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Picks an option of one of the top bar's choosers (Client or Store). */
export async function choose(page: Page, chooser: 'Client' | 'Store', option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${chooser}\\b`) }).click();
  await page
    .getByRole('dialog', { name: `Choose a ${chooser.toLowerCase()}` })
    .getByRole('button', { name: option })
    .click();
}

/**
 * Opens `path` and resolves once the page has sent its live subscription `operation`: a change made
 * by another admin before then could reach neither the page's first query nor its subscription.
 */
export async function openLive(page: Page, path: string, operation: string): Promise<void> {
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes(operation)) resolve();
      }),
    );
  });
  await page.goto(path);
  await subscribed;
}

/** An admin signed in at a desk of their own, on a screen of Downtown Hub (of `client`, for a systemAdmin). */
export async function adminAt(browser: Browser, email: string, path: string, client?: string): Promise<Page> {
  const page = await signedInPage(browser, email);
  if (client) await choose(page, 'Client', client);
  await choose(page, 'Store', 'Downtown Hub');
  await page.goto(path);
  return page;
}

const shots = fileURLToPath(new URL('./screenshots/', import.meta.url));

/**
 * Keeps a picture of the screen for people to look at. A full-page picture resizes the window for a
 * moment, which ends a drag in progress; `{ fullPage: false }` pictures a drag as it is.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}${name}.png`, fullPage });
}

/** Clicks the button that saves a file and answers the download it starts. */
export async function downloadFrom(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return download;
}

/** A name no other test run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Runs a GraphQL operation against the gateway, as `token` when given, and fails on any error. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data, 'the answer has data').toBeDefined();
  return body.data as T;
}

/** Signs the demo user in over GraphQL and finds one of their stores by name: the token and the store's id. */
export async function storeAs(
  request: APIRequestContext,
  email: string,
  storeName: string,
): Promise<{ token: string; storeId: string }> {
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: DEMO_PASSWORD },
  );
  const { stores } = await graphql<{ stores: { id: string; name: string }[] }>(
    request,
    '{ stores { id name } }',
    {},
    login.token,
  );
  const store = stores.find((candidate) => candidate.name === storeName);
  expect(store, `${email} sees ${storeName}`).toBeDefined();
  return { token: login.token, storeId: store!.id };
}

/** The addresses the person's side menu offers, submenus opened. */
export async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The menu fills in once the session and the choices are read: wait for its first entry.
  await expect(menu.getByRole('link').first()).toBeVisible();
  // Each opened submenu leaves the list of closed ones, so open the first closed one until none is left.
  const closed = menu.getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  const paths = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return paths.filter((path): path is string => !!path);
}

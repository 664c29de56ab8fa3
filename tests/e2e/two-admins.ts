import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { choose, signedInPage, test } from './kit.js';
import { startTwoGatewayStack, type TwoGatewayStack } from './support/two-gateways.js';

/** Two different admins of Demo Grocers, each in a browser of their own (on a gateway of their own after onTwoGateways()). */
export const ADMINS = [
  { email: 'clientadmin@demo.test', client: null },
  { email: 'sysadmin@demo.test', client: 'Demo Grocers' },
] as const;
export const STORE = 'Downtown Hub';

let stack: TwoGatewayStack | undefined;
let gatewayApi: APIRequestContext | undefined;

/**
 * Runs the file's tests on the stack with two gateways over Redis: the first admin on gateway 1, the
 * second on gateway 2, so every change crosses Redis to reach the other screen.
 */
export function onTwoGateways(): void {
  test.beforeAll(async () => {
    // Three servers start one after the other, the API loading fresh demo data first.
    test.setTimeout(180_000);
    stack = await startTwoGatewayStack();
    gatewayApi = await playwrightRequest.newContext({ baseURL: stack.gatewayUrls[0] });
  });
  test.afterAll(async () => {
    await gatewayApi?.dispose();
    await stack?.stop();
  });
}

/** Calls GraphQL on the first gateway of the two-gateway stack (as kit's `graphql` takes it). */
export function twoGatewayApi(): APIRequestContext {
  if (!gatewayApi) throw new Error('onTwoGateways() must run in the test file first');
  return gatewayApi;
}

/** The admin signed in on a screen: on their own gateway after onTwoGateways(), else the configured stack. */
export async function adminAt(browser: Browser, admin: (typeof ADMINS)[number], path: string): Promise<Page> {
  const page = await signedInPage(browser, admin.email, stack?.gatewayUrls[ADMINS.indexOf(admin)]);
  // The systemAdmin chooses the client before its store; the clientAdmin has one client.
  if (admin.client) await choose(page, 'Client', admin.client);
  await choose(page, 'Store', STORE);
  await page.goto(path);
  return page;
}

/** Both admins on the same screen, each at their own desk. */
export const bothAt = (browser: Browser, path: string) =>
  Promise.all(ADMINS.map((admin) => adminAt(browser, admin, path)));

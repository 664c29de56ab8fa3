import type { Page } from '@playwright/test';
import { choose, openLive, screenshot, signedInPage, uniqueName, expect, test } from './kit.js';
import { startTwoGatewayStack, type TwoGatewayStack } from './support/two-gateways.js';
import { ifStarted } from '@fulfil/test-fixtures';

const STORE = 'Downtown Hub';
const OUTAGE_MS = 5000;

let stack: TwoGatewayStack;

test.beforeAll(async () => {
  // Three servers start one after the other, the API loading fresh demo data first.
  test.setTimeout(180_000);
  stack = await startTwoGatewayStack({ basePort: Number(process.env.E2E_PORT ?? 4300) + 10 });
});

test.afterAll(async () => {
  await ifStarted(stack)?.stop();
});

/** Opens the store's item categories and resolves once the screen's live subscription is sent. */
async function openItemCategories(page: Page): Promise<void> {
  await openLive(page, '/store/itemcategories', 'ItemCategoryEvents');
  await expect(page.getByRole('list', { name: 'Item categories' }).getByRole('button').first()).toBeVisible();
}

test('a row created while Redis is down shows on the other gateway’s screen within 5 s of Redis returning, without a reload', async ({
  browser,
}) => {
  // Two sign-ins and a 5 s outage on a machine that may be busy.
  test.setTimeout(120_000);
  const [first, second] = stack.gatewayUrls;
  const casey = await signedInPage(browser, 'clientadmin@demo.test', first);
  await choose(casey, 'Store', STORE);
  await openItemCategories(casey);
  const sam = await signedInPage(browser, 'sysadmin@demo.test', second);
  await choose(sam, 'Client', 'Demo Grocers');
  await choose(sam, 'Store', STORE);
  await openItemCategories(sam);

  await stack.redis.stop();
  const outageStarted = Date.now();
  const key = uniqueName('Outage');
  await casey.getByRole('button', { name: 'New item category' }).click();
  const form = casey.getByRole('form', { name: 'Item category' });
  await form.getByRole('textbox', { name: 'Source key' }).fill(key);
  await form.getByRole('button', { name: 'Save' }).click();
  // The change is stored although the live bus is down.
  await expect(casey.getByRole('button', { name: `Drag ${key}`, exact: true })).toBeVisible();

  const samRow = sam.getByRole('list', { name: 'Item categories' }).getByRole('button', {
    name: `Drag ${key}`,
    exact: true,
  });
  await sam.waitForTimeout(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
  await expect(samRow).toHaveCount(0);

  await stack.redis.start();
  const returned = Date.now();
  await expect(samRow).toBeVisible({ timeout: 5000 });
  expect(Date.now() - returned).toBeLessThan(5000);
  await screenshot(sam, 'live-resync-after-redis-outage');
});

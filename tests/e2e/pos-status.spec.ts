import type { Browser, Page } from '@playwright/test';
import { openLive, screenshot, expect, test } from './kit.js';
import { ADMINS, adminAt, onTwoGateways } from './two-admins.js';

onTwoGateways();

const PATH = '/client/posintegration';
const table = (page: Page) => page.getByRole('table', { name: "POS status of the store's orders" });
const rowOf = (page: Page, orderId: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: orderId, exact: true }) });

/** Both admins on the POS screen, each on their own gateway, listening before anything changes. */
async function bothOnPosStatus(browser: Browser): Promise<Page[]> {
  return Promise.all(
    ADMINS.map(async (admin) => {
      const page = await adminAt(browser, admin, '/client/dashboard');
      await openLive(page, PATH, 'PosStatusEvents');
      await expect(table(page)).toBeVisible();
      return page;
    }),
  );
}

/** Today as the table writes a date, MM/DD/YYYY, in this machine's time zone as the browser's. */
function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(now.getMonth() + 1)}/${two(now.getDate())}/${now.getFullYear()}`;
}

test.describe('POS integration status', () => {
  test("names the store in the title and searches the store's orders on their id and dates", async ({
    browser,
  }) => {
    const page = await adminAt(browser, ADMINS[0], PATH);
    await expect(page.getByRole('heading', { name: 'POS Integration Status - Downtown Hub' })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Order ID',
      'Interface Initiated',
      'Request Received',
      'Request Completed',
      'Action',
    ]);
    await screenshot(page, 'pos-status');

    const firstId = (await table(page).getByRole('row').nth(1).getByRole('cell').first().textContent())!;
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(firstId);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    // A date as shown finds the orders of that day; a text in none finds nothing.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('99/99/1999');
    await expect(page.getByText('No orders match the search.')).toBeVisible();

    // The chooser is searchable by store name, and the title follows the store.
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Store\b/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Choose a store' });
    await dialog.getByRole('searchbox', { name: 'Search stores' }).fill('river');
    await dialog.getByRole('button', { name: 'Riverside Spoke' }).click();
    await expect(
      page.getByRole('heading', { name: 'POS Integration Status - Riverside Spoke' }),
    ).toBeVisible();
  });

  test("a retry by one admin shows on the other admin's screen at once, across gateways", async ({
    browser,
  }) => {
    const [mine, theirs] = await bothOnPosStatus(browser);
    const retry = table(mine!)
      .getByRole('button', { name: /^Retry order / })
      .first();
    const orderId = (await retry.getAttribute('aria-label'))!.replace('Retry order ', '');
    await retry.click();
    await expect(rowOf(mine!, orderId).getByRole('button')).toHaveText('POS Initiated');
    await expect(rowOf(mine!, orderId).getByRole('cell').nth(1)).toContainText(today());

    // The other admin's table shows the new hand-off without reloading.
    await expect(rowOf(theirs!, orderId).getByRole('button')).toHaveText('POS Initiated');
    await expect(rowOf(theirs!, orderId).getByRole('cell').nth(1)).toContainText(today());
    await screenshot(theirs!, 'pos-status-retried-elsewhere');
  });

  test('offers no reset of a completed order while AllowPosResetAfterDone is not true', async ({
    browser,
  }) => {
    const page = await adminAt(browser, ADMINS[0], PATH);
    const completed = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell').nth(3).filter({ hasText: /\d/ }) })
      .first();
    await expect(completed).toBeVisible();
    await expect(completed.getByRole('button')).toHaveCount(0);
  });
});

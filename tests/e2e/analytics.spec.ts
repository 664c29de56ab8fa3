import type { Page } from '@playwright/test';
import { choose, signedInPage, screenshot, expect, test } from './kit.js';

const chart = (page: Page) => page.getByTestId('report-chart');
const chartSize = async (page: Page) => {
  const box = await chart(page).locator('svg.highcharts-root').boundingBox();
  return { width: Math.round(box!.width), height: Math.round(box!.height) };
};

/** Runs a report as a person chooses it on the screen. */
async function runReport(page: Page, report: string, timeFrame: string) {
  await page.getByRole('combobox', { name: 'Report' }).selectOption({ label: report });
  await page.getByRole('combobox', { name: 'Time frame' }).selectOption({ label: timeFrame });
  await page.getByRole('button', { name: 'Run' }).click();
}

test.describe('analytics', () => {
  test('a client admin charts all stores, resizes and inverts the chart, and the choice is remembered until sign-out', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    // Highcharts is fetched by this screen, not before.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/client/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    expect(fetched.some((url) => /highcharts/i.test(url))).toBe(false);

    const store = page.getByRole('combobox', { name: 'Store' });
    await expect(store.locator('option', { hasText: '- All Stores -' })).toHaveCount(1);
    await expect(store.locator('option', { hasText: '- Enterprise -' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByText('Choose a store.')).toBeVisible();

    await store.selectOption({ label: '- All Stores -' });
    await runReport(page, 'Orders by Status per Day', 'All Time');
    await expect(chart(page).locator('.highcharts-title')).toHaveText('Orders by Status per Day');
    await expect(chart(page).locator('.highcharts-legend-item', { hasText: 'Completed' })).toBeVisible();
    expect(await chartSize(page)).toEqual({ width: 900, height: 400 });
    await screenshot(page, 'analytics-all-stores');

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => chartSize(page)).toEqual({ width: 1080, height: 480 });
    await page.getByRole('button', { name: 'Narrower' }).click();
    await expect.poll(() => chartSize(page)).toEqual({ width: 864, height: 480 });
    await page.getByRole('button', { name: 'Taller' }).click();
    await expect.poll(() => chartSize(page)).toEqual({ width: 864, height: 600 });
    await page.getByRole('button', { name: 'Invert' }).click();
    await expect(page.getByRole('button', { name: 'Invert' })).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'analytics-resized-inverted');

    // The store and report are remembered on the next visit ...
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue('0');
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue('Orders by Status per Day');
    // ... and forgotten at sign-out.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('analyticsStore'),
        localStorage.getItem('analyticsReport'),
      ]),
    ).toEqual([null, null]);
  });

  test('a quarter picks its first month, a day without orders finds no data, and a bad date is named', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/analytics');
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });
    await page.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Order Value by Type' });

    // The quarter picker: the 2nd Qtr of 2001 runs from month (2 - 1) * 3, April; no orders then.
    const runs: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('AnalyticsReport('))
        runs.push(request.postDataJSON().variables.run);
    });
    await page.getByRole('combobox', { name: 'Time frame' }).selectOption({ label: 'Quarter' });
    await page.getByRole('combobox', { name: 'Quarter' }).selectOption({ label: '2nd Qtr' });
    await page.getByRole('spinbutton', { name: 'Year' }).fill('2001');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "We couldn't find any data for the selected report!" }),
    ).toBeVisible();
    expect(runs.at(-1)).toMatchObject({ timeFrame: 'qq', startValue: '04-01-2001' });

    await page.getByRole('combobox', { name: 'Time frame' }).selectOption({ label: 'Day' });
    await page.getByRole('textbox', { name: 'Date' }).fill('2026-11-26');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByText('The start date must be a date as MM-DD-YYYY.')).toBeVisible();
    // The earlier run's answer is not left standing for choices that cannot run.
    await expect(page.getByText("We couldn't find any data for the selected report!")).toHaveCount(0);
    await screenshot(page, 'analytics-no-data');
  });

  test('a store manager is fixed to the nav store, and unselecting the store forgets the choices', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'manager@demo.test');
    await choose(page, 'Store', 'Riverside Spoke');
    await page.goto('/store/analytics');
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveCount(0);
    await expect(page.getByText('Riverside Spoke', { exact: true }).first()).toBeVisible();
    await runReport(page, 'Order Value by Type', 'All Time');
    await expect(chart(page).locator('.highcharts-title')).toHaveText('Order Value by Type');
    await screenshot(page, 'analytics-store-manager');
    expect(await page.evaluate(() => localStorage.getItem('analyticsReport'))).toBe('Order Value by Type');

    await page.getByRole('button', { name: /^Store\b/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose a store' })
      .getByRole('button', { name: 'Clear store' })
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('analyticsReport'))).toBeNull();
  });
});

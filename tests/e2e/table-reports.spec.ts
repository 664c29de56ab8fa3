import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import ExcelJS from 'exceljs';
import { choose, graphql, storeAs, signedInPage, screenshot, uniqueName, expect, test } from './kit.js';

const table = (page: Page, report: string) => page.getByRole('table', { name: report });

/** Runs a report over all of time as a person chooses it on the screen. */
async function runReport(page: Page, store: string, report: string) {
  await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: store });
  await page.getByRole('combobox', { name: 'Report' }).selectOption({ label: report });
  await page.getByRole('combobox', { name: 'Time frame' }).selectOption({ label: 'All Time' });
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(table(page, report)).toBeVisible();
}

/** Downloads the shown report and reads the spreadsheet back with exceljs. */
async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: file.suggestedFilename(), sheet, rows };
}

/** A lead time rule of Downtown Hub whose name a spreadsheet would run as a formula. */
async function formulaNamedRule(request: APIRequestContext, name: string) {
  const { token, storeId } = await storeAs(request, 'clientadmin@demo.test', 'Downtown Hub');
  const { createLeadTimeRule } = await graphql<{ createLeadTimeRule: { errors: { message: string }[] } }>(
    request,
    'mutation ($storeId: ID!, $input: LeadTimeRuleInput!) { createLeadTimeRule(storeId: $storeId, input: $input) { errors { message } } }',
    { storeId, input: { name, minutesFromPromiseTime: 30, alertColor: 'white', leadTimeRuleTypeId: 3 } },
    token,
  );
  expect(createLeadTimeRule.errors).toEqual([]);
}

/**
 * Passes the gateway's socket through, but once the first slice of a table report's rows has reached
 * the page, holds back what follows until `release` is called, so the screen can be seen between the
 * first rows and the rest.
 */
async function holdRowsAfterFirstSlice(page: Page) {
  let toPage: WebSocketRoute | null = null;
  let held: (string | Buffer)[] | null = null;
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    const server = socket.connectToServer();
    toPage = socket;
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (held) return void held.push(message);
      socket.send(message);
      const slice = JSON.parse(String(message)).payload?.data?.tableReportRows;
      if (slice?.offset === 0) held = [];
    });
  });
  return () => {
    for (const message of held ?? []) toPage!.send(message);
    held = null;
  };
}

test.describe('table reports', () => {
  test('a client admin reads the enterprise row by row per store, and downloads exactly what is shown', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/client/reports');
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    const store = page.getByRole('combobox', { name: 'Store' });
    await expect(store.locator('option', { hasText: '- All Stores -' })).toHaveCount(1);
    await expect(store.locator('option', { hasText: '- Enterprise -' })).toHaveCount(1);

    await runReport(page, '- Enterprise -', 'Order Value by Type');
    const shown = table(page, 'Order Value by Type');
    await expect(shown.getByRole('columnheader')).toHaveText([
      'store',
      'orderType',
      'orders',
      'totalValue',
      'averageValue',
    ]);
    await expect(shown.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Downtown Hub');
    await screenshot(page, 'table-reports-enterprise');
    // exceljs is fetched by the download, not before.
    expect(fetched.some((url) => /exceljs/i.test(url))).toBe(false);

    const file = await download(page);
    expect(file.name).toBe('Order_Value_by_Type_Enterprise.xlsx');
    expect(file.rows[0]).toEqual(['store', 'orderType', 'orders', 'totalValue', 'averageValue']);
    const shownRows = await shown
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => [...row.querySelectorAll('[role=cell]')].map((cell) => cell.textContent)),
      );
    expect(file.rows.slice(1).map((row) => row.map(String))).toEqual(shownRows);
    // Numbers stay numbers in the sheet.
    expect(typeof file.rows[1]![2]).toBe('number');
  });

  test('a report of all stores is named All_Stores, and a cell that begins with = is kept as text', async ({
    browser,
    request,
  }) => {
    const name = `=HYPERLINK("http://example.test","${uniqueName('rule')}")`;
    await formulaNamedRule(request, name);
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/reports');
    await runReport(page, '- All Stores -', 'On-Time Share by Lead Time Rule');
    await expect(
      table(page, 'On-Time Share by Lead Time Rule').getByRole('cell', { name, exact: true }),
    ).toBeVisible();

    const file = await download(page);
    expect(file.name).toBe('On-Time_Share_by_Lead_Time_Rule_All_Stores.xlsx');
    const names = file.rows.slice(1).map((row) => row[0]);
    expect(names).toContain(`'${name}`);
    let formulas = 0;
    file.sheet.eachRow((row) => row.eachCell((cell) => (formulas += cell.formula ? 1 : 0)));
    expect(formulas).toBe(0);
  });

  test('renders only the rows in view of a long report, while the table tells their count', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/reports');
    await runReport(page, '- Enterprise -', 'Orders by Status per Day');
    const shown = table(page, 'Orders by Status per Day');
    const total = Number(await shown.getAttribute('aria-rowcount')) - 1;
    expect(total).toBeGreaterThan(200);
    await expect(page.getByRole('status').filter({ hasText: `${total} rows` })).toBeVisible();
    expect(await shown.getByRole('row').count()).toBeLessThan(80);
    // Scrolled to the end, the last row is there with its place in the whole.
    await shown.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(shown.locator(`[aria-rowindex="${total + 1}"]`)).toBeVisible();
    await screenshot(page, 'table-reports-long');
  });

  test('shows the first rows of a long report before the rest have arrived, and exports once all have', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    const release = await holdRowsAfterFirstSlice(page);
    await page.goto('/client/reports');
    await runReport(page, '- Enterprise -', 'Orders by Status per Day');
    const shown = table(page, 'Orders by Status per Day');
    const total = Number(await shown.getAttribute('aria-rowcount')) - 1;
    expect(total).toBeGreaterThan(100);
    await expect(shown.locator('[aria-rowindex="2"]')).toBeVisible();
    const rowsNote = page.getByRole('status').filter({ hasText: 'rows' });
    await expect(rowsNote).toHaveText(`100 of ${total} rows…`);
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
    await screenshot(page, 'table-reports-first-rows');

    release();
    await expect(rowsNote).toHaveText(`${total} rows`);
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
    const file = await download(page);
    expect(file.rows).toHaveLength(total + 1);
  });

  test('a store manager reads the nav store only, with no store chooser', async ({ browser }) => {
    const page = await signedInPage(browser, 'manager@demo.test');
    await choose(page, 'Store', 'Downtown Hub');
    await page.goto('/store/reports');
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveCount(0);
    await expect(page.getByText('Downtown Hub', { exact: true }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Items Picked per Shopper' });
    await page.getByRole('combobox', { name: 'Time frame' }).selectOption({ label: 'All Time' });
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(table(page, 'Items Picked per Shopper').getByRole('columnheader')).toHaveText([
      'shopper',
      'items',
      'orders',
    ]);
    await screenshot(page, 'table-reports-store-manager');
  });
});

import type { Page } from '@playwright/test';
import { adminAt, screenshot, expect, test } from './kit.js';

const PATH = '/store/deliveryreport';

/** yyyy-mm-dd of `daysAgo` days before today, as a date input takes it. */
function day(daysAgo: number): string {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

async function fillRange(page: Page, from: string, to: string) {
  await page.getByLabel('From date').fill(from);
  await page.getByLabel('To date').fill(to);
}

test.describe('delivery report', () => {
  test("shows invalid JSON's parser message, and processes the store's deliveries into an expandable tree", async ({
    browser,
  }) => {
    const page = await adminAt(browser, 'manager@demo.test', PATH);
    await expect(page.getByRole('heading', { name: 'Delivery Report' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Delivery Report' }),
    ).toBeVisible();

    const json = page.getByRole('textbox', { name: 'Delivery JSON' });
    await json.fill('{"orderId": }');
    await page.getByRole('button', { name: 'Process' }).click();
    const parserMessage = await page.evaluate(() => {
      try {
        JSON.parse('{"orderId": }');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    });
    const alert = page.getByRole('alertdialog', { name: 'Invalid JSON' });
    await expect(alert).toContainText(parserMessage);
    await alert.getByRole('button', { name: 'OK' }).click();

    await fillRange(page, day(1), day(0));
    await page.getByRole('button', { name: 'Load Deliveries' }).click();
    await expect(json).toHaveValue(/"orderSourceKey"/);
    const output = page.getByRole('region', { name: 'Processed delivery' });
    await expect(output.locator('details').first()).toHaveAttribute('open', '');

    await page.getByRole('switch', { name: 'Statistics' }).check();
    await expect(page.getByRole('definition').first()).toBeVisible();
    await expect(page.locator('dl[aria-label="Statistics"]')).toContainText('Objects');

    await page.getByRole('button', { name: 'Collapse All' }).click();
    await expect(output.locator('details[open]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect(output.locator('details:not([open])')).toHaveCount(0);
    await screenshot(page, 'delivery-report-viewer');

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open in New Window' }).click();
    const rendered = await opened;
    await rendered.waitForLoadState();
    // Titled for the delivery: the first delivery's order id.
    const firstOrder = (JSON.parse(await json.inputValue()) as { guiOrderId: string }[])[0]!;
    await expect(rendered).toHaveTitle(`Delivery ${firstOrder.guiOrderId}`);
    await expect(rendered.locator('details').first()).toBeVisible();
    expect(await rendered.evaluate(() => window.opener)).toBeNull();
    await screenshot(rendered, 'delivery-report-window');

    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Delivery report viewer' });
    await expect(help).toContainText('Expand All');
    await screenshot(page, 'delivery-report-help');
    await help.getByRole('button', { name: 'Close' }).click();
  });

  test('prints the deliveries of the people who take orders out, between two dates', async ({ browser }) => {
    const page = await adminAt(browser, 'manager@demo.test', PATH);
    await page.getByRole('tab', { name: 'Printable Report' }).click();
    const user = page.getByRole('combobox', { name: 'User' });
    await expect(user.locator('option', { hasText: 'Shay Shopper' })).toHaveCount(1);
    await expect(user.locator('option', { hasText: 'Morgan Manager' })).toHaveCount(0);

    await fillRange(page, day(0), day(5));
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page.getByText('The to date must not be before the from date.')).toBeVisible();

    await fillRange(page, day(2), day(0));
    await page.getByRole('button', { name: 'Run Report' }).click();
    const report = page.getByRole('region', { name: 'Delivery report' });
    await expect(report.getByRole('table', { name: 'Deliveries' }).getByRole('row').nth(1)).toBeVisible();
    await expect(report.getByRole('button', { name: 'Print' })).toBeVisible();
    await screenshot(page, 'delivery-report-printable');
  });
});

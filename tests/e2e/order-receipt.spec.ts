import type { APIRequestContext } from '@playwright/test';
import { adminAt, choose, graphql, storeAs, screenshot, expect, test } from './kit.js';

const PATH = '/client/orderreceipt';

/** An order source key of Downtown Hub, read as its clientAdmin reads deliveries. */
async function orderOfDowntown(request: APIRequestContext): Promise<{ key: string; guiOrderId: string }> {
  const { token, storeId } = await storeAs(request, 'clientadmin@demo.test', 'Downtown Hub');
  const { deliveryOrders } = await graphql<{
    deliveryOrders: { orderSourceKey: string; guiOrderId: string }[];
  }>(
    request,
    'query ($s: ID!, $from: DateTime!, $to: DateTime!) { deliveryOrders(storeId: $s, from: $from, to: $to) { orderSourceKey guiOrderId } }',
    {
      s: storeId,
      from: new Date(Date.now() - 100 * 86_400_000).toISOString(),
      to: new Date(Date.now() + 86_400_000).toISOString(),
    },
    token,
  );
  return { key: deliveryOrders[0]!.orderSourceKey, guiOrderId: deliveryOrders[0]!.guiOrderId };
}

test.describe('order receipt', () => {
  test('opens the shopped order summary in a window titled Shopped Order Summary, with no way back', async ({
    browser,
    request,
  }) => {
    const order = await orderOfDowntown(request);
    const page = await adminAt(browser, 'clientadmin@demo.test', PATH);
    await expect(page.getByRole('heading', { name: 'Order Receipt' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });
    await page.getByRole('textbox', { name: 'Order Source Key' }).fill(order.key);

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open Summary' }).click();
    const summary = await opened;
    await summary.waitForLoadState();
    await expect(summary).toHaveTitle('Shopped Order Summary');
    await expect(summary.getByRole('heading', { name: 'Shopped Order Summary' })).toBeVisible();
    await expect(summary.locator('body')).toContainText(order.guiOrderId);
    // Opened without an opener: the receipt cannot reach back into the portal.
    expect(await summary.evaluate(() => window.opener)).toBeNull();
    await screenshot(summary, 'order-receipt-window');

    // The summary shows on the screen as well, for browsers that block new windows.
    await expect(page.getByRole('region', { name: 'Shopped Order Summary' })).toContainText(order.guiOrderId);
    await screenshot(page, 'order-receipt');
  });

  test("asks for what is missing, and says 'Error' with the API's message for an unknown order", async ({
    browser,
  }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', PATH);
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });
    await page.getByRole('button', { name: 'Open Summary' }).click();
    await expect(page.getByText('Enter an order source key.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Order Source Key' }).fill('NO-SUCH-ORDER');
    await page.getByRole('button', { name: 'Open Summary' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Error' });
    await expect(alert).toContainText('Order NO-SUCH-ORDER was not found.');
    await screenshot(page, 'order-receipt-error');
    await alert.getByRole('button', { name: 'OK' }).click();
  });

  test('remembers the chosen store until the store is unchosen', async ({ browser }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', PATH);
    const store = page.getByRole('combobox', { name: 'Store' });
    await store.selectOption({ label: 'Riverside Spoke' });
    await page.reload();
    await expect(store.locator('option:checked')).toHaveText('Riverside Spoke');

    // Unchoosing the store in the top bar forgets the receipt store too (spec 1).
    await page.getByRole('button', { name: /^Store\b/ }).click();
    await page.getByRole('button', { name: 'Clear store' }).click();
    await choose(page, 'Store', 'Lakeside Market');
    await page.goto(PATH);
    await expect(store.locator('option:checked')).toHaveText('Lakeside Market');
  });
});

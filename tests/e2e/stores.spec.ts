import type { Browser, Locator, Page } from '@playwright/test';
import { screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

const HUB = 'Downtown Hub';

/** A clientAdmin of Demo Grocers at a desk of their own, on the stores screen. */
async function openStores(browser: Browser): Promise<Page> {
  const page = await signedInPage(browser, 'clientadmin@demo.test');
  await page.goto('/client/stores');
  await expect(storeRow(page, HUB)).toBeVisible();
  return page;
}

const storeTable = (page: Page): Locator => page.getByRole('table', { name: 'Stores' });
const storeRow = (page: Page, name: string): Locator =>
  storeTable(page).getByRole('row').filter({ hasText: name });

/** Picks a store in the top bar's store chooser, as a person would. */
async function chooseStore(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Store \(/ }).click();
  await page.getByRole('dialog', { name: 'Choose a store' }).getByRole('button', { name }).click();
}

test.describe('stores', () => {
  test('a spoke created under Downtown Hub with its food safety types and zones has them on its own screens', async ({
    browser,
  }) => {
    // Two admins, a copy of the hub's layout, then the spoke's own screens: a long walk.
    test.setTimeout(120_000);
    const page = await openStores(browser);
    await expect(page.getByRole('heading', { name: 'Stores for Demo Grocers' })).toBeVisible();
    const watcher = await openStores(browser);
    const name = uniqueName('Spoke');

    await page.getByRole('button', { name: 'New store' }).click();
    const form = page.getByRole('form', { name: 'Store' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Store type').selectOption({ label: 'Spoke' });
    await form.getByLabel('Parent store').selectOption({ label: HUB });
    await form.getByLabel('Store source key').fill('DG-0777');
    await form.getByLabel('Location').fill('9 Market St, Trenton');
    await form.getByLabel('State').selectOption('NJ');
    await expect(form.getByLabel('Time zone')).toHaveValue('US/East-Indiana');
    await form.getByLabel('Copy from store').selectOption({ label: HUB });
    await form.getByRole('checkbox', { name: 'Food Safety Types' }).check();
    await form.getByRole('checkbox', { name: 'Zones' }).check();
    await expect(form.getByRole('checkbox', { name: 'Food Safety Types' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Zones' })).toBeChecked();
    await screenshot(page, 'stores-create');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(storeRow(page, name)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Store' }).getByLabel('Parent store')).toHaveValue(/\d+/);
    await screenshot(page, 'stores-open');
    // The other admin's list shows the new store without reloading.
    await expect(storeRow(watcher, name)).toContainText('DG-0777');

    await chooseStore(page, name);
    await page.goto('/store/foodsafetytypes');
    const types = page.getByRole('table', { name: 'Food safety types' });
    for (const type of ['Ambient', 'Cooler', 'Freezer', 'Hot Food', 'Chemical']) {
      await expect(types.getByRole('row').filter({ hasText: type }).first()).toBeVisible();
    }
    // Item categories were not chosen, so none came across.
    await page.goto('/store/itemcategories');
    await expect(page.getByText('No item categories yet')).toBeVisible();
    await page.goto('/store/zones');
    const zones = page.getByRole('table', { name: 'Zones' });
    for (const zone of ['Front of Store', 'Grocery', 'Fresh', 'Frozen']) {
      const row = zones.getByRole('row').filter({ hasText: zone });
      await expect(row).toBeVisible();
      // Zones come without their sections and users (spec 2, store copy data types).
      await expect(row.getByRole('cell').nth(2)).toHaveText('0');
      await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    }
    await screenshot(page, 'stores-copied-zones');
  });

  test("a store without a type is refused with 'Create Error' / 'Store Type Invalid'", async ({
    browser,
  }) => {
    const page = await openStores(browser);
    await page.getByRole('button', { name: 'New store' }).click();
    const form = page.getByRole('form', { name: 'Store' });
    await form.getByLabel('Name').fill(uniqueName('Untyped'));
    await form.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Create Error' });
    await expect(alert.getByText('Store Type Invalid')).toBeVisible();
    await screenshot(page, 'stores-create-error');
  });

  test('a hub with users and spokes is not deleted, with a Delete Error listing why', async ({ browser }) => {
    const page = await openStores(browser);
    await storeRow(page, HUB).click();
    await page.getByRole('button', { name: 'Delete store' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(
      confirm.getByText(`The store ${HUB} will be deleted. This action cannot be undone.`),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Delete Error' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('unassign them first.');
    await expect(alert).toContainText('move them first.');
    await screenshot(page, 'stores-delete-error');
  });

  test('a systemAdmin’s link to the stores screen without a client says why the client chooser opened, then opens it', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'sysadmin@demo.test');
    await page.goto('/client/stores');
    await expect(page.getByRole('heading', { name: 'Select a client' })).toBeVisible();
    await expect(page.getByText('Stores belongs to a client: choose one to open it.')).toBeVisible();
    await screenshot(page, 'stores-choose-client');
    await page
      .getByRole('list', { name: 'Your clients' })
      .getByRole('button', { name: 'Demo Grocers' })
      .click();
    await expect(page).toHaveURL(/\/client\/stores$/);
    await expect(page.getByRole('heading', { name: 'Stores for Demo Grocers' })).toBeVisible();
  });

  test('a store without a delivery provider offers to add one in its panel', async ({ browser }) => {
    const page = await openStores(browser);
    const name = uniqueName('Corner');
    await page.getByRole('button', { name: 'New store' }).click();
    const form = page.getByRole('form', { name: 'Store' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Store type').selectOption({ label: 'StandAlone' });
    await form.getByLabel('Store source key').fill('DG-0888');
    await form.getByLabel('Location').fill('3 Corner Sq, Erie');
    await form.getByLabel('State').selectOption('PA');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(storeRow(page, name)).toBeVisible();

    const delivery = page.getByRole('region', { name: 'Delivery provider' });
    await expect(delivery).toContainText('This store has no delivery provider.');
    await delivery.getByRole('button', { name: 'Add a delivery provider' }).click();
    const settings = delivery.getByRole('form', { name: 'Delivery provider' });
    await settings.getByLabel('Provider type').selectOption({ label: 'Bringg' });
    await screenshot(page, 'stores-add-delivery-provider');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(delivery.getByRole('switch', { name: 'Delivery provider enabled' })).toBeEnabled();

    await page.reload();
    await storeRow(page, name).click();
    await expect(
      page
        .getByRole('region', { name: 'Delivery provider' })
        .getByLabel('Provider type')
        .locator('option:checked'),
    ).toHaveText('Bringg');
  });

  test('the open store shows its delivery provider and attributes, and a type change can be cancelled', async ({
    browser,
  }) => {
    const page = await openStores(browser);
    await storeRow(page, 'Riverside Spoke').click();
    const form = page.getByRole('form', { name: 'Store' });
    await expect(form.getByLabel('Parent store')).toHaveValue(/\d+/);
    await form.getByLabel('Store type').selectOption({ label: 'Hub' });
    await expect(form.getByLabel('Parent store')).toBeHidden();
    await form.getByRole('button', { name: 'Cancel type change' }).click();
    await expect(form.getByLabel('Store type')).toHaveValue('SPOKE');
    await expect(form.getByLabel('Parent store').locator('option:checked')).toHaveText('Downtown Hub');
    await expect(page.getByRole('region', { name: 'Store attributes' })).toContainText('WebHookUrl');
    await expect(page.getByRole('region', { name: 'Delivery provider' })).toBeVisible();
    await screenshot(page, 'stores-settings');

    // Choosing the open store again closes its panel.
    await storeRow(page, 'Riverside Spoke').click();
    await expect(form).toBeHidden();
  });
});

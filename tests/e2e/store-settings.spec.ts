import type { Browser, Page } from '@playwright/test';
import { screenshot, signedInPage, expect, test } from './kit.js';

/** Signs in, chooses the store in the shell's store chooser as a person would, then opens /store/delivery. */
async function openDelivery(browser: Browser, email: string, store = 'Lakeside Market'): Promise<Page> {
  const page = await signedInPage(browser, email);
  await page.getByRole('button', { name: /^Store/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: store }).click();
  await page.goto('/store/delivery');
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
  await expect(deliveryForm(page).getByLabel('Provider type')).toBeVisible();
  return page;
}

const deliveryForm = (page: Page) => page.getByRole('form', { name: 'Delivery provider' });

test.describe('store delivery provider', () => {
  test('a provider type brings its defaults, is kept after a reload, can be enabled, and refuses a bad e-mail list', async ({
    browser,
  }) => {
    const page = await openDelivery(browser, 'clientadmin@demo.test');
    const form = deliveryForm(page);
    const enabled = page.getByRole('switch', { name: 'Delivery provider enabled' });
    await expect(enabled).toBeDisabled();

    await form.getByLabel('Provider type').selectOption({ label: 'DoorDash' });
    await expect(form.getByLabel('Notification type').locator('option:checked')).toHaveText('On Receipt');
    await expect(form.getByLabel('Minutes before promise time')).toHaveValue('0');

    await form.getByLabel('Provider type').selectOption({ label: 'Generic' });
    await expect(form.getByLabel('Notification type')).toHaveValue('2');
    await expect(form.getByLabel('Notification type').locator('option:checked')).toHaveText('Time Based');
    await expect(form.getByLabel('Minutes before promise time')).toHaveValue('120');
    await form.getByLabel('Endpoint URL').fill('https://csv.lakeside.test/deliveries');
    await form.getByLabel('Notification email').fill('ops@lakeside.test, night@lakeside.test');
    await screenshot(page, 'store-delivery-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(enabled).toBeEnabled();

    await page.reload();
    await expect(form.getByLabel('Provider type').locator('option:checked')).toHaveText('Generic');
    await expect(form.getByLabel('Minutes before promise time')).toHaveValue('120');
    await expect(form.getByLabel('Notification email')).toHaveValue('ops@lakeside.test, night@lakeside.test');

    await enabled.click();
    await expect(enabled).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Delivery provider enabled' })).toBeChecked();

    await form.getByLabel('Notification email').fill('ops@lakeside.test, nobody');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Please enter one or more email addresses separated by commas.'),
    ).toBeVisible();
    await screenshot(page, 'store-delivery-invalid-email');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Notification email')).toHaveValue('ops@lakeside.test, night@lakeside.test');
    await page.reload();
    await expect(form.getByLabel('Notification email')).toHaveValue('ops@lakeside.test, night@lakeside.test');
  });

  test('another provider type alone can be saved, starts without the old endpoint and gives On Receipt 0 minutes', async ({
    browser,
  }) => {
    const page = await openDelivery(browser, 'clientadmin@demo.test', 'Riverside Spoke');
    const form = deliveryForm(page);
    const save = form.getByRole('button', { name: 'Save' });
    const minutes = form.getByLabel('Minutes before promise time');
    await expect(form.getByLabel('Endpoint URL')).toHaveValue('https://openapi.doordash.test/drive/v2');
    await expect(save).toBeDisabled();

    await form.getByLabel('Provider type').selectOption({ label: 'Generic' });
    await expect(minutes).toHaveValue('120');
    await minutes.fill('10081');
    await expect(
      form.getByText(/Please check the Delivery Provider settings\.\s+One of them is not valid\./),
    ).toBeVisible();
    await screenshot(page, 'store-delivery-minutes-limit');
    await save.click();
    await expect(page.getByText('must be <= 10080')).toHaveCount(0);

    // The previous provider's endpoint and key never travel to another provider.
    await form.getByLabel('Provider type').selectOption({ label: 'Onfleet' });
    await expect(form.getByLabel('Notification type').locator('option:checked')).toHaveText('On Receipt');
    await expect(minutes).toHaveValue('0');
    await expect(minutes).toBeDisabled();
    await expect(form.getByLabel('Endpoint URL')).toHaveValue('');
    await expect(form.getByLabel('Endpoint URL')).not.toHaveAttribute('placeholder', /example/);
    await expect(form.getByLabel('Authentication')).toHaveValue('');
    await screenshot(page, 'store-delivery-provider-change');
    await save.click();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(form.getByLabel('Provider type').locator('option:checked')).toHaveText('Onfleet');
    await expect(form.getByLabel('Endpoint URL')).toHaveValue('');
  });

  test('a new Walmart provider is saved with nothing but its type', async ({ browser }) => {
    const page = await openDelivery(browser, 'otheradmin@demo.test', 'Harbor Standalone');
    const form = deliveryForm(page);
    await form.getByLabel('Provider type').selectOption({ label: 'Walmart' });
    await expect(form.getByLabel('Endpoint URL')).toHaveValue('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('switch', { name: 'Delivery provider enabled' })).toBeEnabled();
    await page.reload();
    await expect(form.getByLabel('Provider type').locator('option:checked')).toHaveText('Walmart');
  });

  test('opened before a store is chosen, it says why the store chooser stands in and opens after the choice', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/store/delivery');
    await expect(page.getByRole('heading', { name: 'Select a store' })).toBeVisible();
    await expect(page.getByText('Delivery belongs to a store: choose one to open it.')).toBeVisible();
    await screenshot(page, 'store-delivery-choose-store');
    await page
      .getByRole('list', { name: 'Your stores' })
      .getByRole('button', { name: 'Downtown Hub' })
      .click();
    await expect(page).toHaveURL(/\/store\/delivery$/);
    await expect(deliveryForm(page).getByLabel('Provider type')).toBeVisible();
  });

  test('two admins see each other’s saves live, and a stale save offers reload or overwrite', async ({
    browser,
  }) => {
    const admin = await openDelivery(browser, 'clientadmin@demo.test', 'Downtown Hub');
    const manager = await openDelivery(browser, 'manager@demo.test', 'Downtown Hub');
    const adminForm = deliveryForm(admin);
    const managerForm = deliveryForm(manager);
    const managerSwitch = manager.getByRole('switch', { name: 'Delivery provider enabled' });
    await expect(managerSwitch).toBeDisabled();

    await adminForm.getByLabel('Provider type').selectOption({ label: 'Onfleet' });
    await adminForm.getByLabel('Notification email').fill('admin@downtown.test');
    await adminForm.getByRole('button', { name: 'Save' }).click();
    await expect(managerSwitch).toBeEnabled();
    await admin.getByRole('switch', { name: 'Delivery provider enabled' }).click();
    await expect(managerSwitch).toBeChecked();

    // The manager takes the saved settings, then saves first; the admin's later save is stale.
    await manager.getByRole('button', { name: 'Show their version' }).click();
    await expect(managerForm.getByLabel('Notification email')).toHaveValue('admin@downtown.test');
    await managerForm.getByLabel('Notification email').fill('manager@downtown.test');
    await managerForm.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByRole('button', { name: 'Show their version' })).toHaveCount(0);

    await adminForm.getByLabel('Notification email').fill('late@downtown.test');
    await adminForm.getByRole('button', { name: 'Save' }).click();
    const conflict = admin.getByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(conflict).toContainText('manager');
    await screenshot(admin, 'store-delivery-conflict');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(adminForm.getByLabel('Notification email')).toHaveValue('manager@downtown.test');
  });
});

/** Opens the stores screen with a store's detail panel, where its attributes are listed. */
async function openStoreAttributes(page: Page, store: string) {
  await page.goto('/client/stores');
  await page.getByRole('row').filter({ hasText: store }).first().click();
  const attributes = page.getByRole('region', { name: 'Store attributes' });
  await expect(attributes.getByRole('button', { name: 'Add attribute' })).toBeVisible();
  return attributes;
}

test.describe('store attributes', () => {
  test('an invalid value is refused with the spec’s alert and nothing is saved; a bad web hook url is refused', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    let attributes = await openStoreAttributes(page, 'Downtown Hub');
    const before = await attributes.textContent();

    await attributes.getByRole('button', { name: 'Add attribute' }).click();
    let dialog = page.getByRole('dialog', { name: 'New store attribute' });
    await dialog.getByLabel('Key').selectOption('MaxOrdersPerHour');
    await dialog.getByLabel('Value').fill('many');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Store Attribute Value Incorrect' });
    await expect(alert).toContainText(
      "The value of the 'MaxOrdersPerHour' Attribute is incorrect. many is not a valid integer value",
    );
    await screenshot(page, 'store-attribute-invalid-value');
    await alert.getByRole('button', { name: 'OK' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    attributes = await openStoreAttributes(page, 'Downtown Hub');
    expect(await attributes.textContent()).toBe(before);
    await expect(attributes.getByRole('button', { name: 'MaxOrdersPerHour' })).toHaveCount(0);

    await attributes.getByRole('button', { name: 'Add attribute' }).click();
    dialog = page.getByRole('dialog', { name: 'New store attribute' });
    await dialog.getByLabel('Key').selectOption('WebHookUrl');
    await dialog.getByLabel('Web hook name').fill('Orders');
    await dialog.getByLabel('Web hook url').fill('not a url');
    await dialog.getByRole('button', { name: 'Add web hook' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter valid Url.');
    await dialog.getByLabel('Web hook url').fill('https://hooks.downtown.test/orders');
    await dialog.getByRole('button', { name: 'Add web hook' }).click();
    await expect(
      dialog.getByRole('button', { name: 'Orders: https://hooks.downtown.test/orders' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'store-attribute-web-hooks');
  });

  test('a saved attribute closes its dialog and says it was saved', async ({ browser }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    const attributes = await openStoreAttributes(page, 'Riverside Spoke');
    await attributes.getByRole('button', { name: 'StoreOpenTime' }).click();
    const dialog = page.getByRole('dialog', { name: 'StoreOpenTime' });
    await dialog.getByLabel('Value').fill('06:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(attributes).toContainText('The attribute StoreOpenTime was saved.');
    await expect(attributes).toContainText('06:30');
    await screenshot(page, 'store-attribute-saved');
  });
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot, signedInPage } from './kit.js';

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
    await form.getByLabel('Notification e-mail').fill('ops@lakeside.test, night@lakeside.test');
    await screenshot(page, 'store-delivery-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(enabled).toBeEnabled();

    await page.reload();
    await expect(form.getByLabel('Provider type').locator('option:checked')).toHaveText('Generic');
    await expect(form.getByLabel('Minutes before promise time')).toHaveValue('120');
    await expect(form.getByLabel('Notification e-mail')).toHaveValue(
      'ops@lakeside.test, night@lakeside.test',
    );

    await enabled.click();
    await expect(enabled).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Delivery provider enabled' })).toBeChecked();

    await form.getByLabel('Notification e-mail').fill('ops@lakeside.test, nobody');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Please enter one or more e-mail addresses separated by commas.'),
    ).toBeVisible();
    await screenshot(page, 'store-delivery-invalid-email');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Notification e-mail')).toHaveValue(
      'ops@lakeside.test, night@lakeside.test',
    );
    await page.reload();
    await expect(form.getByLabel('Notification e-mail')).toHaveValue(
      'ops@lakeside.test, night@lakeside.test',
    );
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
    await adminForm.getByLabel('Notification e-mail').fill('admin@downtown.test');
    await adminForm.getByRole('button', { name: 'Save' }).click();
    await expect(managerSwitch).toBeEnabled();
    await admin.getByRole('switch', { name: 'Delivery provider enabled' }).click();
    await expect(managerSwitch).toBeChecked();

    // The manager takes the saved settings, then saves first; the admin's later save is stale.
    await manager.getByRole('button', { name: 'Show their version' }).click();
    await expect(managerForm.getByLabel('Notification e-mail')).toHaveValue('admin@downtown.test');
    await managerForm.getByLabel('Notification e-mail').fill('manager@downtown.test');
    await managerForm.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByRole('button', { name: 'Show their version' })).toHaveCount(0);

    await adminForm.getByLabel('Notification e-mail').fill('late@downtown.test');
    await adminForm.getByRole('button', { name: 'Save' }).click();
    const conflict = admin.getByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(conflict).toContainText('manager');
    await screenshot(admin, 'store-delivery-conflict');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(adminForm.getByLabel('Notification e-mail')).toHaveValue('manager@downtown.test');
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
});

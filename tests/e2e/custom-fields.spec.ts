import type { Page } from '@playwright/test';
import { screenshot, signedInPage, expect, test } from './kit.js';

/** A source key no other run uses: letters, digits and underscore. */
const freeKey = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillNewField(page: Page, field: { name: string; sourceKey: string; dataType: string }) {
  await page.getByRole('button', { name: 'New custom field' }).click();
  const dialog = page.getByRole('dialog', { name: 'New custom field' });
  await dialog.getByLabel('Name').fill(field.name);
  await dialog.getByLabel('Source key').fill(field.sourceKey);
  await dialog.getByLabel('Data type').selectOption(field.dataType);
  await dialog.getByLabel('Assignment type').selectOption({ label: 'Order Item' });
  return dialog;
}

test.describe('custom fields', () => {
  test('a source key with a hyphen is refused with "Invalid Input"', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/customfields');
    const dialog = await fillNewField(admin, { name: 'Gift note', sourceKey: 'gift-note', dataType: 'Text' });
    await dialog.getByRole('button', { name: 'Save' }).click();

    const alert = admin.getByRole('alertdialog', { name: 'Invalid Input' });
    await expect(alert).toContainText('Please fill all required fields correctly.');
    await screenshot(admin, 'custom-fields-invalid-input');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByLabel('Source key')).toHaveValue('gift-note');
  });

  test('a refused create is said inside the modal, above its overlay', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/customfields');
    const sourceKey = freeKey('gift_wrap');
    let dialog = await fillNewField(admin, { name: 'Gift wrap', sourceKey, dataType: 'Text' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Custom Field created successfully.')).toBeVisible();

    dialog = await fillNewField(admin, { name: 'Gift wrap again', sourceKey, dataType: 'Text' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`The source key '${sourceKey}' is already used`);
    await screenshot(admin, 'custom-fields-create-refused');
    await expect(dialog.getByLabel('Name')).toHaveValue('Gift wrap again');
  });

  test('a field is created, edited and deleted after the confirmation, each with its message', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/customfields');
    const sourceKey = freeKey('door_code');
    const dialog = await fillNewField(admin, { name: 'Door code', sourceKey, dataType: 'Number' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Custom Field created successfully.')).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(sourceKey) });
    await expect(row).toContainText('Order Item');

    await row.click();
    const form = admin.getByRole('form', { name: 'Custom field' });
    await form.getByLabel('Name').fill('Gate code');
    await form.getByLabel('Assignment type').selectOption({ label: 'Order' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Custom Field updated successfully.')).toBeVisible();
    await expect(row).toContainText('Gate code');
    await screenshot(admin, 'custom-fields-edited');

    await form.getByRole('button', { name: 'Delete custom field' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(
      'The custom field Gate code will be deleted. This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(admin.getByText('Custom Field deleted successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a field created by one admin appears on another admin’s screen without reloading', async ({
    browser,
  }) => {
    const alice = await signedInPage(browser, 'clientadmin@demo.test');
    const bob = await signedInPage(browser, 'clientadmin@demo.test');
    await alice.goto('/client/customfields');
    await bob.goto('/client/customfields');
    await expect(bob.getByRole('row', { name: /delivery_instructions/ })).toBeVisible();

    const sourceKey = freeKey('bag_note');
    const dialog = await fillNewField(alice, { name: 'Bag note', sourceKey, dataType: 'Text' });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(bob.getByRole('row', { name: new RegExp(sourceKey) })).toBeVisible();
    await screenshot(bob, 'custom-fields-live');
  });
});

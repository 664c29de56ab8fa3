import type { Page } from '@playwright/test';
import { openLive, screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** Creates a delivery integration with one authentication option through the create modal. */
async function createIntegration(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New integration' }).click();
  const modal = page.getByRole('dialog', { name: 'New integration' });
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Integration type').selectOption({ label: 'Delivery' });
  await modal.getByLabel('Provider').selectOption({ label: 'DoorDash Drive' });
  await modal.getByLabel('New key').fill('developerId');
  await modal.getByLabel('New value').fill('dev-42');
  await modal.getByRole('button', { name: 'Add' }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();
}

test.describe('integrations', () => {
  test('a clientAdmin creates, edits and deletes an integration while another admin watches it live', async ({
    browser,
  }) => {
    // Two admins at two desks: twice the signing in.
    test.slow();
    const alice = await signedInPage(browser, 'clientadmin@demo.test');
    const bob = await signedInPage(browser, 'clientadmin@demo.test');
    await alice.goto('/client/integrations');
    await openLive(bob, '/client/integrations', 'IntegrationEvents');
    await expect(bob.getByRole('row', { name: /Store POS/ })).toBeVisible();
    await screenshot(bob, 'integrations-list');

    const name = uniqueName('Delivery');
    await alice.getByRole('button', { name: 'New integration' }).click();
    const modal = alice.getByRole('dialog', { name: 'New integration' });
    await modal.getByLabel('Name').fill(name);
    await modal.getByLabel('Integration type').selectOption({ label: 'Delivery' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Please select the integration provider')).toBeVisible();
    await expect(modal.getByText('Authentication options is required')).toBeVisible();

    await modal.getByRole('button', { name: 'Add' }).click();
    await expect(modal.getByText('Please provide both key and value.')).toBeVisible();
    await screenshot(alice, 'integrations-create-refused');

    await modal.getByLabel('Provider').selectOption({ label: 'Uber Direct' });
    await modal.getByLabel('New key').fill('clientId');
    await modal.getByLabel('New value').fill('uber-client-1');
    await modal.getByRole('button', { name: 'Add' }).click();
    await expect(modal.getByLabel('Key 1')).toHaveValue('clientId');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();

    const row = (page: typeof alice) => page.getByRole('row', { name: new RegExp(name) });
    await expect(row(alice)).toContainText('Active');
    await expect(row(bob)).toBeVisible();
    await expect(row(bob)).toContainText('Delivery');
    await screenshot(bob, 'integrations-live');

    // The new integration stays open in its panel: rename it there.
    const panel = alice.getByRole('region', { name });
    const renamed = `${name} night`;
    await panel.getByLabel('Name').fill(renamed);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(bob.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
    await expect(
      alice.getByRole('region', { name: renamed }).getByRole('button', { name: 'Save' }),
    ).toBeEnabled();
    await screenshot(alice, 'integrations-open');

    await alice
      .getByRole('region', { name: renamed })
      .getByRole('button', { name: 'Delete integration' })
      .click();
    const confirm = alice.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(
      `The integration ${renamed} will be deleted. This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(alice.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
    await expect(bob.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
  });

  test('a save over another admin’s change asks, and Reload shows their version', async ({ browser }) => {
    test.slow();
    const alice = await signedInPage(browser, 'clientadmin@demo.test');
    const bob = await signedInPage(browser, 'clientadmin@demo.test');
    await alice.goto('/client/integrations');
    await openLive(bob, '/client/integrations', 'IntegrationEvents');
    const name = uniqueName('Courier');
    await createIntegration(alice, name);

    await rowOf(bob, name).click();
    const bobForm = bob.getByRole('region', { name }).getByRole('form', { name: 'Integration' });
    const aliceForm = alice.getByRole('region', { name }).getByRole('form', { name: 'Integration' });
    await aliceForm.getByLabel('Active').uncheck();
    await aliceForm.getByRole('button', { name: 'Save' }).click();
    // The open integration moves to the Inactive tab with its panel.
    await expect(alice.getByRole('tab', { name: 'Inactive' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(alice, name)).toContainText('Inactive');

    await expect(bobForm).toContainText('changed the integration');
    await bobForm.getByLabel('Name').fill(`${name} mine`);
    await bobForm.getByRole('button', { name: 'Save' }).click();
    const conflict = bob.getByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(conflict).toContainText('clientadmin@demo.test');
    await screenshot(bob, 'integrations-conflict');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(bobForm.getByLabel('Name')).toHaveValue(name);
    await expect(bobForm.getByLabel('Inactive')).not.toBeChecked();
  });

  test('the status filter shows the inactive integrations', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/integrations');
    await expect(admin.getByRole('row', { name: /Store POS/ })).toBeVisible();
    await expect(admin.getByRole('row', { name: /Same-day delivery/ })).toHaveCount(0);
    await admin.getByRole('tab', { name: 'Inactive' }).click();
    await expect(admin.getByRole('row', { name: /Same-day delivery/ })).toContainText('Inactive');
    await expect(admin.getByRole('row', { name: /Store POS/ })).toHaveCount(0);
  });

  test('an integration created inactive, or set inactive, stays open on the tab that lists it', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/integrations');
    const name = uniqueName('Paused');
    await admin.getByRole('button', { name: 'New integration' }).click();
    const modal = admin.getByRole('dialog', { name: 'New integration' });
    await modal.getByLabel('Name').fill(name);
    await modal.getByRole('switch', { name: 'Active' }).click();
    await modal.getByLabel('Integration type').selectOption({ label: 'Delivery' });
    await modal.getByLabel('Provider').selectOption({ label: 'DoorDash Drive' });
    await modal.getByLabel('New key').fill('developerId');
    await modal.getByLabel('New value').fill('dev-7');
    await modal.getByRole('button', { name: 'Add' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('tab', { name: 'Inactive' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(admin, name)).toHaveAttribute('aria-selected', 'true');

    const form = admin.getByRole('form', { name: 'Integration' });
    await form.getByRole('switch', { name: 'Inactive' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(rowOf(admin, name)).toContainText('Active');
    await expect(form.getByLabel('Name')).toHaveValue(name);
  });

  test('a key and value typed but not added are saved, a stale refusal goes, and values can be shown', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/integrations');
    const name = uniqueName('Typed');
    await admin.getByRole('button', { name: 'New integration' }).click();
    const modal = admin.getByRole('dialog', { name: 'New integration' });
    await modal.getByLabel('Name').fill(name);
    await modal.getByLabel('Integration type').selectOption({ label: 'Delivery' });
    await modal.getByLabel('Provider').selectOption({ label: 'DoorDash Drive' });
    await modal.getByLabel('New key').fill('developerId');
    await modal.getByRole('button', { name: 'Add' }).click();
    await expect(modal.getByText('Please provide both key and value.')).toBeVisible();
    await modal.getByLabel('New value').fill('dev-99');
    await expect(modal.getByText('Please provide both key and value.')).toHaveCount(0);
    await expect(modal.getByLabel('New value')).toHaveAttribute('type', 'password');
    await modal.getByRole('button', { name: 'Show values' }).click();
    await expect(modal.getByLabel('New value')).toHaveAttribute('type', 'text');
    await screenshot(admin, 'integrations-values-shown');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();

    const form = admin.getByRole('form', { name: 'Integration' });
    await expect(form.getByLabel('Key 1')).toHaveValue('developerId');
    await form.getByRole('button', { name: 'Show values' }).click();
    await expect(form.getByLabel('Value 1')).toHaveValue('dev-99');
    await expect(form.getByLabel('Value 1')).toHaveAttribute('type', 'text');
  });
});

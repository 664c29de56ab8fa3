import type { Browser, Locator, Page } from '@playwright/test';
import { screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

const STORE = 'Downtown Hub';

/** Signs in, chooses the store in the shell's store chooser as a person would, then opens the zones. */
async function openZones(browser: Browser, email: string): Promise<Page> {
  const page = await signedInPage(browser, email);
  await page.getByRole('button', { name: /^Store/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: STORE }).click();
  await page.goto('/store/zones');
  await expect(zoneTable(page).getByRole('row').nth(1)).toBeVisible();
  return page;
}

const zoneTable = (page: Page): Locator => page.getByRole('table', { name: 'Zones' });
const zoneRow = (page: Page, name: string): Locator =>
  zoneTable(page).getByRole('row').filter({ hasText: name });

/** The section and user counts a zone's row shows. */
async function counts(page: Page, name: string): Promise<{ sections: string; users: string }> {
  const cells = zoneRow(page, name).getByRole('cell');
  return {
    sections: (await cells.nth(2).textContent()) ?? '',
    users: (await cells.nth(3).textContent()) ?? '',
  };
}

/** Creates a zone holding the first section of the store, through the create form. */
async function createZone(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New zone' }).click();
  const form = page.getByRole('form', { name: 'Zone' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('group', { name: 'Sections' }).getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(zoneRow(page, name)).toBeVisible();
}

test.describe('zones', () => {
  test('a zone without sections is refused with the spec’s alert; with a section it is created, then deleted', async ({
    browser,
  }) => {
    const page = await openZones(browser, 'clientadmin@demo.test');
    await screenshot(page, 'zones-list');
    const name = uniqueName('Zone');

    await page.getByRole('button', { name: 'New zone' }).click();
    const form = page.getByRole('form', { name: 'Zone' });
    await form.getByLabel('Name').fill(name);
    await expect(form.getByLabel('Food safety type')).toHaveValue('');
    await expect(form.getByRole('option', { name: '(No FoodSafetyType)' })).toBeAttached();
    await form.getByRole('button', { name: 'Save' }).click();

    const alert = page.getByRole('alertdialog', { name: 'Create Error' });
    await expect(alert).toContainText('Please choose at least one section for this zone.');
    await screenshot(page, 'zones-create-error');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(zoneRow(page, name)).toHaveCount(0);

    await form.getByRole('group', { name: 'Sections' }).getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(zoneRow(page, name)).toBeVisible();
    expect(await counts(page, name)).toEqual({ sections: '1', users: '0' });
    await expect(page.getByRole('region', { name })).toBeVisible();
    await screenshot(page, 'zones-created');

    await page.getByRole('button', { name: 'Delete zone' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, delete it!' })
      .click();
    await expect(zoneRow(page, name)).toHaveCount(0);
  });

  test('sections and users one admin assigns show on the other admin’s screen without reloading', async ({
    browser,
  }) => {
    const alice = await openZones(browser, 'clientadmin@demo.test');
    const bob = await openZones(browser, 'manager@demo.test');
    const name = uniqueName('Shared zone');

    await createZone(alice, name);
    await expect(zoneRow(bob, name)).toBeVisible();
    expect(await counts(bob, name)).toEqual({ sections: '1', users: '0' });
    await zoneRow(bob, name).click();
    const bobPanel = bob.getByRole('region', { name });

    // The new zone is open on Alice's screen since she created it.
    const panel = alice.getByRole('region', { name });
    await panel.getByRole('button', { name: 'Assign sections' }).click();
    const sections = alice.getByRole('dialog', { name: `Sections of ${name}` });
    const second = sections.getByRole('checkbox').nth(1);
    const secondName = (await sections.locator('label').nth(1).textContent()) ?? '';
    // A tick shows once the server has stored the link, so it is clicked, not checked.
    await second.click();
    await expect(second).toBeChecked();
    await expect.poll(() => counts(bob, name)).toEqual({ sections: '2', users: '0' });
    await expect(bobPanel.getByRole('region', { name: /^Sections/ })).toContainText(secondName);
    await sections.getByRole('button', { name: 'Done' }).click();

    await panel.getByRole('button', { name: 'Assign users' }).click();
    const users = alice.getByRole('dialog', { name: `Users of ${name}` });
    await users.getByRole('searchbox').fill('shopper');
    const shopper = users.getByRole('checkbox', { name: /Shay Shopper/ });
    await shopper.click();
    await expect(shopper).toBeChecked();
    await screenshot(alice, 'zones-assign-users');
    await expect.poll(() => counts(bob, name)).toEqual({ sections: '2', users: '1' });
    await expect(bobPanel.getByRole('region', { name: /^Users/ })).toContainText('Shay Shopper');

    await shopper.click();
    await expect(shopper).not.toBeChecked();
    await expect.poll(() => counts(bob, name)).toEqual({ sections: '2', users: '0' });
    await screenshot(bob, 'zones-live');
  });

  test('a zone another admin created while this admin was on another screen shows on returning', async ({
    browser,
  }) => {
    const alice = await openZones(browser, 'clientadmin@demo.test');
    const bob = await openZones(browser, 'manager@demo.test');
    const menuLink = (name: string) =>
      bob.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).last();
    await menuLink('Dashboard').click();
    await expect(bob).toHaveURL(/\/store\/dashboard/);

    const name = uniqueName('While away');
    await createZone(alice, name);
    await menuLink('Zones').click();
    await expect(zoneRow(bob, name)).toBeVisible();
  });

  test('a rename over another admin’s newer save asks whether to reload or overwrite', async ({
    browser,
  }) => {
    const alice = await openZones(browser, 'clientadmin@demo.test');
    const bob = await openZones(browser, 'manager@demo.test');
    const name = uniqueName('Contested zone');
    await createZone(alice, name);
    await zoneRow(bob, name).click();
    const bobForm = bob.getByRole('form', { name: 'Zone' });
    await bobForm.getByLabel('Name').fill(`${name} by Bob`);

    await alice.getByRole('form', { name: 'Zone' }).getByLabel('Name').fill(`${name} by Alice`);
    await alice.getByRole('button', { name: 'Save' }).click();
    await expect(zoneRow(bob, `${name} by Alice`)).toBeVisible();
    await expect(bobForm.getByLabel('Name')).toHaveValue(`${name} by Bob`);

    await bobForm.getByRole('button', { name: 'Save' }).click();
    const conflict = bob.getByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(conflict).toBeVisible();
    await screenshot(bob, 'zones-conflict');
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(zoneRow(alice, `${name} by Bob`)).toBeVisible();
  });
});

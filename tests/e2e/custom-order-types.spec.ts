import type { Page } from '@playwright/test';
import { choose, screenshot, signedInPage, expect, test, uniqueName, openLive } from './kit.js';

// A 1x1 PNG, and an SVG that would run script if a browser took it for a document.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');

async function openNewType(page: Page, name: string, sourceKey: string) {
  await page.getByRole('button', { name: 'New custom order type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New custom order type' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Source key').fill(sourceKey);
  return dialog;
}

test.describe('custom order types', () => {
  test('lists the client’s types by name with their icons', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/customordertype');
    const table = admin.getByRole('table', { name: 'Custom order types' });
    await expect(table.getByRole('row', { name: /Catering/ })).toBeVisible();
    const names = await table
      .getByRole('row')
      .filter({ hasText: /CATERING|CURBSIDE_EXPRESS|GIFT/ })
      .allInnerTexts();
    expect(names.map((text) => text.trim().split('\n')[0])).toEqual(
      [...names.map((text) => text.trim().split('\n')[0])].sort(),
    );
    await expect(table.getByRole('img', { name: 'Catering icon' })).toBeVisible();
    // A store's own type is not the client's.
    await expect(table.getByRole('row', { name: /Deli Platter/ })).toHaveCount(0);
    await screenshot(admin, 'custom-order-types-list');
  });

  test("a type without an image is refused in the spec's words, and an SVG is refused as an icon", async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/customordertype');
    const dialog = await openNewType(admin, 'No icon', 'NOICON');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = admin.getByRole('alertdialog', { name: 'Fields Missing' });
    await expect(alert).toContainText(
      'Is neccesary include Name, SourceKey and Image to create a new Order Sub Type',
    );
    await screenshot(admin, 'custom-order-types-fields-missing');
    await alert.getByRole('button', { name: 'OK' }).click();

    await dialog.getByLabel('Icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: SVG });
    await expect(dialog.getByText('The icon must be a PNG, JPEG, GIF or WebP image.')).toBeVisible();
  });

  test('a type is created with its icon, edited and deleted', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/customordertype');
    const name = uniqueName('Party');
    const dialog = await openNewType(admin, name, 'PARTY');
    await dialog.getByLabel('Icon').setInputFiles({ name: 'party.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Icon preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: `${name} icon` })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );

    // The new type opens for editing; a click on its row would close it.
    const form = admin.getByRole('form', { name: 'Custom order type' });
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await form.getByLabel('Name').fill(`${name} XL`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('row', { name: new RegExp(`${name} XL`) })).toBeVisible();
    await screenshot(admin, 'custom-order-types-edited');

    await form.getByRole('button', { name: 'Delete custom order type' }).click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: /delete/i })
      .click();
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('a type created by one admin appears on another admin’s screen without reloading', async ({
    browser,
  }) => {
    const alice = await signedInPage(browser, 'clientadmin@demo.test');
    const bob = await signedInPage(browser, 'sysadmin@demo.test');
    await alice.goto('/client/customordertype');
    await bob.getByRole('button', { name: /^Client\b/ }).click();
    await bob
      .getByRole('dialog', { name: 'Choose a client' })
      .getByRole('button', { name: 'Demo Grocers' })
      .click();
    await openLive(bob, '/client/customordertype', 'CustomOrderTypeEvents');
    await expect(bob.getByRole('row', { name: /Catering/ })).toBeVisible();

    const name = uniqueName('Picnic');
    const dialog = await openNewType(alice, name, 'PICNIC');
    await dialog.getByLabel('Icon').setInputFiles({ name: 'picnic.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(bob.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await screenshot(bob, 'custom-order-types-live');
  });
});

test.describe('custom order types of a store', () => {
  test('a store manager sees and adds the store’s own types only', async ({ browser }) => {
    const manager = await signedInPage(browser, 'manager@demo.test');
    await choose(manager, 'Store', 'Downtown Hub');
    await manager.goto('/store/customordertype');
    const table = manager.getByRole('table', { name: 'Custom order types' });
    await expect(table.getByRole('row', { name: /Deli Platter/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Catering/ })).toHaveCount(0);

    const name = uniqueName('Sushi');
    const dialog = await openNewType(manager, name, 'SUSHI');
    await dialog.getByLabel('Icon').setInputFiles({ name: 'sushi.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await screenshot(manager, 'custom-order-types-store');
  });
});

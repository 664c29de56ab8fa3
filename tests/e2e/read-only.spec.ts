import type { Page } from '@playwright/test';
import { choose, screenshot, signedInPage, expect, test } from './kit.js';

const sectionRows = (page: Page) => page.locator('[role="list"][aria-label="Sections"] > [role="listitem"]');

test.describe('a lead shopper reads the store without being offered what the API would refuse', () => {
  test('the layout screens show no New, Save, Delete, drag or move controls', async ({ browser }) => {
    const lead = await signedInPage(browser, 'lead@demo.test');
    await expect(lead).toHaveURL(/\/store\/dashboard$/);
    const menu = lead.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Merchandise' })).toBeVisible();
    // The delivery settings hold the store's secrets, which only those who change the store read.
    await expect(menu.getByRole('link', { name: 'Delivery', exact: true })).toHaveCount(0);

    await lead.goto('/store/merchandise');
    await expect(sectionRows(lead).first()).toBeVisible();
    await expect(lead.getByRole('button', { name: 'New section' })).toHaveCount(0);
    await expect(lead.getByRole('button', { name: /^Drag / })).toHaveCount(0);
    await expect(lead.getByRole('button', { name: /^Move / })).toHaveCount(0);

    await sectionRows(lead).first().locator('button[aria-expanded]').click();
    const form = lead.getByRole('form', { name: /^Section / });
    await expect(form.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Delete section' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Close' })).toBeVisible();
    const shelves = lead.getByRole('list', { name: /^Shelves of / });
    await expect(shelves.getByRole('listitem').first()).toBeVisible();
    await expect(lead.getByRole('button', { name: 'Add shelf' })).toHaveCount(0);
    await expect(shelves.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await screenshot(lead, 'read-only-merchandise');

    for (const [path, newLabel] of [
      ['/store/zones', 'New zone'],
      ['/store/itemcategories', 'New item category'],
      ['/store/carryout', 'New staging section'],
      ['/store/foodsafetytypes', 'New food safety type'],
    ] as const) {
      await lead.goto(path);
      await expect(lead.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(lead.getByRole('button', { name: newLabel }), path).toHaveCount(0);
      await expect(lead.getByRole('button', { name: /^Drag / }), path).toHaveCount(0);
    }
  });

  test('an address of another role shows the no-access page, which leads back to the start page', async ({
    browser,
  }) => {
    const lead = await signedInPage(browser, 'lead@demo.test');
    await expect(lead).toHaveURL(/\/store\/dashboard$/);
    for (const path of ['/client/users', '/client/stores', '/admin/clients', '/store/delivery']) {
      await lead.goto(path);
      await expect(lead).toHaveURL(/\/noaccess$/);
      await expect(lead.getByText('You do not have access to this page')).toBeVisible();
      await expect(lead.getByText(`${path} is not open to your role.`)).toBeVisible();
    }
    await screenshot(lead, 'read-only-no-access');
    await lead.getByRole('link', { name: 'Go to your start page' }).click();
    await expect(lead).toHaveURL(/\/store\/dashboard$/);
  });
});

test('a store manager still changes the layout of its store', async ({ browser }) => {
  const manager = await signedInPage(browser, 'manager@demo.test');
  await choose(manager, 'Store', 'Downtown Hub');
  await manager.goto('/store/merchandise');
  await expect(sectionRows(manager).first()).toBeVisible();
  await expect(manager.getByRole('button', { name: 'New section' })).toBeVisible();
  await expect(manager.getByRole('button', { name: /^Drag / }).first()).toBeVisible();
  await expect(
    manager
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Delivery', exact: true }),
  ).toBeVisible();
});

import type { Page } from '@playwright/test';
import { adminAt, screenshot, uniqueName, expect, test } from './kit.js';

/** Creates a food safety type of one's own, so tests do not edit each other's rows; it opens after saving. */
async function createFoodSafetyType(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New food safety type' }).click();
  const form = page.getByRole('form', { name: 'Food safety type' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Container color' }).click();
  await page.getByRole('option', { name: 'Kale' }).click();
  await form.getByRole('combobox', { name: 'Container icon' }).click();
  await page.getByRole('option', { name: 'Cooler' }).click();
  await form.getByLabel('Max lead time').fill('02:30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Food safety types' }).getByRole('row', { name: new RegExp(`^${name}`) });

test.describe('food safety types, edited by two admins at once', () => {
  test('a later save over another admin’s change asks first, and Overwrite keeps mine', async ({
    browser,
  }) => {
    // Two admins at two desks: twice the signing in and choosing.
    test.slow();
    const alice = await adminAt(browser, 'clientadmin@demo.test', '/store/foodsafetytypes');
    const bob = await adminAt(browser, 'clientadmin@demo.test', '/store/foodsafetytypes');
    const name = uniqueName('Chiller');
    await createFoodSafetyType(alice, name);
    await screenshot(alice, 'food-safety-types-list');

    // The new row reaches Bob live; he opens it while Alice still has it open.
    await rowOf(bob, name).click();
    const bobForm = bob.getByRole('region', { name }).getByRole('form', { name: 'Food safety type' });
    await expect(bobForm.getByLabel('Max lead time')).toHaveValue('02:30:00');

    const aliceForm = alice.getByRole('region', { name }).getByRole('form', { name: 'Food safety type' });
    await aliceForm.getByLabel('Max lead time').fill('03:00:00');
    await aliceForm.getByRole('button', { name: 'Save' }).click();
    await expect(rowOf(alice, name)).toContainText('03:00:00');

    // Bob's draft stays; a notice says who changed the row meanwhile.
    await expect(bobForm).toContainText('clientadmin@demo.test changed the food safety type');
    const renamed = `${name} renamed`;
    await bobForm.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await bobForm.getByRole('button', { name: 'Save' }).click();

    const conflict = bob.getByRole('alertdialog', { name: 'Someone else changed this' });
    // The dialog names the changer as people know them.
    await expect(conflict).toContainText('Casey Clientadmin');
    await screenshot(bob, 'food-safety-types-conflict');
    await conflict.getByRole('button', { name: 'Overwrite' }).click();

    await expect(rowOf(bob, renamed)).toBeVisible();
    await expect(rowOf(alice, renamed)).toBeVisible();
  });

  test('an invalid max lead time is refused with an alert and cleared', async ({ browser }) => {
    const admin = await adminAt(browser, 'clientadmin@demo.test', '/store/foodsafetytypes');
    const name = uniqueName('Deli');
    await createFoodSafetyType(admin, name);
    const leadTime = admin.getByRole('region', { name }).getByLabel('Max lead time');
    await leadTime.fill('25:61');
    await leadTime.press('Tab');

    const alert = admin.getByRole('alertdialog', { name: 'Invalid Value' });
    await expect(alert).toContainText('Max Lead Time Value format must be hh:mm:ss');
    await screenshot(admin, 'food-safety-types-invalid-value');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(leadTime).toHaveValue('');
  });

  test('another admin on the screen shows with what they have open', async ({ browser }) => {
    // Two admins at two desks: twice the signing in and choosing.
    test.slow();
    const sam = await adminAt(browser, 'sysadmin@demo.test', '/store/foodsafetytypes', 'Demo Grocers');
    const casey = await adminAt(browser, 'clientadmin@demo.test', '/store/foodsafetytypes');
    await rowOf(sam, 'Cooler').click();

    const others = casey.getByRole('list', { name: 'Other admins on this screen' });
    await expect(others.getByRole('img', { name: 'Sam Sysadmin is viewing Cooler' })).toBeVisible();
    await screenshot(casey, 'food-safety-types-presence');
  });
});

test.describe('item categories', () => {
  test('a keyboard-only reorder is stored and survives a reload', async ({ browser }) => {
    const admin = await adminAt(browser, 'clientadmin@demo.test', '/store/itemcategories');
    const list = admin.getByRole('list', { name: 'Item categories' });
    const handles = list.getByRole('button', { name: /^Drag / });
    await expect(handles.first()).toBeVisible();
    const before = await handles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const [first, second] = before;

    const stored = admin.waitForResponse((response) =>
      Boolean(response.request().postData()?.includes('ReorderItemCategories')),
    );
    // Keys as a person presses them: each waits for the list to answer the previous one.
    await handles.first().focus();
    await admin.keyboard.press('Space');
    await expect(handles.first()).toHaveAttribute('aria-pressed', 'true');
    await admin.keyboard.press('ArrowDown');
    const moved = first?.replace(/^Drag /, '') ?? '';
    await expect(admin.getByText(`${moved} moved to position 2 of`)).toBeAttached();
    await admin.keyboard.press('Space');
    await expect(handles.nth(1)).toHaveAccessibleName(first ?? '');
    await screenshot(admin, 'item-categories-reordered');

    // The stored order, not just the screen's.
    await stored;
    await admin.reload();
    await expect(handles.nth(0)).toHaveAccessibleName(second ?? '');
    await expect(handles.nth(1)).toHaveAccessibleName(first ?? '');

    await list.getByRole('button', { name: /^Spirits/ }).click();
    const detail = admin.getByRole('region', { name: 'Spirits' });
    await expect(detail.getByRole('switch', { name: 'Alcohol' })).toBeChecked();
    await screenshot(admin, 'item-categories-detail');
  });
});

import type { Page } from '@playwright/test';
import { screenshot, signedInPage, expect, test } from './kit.js';

const PATH = '/client/autoassignmentrule';
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'New auto-assignment rule' });
const rows = (page: Page) => page.locator('ul[aria-label="Auto-assignment rules"] > li');
const rowNamed = (page: Page, name: string) =>
  page.getByRole('button', { name: `Drag ${name}`, exact: true });

/** Opens the new-rule dialog and picks type and key, as a person fills it. */
async function startRule(page: Page, type: string, key: string) {
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: type });
  await dialog.getByRole('combobox', { name: 'Key' }).selectOption({ label: key });
  return dialog;
}

/** The labels a select offers, without its placeholder. */
const offered = (page: Page, name: string) =>
  dialogOf(page).getByRole('combobox', { name }).locator('option:not([value=""])').allTextContents();

async function expectAlert(page: Page, message: string) {
  const alert = page.getByRole('alertdialog', { name: 'Create Error' });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'OK' }).click();
}

test.describe('auto-assignment rules', () => {
  test('lists the client’s rules in sequence, and the store chooser shows a store’s own', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto(PATH);
    await expect(rowNamed(page, 'Rank by Order Type: Delivery')).toBeVisible();
    await expect(rowNamed(page, 'Limit by Item Count: 40')).toBeVisible();
    await expect(rowNamed(page, 'Filter by Custom Order Type: Is none of Gift Order')).toBeVisible();
    await expect(rows(page).first()).toContainText('Order Type');
    await screenshot(page, 'assignment-rules-client');

    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });
    await expect(rowNamed(page, 'Rank by Lead Time Rule: Hot food waiting')).toBeVisible();
    await expect(rowNamed(page, 'Rank by Order Type: Delivery')).toHaveCount(0);
    await screenshot(page, 'assignment-rules-store');
  });

  test('refuses a rule in the spec’s words, and a ranked custom order type leaves the choices until freed', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto(PATH);
    await expect(rows(page).first()).toBeVisible();

    // Types in the spec's order; Filter stays offered while a custom order type is unfiltered.
    await page.getByRole('button', { name: 'New rule' }).click();
    expect(await offered(page, 'Type')).toEqual(['Filter', 'Rank', 'Limit']);
    await dialogOf(page).getByRole('button', { name: 'Create' }).click();
    await expectAlert(page, 'Please insert all the information.');
    await dialogOf(page).getByRole('button', { name: 'Cancel' }).click();

    const limit = await startRule(page, 'Limit', 'Item Count');
    await limit.getByRole('textbox', { name: 'Value' }).fill('150');
    await limit.getByRole('button', { name: 'Create' }).click();
    await expectAlert(page, 'Item Count must be a whole number from 1 to 100.');
    await limit.getByRole('button', { name: 'Cancel' }).click();

    const rank = await startRule(page, 'Rank', 'Custom Order Type');
    expect(await offered(page, 'Value')).toContain('Curbside Express');
    await rank.getByRole('combobox', { name: 'Value' }).selectOption({ label: 'Curbside Express' });
    await screenshot(page, 'assignment-rules-create');
    await rank.getByRole('button', { name: 'Create' }).click();
    const created = 'Rank by Custom Order Type: Curbside Express';
    await expect(rowNamed(page, created)).toBeVisible();
    // Stored last.
    await expect(rows(page).last()).toContainText('Curbside Express');

    await startRule(page, 'Rank', 'Custom Order Type');
    expect(await offered(page, 'Value')).not.toContain('Curbside Express');
    await dialogOf(page).getByRole('button', { name: 'Cancel' }).click();

    // Deleting the rule frees its value.
    await rows(page)
      .filter({ has: rowNamed(page, created) })
      .getByRole('button', { expanded: false })
      .click();
    const editor = page.getByRole('region', { name: created });
    await editor.getByRole('button', { name: 'Delete rule' }).click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(rowNamed(page, created)).toHaveCount(0);
    await startRule(page, 'Rank', 'Custom Order Type');
    expect(await offered(page, 'Value')).toContain('Curbside Express');
  });

  test('a rule moves down with the keyboard and is edited beside the list', async ({ browser }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto(PATH);
    const first = 'Rank by Order Type: Delivery';
    await expect(rowNamed(page, first)).toBeVisible();
    const before = await rows(page).allInnerTexts();
    const from = before.findIndex((text) => text.includes('Delivery'));
    await page.getByRole('button', { name: `Move ${first} down` }).click();
    await expect(rows(page).nth(from + 1)).toContainText('Delivery');
    await page.reload();
    await expect(rows(page).nth(from + 1)).toContainText('Delivery');

    await rows(page)
      .filter({ has: rowNamed(page, first) })
      .getByRole('button', { expanded: false })
      .click();
    const editor = page.getByRole('region', { name: first });
    await editor.getByRole('combobox', { name: 'Value' }).selectOption({ label: 'Spoke' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(rowNamed(page, 'Rank by Order Type: Spoke')).toBeVisible();
    await screenshot(page, 'assignment-rules-edit');
  });
});

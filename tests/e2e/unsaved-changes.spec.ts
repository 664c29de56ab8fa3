import type { Locator, Page } from '@playwright/test';
import { adminAt, screenshot, uniqueName, expect, test } from './kit.js';

const zoneRow = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: 'Zones' }).getByRole('row').filter({ hasText: name });

/** A zone of its own for the test, with the store's first section, left open in its panel. */
async function openNewZone(page: Page): Promise<{ name: string; form: Locator }> {
  const name = uniqueName('Zone');
  await page.getByRole('button', { name: 'New zone' }).click();
  const creator = page.getByRole('form', { name: 'Zone' });
  await creator.getByLabel('Name').fill(name);
  await creator.getByRole('group', { name: 'Sections' }).getByRole('checkbox').first().check();
  await creator.getByRole('button', { name: 'Save' }).click();
  await expect(zoneRow(page, name)).toBeVisible();
  return { name, form: page.getByRole('form', { name: 'Zone' }) };
}

test.describe('an edit form', () => {
  test('confirms a save with a toast', async ({ browser }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', '/store/zones');
    const { form } = await openNewZone(page);
    const renamed = uniqueName('Renamed');
    await form.getByLabel('Name').fill(renamed);
    await form.getByRole('button', { name: 'Save' }).click();
    // Shown as a toast, and read out by screen readers.
    await expect(page.getByRole('listitem', { name: 'Changes saved.' })).toBeVisible();
    await expect(page.locator('[aria-live]', { hasText: 'Changes saved.' })).toHaveCount(1);
    await expect(zoneRow(page, renamed)).toBeVisible();
    await screenshot(page, 'saved-toast');
  });

  test('asks before its changes are lost to another row or another page', async ({ browser }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', '/store/zones');
    const { name, form } = await openNewZone(page);
    const draft = uniqueName('Draft');
    await form.getByLabel('Name').fill(draft);
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });

    // Another row: "Keep editing" leaves the draft as it was.
    await page.getByRole('table', { name: 'Zones' }).getByRole('row').nth(1).click();
    await expect(question).toBeVisible();
    await screenshot(page, 'unsaved-changes-question');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel('Name')).toHaveValue(draft);

    // Another page: "Discard changes" goes there, and the zone keeps its saved name.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Merchandise' })
      .click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/store\/merchandise$/);
    await page.goto('/store/zones');
    await expect(zoneRow(page, name)).toBeVisible();
    await expect(zoneRow(page, draft)).toHaveCount(0);
  });

  test('with nothing changed, opens another row without asking', async ({ browser }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', '/store/zones');
    await openNewZone(page);
    await page.getByRole('table', { name: 'Zones' }).getByRole('row').nth(1).click();
    await expect(page.getByRole('alertdialog', { name: 'Discard your changes?' })).toHaveCount(0);
  });
});

test.describe('a create form', () => {
  test('asks before a typed draft is lost to another page, and not once it is saved', async ({ browser }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', '/store/zones');
    await page.getByRole('button', { name: 'New zone' }).click();
    const creator = page.getByRole('form', { name: 'Zone' });
    const name = uniqueName('Draft zone');
    await creator.getByLabel('Name').fill(name);
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    const merchandiseLink = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Merchandise' });

    await merchandiseLink.click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/store\/zones$/);
    await expect(creator.getByLabel('Name')).toHaveValue(name);

    await creator.getByRole('group', { name: 'Sections' }).getByRole('checkbox').first().check();
    await creator.getByRole('button', { name: 'Save' }).click();
    await expect(zoneRow(page, name)).toBeVisible();
    await merchandiseLink.click();
    await expect(page).toHaveURL(/\/store\/merchandise$/);
    await expect(question).toHaveCount(0);
  });
});

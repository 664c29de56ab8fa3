import type { Page } from '@playwright/test';
import { adminAt, screenshot, expect, test } from './kit.js';

/** The names at the start of a reorderable list's rows, top to bottom. */
const order = (page: Page, list: string) =>
  page
    .locator(`ul[aria-label="${list}"] > li`)
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('button[aria-expanded] span')?.textContent ?? ''),
    );

// One behaviour for the three layout lists: column names over the rows, and Move up / Move down.
for (const { path, list, column } of [
  { path: '/store/itemcategories', list: 'Item categories', column: 'Prepared items' },
  { path: '/store/carryout', list: 'Staging sections', column: 'Shelves' },
]) {
  test(`the ${list.toLowerCase()} list has column names, and a row moves down and back up with its buttons`, async ({
    browser,
  }) => {
    const page = await adminAt(browser, 'clientadmin@demo.test', path);
    await expect(page.locator(`ul[aria-label="${list}"] > li`).first()).toBeVisible();
    await expect(page.getByText(column, { exact: true })).toBeVisible();
    const before = await order(page, list);
    const [first, second] = before as [string, string];

    await page.getByRole('button', { name: `Move ${first} down`, exact: true }).click();
    await expect.poll(() => order(page, list)).toEqual([second, first, ...before.slice(2)]);
    await screenshot(page, `list-moves-${list.toLowerCase().replace(/ /g, '-')}`);
    // Stored, not only shown: the order holds after reloading.
    await page.reload();
    await expect.poll(() => order(page, list)).toEqual([second, first, ...before.slice(2)]);

    await page.getByRole('button', { name: `Move ${first} up`, exact: true }).click();
    await expect.poll(() => order(page, list)).toEqual(before);
  });
}

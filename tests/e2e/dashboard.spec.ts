import type { Locator, Page } from '@playwright/test';
import { adminAt, choose, graphql, screenshot, uniqueName, expect, test } from './kit.js';

const ADMIN = 'clientadmin@demo.test';

/** A count card's number, once it has loaded. */
async function countOf(card: Locator): Promise<number> {
  await expect(card).toContainText(/\d+/);
  return Number((await card.innerText()).match(/\d+/)?.[0]);
}

/** Adds an item category to Downtown Hub as the admin signed in on `page`, as another screen would. */
async function addItemCategory(page: Page): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('credentials') ?? '{}') as { token?: string }).token,
  );
  const { stores } = await graphql<{ stores: { id: string; name: string }[] }>(
    page.request,
    '{ stores { id name } }',
    {},
    token,
  );
  const storeId = stores.find((store) => store.name === 'Downtown Hub')?.id;
  expect(storeId, 'Downtown Hub is one of the admin’s stores').toBeDefined();
  await graphql(
    page.request,
    `
      mutation ($storeId: ID!, $input: ItemCategoryInput!) {
        createItemCategory(storeId: $storeId, input: $input) {
          errors {
            message
          }
        }
      }
    `,
    {
      storeId,
      input: {
        sourceKey: uniqueName('dashboard').replace(/\s+/g, '-'),
        preparedItemsMode: 1,
        isAlcohol: false,
      },
    },
    token,
  );
}

test.describe('store dashboard', () => {
  test('counts an item category another admin adds, without reloading', async ({ browser }) => {
    const watcher = await adminAt(browser, ADMIN, '/store/dashboard');
    const categories = watcher.getByRole('group', { name: 'Item categories' });
    const before = await countOf(categories);

    const editor = await adminAt(browser, ADMIN, '/store/itemcategories');
    await addItemCategory(editor);

    await expect(categories).toContainText(String(before + 1));
    await screenshot(watcher, 'store-dashboard-live');
  });

  test('shows fresh counts on returning to it and on choosing the same store again', async ({ browser }) => {
    const admin = await adminAt(browser, ADMIN, '/store/dashboard');
    const categories = admin.getByRole('group', { name: 'Item categories' });
    const before = await countOf(categories);

    await admin
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Zones', exact: true })
      .click();
    await expect(admin).toHaveURL(/\/store\/zones/);
    await addItemCategory(admin);
    await admin
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .last()
      .click();
    await expect(admin).toHaveURL(/\/store\/dashboard/);
    await expect(categories).toContainText(String(before + 1));

    // Changes made while the dashboard was not listening show when the store is chosen again.
    await admin
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Zones', exact: true })
      .click();
    await addItemCategory(admin);
    await choose(admin, 'Store', 'Downtown Hub');
    await expect(admin).toHaveURL(/\/store\/dashboard/);
    await expect(categories).toContainText(String(before + 2));
  });
});

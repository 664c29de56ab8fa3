import { expect, screenshot, signedInPage, test } from './kit.js';

test.describe('API explorer', () => {
  test('a client admin runs the first query and sees their stores, with the schema documented beside it', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/graphiql');
    await expect(page.getByRole('heading', { level: 1, name: 'API Explorer' })).toBeVisible();
    await expect(page.getByText('query MyStores')).toBeVisible();
    await page.getByRole('button', { name: /Execute query/ }).click();
    const response = page.locator('.result-window');
    await expect(response).toContainText('"userName": "clientadmin@demo.test"');
    await expect(response).toContainText('"name": "Downtown Hub"');
    // The schema came from the published document (introspection is off): its descriptions show.
    await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
    await page.getByRole('link', { name: 'Query', exact: true }).click();
    await expect(page.getByText('One store by id.')).toBeVisible();
    await screenshot(page, 'explorer-first-query');
  });

  test('a shopper opening the explorer is told it is not open to their role', async ({ browser }) => {
    const page = await signedInPage(browser, 'shopper@demo.test');
    await page.goto('/graphiql');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(page.getByText('/graphiql is not open to your role.')).toBeVisible();
  });
});

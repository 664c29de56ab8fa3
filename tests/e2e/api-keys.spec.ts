import type { APIRequestContext, Page } from '@playwright/test';
import { choose, screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

/** Asks the gateway for the stores as the key's holder; answers the names, or the refusal's code. */
async function storesWithKey(request: APIRequestContext, key: string) {
  const response = await request.post('/graphql', {
    data: { query: '{ stores { name } }' },
    headers: { authorization: `Bearer ${key}` },
  });
  const body = (await response.json()) as {
    data?: { stores: { name: string }[] } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return body.errors?.[0]?.extensions?.code ?? body.data?.stores.map((store) => store.name);
}

const keyRows = (page: Page) => page.getByRole('table', { name: 'API keys' }).getByRole('row');

test.describe('API keys', () => {
  test('a client admin creates a key, sees it once, and another admin sees it and revokes it live', async ({
    browser,
  }) => {
    const casey = await signedInPage(browser, 'clientadmin@demo.test');
    await casey.goto('/client/apikeys');
    await expect(casey.getByRole('heading', { name: 'API Keys' })).toBeVisible();
    const sam = await signedInPage(browser, 'sysadmin@demo.test');
    await choose(sam, 'Client', 'Demo Grocers');
    await sam.goto('/client/apikeys');
    await expect(sam.getByRole('heading', { name: 'API Keys' })).toBeVisible();

    await casey.getByRole('button', { name: 'New API key' }).click();
    const form = casey.getByRole('form', { name: 'New API key' });
    await form.getByLabel('Acts as').selectOption({ label: 'Store Manager' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Choose at least one store for a Store Manager key')).toBeVisible();

    const name = uniqueName('Till sync');
    await form.getByLabel('Name').fill(name);
    await form.getByRole('checkbox', { name: 'Downtown Hub' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    const reveal = casey.getByRole('alertdialog', { name: 'Copy the new key now' });
    const secret = await reveal.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^fk_/);
    await screenshot(casey, 'api-keys-new-key-shown-once');
    await reveal.getByRole('button', { name: 'Done' }).click();
    await expect(reveal).toHaveCount(0);
    await expect(casey.getByText(secret)).toHaveCount(0);

    expect(await storesWithKey(casey.request, secret)).toEqual(['Downtown Hub']);
    const samRow = keyRows(sam).filter({ hasText: name });
    await expect(samRow).toContainText('Active');
    await expect(samRow).toContainText(secret.slice(0, 10));

    await samRow.click();
    await sam.getByRole('button', { name: 'Revoke' }).click();
    await sam
      .getByRole('alertdialog', { name: `Revoke ${name}?` })
      .getByRole('button', { name: 'Revoke the key' })
      .click();
    await expect(sam.getByText(/Calls with this key are refused/)).toBeVisible();
    await expect(keyRows(casey).filter({ hasText: name })).toContainText('Revoked');
    expect(await storesWithKey(casey.request, secret)).toBe('UNAUTHENTICATED');
    await screenshot(casey, 'api-keys-revoked-live');
  });

  test('a store manager is not offered API keys and is refused the page', async ({ browser }) => {
    const manager = await signedInPage(browser, 'manager@demo.test');
    await expect(manager.getByRole('link', { name: 'API Keys' })).toHaveCount(0);
    await manager.goto('/client/apikeys');
    await expect(manager).toHaveURL(/\/noaccess$/);
  });
});

import { screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

test.describe('clients, live between two admins', () => {
  test('a client created by one admin appears on the other admin’s screen without reloading', async ({
    browser,
  }) => {
    const alice = await signedInPage(browser, 'sysadmin@demo.test');
    const bob = await signedInPage(browser, 'sysadmin@demo.test');
    await alice.goto('/admin/clients');
    await bob.goto('/admin/clients');
    await expect(bob.getByRole('row', { name: /Demo Grocers/ })).toBeVisible();

    const name = uniqueName('Fresh Market');
    await alice.getByRole('button', { name: 'New client' }).click();
    await alice.getByLabel('Name').fill(name);
    await alice.getByRole('button', { name: 'Save' }).click();
    await expect(alice.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await expect(bob.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await screenshot(bob, 'clients-live');
  });

  test('the admin dashboard counts a new client live', async ({ browser }) => {
    const watcher = await signedInPage(browser, 'sysadmin@demo.test');
    const clients = watcher.getByRole('group', { name: 'Clients' });
    // The count is read once it has loaded, not while the card still shows its placeholder.
    await expect(clients).toContainText(/\d+/);
    const before = Number((await clients.innerText()).match(/\d+/)?.[0]);

    const editor = await signedInPage(browser, 'sysadmin@demo.test');
    await editor.goto('/admin/clients');
    await editor.getByRole('button', { name: 'New client' }).click();
    await editor.getByLabel('Name').fill(uniqueName('Corner Shop'));
    await editor.getByRole('button', { name: 'Save' }).click();

    await expect(clients).toContainText(String(before + 1));
    await screenshot(watcher, 'admin-dashboard-live');
  });

  test('a deleted client disappears after the confirmation', async ({ browser }) => {
    const admin = await signedInPage(browser, 'sysadmin@demo.test');
    await admin.goto('/admin/clients');
    const name = uniqueName('Short Lived');
    await admin.getByRole('button', { name: 'New client' }).click();
    await admin.getByLabel('Name').fill(name);
    await admin.getByRole('button', { name: 'Save' }).click();
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    // The new client stays open in its panel after saving.
    await admin.getByRole('region', { name }).getByRole('button', { name: 'Delete client' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`The client ${name} will be deleted. This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(row).toHaveCount(0);
  });

  test('searching by name narrows the list', async ({ browser }) => {
    const admin = await signedInPage(browser, 'sysadmin@demo.test');
    await admin.goto('/admin/clients');
    await admin.getByRole('searchbox', { name: 'Search clients' }).fill('other');
    await expect(admin.getByRole('row', { name: /Other Foods/ })).toBeVisible();
    await expect(admin.getByRole('row', { name: /Demo Grocers/ })).toHaveCount(0);
  });

  test('a client admin of another client sees only its own client in the chooser-free shell', async ({
    browser,
  }) => {
    const other = await signedInPage(browser, 'otheradmin@demo.test');
    await other.goto('/admin/clients');
    await expect(other).not.toHaveURL(/\/admin\/clients$/);
  });
});

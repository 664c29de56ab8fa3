import type { Browser, Page } from '@playwright/test';
import { expect, openLive, screenshot, test } from './kit.js';
import { adminAt, ADMINS, onTwoGateways } from './two-admins.js';

onTwoGateways();

const words = (page: Page) =>
  page
    .getByRole('table', { name: 'Message filters' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/**
 * A new word the first admin filters while the second watches the list, searched for that word.
 * The admins work through different gateways: every change of the word crosses Redis.
 */
async function wordFilteredWhileWatched(browser: Browser, prefix: string) {
  const [author, watcherAdmin] = ADMINS;
  const word = `${prefix}${Date.now().toString(36)}`;
  const watcher = await adminAt(browser, watcherAdmin, '/store/dashboard');
  await openLive(watcher, '/client/messagefilter', 'MessageFilterEvents');
  await watcher.getByRole('searchbox', { name: 'Search filtered words' }).fill(word);

  const admin = await adminAt(browser, author, '/client/messagefilter');
  await admin.getByRole('button', { name: 'New message filter' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New message filter' });
  await dialog.getByLabel('Word').fill(word);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(words(watcher).filter({ hasText: word })).toBeVisible();
  return { admin, watcher, word };
}

test.describe('undo of a change outside the store layout, live (issue 17)', () => {
  test('an admin undoes the word they just filtered from the client’s activity page, and it leaves the other admin’s list', async ({
    browser,
  }) => {
    test.slow();
    const { admin, watcher, word } = await wordFilteredWhileWatched(browser, 'undone');

    await admin.goto('/client/activity');
    const created = admin.getByRole('row').filter({ hasText: word }).first();
    await created.getByRole('button', { name: 'Undo this change' }).click();
    await expect(admin.getByText('Your change was undone.')).toBeAttached();
    await expect(words(watcher).filter({ hasText: word })).toHaveCount(0);
    await expect(watcher.getByText('No filtered words contain that text.')).toBeVisible();
  });
});

test.describe('undo of a deletion outside the store layout, live (issue 17)', () => {
  test('an admin undoes the word they just deleted from the client’s activity page, and it is back on the other admin’s list', async ({
    browser,
  }) => {
    test.slow();
    const { admin, watcher, word } = await wordFilteredWhileWatched(browser, 'restored');
    await admin.getByRole('searchbox', { name: 'Search filtered words' }).fill(word);
    await admin.getByRole('button', { name: `Delete ${word}` }).click();
    await admin
      .getByRole('alertdialog', { name: 'Delete message filter' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(words(watcher).filter({ hasText: word })).toHaveCount(0);

    await admin.goto('/client/activity');
    // Newest first: the deletion, the row's latest change, is the entry offered for undo.
    const deletion = admin.getByRole('row').filter({ hasText: word }).first();
    await expect(deletion).toContainText(/deleted/i);
    await deletion.getByRole('button', { name: 'Undo this change' }).click();
    await expect(admin.getByText('Your change was undone.')).toBeAttached();
    await expect(words(watcher).filter({ hasText: word })).toBeVisible();
  });
});

test.describe('undo of a role’s private information settings, live (issue 17)', () => {
  test('an admin undoes a field they just showed to delivery drivers, and the other admin’s checkbox clears', async ({
    browser,
  }) => {
    test.slow();
    const [author, watcherAdmin] = ADMINS;
    const watcher = await adminAt(browser, watcherAdmin, '/store/dashboard');
    await openLive(watcher, '/client/privateinfo', 'PrivateInfoEvents');
    const watched = watcher
      .getByRole('group', { name: 'Delivery driver', exact: true })
      .getByRole('checkbox', { name: 'Date of birth' });
    await expect(watched).not.toBeChecked();

    const admin = await adminAt(browser, author, '/client/privateinfo');
    const drivers = admin.getByRole('group', { name: 'Delivery driver', exact: true });
    await drivers.getByRole('checkbox', { name: 'Date of birth' }).check();
    await drivers.getByRole('button', { name: 'Save Delivery driver' }).click();
    await expect(watched).toBeChecked();

    await admin.goto('/client/activity');
    // The entry in the private information screen's words, not the table's.
    const saved = admin.getByRole('row').filter({ hasText: 'Private information — Delivery driver' }).first();
    await expect(saved).toContainText('Date of birth: hidden → shown');
    await screenshot(admin, 'history-undo-private-info');
    await saved.getByRole('button', { name: 'Undo this change' }).click();
    await expect(admin.getByText('Your change was undone.')).toBeAttached();
    await expect(watched).not.toBeChecked();
  });
});

import { screenshot, signedInPage, expect, test, openLive } from './kit.js';

const words = (page: import('@playwright/test').Page) =>
  page
    .getByRole('table', { name: 'Message filters' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('message filters', () => {
  test('pages by ten, searches as typing pauses and sorts both ways', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/messagefilter');
    await expect(words(admin)).toHaveCount(10);
    await expect(admin.getByText('Page 1')).toBeVisible();
    const first = await words(admin).first().innerText();
    await screenshot(admin, 'message-filters-list');

    await admin.getByRole('button', { name: 'Next page' }).click();
    await expect(admin.getByText('Page 2')).toBeVisible();
    await expect(words(admin).first()).not.toHaveText(first);

    await admin.getByRole('button', { name: /^Word, sorted A to Z/ }).click();
    await expect(admin.getByText('Page 1')).toBeVisible();
    await expect(words(admin).first()).not.toHaveText(first);

    await admin.getByRole('searchbox', { name: 'Search filtered words' }).fill('ra');
    await expect(words(admin).filter({ hasText: 'rats' })).toBeVisible();
    await expect(words(admin).filter({ hasText: 'darn' })).toHaveCount(0);
    await screenshot(admin, 'message-filters-search');
  });

  test('a word is created, refused twice and deleted after the confirmation', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/messagefilter');
    const word = `gadzooks${Date.now().toString(36)}`;
    await admin.getByRole('button', { name: 'New message filter' }).click();
    let dialog = admin.getByRole('dialog', { name: 'New message filter' });
    await dialog.getByLabel('Word').fill('   ');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toContainText('Enter the word to filter.');
    await dialog.getByLabel('Word').fill(word);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(admin.getByText(`"${word}" is now filtered.`)).toBeVisible();

    await admin.getByRole('button', { name: 'New message filter' }).click();
    dialog = admin.getByRole('dialog', { name: 'New message filter' });
    await dialog.getByLabel('Word').fill(word.toUpperCase());
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toContainText(`"${word.toUpperCase()}" is already filtered.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await admin.getByRole('searchbox', { name: 'Search filtered words' }).fill(word);
    await expect(words(admin)).toHaveCount(1);
    await admin.getByRole('button', { name: `Delete ${word}` }).click();
    await admin
      .getByRole('alertdialog', { name: 'Delete message filter' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(admin.getByText(`"${word}" is no longer filtered.`)).toBeVisible();
    await expect(admin.getByText('No filtered words contain that text.')).toBeVisible();
  });

  test('a word added by one admin appears on another admin’s page without reloading', async ({ browser }) => {
    const alice = await signedInPage(browser, 'clientadmin@demo.test');
    const bob = await signedInPage(browser, 'clientadmin@demo.test');
    const word = `zounds${Date.now().toString(36)}`;
    await openLive(bob, '/client/messagefilter', 'MessageFilterEvents');
    await bob.getByRole('searchbox', { name: 'Search filtered words' }).fill(word);
    await expect(bob.getByText('No filtered words contain that text.')).toBeVisible();

    await alice.goto('/client/messagefilter');
    await alice.getByRole('button', { name: 'New message filter' }).click();
    const dialog = alice.getByRole('dialog', { name: 'New message filter' });
    await dialog.getByLabel('Word').fill(word);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(words(bob).filter({ hasText: word })).toBeVisible();
    await screenshot(bob, 'message-filters-live');
  });
});

import { screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

test.describe('credit definitions', () => {
  test('a definition is created, its changed multipliers are marked until saved, and it is deleted', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/creditDefns');
    const name = uniqueName('Damaged item');

    await admin.getByRole('button', { name: 'New credit definition' }).click();
    const creator = admin.getByRole('form', { name: 'Credit definition' });
    await creator.getByLabel('Name').fill(name);
    await creator.getByLabel('Departments').fill('Produce, Bakery');
    await creator.getByRole('group', { name: 'Multipliers' }).getByLabel('1.5').check();
    await creator.getByRole('button', { name: 'Save' }).click();

    const row = admin.getByRole('row', { name: new RegExp(name) });
    // Small Credit is the permission a new definition starts with.
    await expect(row).toContainText('Small Credit');
    await expect(row).toContainText('Produce, Bakery');

    const editor = admin.getByRole('form', { name: 'Credit definition' });
    const multipliers = editor.getByRole('group', { name: 'Multipliers' });
    await expect(multipliers.getByText('Changed')).toHaveCount(0);
    await multipliers.getByLabel('2.0').check();
    await expect(multipliers.getByText('Changed')).toBeVisible();
    await screenshot(admin, 'credit-definitions-changed');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('1.5, 2.0');
    // The saved definition is the new original: nothing is marked any more.
    await expect(multipliers.getByText('Changed')).toHaveCount(0);

    await editor.getByRole('button', { name: 'Delete credit definition' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(row).toHaveCount(0);
  });
});

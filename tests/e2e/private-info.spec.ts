import { choose, screenshot, signedInPage, expect, test, openLive } from './kit.js';

test.describe('private information', () => {
  test('shows one block per listed role with the twelve customer fields', async ({ browser }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/privateinfo');
    for (const role of [
      'System admin',
      'Store manager',
      'Shopper',
      'Delivery driver',
      'Command center only',
    ]) {
      await expect(admin.getByRole('group', { name: role, exact: true })).toBeVisible();
    }
    const shopper = admin.getByRole('group', { name: 'Shopper', exact: true });
    await expect(shopper.getByRole('checkbox')).toHaveCount(12);
    await expect(shopper.getByRole('checkbox', { name: 'First name' })).toBeChecked();
    await expect(shopper.getByRole('checkbox', { name: 'Date of birth' })).not.toBeChecked();
    await screenshot(admin, 'private-info');
  });

  test('a role’s change is saved and reaches another admin, and a stale save offers reload or overwrite', async ({
    browser,
  }) => {
    const alice = await signedInPage(browser, 'sysadmin@demo.test');
    const bob = await signedInPage(browser, 'clientadmin@demo.test');
    await choose(alice, 'Client', 'Demo Grocers');
    await alice.goto('/client/privateinfo');
    await openLive(bob, '/client/privateinfo', 'PrivateInfoEvents');

    const aliceCarryout = alice.getByRole('group', { name: 'Carry-out only' });
    const bobCarryout = bob.getByRole('group', { name: 'Carry-out only' });
    await expect(bobCarryout.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
    // Bob starts an edit of the same role before Alice saves hers.
    await bobCarryout.getByRole('checkbox', { name: 'Country' }).check();

    await aliceCarryout.getByRole('checkbox', { name: 'Phone' }).check();
    await aliceCarryout.getByRole('button', { name: 'Save Carry-out only' }).click();
    await expect(aliceCarryout.getByRole('button', { name: 'Save Carry-out only' })).toHaveCount(0);

    // Alice's save reaches Bob's screen while he edits; his draft stays as he left it.
    await expect(bobCarryout).toContainText('Last changed by sysadmin@demo.test');
    await expect(bobCarryout.getByRole('checkbox', { name: 'Country' })).toBeChecked();
    await bobCarryout.getByRole('button', { name: 'Save Carry-out only' }).click();
    const conflict = bob.getByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(conflict).toBeVisible();
    await screenshot(bob, 'private-info-conflict');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(bobCarryout.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    await expect(bobCarryout.getByRole('checkbox', { name: 'Country' })).not.toBeChecked();
  });
});

import { screenshot, signedInPage, expect, test } from './kit.js';

test.describe('help', () => {
  test('help HTML with a script and an onerror attribute is shown as text without them', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'clientadmin@demo.test');
    await admin.goto('/client/help');
    const upc = `0${Date.now()}`;
    const html =
      '<p>Thaw <b>before</b> use</p><script>window.pwned = "script"</script>' +
      '<img src="missing.png" alt="Thawing" onerror="window.pwned = \'onerror\'">';

    await admin.getByRole('button', { name: 'New help item' }).click();
    const form = admin.getByRole('form', { name: 'Help item' });
    await form.getByLabel('UPC list').fill(upc);
    await form.getByLabel('Help HTML').fill(html);
    await form.getByRole('button', { name: 'Save' }).click();

    const row = admin.getByRole('row', { name: new RegExp(upc) });
    await expect(row).toContainText('Thaw before use');
    await expect(row.locator('b')).toHaveText('before');
    await expect(row.locator('script')).toHaveCount(0);
    await expect(row.getByRole('img', { name: 'Thawing' })).not.toHaveAttribute('onerror');
    expect(await admin.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();

    await admin.getByRole('searchbox', { name: 'Search help by UPC or text' }).fill('thaw');
    await expect(row).toBeVisible();
    await screenshot(admin, 'help-sanitised');
  });
});

import { adminAt, screenshot, expect, test } from './kit.js';

test.describe('who else is on a layout screen', () => {
  test('an admin who closes the browser leaves the other admin’s screen within 10 seconds', async ({
    browser,
  }) => {
    // Two admins at two desks: twice the signing in and choosing.
    test.slow();
    const casey = await adminAt(browser, 'clientadmin@demo.test', '/store/merchandise');
    const morgan = await adminAt(browser, 'manager@demo.test', '/store/merchandise');
    const others = casey.getByRole('list', { name: 'Other admins on this screen' });
    const morganThere = others.getByRole('img', { name: 'Morgan Manager is on this screen' });
    await expect(morganThere).toBeVisible();
    await screenshot(casey, 'presence-before-leaving');

    await morgan.context().close();
    await expect(morganThere).toBeHidden({ timeout: 10_000 });
    await expect(casey.getByRole('heading', { name: 'Merchandise' })).toBeVisible();
  });
});

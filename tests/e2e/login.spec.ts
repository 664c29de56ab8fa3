import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './kit.js';

test.describe('signing in', () => {
  for (const [email, path] of [
    ['sysadmin@demo.test', '/admin/dashboard'],
    ['clientadmin@demo.test', '/client/dashboard'],
    ['otheradmin@demo.test', '/client/dashboard'],
    ['manager@demo.test', '/selectastore'],
    ['nostores@demo.test', '/noaccess'],
    ['lead@demo.test', '/store/dashboard'],
    ['shopper@demo.test', '/shopper'],
  ] as const) {
    test(`${email} lands on ${path}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await screenshot(page, `landing-${email.split('@')[0]}`);
    });
  }

  test('accepts the e-mail address in any case', async ({ page }) => {
    await signIn(page, 'SysAdmin@Demo.TEST');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('refuses a support admin with the portal refusal message', async ({ page }) => {
    await signIn(page, 'support@demo.test');
    await expect(page.getByText('Role or Claim not allowed into Admin Portal.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login-refused');
  });

  test('says the credentials are wrong for a bad password', async ({ page }) => {
    await signIn(page, 'sysadmin@demo.test', 'not-the-password');
    await expect(page.getByText('Username or password is incorrect')).toBeVisible();
  });

  test('sends an unknown address to the login page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logging out forgets the session', async ({ page }) => {
    await signIn(page, 'sysadmin@demo.test');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/clients');
    await expect(page).toHaveURL(/\/login$/);
  });
});

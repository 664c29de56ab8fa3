import { choose, menuPaths, screenshot, signIn, expect, test } from './kit.js';

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

  test('opening / goes to the landing page when signed in, and to sign-in when not', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'lead@demo.test');
    await expect(page).toHaveURL(/\/store\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/store\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

test.describe('the side menu', () => {
  test('offers only screens that exist: none of its entries opens a page that is not available yet', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'sysadmin@demo.test');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await choose(page, 'Client', 'Demo Grocers');
    await choose(page, 'Store', 'Downtown Hub');
    const paths = await menuPaths(page);
    expect(paths).toContain('/store/merchandise');
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByText('This screen is not available yet'), path).toHaveCount(0);
    }
  });
});

test('the side menu opens the current page in a new tab, signed in, and names the portal version', async ({
  page,
}) => {
  await signIn(page, 'clientadmin@demo.test');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/client/users');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toContainText('Version 2.37');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    menu.getByRole('link', { name: 'Open in a new tab' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/client\/users$/);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'side-menu-footer');
});

test('the header names the client a client admin works in, and the user menu signs out', async ({ page }) => {
  await signIn(page, 'clientadmin@demo.test');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Client Demo Grocers');
  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

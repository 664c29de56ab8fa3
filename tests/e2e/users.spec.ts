import type { Locator, Page } from '@playwright/test';
import { graphql, screenshot, signedInPage, uniqueName, expect, test } from './kit.js';

const ADMIN = 'clientadmin@demo.test';
const PAGE_SIZE = 30;

/** A user name no other run uses: lower case, no spaces (user names are stored lower-cased). */
const uniqueUserName = (prefix: string) => uniqueName(prefix).toLowerCase().replace(/\s+/g, '-');

const usersTable = (page: Page): Locator => page.getByRole('table', { name: 'Users' });
/** The body rows of the users table (the header has the column names and the search boxes). */
const userRows = (page: Page): Locator => usersTable(page).locator('tbody tr');

/** Calls the GraphQL endpoint as the signed-in person, with the token the portal keeps. */
async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('credentials') ?? '{}') as { token?: string }).token,
  );
  if (!token) throw new Error('The page has no signed-in session to call the GraphQL endpoint with.');
  return graphql<T>(page.request, query, variables, token);
}

const CREATE_USER = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) { user { id } errors { message } }
}`;

/** Creates `count` shoppers of the signed-in client admin's client, named prefix-001 and on. */
async function createShoppers(page: Page, prefix: string, count: number): Promise<void> {
  const { me } = await graphqlAs<{ me: { clientId: string } }>(page, '{ me { clientId } }', {});
  const names = Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
  // A few at a time: quick, without flooding the server.
  for (let start = 0; start < names.length; start += 10) {
    await Promise.all(
      names.slice(start, start + 10).map(async (userName) => {
        const { createUser } = await graphqlAs<{ createUser: { errors: { message: string }[] } }>(
          page,
          CREATE_USER,
          {
            input: {
              user: {
                userName,
                email: `${userName}@demo.test`,
                clientId: me.clientId,
                role: 'shopper',
                receiveArrivalNotifications: true,
              },
            },
          },
        );
        expect(createUser.errors).toEqual([]);
      }),
    );
  }
}

/** Fills the create form of the users screen and saves it. */
async function createThroughForm(page: Page, userName: string): Promise<void> {
  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('form', { name: 'New user' });
  await form.getByLabel('User name').fill(userName);
  await form.getByLabel('Email').fill(`${userName}@demo.test`);
  await form.getByLabel('Role').selectOption({ label: 'Shopper' });
  await form.getByRole('button', { name: 'Save' }).click();
}

test.describe('users', () => {
  test('a client admin creates a user, offered no system or support admin role', async ({ browser }) => {
    const admin = await signedInPage(browser, ADMIN);
    await admin.goto('/client/users');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Users for Demo Grocers');
    await expect(userRows(admin).first()).toBeVisible();
    await screenshot(admin, 'users-list');

    await admin.getByRole('button', { name: 'New user' }).click();
    const form = admin.getByRole('form', { name: 'New user' });
    const roles = await form.getByLabel('Role').locator('option').allTextContents();
    expect(roles).toContain('Shopper');
    expect(roles).toContain('Store Manager');
    expect(roles).not.toContain('System Admin');
    expect(roles).not.toContain('Support Admin');
    // The client is the screen's, and a new user is told of arrivals unless unticked.
    await expect(form.getByLabel('Client')).toBeDisabled();
    await expect(form.getByLabel('Receive arrival notifications')).toBeChecked();
    await screenshot(admin, 'users-create-form');
    await form.getByRole('button', { name: 'Cancel' }).click();

    const userName = uniqueUserName('new-shopper');
    await createThroughForm(admin, userName);
    // The new user opens in the panel and is found by a search of its name.
    await expect(admin.getByRole('region', { name: userName })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search user name' }).fill(userName);
    await expect(userRows(admin)).toHaveCount(1);
    await expect(userRows(admin).first()).toContainText(userName);
    await expect(userRows(admin).first()).toContainText('Shopper');
    await screenshot(admin, 'users-detail');
  });

  test('a new user without the required fields is checked in the form, before anything is sent', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, ADMIN);
    await admin.goto('/client/users');
    await admin.getByRole('button', { name: 'New user' }).click();
    const form = admin.getByRole('form', { name: 'New user' });
    const sent: string[] = [];
    admin.on('request', (request) => {
      if (request.postData()?.includes('CreateUser')) sent.push(request.url());
    });

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('User name is required.');
    await expect(form).toContainText('A valid email address is required.');
    await expect(form).toContainText('Choose a role for the user.');

    const userName = uniqueUserName('roleless');
    await form.getByLabel('User name').fill(userName);
    await form.getByLabel('Email').fill(`${userName}@demo.test`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('Choose a role for the user.');
    await expect(form).not.toContainText('User name is required.');
    await expect(admin.getByRole('alertdialog')).toHaveCount(0);
    await screenshot(admin, 'users-required-fields');
    expect(sent).toEqual([]);

    await form.getByLabel('Role').selectOption({ label: 'Shopper' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('region', { name: userName })).toBeVisible();
  });

  test('a client admin assigns a store to a user and takes it away again', async ({ browser }) => {
    const admin = await signedInPage(browser, ADMIN);
    await admin.goto('/client/users');
    const userName = uniqueUserName('store-hand');
    await createThroughForm(admin, userName);
    const stores = admin.getByRole('region', { name: userName }).getByRole('region', { name: 'Stores' });
    await expect(stores).toContainText('No stores assigned.');

    await stores.getByLabel('Add a store').selectOption({ label: 'Riverside Spoke' });
    await stores.getByRole('button', { name: 'Add store' }).click();
    await expect(stores.getByRole('listitem')).toHaveCount(1);
    await expect(stores.getByRole('listitem')).toContainText('Riverside Spoke');
    // An assigned store is no longer offered.
    await expect(
      stores.getByLabel('Add a store').locator('option', { hasText: 'Riverside Spoke' }),
    ).toHaveCount(0);

    await stores.getByRole('button', { name: 'Remove Riverside Spoke' }).click();
    await expect(stores).toContainText('No stores assigned.');
  });

  test('pages through 95 users 30 at a time, to the last page and back', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await signedInPage(browser, ADMIN);
    const prefix = uniqueUserName('pager');
    await createShoppers(admin, prefix, 95);

    await admin.goto('/client/users');
    await admin.getByRole('searchbox', { name: 'Search user name' }).fill(prefix);
    const pageNumber = admin.getByRole('navigation', { name: 'Users pages' });
    const next = pageNumber.getByRole('button', { name: 'Next page' });
    const previous = pageNumber.getByRole('button', { name: 'Previous page' });

    await expect(userRows(admin).first()).toContainText(`${prefix}-001`);
    await expect(userRows(admin)).toHaveCount(PAGE_SIZE);
    await expect(previous).toBeDisabled();
    for (const [page, first, count] of [
      [2, '031', PAGE_SIZE],
      [3, '061', PAGE_SIZE],
      [4, '091', 5],
    ] as const) {
      await next.click();
      await expect(pageNumber).toContainText(`Page ${page}`);
      await expect(userRows(admin).first()).toContainText(`${prefix}-${first}`);
      await expect(userRows(admin)).toHaveCount(count);
    }
    await expect(userRows(admin).last()).toContainText(`${prefix}-095`);
    await expect(next).toBeDisabled();
    await screenshot(admin, 'users-last-page');

    for (const [page, first] of [
      [3, '061'],
      [2, '031'],
      [1, '001'],
    ] as const) {
      await previous.click();
      await expect(pageNumber).toContainText(`Page ${page}`);
      await expect(userRows(admin).first()).toContainText(`${prefix}-${first}`);
      await expect(userRows(admin)).toHaveCount(PAGE_SIZE);
    }
    await expect(previous).toBeDisabled();

    // A user created on page 1 who sorts onto page 4 still opens once saved.
    await admin.getByRole('button', { name: 'New user' }).click();
    const form = admin.getByRole('form', { name: 'New user' });
    const last = `${prefix}-zzz`;
    await form.getByLabel('User name').fill(last);
    await form.getByLabel('Email').fill(`${last}@demo.test`);
    await form.getByLabel('Role').selectOption({ label: 'Shopper' });
    await form.getByRole('button', { name: 'Save' }).click();
    const opened = admin.getByRole('region', { name: last });
    await expect(opened.getByRole('form', { name: `User ${last}` }).getByLabel('User name')).toHaveValue(
      last,
    );
    await expect(userRows(admin).filter({ hasText: last })).toHaveCount(0);
    await expect(pageNumber).toContainText('Page 1');
  });

  test('sorting by user name descending shows the last user first, and closing the search resets it', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, ADMIN);
    const prefix = uniqueUserName('sorter');
    await createShoppers(admin, prefix, 3);
    await admin.goto('/client/users');
    await admin.getByRole('searchbox', { name: 'Search user name' }).fill(prefix);
    await expect(userRows(admin)).toHaveCount(3);

    const header = usersTable(admin).getByRole('columnheader', { name: 'User name', exact: true });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(userRows(admin).first()).toContainText(`${prefix}-003`);

    // The close button shows while the box has focus.
    await admin.getByRole('searchbox', { name: 'Search user name' }).focus();
    await admin.getByRole('button', { name: 'Close search user name' }).click();
    await expect(admin.getByRole('searchbox', { name: 'Search user name' })).toHaveValue('');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  test('a second admin sees a user created by the first without reloading', async ({ browser }) => {
    const first = await signedInPage(browser, ADMIN);
    const second = await signedInPage(browser, ADMIN);
    const userName = uniqueUserName('live-user');
    await first.goto('/client/users');
    await second.goto('/client/users');
    // The second admin looks for the name before it exists.
    await second.getByRole('searchbox', { name: 'Search user name' }).fill(userName);
    await expect(second.getByText('No users match the search.')).toBeVisible();

    await createThroughForm(first, userName);
    await expect(first.getByRole('region', { name: userName })).toBeVisible();

    await expect(userRows(second)).toHaveCount(1);
    await expect(userRows(second).first()).toContainText(userName);
    await screenshot(second, 'users-live');
  });
});

test.describe('users edited by two admins', () => {
  test('a save over another admin’s change asks to reload or overwrite, and the other screen follows', async ({
    browser,
  }) => {
    const first = await signedInPage(browser, ADMIN);
    const second = await signedInPage(browser, ADMIN);
    const userName = uniqueUserName('contested');
    await first.goto('/client/users');
    await createThroughForm(first, userName);
    const firstPanel = first.getByRole('region', { name: userName });
    await expect(firstPanel).toBeVisible();

    await second.goto('/client/users');
    await second.getByRole('searchbox', { name: 'Search user name' }).fill(userName);
    await userRows(second).filter({ hasText: userName }).click();
    const secondPanel = second.getByRole('region', { name: userName });
    await secondPanel.getByLabel('First name').fill('Second');

    await firstPanel.getByLabel('First name').fill('First');
    await firstPanel.getByLabel('Last name').fill('Admin');
    await firstPanel.getByRole('button', { name: 'Save' }).click();
    // The second admin's draft stays, with a notice that the user changed underneath it.
    await expect(secondPanel).toContainText('changed the user');
    await expect(secondPanel.getByLabel('First name')).toHaveValue('Second');

    await secondPanel.getByRole('button', { name: 'Save' }).click();
    const conflict = second.getByRole('alertdialog', { name: 'Someone else changed this' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(secondPanel.getByLabel('First name')).toHaveValue('First');
    await expect(secondPanel.getByLabel('Last name')).toHaveValue('Admin');
  });

  test('a refused create says why in an alert and keeps the form as typed', async ({ browser }) => {
    const admin = await signedInPage(browser, ADMIN);
    await admin.goto('/client/users');
    await admin.getByRole('button', { name: 'New user' }).click();
    const form = admin.getByRole('form', { name: 'New user' });
    // The demo shopper's name is taken.
    await form.getByLabel('User name').fill('shopper@demo.test');
    await form.getByLabel('Email').fill('shopper@demo.test');
    await form.getByLabel('Role').selectOption({ label: 'Shopper' });
    await form.getByRole('button', { name: 'Save' }).click();
    const alert = admin.getByRole('alertdialog', { name: 'Create Error' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('User name')).toHaveValue('shopper@demo.test');
  });
});

test.describe('all users', () => {
  test('a system admin changes a user’s role, which is given a second later, then deletes the user', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'sysadmin@demo.test');
    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Users');
    await expect(usersTable(admin).getByRole('columnheader', { name: 'Client', exact: true })).toBeVisible();

    await admin.getByRole('button', { name: 'New user' }).click();
    const roles = await admin.getByRole('form', { name: 'New user' }).getByLabel('Role').locator('option');
    await expect(roles.filter({ hasText: 'System Admin' })).toHaveCount(1);
    const userName = uniqueUserName('short-lived');
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await createThroughForm(admin, userName);

    const panel = admin.getByRole('region', { name: userName });
    await admin.getByRole('searchbox', { name: 'Search user name' }).fill(userName);
    const row = userRows(admin).filter({ hasText: userName });
    await expect(row).toContainText('Shopper');
    await panel.getByLabel('Role').selectOption({ label: 'Lead Shopper' });
    await expect(row).toContainText('Lead Shopper');

    await panel.getByRole('button', { name: 'Delete user' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(row).toHaveCount(0);
    await expect(panel).toHaveCount(0);
  });

  test('the signed-in admin cannot edit their own user from the list', async ({ browser }) => {
    const admin = await signedInPage(browser, ADMIN);
    await admin.goto('/client/users');
    await admin.getByRole('searchbox', { name: 'Search user name' }).fill('clientadmin@');
    await userRows(admin).filter({ hasText: 'clientadmin@demo.test' }).click();
    const panel = admin.getByRole('region', { name: 'clientadmin@demo.test' });
    await expect(panel).toContainText('This is you');
    await expect(panel.getByLabel('User name')).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Delete user' })).toBeDisabled();
  });
});

test.describe('store users', () => {
  test('the store screen shows zones, and a zone assignment shows once the server stored it', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, ADMIN);
    await admin.getByRole('button', { name: /^Store/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Downtown Hub' }).click();
    await admin.goto('/store/users');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
      'Users for Demo Grocers store Downtown Hub',
    );
    await expect(usersTable(admin).getByRole('columnheader', { name: 'Zones' })).toBeVisible();

    const userName = uniqueUserName('zoned');
    await createThroughForm(admin, userName);
    const panel = admin.getByRole('region', { name: userName });
    // A user made on the store screen belongs to its store.
    await expect(panel.getByRole('region', { name: 'Stores' })).toContainText('Downtown Hub');

    await panel.getByRole('button', { name: 'Zones' }).click();
    const dialog = admin.getByRole('dialog', { name: `Zones of ${userName}` });
    const zone = dialog.getByRole('checkbox').first();
    // The zones load after the dialog opens; until then its only label is the spinner's.
    await expect(zone).toBeVisible();
    const zoneName = (await dialog.locator('label').first().innerText()).trim();
    // The box changes only once the server has stored the assignment.
    await zone.click();
    await expect(zone).toBeChecked();
    await screenshot(admin, 'users-zones-dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = userRows(admin).filter({ hasText: userName });
    await expect(row).toContainText(zoneName);

    await panel.getByRole('button', { name: 'Sections at Downtown Hub' }).click();
    await expect(panel.getByRole('switch').first()).toBeVisible();
    await screenshot(admin, 'users-store-detail');
  });

  test('a store user keeps their zones in the row after a role change and a save', async ({ browser }) => {
    const admin = await signedInPage(browser, ADMIN);
    await admin.getByRole('button', { name: /^Store/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Downtown Hub' }).click();
    await admin.goto('/store/users');
    const userName = uniqueUserName('kept-zones');
    await createThroughForm(admin, userName);
    const panel = admin.getByRole('region', { name: userName });
    await panel.getByRole('button', { name: 'Zones' }).click();
    const dialog = admin.getByRole('dialog', { name: `Zones of ${userName}` });
    const zone = dialog.getByRole('checkbox').first();
    // The zones load after the dialog opens; until then its only label is the spinner's.
    await expect(zone).toBeVisible();
    const zoneName = (await dialog.locator('label').first().innerText()).trim();
    await zone.click();
    await expect(zone).toBeChecked();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = userRows(admin).filter({ hasText: userName });
    await expect(row).toContainText(zoneName);

    await panel.getByLabel('Role').selectOption({ label: 'Lead Shopper' });
    await expect(row).toContainText('Lead Shopper');
    await expect(row).toContainText(zoneName);

    await panel.getByLabel('First name').fill('Kept');
    const saved = admin.waitForResponse(
      (response) => response.request().postData()?.includes('UpdateUser') === true,
    );
    await panel.getByRole('button', { name: 'Save' }).click();
    await saved;
    await expect(row).toContainText(zoneName);
    await screenshot(admin, 'users-store-zones-after-save');
  });
});

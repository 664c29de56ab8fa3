import type { APIRequestContext } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '@fulfil/test-fixtures';
import { DEMO_PASSWORD, graphql, screenshot, signIn, uniqueName, expect, test } from './kit.js';

/** playwright.config.ts points the API's SMTP_URL here. */
const SMTP_PORT = Number(process.env.E2E_PORT ?? 4300) + 25;
const NEW_PASSWORD = 'a-new-password-1';

let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer({ port: SMTP_PORT });
});

test.afterAll(() => smtp.close());

/** A shopper of Downtown Hub that no other spec signs in as, created by the client admin. */
async function createShopper(request: APIRequestContext): Promise<string> {
  const { login } = await graphql<{
    login: { token: string; user: { clientId: string; stores: { id: string; name: string }[] } };
  }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token user { clientId stores { id name } } } }',
    { email: 'clientadmin@demo.test', password: DEMO_PASSWORD },
  );
  const store = login.user.stores.find((candidate) => candidate.name === 'Downtown Hub');
  const email = `${uniqueName('reset').replace(' ', '.')}@demo.test`;
  const { createUser } = await graphql<{
    createUser: { user: { id: string } | null; errors: { message: string }[] };
  }>(
    request,
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } errors { message } } }',
    {
      input: {
        user: {
          userName: email,
          email,
          firstName: 'Robin',
          lastName: 'Reset',
          clientId: login.user.clientId,
          role: 'shopper',
          receiveArrivalNotifications: true,
        },
        password: DEMO_PASSWORD,
        storeIds: store ? [store.id] : [],
      },
    },
    login.token,
  );
  expect(createUser.errors).toEqual([]);
  return email;
}

/** The reset link of the last e-mail sent to the address. */
async function resetLinkSentTo(email: string): Promise<string> {
  const mail = await smtp.mailTo(email);
  const link = /https?:\/\/[^\s"<>]+\/resetPassword\?[^\s"<>]+/.exec(
    `${mail.text ?? ''} ${(mail.html || '').replace(/&amp;/g, '&')}`,
  )?.[0];
  if (!link) throw new Error(`The reset e-mail has no reset link: ${mail.text ?? ''}`);
  return link;
}

test.describe('forgotten password', () => {
  test('a reset e-mail leads to a new password that signs in', async ({ page, request }) => {
    const email = await createShopper(request);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgotyourpassword$/);
    await page.getByLabel('Email').fill(email);
    await screenshot(page, 'password-forgot');
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await screenshot(page, 'password-forgot-sent');

    const link = await resetLinkSentTo(email);
    await page.goto(link);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error: Passwords do not match');
    await screenshot(page, 'password-reset-mismatch');

    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Done!')).toBeVisible();
    await screenshot(page, 'password-reset-done');
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/shopper$/);
  });

  test('a used reset link is refused with the server’s words', async ({ page, request }) => {
    const email = await createShopper(request);
    await page.goto('/forgotyourpassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset email' }).click();
    const link = await resetLinkSentTo(email);
    for (const attempt of [1, 2]) {
      await page.goto(link);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset password' }).click();
      if (attempt === 1) await expect(page.getByText('Done!')).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveText(/^Error: .+/);
  });
});

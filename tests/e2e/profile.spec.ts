import { DEMO_PASSWORD, graphql, screenshot, signIn, uniqueName, expect, test } from './kit.js';

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } errors { message } } }`;

const addressOf = (prefix: string) => `${uniqueName(prefix).toLowerCase().replace(/\s+/g, '-')}@demo.test`;

test('a shopper changes their own details on the profile page, checked before sending and kept after reloading', async ({
  page,
  request,
}) => {
  const { login } = await graphql<{ login: { token: string } }>(request, LOGIN, {
    email: 'sysadmin@demo.test',
    password: DEMO_PASSWORD,
  });
  const email = addressOf('profile');
  await graphql(
    request,
    CREATE_USER,
    {
      input: {
        user: {
          userName: email,
          email,
          firstName: 'Pat',
          lastName: 'Profile',
          clientId: '1',
          role: 'shopper',
          receiveArrivalNotifications: false,
        },
        password: DEMO_PASSWORD,
      },
    },
    login.token,
  );

  await signIn(page, email);
  await page.getByRole('button', { name: 'User menu for Pat Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('region', { name: 'Access' })).toContainText('Shopper');

  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Email').fill('robin at demo');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A valid email address is required.')).toBeVisible();

  const renamed = addressOf('robin');
  await form.getByLabel('Email').fill(renamed);
  await form.getByLabel('Phone number').fill('555-0142');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem', { name: 'Changes saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu for Robin Profile' })).toBeVisible();
  await screenshot(page, 'profile');

  await page.reload();
  await expect(form.getByLabel('First name')).toHaveValue('Robin');
  await expect(form.getByLabel('Email')).toHaveValue(renamed);
  await expect(form.getByLabel('Phone number')).toHaveValue('555-0142');
});

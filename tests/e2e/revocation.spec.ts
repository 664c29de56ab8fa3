import { DEMO_PASSWORD, graphql, screenshot, signIn, uniqueName, expect, test } from './kit.js';

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

test('a clientAdmin whose role is taken away while the portal is open is signed out', async ({
  page,
  request,
}) => {
  const { login } = await graphql<{ login: { token: string } }>(request, LOGIN, {
    email: 'sysadmin@demo.test',
    password: DEMO_PASSWORD,
  });
  const email = `${uniqueName('demoted').toLowerCase().replace(/\s+/g, '-')}@demo.test`;
  const { createUser } = await graphql<{ createUser: { user: { id: string } } }>(
    request,
    `
      mutation ($input: CreateUserInput!) {
        createUser(input: $input) {
          user {
            id
          }
          errors {
            message
          }
        }
      }
    `,
    {
      input: {
        user: {
          userName: email,
          email,
          firstName: 'Dana',
          lastName: 'Demoted',
          clientId: '1',
          role: 'clientAdmin',
          receiveArrivalNotifications: false,
        },
        password: DEMO_PASSWORD,
      },
    },
    login.token,
  );

  await signIn(page, email);
  await expect(page).toHaveURL(/\/client\/dashboard/);
  await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();

  await graphql(
    request,
    'mutation ($id: ID!) { setUserRole(userId: $id, role: "shopper") { errors { message } } }',
    { id: createUser.user.id },
    login.token,
  );
  // The gateway closes the live socket; the portal's next call is refused and the session ends.
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem('credentials'))).toBeNull();
  await expect(page.getByRole('status')).toHaveText(
    'Your access has changed, so you were signed out. Please sign in again.',
  );
  await screenshot(page, 'revoked-signed-out');
});

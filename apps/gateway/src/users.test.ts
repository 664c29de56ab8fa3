import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SharedExecution } from './live/shared-execution.js';
import {
  execute,
  expectNoGraphQLErrors,
  startStackFor,
  subscribe,
  USER_EVENTS,
  type AnswerTree,
  type LiveSubscription,
  type SignedInStack,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: SignedInStack;
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
let demoClientId: string;
let otherClientId: string;
const subscriptions: LiveSubscription[] = [];
const shared = new SharedExecution();

const run = (query: string, variables: Record<string, unknown>, token = sysadmin) =>
  stack.run(query, variables, token);

beforeAll(async () => {
  [sysadmin, clientadmin, otheradmin] = (stack = await startStackFor(
    ['sysadmin@demo.test', 'clientadmin@demo.test', 'otheradmin@demo.test'],
    {
      sharedExecution: shared,
    },
  )).tokens;
  const { clients } = await run('{ clients { id name } }', {});
  const idOf = (name: string) => clients.find((client: { name: string }) => client.name === name).id;
  [demoClientId, otherClientId] = [idOf('Demo Grocers'), idOf('Other Foods')];
});

// Each test hears only the events of its own subscriptions.
afterEach(async () => {
  await Promise.all(subscriptions.splice(0).map((subscription) => subscription.dispose()));
});

afterAll(() => ifStarted(stack)?.close());

async function listen(token: string, clientId?: string): Promise<LiveSubscription> {
  const subscription = await subscribe(stack.wsUrl, token, USER_EVENTS, { clientId });
  subscriptions.push(subscription);
  return subscription;
}

const USERS = `query ($scope: UserScopeInput, $search: UserSearchInput!) {
  users(scope: $scope, search: $search) { id userName email role clientName zones { zoneId name } }
}`;
const userNames = async (scope: Record<string, unknown>, search: Record<string, unknown>) =>
  (await run(USERS, { scope, search })).users.map((user: { userName: string }) => user.userName) as string[];

const USER_PAYLOAD =
  'user { id userName email firstName role clientId version receiveArrivalNotifications } errors { field message }';
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: UserInput!) {
  updateUser(id: $id, version: $version, input: $input) { ${USER_PAYLOAD} } }`;

/** A new user's fields; the name is unique so every test starts from its own user. */
function newUser(role = 'shopper', clientId = demoClientId) {
  const userName = `picker-${randomUUID().slice(0, 8)}`;
  return {
    userName,
    email: `${userName}@demo.test`,
    firstName: 'Pat',
    lastName: 'Picker',
    clientId,
    role,
    receiveArrivalNotifications: true,
  };
}

async function createUser(user = newUser(), token = clientadmin) {
  const answer = (await run(CREATE, { input: { user, password: 'a-long-password' } }, token)).createUser;
  expect(answer.errors).toEqual([]);
  return answer.user as { id: string; userName: string; version: number };
}

describe('users search', () => {
  it('pages through a client’s users sorted by user name, either way', async () => {
    const all = await userNames({ clientId: demoClientId }, { skip: 0, take: 100 });
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['clientadmin@demo.test', 'manager@demo.test']));
    expect(all).not.toContain('otheradmin@demo.test');
    const first = await userNames({ clientId: demoClientId }, { skip: 0, take: 2 });
    const second = await userNames({ clientId: demoClientId }, { skip: 2, take: 2 });
    expect([...first, ...second]).toEqual(all.slice(0, 4));
    const descending = await userNames(
      { clientId: demoClientId },
      { skip: 0, take: 100, sortField: 'USER_NAME', sortDirection: 'DESCENDING' },
    );
    expect(descending).toEqual([...all].reverse());
  });

  it('keeps the users whose column contains the text, and ignores an empty search', async () => {
    const found = await userNames(
      {},
      {
        skip: 0,
        take: 30,
        filters: [
          { field: 'EMAIL', text: 'MANAGER@' },
          { field: 'ROLE_NAME', text: '' },
        ],
      },
    );
    expect(found).toEqual(['manager@demo.test']);
    const byClient = await userNames(
      {},
      { skip: 0, take: 100, filters: [{ field: 'CLIENT_NAME', text: 'other' }] },
    );
    expect(byClient).toContain('otheradmin@demo.test');
    expect(byClient).not.toContain('clientadmin@demo.test');
  });

  it('refuses a page of more than 100 users as BAD_USER_INPUT', async () => {
    const answer = await execute(stack.url, USERS, { search: { skip: 0, take: 101 } }, sysadmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses the list of every user to a clientAdmin as FORBIDDEN', async () => {
    const answer = await execute(stack.url, USERS, { search: { skip: 0, take: 30 } }, clientadmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('user changes', () => {
  it('refuses a clientAdmin a role outside its choices before anything is stored', async () => {
    const user = newUser('systemAdmin');
    const answer = (await run(CREATE, { input: { user } }, clientadmin)).createUser;
    expect(answer).toEqual({
      user: null,
      errors: [{ field: 'role', message: 'You may not give a user the role System Admin.' }],
    });
    expect(
      await userNames({}, { skip: 0, take: 30, filters: [{ field: 'USER_NAME', text: user.userName }] }),
    ).toEqual([]);
  });

  it('refuses a user without a role, asking for one rather than naming an empty role', async () => {
    const answer = (await run(CREATE, { input: { user: newUser('') } }, clientadmin)).createUser;
    expect(answer).toEqual({
      user: null,
      errors: [{ field: 'role', message: 'Choose a role for the user.' }],
    });
  });

  it('answers CONFLICT with the stored user and who changed it on a stale version', async () => {
    const created = await createUser();
    const fields = { ...newUser(), userName: created.userName, email: `${created.userName}@demo.test` };
    await run(UPDATE, { id: created.id, version: 1, input: { ...fields, firstName: 'Changed' } }, sysadmin);
    const stale = await execute(
      stack.url,
      UPDATE,
      { id: created.id, version: 1, input: fields },
      clientadmin,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: created.id, firstName: 'Changed', version: 2 },
      changedBy: 'sysadmin@demo.test',
    });
  });

  it('replaces a user’s stores and answers them as assignedStores', async () => {
    const created = await createUser();
    const { stores } = await run('query ($c: ID!) { stores(clientId: $c) { id name } }', { c: demoClientId });
    const answer = (
      await run(
        `mutation ($id: ID!, $stores: [ID!]!) { setUserStores(userId: $id, storeIds: $stores) {
          user { id assignedStores { id name client { name } } } errors { message } } }`,
        { id: created.id, stores: [stores[0].id] },
        clientadmin,
      )
    ).setUserStores;
    expect(answer).toEqual({
      user: { id: created.id, assignedStores: [{ ...stores[0], client: { name: 'Demo Grocers' } }] },
      errors: [],
    });
  });

  it('tells the subscribers of the user’s client, and no other clientAdmin', async () => {
    const own = await listen(clientadmin, demoClientId);
    const everyone = await listen(sysadmin);
    const stranger = await listen(otheradmin, otherClientId);
    const created = await createUser();
    const isCreated = (data: Record<string, AnswerTree>) => data.userEvents.user?.id === created.id;
    const event = await own.waitFor(isCreated);
    expect(event.userEvents).toEqual({
      __typename: 'UserChanged',
      eventId: expect.any(String),
      scope: `client:${demoClientId}`,
      actor: { userName: 'clientadmin@demo.test', displayName: 'Casey Clientadmin' },
      user: { id: created.id, userName: created.userName, role: 'shopper', version: 1 },
    });
    await everyone.waitFor(isCreated);

    await run(
      'mutation ($id: ID!, $role: String!) { setUserRole(userId: $id, role: $role) { errors { message } } }',
      {
        id: created.id,
        role: 'leadShopper',
      },
    );
    const promoted = await own.waitFor((data) => data.userEvents.user?.role === 'leadShopper');
    expect(promoted.userEvents.user.id).toBe(created.id);

    const deleted = await run(
      'mutation ($id: ID!) { deleteUser(id: $id) { deletedId errors { message } } }',
      {
        id: created.id,
      },
    );
    expect(deleted.deleteUser).toEqual({ deletedId: created.id, errors: [] });
    const gone = await own.waitFor((data) => data.userEvents.__typename === 'UserDeleted');
    expect(gone.userEvents).toMatchObject({ scope: `client:${demoClientId}`, userId: created.id });
    expect(stranger.events).toEqual([]);
  });

  it('resolves a user event once for every subscriber with the same operation', async () => {
    const subscribers = await Promise.all(Array.from({ length: 4 }, () => listen(clientadmin, demoClientId)));
    const before = shared.executions;
    const created = await createUser();
    await Promise.all(
      subscribers.map((subscriber) => subscriber.waitFor((data) => data.userEvents.user?.id === created.id)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shared.executions - before).toBe(1);
  });

  it('refuses another client’s users to a clientAdmin as FORBIDDEN, and all users to anyone but a systemAdmin', async () => {
    const foreign = await listen(otheradmin, demoClientId);
    const all = await listen(clientadmin);
    await createUser();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const refused of [foreign, all]) {
      expect(refused.events).toEqual([]);
      expect(refused.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
    }
  });
});

describe('own profile', () => {
  const PROFILE = `mutation ($version: Int!, $input: ProfileInput!) {
    updateMyProfile(version: $version, input: $input) {
      user { id email phoneNumber role version }
      errors { field message }
    }
  }`;

  it('lets a person change their own details, tells their client’s admins, and keeps the role', async () => {
    const { myProfile: before } = await run('{ myProfile { id email role version } }', {}, clientadmin);
    expect(before).toMatchObject({ email: 'clientadmin@demo.test', role: 'clientAdmin' });
    const everyone = await listen(sysadmin);
    const input = { email: before.email, phoneNumber: ' 555-0199 ' };
    const { updateMyProfile } = await run(PROFILE, { version: before.version, input }, clientadmin);
    expect(updateMyProfile).toEqual({
      user: { ...before, phoneNumber: '555-0199', version: before.version + 1 },
      errors: [],
    });
    await everyone.waitFor(
      (data) => data.userEvents.user?.id === before.id && data.userEvents.user.version === before.version + 1,
    );

    const stale = await execute(stack.url, PROFILE, { version: before.version, input }, clientadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: before.id, version: before.version + 1 },
    });
  });

  it('refuses a malformed e-mail address with the form’s message, before anything is sent', async () => {
    const { myProfile } = await run('{ myProfile { version } }', {}, otheradmin);
    const { updateMyProfile } = await run(
      PROFILE,
      { version: myProfile.version, input: { email: 'otheradmin at demo' } },
      otheradmin,
    );
    expect(updateMyProfile).toEqual({
      user: null,
      errors: [{ field: 'email', message: 'A valid email address is required.' }],
    });
  });
});

describe('sign-in help', () => {
  it('answers a client’s login settings without a token', async () => {
    const answer = await execute(
      stack.url,
      'query ($c: ID!) { clientLoginSettings(clientId: $c) { useOAuth authorizationBaseUrl apps { appType } } }',
      { c: demoClientId },
    );
    expect(expectNoGraphQLErrors(answer)).toEqual({
      clientLoginSettings: { useOAuth: false, authorizationBaseUrl: null, apps: [] },
    });
  });

  it('refuses single sign-on for a client without it, in the product’s words', async () => {
    const answer = await execute<Record<string, AnswerTree>>(
      stack.url,
      'mutation ($c: ID!) { loginWithAccessToken(clientId: $c, accessToken: "any") { token user { id } errors { message } } }',
      { c: otherClientId },
    );
    expect(expectNoGraphQLErrors(answer).loginWithAccessToken).toEqual({
      token: null,
      user: null,
      errors: [{ message: 'Client login system is not available, please try again later.' }],
    });
  });

  it('answers a password reset request alike for a registered and an unknown address', async () => {
    const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) { ok message } }';
    const registered = expectNoGraphQLErrors(await execute(stack.url, REQUEST, { email: 'lead@demo.test' }));
    const unknown = expectNoGraphQLErrors(await execute(stack.url, REQUEST, { email: 'nobody@demo.test' }));
    expect(registered).toEqual({
      requestPasswordReset: {
        ok: true,
        message: 'If the address is registered, a reset e-mail is on its way.',
      },
    });
    expect(unknown).toEqual(registered);
  });

  it('refuses a reset with a made-up token in the server’s words', async () => {
    const answer = expectNoGraphQLErrors(
      await execute<Record<string, AnswerTree>>(
        stack.url,
        'mutation { resetPassword(email: "lead@demo.test", token: "made-up", newPassword: "a-new-password") { ok message } }',
      ),
    );
    expect(answer.resetPassword).toEqual({ ok: false, message: 'The reset link is invalid or has expired.' });
  });
});

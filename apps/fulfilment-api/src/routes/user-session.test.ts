import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

const SYSADMIN = 'sysadmin@demo.test';
const ADMIN = 'clientadmin@demo.test';
const PASSWORD = 'Session-Test-1';
let serial = 0;

/** A new Demo Grocers storeManager of two stores, and a fresh token of theirs. */
async function signedInManager() {
  serial += 1;
  const email = `session.user${serial}@demo.test`;
  const created = await api.call('POST', '/user/detail/Create', {
    as: ADMIN,
    body: {
      userName: email,
      emailAddress: email,
      firstname: 'Sam',
      lastname: `Session${serial}`,
      phoneNumber: null,
      client: ids.client('Demo Grocers'),
      role: 'storeManager',
      password: PASSWORD,
      stores: [{ storeId: ids.store('Downtown Hub') }, { storeId: ids.store('Riverside Spoke') }],
    },
  });
  expect(created.json().errors, created.body).toEqual([]);
  const login = await api.call('POST', '/user/LoginWithEmail', {
    body: { Email: email, Password: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { user: created.json().user, token: login.json().token as string };
}

const session = (token: string) =>
  api.app.inject({ method: 'GET', url: '/user/session', headers: { authorization: `Bearer ${token}` } });

/** The update body that changes only what `changes` names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const update = (user: any, changes: Record<string, unknown>) =>
  api.call('PUT', '/user/Update', {
    as: ADMIN,
    body: {
      id: user.id,
      version: user.version,
      userName: user.userName,
      emailAddress: user.emailAddress,
      firstname: user.firstname,
      lastname: user.lastname,
      phoneNumber: user.phoneNumber,
      client: user.client,
      role: user.role,
      receiveArrivalNotifications: user.receiveArrivalNotifications,
      ...changes,
    },
  });

describe('GET /user/session', () => {
  it('names the bearer as the service knows them now: role, client, stores and claims', async () => {
    const { user, token } = await signedInManager();
    const response = await session(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: user.id,
      email: user.emailAddress.toLowerCase(),
      displayName: `Sam Session${serial}`,
      role: 'storeManager',
      clientId: ids.client('Demo Grocers'),
    });
    expect(response.json().storeIds.sort()).toEqual(
      [ids.store('Downtown Hub'), ids.store('Riverside Spoke')].sort(),
    );
  });

  it('refuses a request without a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/user/session' })).statusCode).toBe(401);
  });
});

describe('a change of access ends the sessions issued before it', () => {
  it('refuses the old token everywhere once the role changes, and a new sign-in works', async () => {
    const { user, token } = await signedInManager();
    const demoted = await update(user, { role: 'shopper' });
    expect(demoted.json().errors, demoted.body).toEqual([]);
    expect((await session(token)).statusCode).toBe(401);
    const refresh = await api.app.inject({
      method: 'POST',
      url: '/user/RefreshToken',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await api.call('POST', '/user/LoginWithEmail', {
      body: { Email: user.emailAddress, Password: PASSWORD },
    });
    expect((await session(again.json().token)).json().role).toBe('shopper');
  });

  it('refuses the old token once the user loses a store, but not when stores are saved unchanged or gained', async () => {
    const { user, token } = await signedInManager();
    const both = [{ storeId: ids.store('Downtown Hub') }, { storeId: ids.store('Riverside Spoke') }];
    const same = await api.call('PUT', '/user/UpdateStores', {
      as: ADMIN,
      body: { userId: user.id, stores: both },
    });
    expect(same.json().errors, same.body).toEqual([]);
    expect((await session(token)).statusCode).toBe(200);
    const gained = await api.call('PUT', '/user/UpdateStoresWithAllUserClientStores', {
      as: ADMIN,
      body: { userId: user.id },
    });
    expect(gained.statusCode, gained.body).toBe(200);
    expect((await session(token)).statusCode).toBe(200);
    const lost = await api.call('PUT', '/user/UpdateStores', {
      as: ADMIN,
      body: { userId: user.id, stores: [both[0]] },
    });
    expect(lost.json().errors, lost.body).toEqual([]);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('keeps the session when a user is saved without a change of access', async () => {
    const { user, token } = await signedInManager();
    const renamed = await update(user, { firstname: 'Samantha' });
    expect(renamed.json().errors, renamed.body).toEqual([]);
    expect((await session(token)).statusCode).toBe(200);
  });

  it('refuses the token of a deleted user', async () => {
    const { user, token } = await signedInManager();
    expect((await api.call('DELETE', `/user/${user.id}`, { as: ADMIN })).statusCode).toBe(200);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('refuses the old token once AddClaimToUser gives another role', async () => {
    const { user, token } = await signedInManager();
    const added = await api.call('POST', '/user/AddClaimToUser', {
      as: SYSADMIN,
      body: { userId: user.id, role: 'shopper' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await session(token)).statusCode).toBe(401);
  });
});

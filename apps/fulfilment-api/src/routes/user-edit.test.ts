import { DEFAULT_CLAIMS } from '@fulfil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SHOPPER, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

let serial = 0;

/** A create body for a new Demo Grocers user with a fresh name. */
function newUser(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    userName: `New.User${serial}@Demo.Test`,
    emailAddress: `New.User${serial}@Demo.Test`,
    firstname: 'Nova',
    lastname: `User${serial}`,
    phoneNumber: null,
    client: ids.client('Demo Grocers'),
    role: 'shopper',
    stores: [{ storeId: ids.store('Downtown Hub') }],
    ...overrides,
  };
}

const create = (as: string, body: Record<string, unknown>) =>
  api.call('POST', '/user/detail/Create', { as, body });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function created(as: string, body: Record<string, unknown> = newUser()): Promise<any> {
  const response = await create(as, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().errors).toEqual([]);
  return response.json().user;
}

const login = (Email: string, Password: string) =>
  api.call('POST', '/user/LoginWithEmail', { body: { Email, Password } });

/** The update body that leaves the user as it is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const unchanged = (user: any) => ({
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
});

describe('POST /user/detail/Create', () => {
  it('creates a user lower-cased, with its role’s claims, its stores and arrival notifications on', async () => {
    const body = newUser({ password: 'long enough' });
    const user = await created(ADMIN, body);
    expect(user).toMatchObject({
      userName: (body.userName as string).toLowerCase(),
      emailAddress: (body.emailAddress as string).toLowerCase(),
      clientName: 'Demo Grocers',
      role: 'shopper',
      roleName: 'Shopper',
      claims: [...DEFAULT_CLAIMS.shopper],
      receiveArrivalNotifications: true,
      version: 1,
      updatedBy: 'clientadmin@demo.test',
      stores: [{ storeId: ids.store('Downtown Hub'), name: 'Downtown Hub' }],
    });
    expect((await login(user.emailAddress, 'long enough')).statusCode).toBe(200);
  });

  it('creates a user without a password whose account no password opens', async () => {
    const user = await created(SYSADMIN, newUser({ password: null }));
    for (const password of ['null', '!', 'demo-password']) {
      expect((await login(user.emailAddress, password)).statusCode).toBe(401);
    }
  });

  it('refuses a short password, a duplicate user name or e-mail as expected failures', async () => {
    const short = await create(ADMIN, newUser({ password: 'short' }));
    expect(short.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'The password must be at least 8 characters.' }],
    });
    const taken = await create(ADMIN, newUser({ userName: 'MANAGER@demo.test' }));
    expect(taken.statusCode).toBe(200);
    expect(taken.json().errors).toEqual([
      { errorMessage: "A user named 'manager@demo.test' already exists." },
    ]);
    const email = await create(ADMIN, newUser({ emailAddress: 'Shopper@Demo.test' }));
    expect(email.json().errors).toEqual([
      { errorMessage: "A user with the e-mail address 'shopper@demo.test' already exists." },
    ]);
  });

  it('refuses a role the caller may not give, naming it', async () => {
    const response = await create(ADMIN, newUser({ role: 'systemAdmin' }));
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'You may not give a user the role System Admin.' }],
    });
    const manager = await create(MANAGER, newUser({ role: 'storeManager' }));
    expect(manager.json().errors).toEqual([
      { errorMessage: 'You may not give a user the role Store Manager.' },
    ]);
  });

  it('refuses a store of another client', async () => {
    const response = await create(
      SYSADMIN,
      newUser({ stores: [{ storeId: ids.store('Harbor Standalone') }] }),
    );
    expect(response.json()).toMatchObject({ isSuccess: false });
    expect(response.json().errors[0].errorMessage).toContain("does not belong to the user's client");
  });

  it('lets a storeManager create a shopper only in its own stores', async () => {
    expect(
      (await created(MANAGER, newUser({ stores: [{ storeId: ids.store('Riverside Spoke') }] }))).role,
    ).toBe('shopper');
    const foreign = await create(MANAGER, newUser({ stores: [{ storeId: ids.store('Lakeside Market') }] }));
    expect(foreign.statusCode).toBe(403);
    const none = await create(MANAGER, newUser({ stores: [] }));
    expect(none.json().errors).toEqual([
      { errorMessage: 'Choose at least one of your stores for the user.' },
    ]);
  });

  it('refuses a clientAdmin creating in another client, and a shopper creating anyone, with 403', async () => {
    const response = await create(OTHER_ADMIN, newUser());
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('user');
    expect((await create(SHOPPER, newUser())).statusCode).toBe(403);
  });
});

describe('PUT /user/Update', () => {
  it('stores the change with a new version and who made it; a new role brings its claims', async () => {
    const user = await created(ADMIN);
    const response = await api.call('PUT', '/user/Update', {
      as: ADMIN,
      body: {
        ...unchanged(user),
        firstname: 'Renamed',
        role: 'leadShopper',
        receiveArrivalNotifications: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      user: {
        firstname: 'Renamed',
        role: 'leadShopper',
        claims: [...DEFAULT_CLAIMS.leadShopper],
        receiveArrivalNotifications: false,
        version: 2,
      },
    });
  });

  it('answers 409 CONFLICT with the stored user and who changed it when the version is stale', async () => {
    const user = await created(ADMIN);
    await api.call('PUT', '/user/Update', { as: MANAGER, body: { ...unchanged(user), lastname: 'First' } });
    const response = await api.call('PUT', '/user/Update', {
      as: ADMIN,
      body: { ...unchanged(user), lastname: 'Second' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'Conflict',
      changedBy: 'manager@demo.test',
      current: { id: user.id, lastname: 'First', version: 2 },
    });
  });

  it('refuses taking another user’s name or e-mail as an expected failure', async () => {
    const user = await created(ADMIN);
    const response = await api.call('PUT', '/user/Update', {
      as: ADMIN,
      body: { ...unchanged(user), emailAddress: 'LEAD@demo.test' },
    });
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: "A user with the e-mail address 'lead@demo.test' already exists." }],
    });
  });

  it('refuses editing yourself, and a storeManager editing another storeManager', async () => {
    const self = (await api.call('GET', `/user/ById/${await ids.userId(ADMIN)}`, { as: ADMIN })).json();
    const own = await api.call('PUT', '/user/Update', {
      as: ADMIN,
      body: { ...unchanged(self), firstname: 'Me' },
    });
    expect(own.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'You cannot change your own user here.' }],
    });
    const peer = await created(SYSADMIN, newUser({ role: 'storeManager' }));
    const response = await api.call('PUT', '/user/Update', { as: MANAGER, body: unchanged(peer) });
    expect(response.json().errors).toEqual([
      { errorMessage: 'A store manager cannot change another store manager.' },
    ]);
  });

  it('refuses a user of another client, and moving a user into another client, with 403', async () => {
    const user = await created(ADMIN);
    const other = await api.call('PUT', '/user/Update', { as: OTHER_ADMIN, body: unchanged(user) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).not.toHaveProperty('user');
    const moved = await api.call('PUT', '/user/Update', {
      as: ADMIN,
      body: { ...unchanged(user), client: ids.client('Other Foods') },
    });
    expect(moved.statusCode).toBe(403);
  });

  it('lets a systemAdmin move a user to another client, leaving the old client’s stores behind', async () => {
    const user = await created(ADMIN);
    const response = await api.call('PUT', '/user/Update', {
      as: SYSADMIN,
      body: { ...unchanged(user), client: ids.client('Other Foods') },
    });
    expect(response.json().user).toMatchObject({ clientName: 'Other Foods', stores: [] });
  });
});

describe('DELETE /user/{id}', () => {
  it('deletes a user of the caller’s scope', async () => {
    const user = await created(MANAGER);
    const response = await api.call('DELETE', `/user/${user.id}`, { as: MANAGER });
    expect(response.json()).toEqual({ isSuccess: true, errors: [] });
    expect((await api.call('GET', `/user/ById/${user.id}`, { as: SYSADMIN })).statusCode).toBe(404);
  });

  it('refuses deleting yourself as an expected failure', async () => {
    const response = await api.call('DELETE', `/user/${await ids.userId(ADMIN)}`, { as: ADMIN });
    expect(response.json()).toMatchObject({ isSuccess: false });
  });

  it('refuses users outside the caller’s scope with 403', async () => {
    const user = await created(ADMIN, newUser({ stores: [{ storeId: ids.store('Lakeside Market') }] }));
    expect((await api.call('DELETE', `/user/${user.id}`, { as: OTHER_ADMIN })).statusCode).toBe(403);
    expect((await api.call('DELETE', `/user/${user.id}`, { as: MANAGER })).statusCode).toBe(403);
    expect((await api.call('DELETE', `/user/${await ids.userId(ADMIN)}`, { as: MANAGER })).statusCode).toBe(
      403,
    );
    expect((await api.call('GET', `/user/ById/${user.id}`, { as: ADMIN })).statusCode).toBe(200);
  });
});

describe('POST /user/AddClaimToUser', () => {
  it('sets the role and resets the claims to that role’s', async () => {
    const user = await created(ADMIN);
    const response = await api.call('POST', '/user/AddClaimToUser', {
      as: ADMIN,
      body: { userId: user.id, role: 'deliveryDriver' },
    });
    expect(response.json()).toMatchObject({
      isSuccess: true,
      user: { role: 'deliveryDriver', claims: [...DEFAULT_CLAIMS.deliveryDriver], version: 2 },
    });
  });

  it('refuses a role the caller may not give, and a user of another client', async () => {
    const user = await created(ADMIN);
    const refused = await api.call('POST', '/user/AddClaimToUser', {
      as: MANAGER,
      body: { userId: user.id, role: 'clientAdmin' },
    });
    expect(refused.json().errors).toEqual([
      { errorMessage: 'You may not give a user the role Client Admin.' },
    ]);
    const other = await api.call('POST', '/user/AddClaimToUser', {
      as: OTHER_ADMIN,
      body: { userId: user.id, role: 'shopper' },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('PUT /user/UpdateStores and /user/UpdateStoresWithAllUserClientStores', () => {
  it('replaces the user’s stores', async () => {
    const user = await created(ADMIN);
    const response = await api.call('PUT', '/user/UpdateStores', {
      as: ADMIN,
      body: {
        userId: user.id,
        stores: [{ storeId: ids.store('Lakeside Market') }, { storeId: ids.store('Riverside Spoke') }],
      },
    });
    expect(response.json()).toMatchObject({ isSuccess: true, errors: [] });
    expect(response.json().stores.map((s: { name: string }) => s.name)).toEqual([
      'Lakeside Market',
      'Riverside Spoke',
    ]);
  });

  it('lets a storeManager change only its own stores of the user', async () => {
    const user = await created(
      ADMIN,
      newUser({
        stores: [{ storeId: ids.store('Downtown Hub') }, { storeId: ids.store('Lakeside Market') }],
      }),
    );
    const response = await api.call('PUT', '/user/UpdateStores', {
      as: MANAGER,
      body: { userId: user.id, stores: [{ storeId: ids.store('Riverside Spoke') }] },
    });
    expect(response.json().stores.map((s: { name: string }) => s.name)).toEqual(['Riverside Spoke']);
    const all = await api.call('GET', `/user/stores/${user.id}`, { as: ADMIN });
    expect(all.json().stores.map((s: { name: string }) => s.name)).toEqual([
      'Lakeside Market',
      'Riverside Spoke',
    ]);
    const foreign = await api.call('PUT', '/user/UpdateStores', {
      as: MANAGER,
      body: { userId: user.id, stores: [{ storeId: ids.store('Lakeside Market') }] },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a store of another client, and a user of another client', async () => {
    const user = await created(ADMIN);
    const stranger = await api.call('PUT', '/user/UpdateStores', {
      as: SYSADMIN,
      body: { userId: user.id, stores: [{ storeId: ids.store('Harbor Standalone') }] },
    });
    expect(stranger.json().isSuccess).toBe(false);
    const other = await api.call('PUT', '/user/UpdateStores', {
      as: OTHER_ADMIN,
      body: { userId: user.id, stores: [] },
    });
    expect(other.statusCode).toBe(403);
  });

  it('assigns all the client’s stores to an admin who has one, and refuses it for a shopper', async () => {
    const admin = await created(SYSADMIN, newUser({ role: 'clientAdmin' }));
    const response = await api.call('PUT', '/user/UpdateStoresWithAllUserClientStores', {
      as: ADMIN,
      body: { userId: admin.id },
    });
    expect(response.json().stores.map((s: { name: string }) => s.name)).toEqual([
      'Downtown Hub',
      'Lakeside Market',
      'Riverside Spoke',
    ]);
    const shopper = await created(ADMIN);
    const refused = await api.call('PUT', '/user/UpdateStoresWithAllUserClientStores', {
      as: ADMIN,
      body: { userId: shopper.id },
    });
    expect(refused.json().isSuccess).toBe(false);
    const other = await api.call('PUT', '/user/UpdateStoresWithAllUserClientStores', {
      as: OTHER_ADMIN,
      body: { userId: admin.id },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /user/ByName and /user/userstores/{userName}', () => {
  it('answers the user record and the stores of a user named in any case', async () => {
    const byName = await api.call('POST', '/user/ByName', {
      as: ADMIN,
      body: { userName: 'Manager@Demo.test' },
    });
    expect(byName.json()).toMatchObject({ userName: 'manager@demo.test', roleName: 'Store Manager' });
    const stores = await api.call('POST', '/user/userstores/manager@demo.test', { as: ADMIN });
    expect(stores.json().stores.map((s: { name: string }) => s.name)).toEqual([
      'Downtown Hub',
      'Riverside Spoke',
    ]);
  });

  it('answers a user of another client exactly as an unknown name, so addresses cannot be probed', async () => {
    const foreign = await api.call('POST', '/user/ByName', {
      as: OTHER_ADMIN,
      body: { userName: 'manager@demo.test' },
    });
    const unknown = await api.call('POST', '/user/ByName', {
      as: OTHER_ADMIN,
      body: { userName: 'nobody@demo.test' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message.replace('manager', 'nobody')).toBe(unknown.json().message);
    const foreignStores = await api.call('POST', '/user/userstores/manager@demo.test', { as: OTHER_ADMIN });
    const unknownStores = await api.call('POST', '/user/userstores/nobody@demo.test', { as: OTHER_ADMIN });
    expect(foreignStores.statusCode).toBe(404);
    expect(foreignStores.json().message.replace('manager', 'nobody')).toBe(unknownStores.json().message);
  });
});

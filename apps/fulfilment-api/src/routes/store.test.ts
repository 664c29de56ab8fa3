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

const names = (body: { name: string }[]) => body.map((row) => row.name);

describe('GET /store', () => {
  it('lists every store for a systemAdmin', async () => {
    const response = await api.call('GET', '/store', { as: 'sysadmin@demo.test' });
    expect(names(response.json())).toEqual([
      'Downtown Hub',
      'Harbor Standalone',
      'Lakeside Market',
      'Riverside Spoke',
    ]);
  });

  it("lists the client's stores for a clientAdmin and the assigned ones for a storeManager", async () => {
    const admin = await api.call('GET', '/store', { as: 'clientadmin@demo.test' });
    expect(names(admin.json())).toEqual(['Downtown Hub', 'Lakeside Market', 'Riverside Spoke']);
    const manager = await api.call('GET', '/store', { as: 'manager@demo.test' });
    expect(names(manager.json())).toEqual(['Downtown Hub', 'Riverside Spoke']);
    const none = await api.call('GET', '/store', { as: 'nostores@demo.test' });
    expect(none.json()).toEqual([]);
  });

  it('answers the store row of the contract', async () => {
    const response = await api.call('GET', '/store', { as: 'manager@demo.test' });
    expect(response.json()[1]).toEqual({
      storeId: ids.store('Riverside Spoke'),
      clientId: ids.client('Demo Grocers'),
      name: 'Riverside Spoke',
      storeTypeId: 2,
      parentStoreId: ids.store('Downtown Hub'),
      storeSourceKey: 'DG-0102',
      location: '45 River Rd, Camden',
      stateProvince: 'NJ',
      timeZoneName: 'US Eastern Standard Time',
      storeDeliveryProviderId: expect.any(Number),
      storeDeliveryProviderEnabled: false,
      version: 1,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedBy: 'system',
    });
  });
});

describe('GET /store/ByClientIds', () => {
  it("lists the named clients' stores within scope", async () => {
    const query = `ids=${ids.client('Demo Grocers')}&ids=${ids.client('Other Foods')}`;
    const all = await api.call('GET', `/store/ByClientIds?${query}`, { as: 'sysadmin@demo.test' });
    expect(names(all.json())).toEqual([
      'Downtown Hub',
      'Harbor Standalone',
      'Lakeside Market',
      'Riverside Spoke',
    ]);
    const own = `ids=${ids.client('Demo Grocers')}`;
    const manager = await api.call('GET', `/store/ByClientIds?${own}`, { as: 'manager@demo.test' });
    expect(names(manager.json())).toEqual(['Downtown Hub', 'Riverside Spoke']);
  });

  it('refuses a list naming a client the caller may not read (403)', async () => {
    const query = `ids=${ids.client('Demo Grocers')}&ids=${ids.client('Other Foods')}`;
    const response = await api.call('GET', `/store/ByClientIds?${query}`, { as: 'clientadmin@demo.test' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /store/ByUserIds', () => {
  it("answers each user's assigned stores within scope, in the order asked", async () => {
    const manager = await ids.userId('manager@demo.test');
    const nostores = await ids.userId('nostores@demo.test');
    const response = await api.call('GET', `/store/ByUserIds?ids=${nostores}&ids=${manager}`, {
      as: 'clientadmin@demo.test',
    });
    expect(response.statusCode).toBe(200);
    const lists = response.json<{ userId: number; stores: { name: string }[] }[]>();
    expect(lists.map(({ userId, stores }) => [userId, names(stores)])).toEqual([
      [nostores, []],
      [manager, ['Downtown Hub', 'Riverside Spoke']],
    ]);
  });

  it('refuses a list with a user outside scope (403) or an unknown user (404)', async () => {
    const manager = await ids.userId('manager@demo.test');
    const other = await ids.userId('otheradmin@demo.test');
    const outside = await api.call('GET', `/store/ByUserIds?ids=${manager}&ids=${other}`, {
      as: 'clientadmin@demo.test',
    });
    expect(outside.statusCode).toBe(403);
    const unknown = await api.call('GET', `/store/ByUserIds?ids=${manager}&ids=999999`, {
      as: 'clientadmin@demo.test',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /store/{id}', () => {
  it('answers an assigned store to a storeManager', async () => {
    const response = await api.call('GET', `/store/${ids.store('Downtown Hub')}`, {
      as: 'manager@demo.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Downtown Hub');
  });

  it('refuses a storeManager a store it is not assigned, with 403 and no data', async () => {
    const response = await api.call('GET', `/store/${ids.store('Lakeside Market')}`, {
      as: 'manager@demo.test',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('name');
  });

  it("refuses another client's admin with 403", async () => {
    const response = await api.call('GET', `/store/${ids.store('Downtown Hub')}`, {
      as: 'otheradmin@demo.test',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown store', async () => {
    expect((await api.call('GET', '/store/999999', { as: 'sysadmin@demo.test' })).statusCode).toBe(404);
  });
});

describe('GET /store/client/{clientId}', () => {
  it("lists a client's stores, and only the assigned ones for a store-level role", async () => {
    const url = `/store/client/${ids.client('Demo Grocers')}`;
    expect(names((await api.call('GET', url, { as: 'sysadmin@demo.test' })).json())).toHaveLength(3);
    expect(names((await api.call('GET', url, { as: 'shopper@demo.test' })).json())).toEqual(['Downtown Hub']);
  });

  it("refuses another client's admin with 403 and no data", async () => {
    const response = await api.call('GET', `/store/client/${ids.client('Demo Grocers')}`, {
      as: 'otheradmin@demo.test',
    });
    expect(response.statusCode).toBe(403);
    expect(Array.isArray(response.json())).toBe(false);
  });
});

describe('GET /store/userId/{userId}', () => {
  it("answers the user's assigned stores", async () => {
    const id = await ids.userId('manager@demo.test');
    const response = await api.call('GET', `/store/userId/${id}`, { as: 'clientadmin@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Downtown Hub', 'Riverside Spoke']);
  });

  it('refuses a user of another client with 403', async () => {
    const id = await ids.userId('manager@demo.test');
    expect((await api.call('GET', `/store/userId/${id}`, { as: 'otheradmin@demo.test' })).statusCode).toBe(
      403,
    );
  });
});

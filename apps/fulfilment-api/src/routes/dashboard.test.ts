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

describe('GET /dashboard/getAdminDashboard', () => {
  it('counts clients, stores, users and shoppers for a systemAdmin', async () => {
    const response = await api.call('GET', '/dashboard/getAdminDashboard', { as: 'sysadmin@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clientCount: 2, storeCount: 4, userCount: 18, shopperCount: 11 });
  });

  it('refuses a shopper and a clientAdmin with 403 and no counts', async () => {
    for (const as of ['shopper@demo.test', 'clientadmin@demo.test']) {
      const response = await api.call('GET', '/dashboard/getAdminDashboard', { as });
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('clientCount');
    }
  });
});

describe('GET /dashboard/getClientDashboard/{clientId}', () => {
  it('counts the stores, users and shoppers of the client for its clientAdmin', async () => {
    const url = `/dashboard/getClientDashboard/${ids.client('Demo Grocers')}`;
    const response = await api.call('GET', url, { as: 'clientadmin@demo.test' });
    expect(response.json()).toEqual({ storeCount: 3, userCount: 13, shopperCount: 9, curbsideOnly: false });
  });

  it("refuses another client's admin and a storeManager with 403 and no counts", async () => {
    const url = `/dashboard/getClientDashboard/${ids.client('Demo Grocers')}`;
    for (const as of ['otheradmin@demo.test', 'manager@demo.test']) {
      const response = await api.call('GET', url, { as });
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('storeCount');
    }
  });

  it('answers 404 to a systemAdmin for an unknown client', async () => {
    const response = await api.call('GET', '/dashboard/getClientDashboard/999999', {
      as: 'sysadmin@demo.test',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /dashboard/getStoreDashboard/{storeId}', () => {
  it('counts assigned users, shoppers and the layout of the store for a user assigned to it', async () => {
    const url = `/dashboard/getStoreDashboard/${ids.store('Downtown Hub')}`;
    const response = await api.call('GET', url, { as: 'manager@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userCount: 7,
      shopperCount: 5,
      merchandiseSectionsCount: 12,
      carryoutSectionsCount: 4,
      itemCategoriesCount: 22,
      foodSafetyTypesCount: 5,
    });
  });

  it('lets the clientAdmin of the store read it', async () => {
    const url = `/dashboard/getStoreDashboard/${ids.store('Lakeside Market')}`;
    expect((await api.call('GET', url, { as: 'clientadmin@demo.test' })).statusCode).toBe(200);
  });

  it("refuses a storeManager a store it is not assigned and another client's admin, with 403", async () => {
    for (const [as, store] of [
      ['manager@demo.test', 'Lakeside Market'],
      ['otheradmin@demo.test', 'Downtown Hub'],
    ] as const) {
      const response = await api.call('GET', `/dashboard/getStoreDashboard/${ids.store(store)}`, { as });
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('userCount');
    }
  });
});

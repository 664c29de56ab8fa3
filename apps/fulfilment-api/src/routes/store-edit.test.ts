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

const admin = 'clientadmin@demo.test';

async function createStore(body: Record<string, unknown>, as = admin) {
  return api.call('POST', '/store/Create', {
    as,
    body: { clientId: ids.client('Demo Grocers'), ...body },
  });
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe('GET /store/timezones', () => {
  it('lists zones with abbreviation, offSet and windowsId, the default among them', async () => {
    const response = await api.call('GET', '/store/timezones', { as: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      abbreviation: 'US/Eastern',
      offSet: '(UTC-05:00)',
      windowsId: 'Eastern Standard Time',
    });
    expect(
      response.json().filter((zone: { windowsId: string }) => zone.windowsId === 'US Eastern Standard Time'),
    ).toHaveLength(1);
  });
});

describe('POST /store/Create', () => {
  it("refuses a store without a type with 'Store Type Invalid'", async () => {
    const response = await createStore({ name: 'No Type' });
    expect(response.json()).toEqual({ isSuccess: false, errors: [{ errorMessage: 'Store Type Invalid' }] });
  });

  it("gives a store without a time zone the default 'US Eastern Standard Time'", async () => {
    const response = await createStore({ name: 'Northgate', storeTypeId: 3, stateProvince: 'PA' });
    expect(response.json()).toMatchObject({
      isSuccess: true,
      store: { name: 'Northgate', storeTypeId: 3, timeZoneName: 'US Eastern Standard Time', version: 1 },
    });
  });

  it("refuses a spoke whose parent is not one of the client's hubs", async () => {
    const response = await createStore({
      name: 'Orphan Spoke',
      storeTypeId: 2,
      parentStoreId: ids.store('Lakeside Market'),
    });
    expect(response.json().errors).toEqual([
      { errorMessage: "The parent store must be one of the client's hub stores." },
    ]);
  });

  it("refuses another client's admin with 403", async () => {
    const response = await createStore({ name: 'Intruder', storeTypeId: 3 }, 'otheradmin@demo.test');
    expect(response.statusCode).toBe(403);
  });

  it('copies food safety types, zones without their mappings, and sections with shelves', async () => {
    const hub = ids.store('Downtown Hub');
    const response = await createStore({
      name: 'Copied Spoke',
      storeTypeId: 2,
      parentStoreId: hub,
      timeZoneName: 'US/Central',
      storeIdToCopyFrom: hub,
      storePropertiesToCopy: ['fsts', 'zones', 'merchlocations'],
    });
    expect(response.json()).toMatchObject({
      isSuccess: true,
      store: { parentStoreId: hub, timeZoneName: 'US/Central' },
    });
    const copy = response.json().store.storeId;
    // Each list answers its rows under its own key.
    const list = async (path: string) =>
      Object.values((await api.call('GET', path, { as: admin })).json()).find(Array.isArray) as {
        name: string;
        foodSafetyTypeId: number | null;
      }[];

    const fsts = await list(`/foodsafetytype/store/${copy}`);
    expect(names(fsts)).toEqual(names(await list(`/foodsafetytype/store/${hub}`)));
    expect(fsts.length).toBeGreaterThan(0);

    const zones = await list(`/zone/detail/store/${copy}`);
    expect(names(zones)).toEqual(names(await list(`/zone/detail/store/${hub}`)));
    for (const zone of zones) {
      expect(zone).toMatchObject({ zoneSections: [], zoneUsers: [] });
      if (zone.foodSafetyTypeId)
        expect(fsts.map((fst) => fst.foodSafetyTypeId)).toContain(zone.foodSafetyTypeId);
    }

    const sections = await list(`/section/detail/store/${copy}`);
    expect(names(sections)).toEqual(names(await list(`/section/detail/store/${hub}`)));
    expect(await list(`/itemcategorytype/store/${copy}`)).toEqual([]);
    expect(await list(`/stagingsection/store/${copy}`)).toEqual([]);
  });

  it('copies the delivery settings, disabled, and the store attributes', async () => {
    const riverside = ids.store('Riverside Spoke');
    const response = await createStore({
      name: 'Copied Delivery',
      storeTypeId: 3,
      storeIdToCopyFrom: riverside,
      storePropertiesToCopy: ['sdp', 'attrs'],
    });
    const store = response.json().store;
    expect(store).toMatchObject({
      storeDeliveryProviderId: expect.any(Number),
      storeDeliveryProviderEnabled: false,
    });
    expect(store.storeDeliveryProviderId).not.toBe(
      (await api.call('GET', `/store/${riverside}`, { as: admin })).json().storeDeliveryProviderId,
    );
    const settings = async (storeId: number) =>
      (await api.call('GET', `/store/StoreDeliveryProvider/${storeId}`, { as: admin })).json()
        .storeDeliveryProvider;
    const { providerId, providerEndpointUri, notificationEmail } = await settings(riverside);
    expect(await settings(store.storeId)).toMatchObject({
      providerId,
      providerEndpointUri,
      notificationEmail,
    });
    const attributes = async (storeId: number) =>
      (await api.call('GET', `/store/storeAttributes/${storeId}`, { as: admin }))
        .json()
        .storeAttributes.map(({ name, value }: { name: string; value: string }) => ({ name, value }));
    expect(await attributes(store.storeId)).toEqual(await attributes(riverside));
    expect(await attributes(store.storeId)).not.toEqual([]);
  });

  it("refuses to copy from another client's store", async () => {
    const response = await createStore({
      name: 'Borrowed',
      storeTypeId: 3,
      storeIdToCopyFrom: ids.store('Harbor Standalone'),
      storePropertiesToCopy: ['fsts'],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /store/Update', () => {
  it('changes a store and refuses a stale version with 409 and the current row', async () => {
    const created = (await createStore({ name: 'Eastside', storeTypeId: 3 })).json().store;
    const update = (name: string) =>
      api.call('PUT', '/store/Update', {
        as: admin,
        body: { ...created, name, storeTypeId: 1, updatedAt: undefined, updatedBy: undefined },
      });
    const first = await update('Eastside Hub');
    expect(first.json()).toMatchObject({
      name: 'Eastside Hub',
      storeTypeId: 1,
      version: 2,
      updatedBy: 'clientadmin@demo.test',
    });
    const stale = await update('Eastside Again');
    expect(stale.statusCode).toBe(409);
    expect(JSON.stringify(stale.json())).toContain('Eastside Hub');
  });

  it("refuses another client's admin with 403", async () => {
    const store = (await api.call('GET', `/store/${ids.store('Lakeside Market')}`, { as: admin })).json();
    const response = await api.call('PUT', '/store/Update', {
      as: 'otheradmin@demo.test',
      body: { storeId: store.storeId, version: store.version, name: 'Taken', storeTypeId: 3 },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /store/Delete', () => {
  it('deletes a store with its layout', async () => {
    const created = (
      await createStore({
        name: 'Short Lived',
        storeTypeId: 3,
        storeIdToCopyFrom: ids.store('Downtown Hub'),
        storePropertiesToCopy: ['fsts', 'carryout'],
      })
    ).json().store;
    const response = await api.call('PUT', '/store/Delete', {
      as: admin,
      body: { storeId: created.storeId },
    });
    expect(response.json()).toEqual({ isSuccess: true, errors: [] });
    expect((await api.call('GET', `/store/${created.storeId}`, { as: admin })).statusCode).toBe(404);
  });

  it('refuses a hub with assigned users and spokes, one error each', async () => {
    const response = await api.call('PUT', '/store/Delete', {
      as: admin,
      body: { storeId: ids.store('Downtown Hub') },
    });
    const { isSuccess, errors } = response.json();
    expect(isSuccess).toBe(false);
    expect(errors).toHaveLength(2);
    expect(errors[0].errorMessage).toMatch(/^Store has \d+ assigned users; unassign them first\.$/);
    expect(errors[1].errorMessage).toMatch(/^Store is the parent of \d+ spoke stores?; move them first\.$/);
  });

  it("refuses another client's admin with 403", async () => {
    const response = await api.call('PUT', '/store/Delete', {
      as: 'otheradmin@demo.test',
      body: { storeId: ids.store('Lakeside Market') },
    });
    expect(response.statusCode).toBe(403);
  });
});

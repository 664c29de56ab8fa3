import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, SHOPPER, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;

beforeAll(async () => {
  api = await startTestApi();
  storeId = (await idsByName(api)).store('Downtown Hub');
});
afterAll(() => ifStarted(api)?.close());

const freezerLike = {
  name: 'Deep Freeze',
  containerColor: 'Kale',
  containerIcon: 'Freezer',
  maxLeadTime: '00:45',
};

describe('food safety types', () => {
  it('lists the store’s types with their derived colour classes', async () => {
    const response = await api.call('GET', `/foodsafetytype/store/${storeId}`, { as: SHOPPER });
    expect(response.statusCode).toBe(200);
    const types = response.json().foodSafetyTypeObjects;
    expect(types.map((t: { name: string }) => t.name)).toEqual([
      'Ambient',
      'Cooler',
      'Freezer',
      'Hot Food',
      'Chemical',
    ]);
    expect(types[0]).toMatchObject({
      storeId,
      containerColor: 'Granny Smith',
      containerIcon: 'Ambient',
      maxLeadTime: '04:00:00',
      containerActiveBackgroundClass: 'fst-granny-smith-active',
      containerInactiveBackgroundClass: 'fst-granny-smith-inactive',
      containerFillBackgroundClass: 'fst-granny-smith-fill',
      version: 1,
      updatedBy: 'system',
    });
    expect(types[4].maxLeadTime).toBeNull();
  });

  it('creates a type, storing an hh:mm lead time as hh:mm:ss and naming the writer', async () => {
    const body = written(
      await api.call('POST', '/foodsafetytype', { as: MANAGER, body: { storeId, ...freezerLike } }),
    );
    expect(body.foodSafetyType).toMatchObject({
      storeId,
      name: 'Deep Freeze',
      maxLeadTime: '00:45:00',
      version: 1,
      updatedBy: 'manager@demo.test',
    });
  });

  it('refuses a type without name, colour and icon with the spec’s messages and stores nothing', async () => {
    const response = await api.call('POST', '/foodsafetytype', {
      as: ADMIN,
      body: { storeId, name: ' ', containerColor: '', containerIcon: '', maxLeadTime: '25:00' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [
        'Name is required',
        'Container Color is required',
        'Container Icon is required',
        'Max Lead Time Value format must be hh:mm:ss',
      ],
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'containerColor', message: 'Container Color is required' },
        { field: 'containerIcon', message: 'Container Icon is required' },
        { field: 'maxLeadTime', message: 'Max Lead Time Value format must be hh:mm:ss' },
      ],
    });
  });

  it('answers 400 naming the field for a colour outside the fixed list', async () => {
    const response = await api.call('POST', '/foodsafetytype', {
      as: ADMIN,
      body: { storeId, ...freezerLike, containerColor: 'Purple' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('containerColor');
  });

  it('updates a type with its version and refuses a stale version with 409, the current row and who changed it', async () => {
    const created = written(
      await api.call('POST', '/foodsafetytype', {
        as: ADMIN,
        body: { storeId, ...freezerLike, name: 'Chiller' },
      }),
    ).foodSafetyType;
    const change = {
      foodSafetyTypeId: created.foodSafetyTypeId,
      version: 1,
      ...freezerLike,
      name: 'Chiller 2',
    };
    const updated = written(
      await api.call('PUT', '/foodsafetytype', { as: MANAGER, body: change }),
    ).foodSafetyType;
    expect(updated).toMatchObject({ name: 'Chiller 2', version: 2, updatedBy: 'manager@demo.test' });

    const stale = await api.call('PUT', '/foodsafetytype', { as: ADMIN, body: { ...change, name: 'Lost' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      current: { name: 'Chiller 2', version: 2 },
      changedBy: 'manager@demo.test',
    });
  });

  it('deletes a type, answering the row as it was, and answers 404 once it is gone', async () => {
    const created = written(
      await api.call('POST', '/foodsafetytype', {
        as: ADMIN,
        body: { storeId, ...freezerLike, name: 'Temporary' },
      }),
    ).foodSafetyType;
    const deleted = written(
      await api.call('DELETE', `/foodsafetytype/${created.foodSafetyTypeId}`, { as: ADMIN }),
    );
    expect(deleted.foodSafetyType).toMatchObject({
      foodSafetyTypeId: created.foodSafetyTypeId,
      name: 'Temporary',
    });
    const again = await api.call('DELETE', `/foodsafetytype/${created.foodSafetyTypeId}`, { as: ADMIN });
    expect(again.statusCode).toBe(404);
  });

  it('stores a new order of the types with UpdateSequence', async () => {
    const list = (await api.call('GET', `/foodsafetytype/store/${storeId}`, { as: ADMIN })).json()
      .foodSafetyTypeObjects;
    const reversed = [...list].reverse().map((t: { foodSafetyTypeId: number }, index: number) => ({
      foodSafetyTypeId: t.foodSafetyTypeId,
      sequenceId: index + 1,
    }));
    const body = written(
      await api.call('PUT', '/foodsafetytype/UpdateSequence', {
        as: ADMIN,
        body: { storeId, items: reversed },
      }),
    );
    expect(body.orderedIds).toEqual(reversed.map((item) => item.foodSafetyTypeId));
  });
});

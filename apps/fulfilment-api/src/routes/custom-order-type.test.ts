import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SHOPPER, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';
import { demoIconPng } from '../db/demo-icons.js';

let api: TestApi;
let demo: number;
let other: number;
let downtown: number;
let otherStore: number;

beforeAll(async () => {
  api = await startTestApi();
  const ids = await idsByName(api);
  demo = ids.client('Demo Grocers');
  other = ids.client('Other Foods');
  downtown = ids.store('Downtown Hub');
  const stores = await api.call('GET', `/store/client/${other}`, { as: SYSADMIN });
  otherStore = stores.json<{ storeId: number }[]>()[0]!.storeId;
});
afterAll(() => ifStarted(api)?.close());

interface OrderSubType {
  orderSubTypeId: number;
  storeId: number | null;
  name: string;
  sourceKey: string;
  iconData: string | null;
  iconMimeType: string | null;
  iconUri: string | null;
  version: number;
}

const PNG = demoIconPng([200, 20, 20]).toString('base64');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');

const create = (as: string, body: Record<string, unknown>) =>
  api.call('POST', '/ordersubtypes', { as, body: { clientId: demo, ...body } });
const created = async (as: string, body: Record<string, unknown>) => {
  const response = await create(as, body);
  expect(response.json(), response.body).toMatchObject({ isSuccess: true });
  return response.json<{ orderSubType: OrderSubType }>().orderSubType;
};
const clientList = async (as = ADMIN) =>
  (await api.call('GET', `/ordersubtypes/clients/${demo}`, { as })).json<{ orderSubTypes: OrderSubType[] }>()
    .orderSubTypes;

describe('custom order types', () => {
  it('lists a client’s types without a store by name, and a store’s own at store level', async () => {
    const names = (await clientList()).map((type) => type.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Catering');
    expect(names).not.toContain('Deli Platter');
    const store = await api.call('GET', `/ordersubtypes/stores/${downtown}`, { as: MANAGER });
    expect(store.json<{ orderSubTypes: OrderSubType[] }>().orderSubTypes.map((type) => type.name)).toEqual([
      'Deli Platter',
    ]);
  });

  it('creates a type with its icon typed from its bytes, not from what the caller claims', async () => {
    const type = await created(ADMIN, {
      name: ' Party Trays ',
      sourceKey: 'PARTY',
      iconData: `data:image/svg+xml;base64,${GIF}`,
      iconMimeType: 'image/svg+xml',
    });
    expect(type).toMatchObject({ name: 'Party Trays', storeId: null, iconMimeType: 'image/gif', version: 1 });
    expect(type.iconUri).toBe(`/ordersubtypes/${type.orderSubTypeId}/icon?v=1`);

    const icon = await api.call('GET', type.iconUri!, { as: ADMIN });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/gif');
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
    expect(icon.headers['content-security-policy']).toContain('sandbox');
    expect(icon.rawPayload.toString('base64')).toBe(GIF);
  });

  it("refuses missing fields with the spec's words, and an SVG or oversized icon", async () => {
    const missing = await create(ADMIN, { name: 'No icon', sourceKey: 'NOICON' });
    expect(missing.json()).toEqual({
      isSuccess: false,
      errors: [
        { errorMessage: 'Is neccesary include Name, SourceKey and Image to create a new Order Sub Type' },
      ],
    });
    const svg = await create(ADMIN, { name: 'Script', sourceKey: 'SVG', iconData: SVG });
    expect(svg.json()).toMatchObject({
      isSuccess: false,
      errors: [{ errorMessage: 'The icon must be a PNG, JPEG, GIF or WebP image.' }],
    });
    const huge = Buffer.alloc(300 * 1024);
    Buffer.from(PNG, 'base64').copy(huge);
    const large = await create(ADMIN, { name: 'Big', sourceKey: 'BIG', iconData: huge.toString('base64') });
    expect(large.json()).toMatchObject({
      isSuccess: false,
      errors: [{ errorMessage: 'The icon must be at most 256 KB.' }],
    });
  });

  it('updates over the version, keeps the icon when none is sent and answers a stale version with 409', async () => {
    const type = await created(ADMIN, { name: 'Florist', sourceKey: 'FLOR', iconData: PNG });
    const body = {
      orderSubTypeId: type.orderSubTypeId,
      clientId: demo,
      version: 1,
      name: 'Flowers',
      sourceKey: 'FLOR',
    };
    const updated = await api.call('PUT', '/ordersubtypes', { as: SYSADMIN, body });
    expect(updated.json()).toMatchObject({
      isSuccess: true,
      orderSubType: { name: 'Flowers', version: 2, iconMimeType: 'image/png', iconData: PNG },
    });
    const stale = await api.call('PUT', '/ordersubtypes', { as: ADMIN, body: { ...body, name: 'Blooms' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changedBy: SYSADMIN, current: { name: 'Flowers', version: 2 } });
    const blank = await api.call('PUT', '/ordersubtypes', {
      as: ADMIN,
      body: { ...body, version: 2, name: ' ' },
    });
    expect(blank.json()).toMatchObject({
      isSuccess: false,
      errors: [{ errorMessage: 'Is neccesary include Name and SourceKey to update a Order Sub Type' }],
    });
  });

  it('deletes with responseCode 0, and answers 1 when the type is already gone', async () => {
    const type = await created(ADMIN, { name: 'Temporary', sourceKey: 'TMP', iconData: PNG });
    const first = await api.call('DELETE', `/ordersubtypes/${type.orderSubTypeId}`, { as: ADMIN });
    expect(first.json()).toEqual({
      responseCode: 0,
      errors: [],
      orderSubType: { orderSubTypeId: type.orderSubTypeId, clientId: demo, storeId: null },
    });
    expect((await clientList()).map((row) => row.orderSubTypeId)).not.toContain(type.orderSubTypeId);
    const again = await api.call('DELETE', `/ordersubtypes/${type.orderSubTypeId}`, { as: ADMIN });
    expect(again.statusCode).toBe(404);
  });

  it('lets a storeManager change its store’s types but not the client’s', async () => {
    const own = await created(MANAGER, {
      storeId: downtown,
      name: 'Hot Bar',
      sourceKey: 'HOT',
      iconData: PNG,
    });
    expect(own.storeId).toBe(downtown);
    expect((await create(MANAGER, { name: 'Client wide', sourceKey: 'CW', iconData: PNG })).statusCode).toBe(
      403,
    );
    const catering = (await clientList()).find((type) => type.name === 'Catering')!;
    const body = {
      orderSubTypeId: catering.orderSubTypeId,
      clientId: demo,
      version: catering.version,
      name: 'x',
      sourceKey: 'y',
    };
    expect((await api.call('PUT', '/ordersubtypes', { as: MANAGER, body })).statusCode).toBe(403);
    expect(
      (await api.call('DELETE', `/ordersubtypes/${catering.orderSubTypeId}`, { as: MANAGER })).statusCode,
    ).toBe(403);
    // A shopper reads its store's types and changes none.
    expect((await api.call('GET', `/ordersubtypes/stores/${downtown}`, { as: SHOPPER })).statusCode).toBe(
      200,
    );
    expect(
      (await create(SHOPPER, { storeId: downtown, name: 'S', sourceKey: 'S', iconData: PNG })).statusCode,
    ).toBe(403);
    expect(
      (await api.call('DELETE', `/ordersubtypes/${own.orderSubTypeId}`, { as: SHOPPER })).statusCode,
    ).toBe(403);
  });

  it('keeps each client’s types, icons and stores to its own people', async () => {
    expect((await api.call('GET', `/ordersubtypes/clients/${demo}`, { as: OTHER_ADMIN })).statusCode).toBe(
      403,
    );
    expect((await api.call('GET', `/ordersubtypes/stores/${downtown}`, { as: OTHER_ADMIN })).statusCode).toBe(
      403,
    );
    const catering = (await clientList()).find((type) => type.name === 'Catering')!;
    expect((await api.call('GET', catering.iconUri!, { as: OTHER_ADMIN })).statusCode).toBe(404);
    expect(
      (await api.call('DELETE', `/ordersubtypes/${catering.orderSubTypeId}`, { as: OTHER_ADMIN })).statusCode,
    ).toBe(404);
    const stolen = await api.call('PUT', '/ordersubtypes', {
      as: OTHER_ADMIN,
      body: {
        orderSubTypeId: catering.orderSubTypeId,
        clientId: other,
        version: 1,
        name: 'Mine',
        sourceKey: 'M',
      },
    });
    expect(stolen.statusCode).toBe(404);
    // A store of another client is not a place for this client's types.
    expect(
      (await create(ADMIN, { storeId: otherStore, name: 'X', sourceKey: 'X', iconData: PNG })).statusCode,
    ).toBe(404);
    expect((await clientList()).find((type) => type.orderSubTypeId === catering.orderSubTypeId)?.name).toBe(
      'Catering',
    );
  });
});

import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReportFixture, REPORT_USERS, type ReportFixture } from '../testing/orders.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let fixture: ReportFixture;

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (db) => {
      fixture = await insertReportFixture(db);
    },
  });
});
afterAll(() => ifStarted(api)?.close());

const { admin, manager, lead, shopper } = REPORT_USERS;
const OTHER_ADMIN = 'clientadmin@demo.test';

/** A call as the contract makes it: the client and store in the context headers. */
async function call(
  as: string,
  method: 'GET' | 'PUT',
  url: string,
  options: { storeId?: number; clientId?: number; body?: object } = {},
) {
  const { token } = await api.signIn(as);
  return api.app.inject({
    method,
    url,
    payload: options.body,
    headers: {
      authorization: `Bearer ${token}`,
      'fulfiller-clientid': String(options.clientId ?? fixture.clientId),
      'fulfiller-storeid': String(options.storeId ?? fixture.storeA),
    },
  });
}
const get = (as: string, url: string, options?: { storeId?: number; clientId?: number }) =>
  call(as, 'GET', url, options);

describe('order receipt', () => {
  it('answers the shopped order with its items and substitutions', async () => {
    const response = await get(lead, `/orders/shoppedOrderReceipt/${fixture.storeA}/A1`);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      order: {
        orderId: fixture.orders.A1,
        orderSourceKey: 'A1',
        guiOrderId: 'G-A1',
        storeName: 'Report Store A',
        orderTotal: 10,
        items: [
          { name: 'Apples', quantity: 2, unitPrice: 2, itemCategory: 'Produce', substituteName: null },
          { name: 'Milk', quantity: 1, unitPrice: 2, itemCategory: 'Dairy', substituteName: 'Oat Milk' },
        ],
      },
    });
  });

  it('renders the Shopped Order Summary with every value escaped and no script', async () => {
    const response = await get(admin, '/renderTemplate/shoppedOrderSummary/sourcekey/A2');
    const { isSuccess, html } = response.json<{ isSuccess: boolean; html: string }>();
    expect(isSuccess).toBe(true);
    expect(html).toContain('<title>Shopped Order Summary</title>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Yogurt');
    expect(html).toContain('O&#39;Neil &lt;b&gt;');
    expect(html).not.toMatch(/<script|<b>/i);
  });

  it("says an order is not found, in the store's scope only", async () => {
    const missing = await get(admin, '/renderTemplate/shoppedOrderSummary/sourcekey/B1');
    expect(missing.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Order B1 was not found.' }],
    });
    expect((await get(manager, `/orders/shoppedOrderReceipt/${fixture.storeB}/B1`)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, `/orders/shoppedOrderReceipt/${fixture.storeA}/A1`)).statusCode).toBe(403);
    expect((await get(shopper, `/orders/shoppedOrderReceipt/${fixture.storeA}/A1`)).statusCode).toBe(403);
  });
});

describe('load manifest', () => {
  it("lists the store's loads, and the client's for its admin under store 0", async () => {
    const store = await get(manager, '/loads/loadmanifestcontrollist');
    expect(store.json()).toMatchObject({
      isSuccess: true,
      loads: [{ loadId: fixture.loadA }],
      responseMessage: '',
    });
    const client = await get(admin, '/loads/loadmanifestcontrollist', { storeId: 0 });
    expect(client.json<{ loads: { loadId: number }[] }>().loads.map((load) => load.loadId)).toEqual([
      fixture.loadA,
    ]);
    expect((await get(manager, '/loads/loadmanifestcontrollist', { storeId: 0 })).statusCode).toBe(403);
    expect(
      (await get(manager, '/loads/loadmanifestcontrollist', { storeId: fixture.storeB })).statusCode,
    ).toBe(403);
  });

  it('renders the manifest: its stops in order, escaped', async () => {
    const response = await get(manager, `/renderTemplate/loadreceipts/${fixture.loadA}`);
    // Whitespace between tags is the template's layout, not content.
    const html = response.json<{ html: string }>().html.replace(/>\s+</g, '><');
    expect(html).toContain(`<h1>Load ${fixture.loadA}</h1>`);
    expect(html).toContain('<td>1</td><td>G-A2</td><td>Chris O&#39;Neil &lt;b&gt;</td>');
    expect(html).toContain('12 &lt;i&gt;Elm&lt;/i&gt; St, Springfield 19064');
    expect(html).not.toMatch(/<i>|<b>/);
    expect((await get(OTHER_ADMIN, `/renderTemplate/loadreceipts/${fixture.loadA}`)).statusCode).toBe(403);
    expect((await get(manager, '/renderTemplate/loadreceipts/999999')).json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Load 999999 was not found.' }],
    });
  });

  it('refuses a load id beyond 32 bits', async () => {
    expect((await get(manager, `/renderTemplate/loadreceipts/${2 ** 31}`)).statusCode).toBe(400);
  });
});

describe('POS status', () => {
  type PosOrder = { orderId: number; infileSentDate: string | null; posCompleteDate: string | null };
  const storeOrders = async (as: string = manager) =>
    (await get(as, `/orderStatusHistory/pos/store/${fixture.storeA}`)).json<{ orders: PosOrder[] }>().orders;
  const retry = (orderId: number, as: string = manager) =>
    call(as, 'PUT', '/orderStatusHistory/createInFile/', { body: { storeId: fixture.storeA, orderId } });

  it("lists the store's orders newest first with the three dates, null where not done", async () => {
    expect(await storeOrders()).toEqual([
      {
        orderId: fixture.orders.A3,
        storeId: fixture.storeA,
        guiOrderId: 'G-A3',
        infileSentDate: null,
        requestReceivedDate: null,
        posCompleteDate: null,
      },
      {
        orderId: fixture.orders.A2,
        storeId: fixture.storeA,
        guiOrderId: 'G-A2',
        infileSentDate: '2026-11-02T14:46:00.000Z',
        requestReceivedDate: '2026-11-02T14:46:30.000Z',
        posCompleteDate: null,
      },
      {
        orderId: fixture.orders.A1,
        storeId: fixture.storeA,
        guiOrderId: 'G-A1',
        infileSentDate: '2026-11-02T13:01:00.000Z',
        requestReceivedDate: '2026-11-02T13:01:10.000Z',
        posCompleteDate: '2026-11-02T13:02:40.000Z',
      },
    ]);
  });

  it("lists the client's orders for its admin, by path or by header, and to no one else", async () => {
    const byPath = await get(admin, `/orders/client/${fixture.clientId}?take=2`);
    expect(byPath.json<{ orders: PosOrder[] }>().orders.map((order) => order.orderId)).toEqual([
      fixture.orders.B2,
      fixture.orders.B1,
    ]);
    const byHeader = await get(admin, '/orderStatusHistory/pos/client?skip=2&take=1');
    expect(byHeader.json<{ orders: PosOrder[] }>().orders.map((order) => order.orderId)).toEqual([
      fixture.orders.A3,
    ]);
    expect((await get(manager, `/orders/client/${fixture.clientId}`)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, '/orderStatusHistory/pos/client')).statusCode).toBe(403);
    expect((await get(lead, `/orderStatusHistory/pos/store/${fixture.storeA}`)).statusCode).toBe(403);
  });

  it('retries a hand-off never completed: the interface initiates it again', async () => {
    const response = await retry(fixture.orders.A2);
    const { isSuccess, order } = response.json<{ isSuccess: boolean; order: PosOrder }>();
    expect(isSuccess).toBe(true);
    expect(order.orderId).toBe(fixture.orders.A2);
    expect(order.infileSentDate! > '2026-11-02T14:46:00.000Z').toBe(true);
    expect(order).toMatchObject({ requestReceivedDate: null, posCompleteDate: null });
  });

  it('resets a completed order only once AllowPosResetAfterDone is true', async () => {
    expect((await retry(fixture.orders.A1)).json()).toEqual({
      isSuccess: false,
      errors: [
        {
          errorMessage:
            'The POS already completed this order; resetting it needs the AllowPosResetAfterDone application attribute set to true.',
        },
      ],
    });
    const created = await api.call('POST', '/client/appAttribute/Create', {
      as: admin,
      body: { clientId: fixture.clientId, name: 'AllowPosResetAfterDone', value: 'true' },
    });
    expect(created.json()).toMatchObject({ isSuccess: true });
    const reset = await retry(fixture.orders.A1);
    expect(reset.json()).toMatchObject({ isSuccess: true, order: { posCompleteDate: null } });
  });

  it("keeps retries to the store's managers and the client's admins", async () => {
    expect((await retry(fixture.orders.A3, lead)).statusCode).toBe(403);
    expect((await retry(fixture.orders.A3, OTHER_ADMIN)).statusCode).toBe(403);
    // An order of another store is not found through this store.
    expect((await retry(fixture.orders.B1)).json()).toMatchObject({ isSuccess: false });
    expect((await retry(2 ** 31)).statusCode).toBe(400);
  });
});

describe('delivery report', () => {
  const deliveries = (path: string, as: string = manager) => get(as, `/orders/delivery/${path}`);

  it("lists the store's deliveries dispatched between the dates, of one driver when named", async () => {
    const november = await deliveries('2026-11-01T00x00x00/2026-12-01T00x00x00');
    expect(november.json()).toEqual({
      orders: [
        {
          orderId: fixture.orders.A2,
          orderSourceKey: 'A2',
          guiOrderId: 'G-A2',
          orderStatusId: 12,
          customerFirstName: 'Chris',
          customerLastName: "O'Neil <b>",
          addressLine1: '12 <i>Elm</i> St',
          cityTown: 'Springfield',
          zipCode: '19064',
          driverUserId: expect.any(Number),
          driverName: 'Pia Picker',
          dispatchedAt: '2026-11-02T14:00:00.000Z',
          deliveredAt: '2026-11-02T14:45:00.000Z',
        },
      ],
    });
    const ofOtherDriver = await deliveries(`2026-11-01T00x00x00/2026-12-01T00x00x00/${fixture.shopperB}`);
    expect(ofOtherDriver.json()).toEqual({ orders: [] });
    const storeB = await get(admin, '/orders/delivery/2026-12-01T00x00x00/2026-12-02T00x00x00', {
      storeId: fixture.storeB,
    });
    expect(
      storeB.json<{ orders: { orderSourceKey: string }[] }>().orders.map((o) => o.orderSourceKey),
    ).toEqual(['B2']);
  });

  it('refuses dates of another shape, and stores of others', async () => {
    const bad = await deliveries('2026-11-01T00:00:00/2026-12-01T00x00x00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'from must be a UTC date shaped year-month-dayThhxmmx00, such as 2026-11-01T00x00x00.',
    );
    expect((await deliveries('2026-12-01T00x00x00/2026-11-01T00x00x00')).statusCode).toBe(400);
    expect((await deliveries('2026-11-01T00x00x00/2026-12-01T00x00x00', shopper)).statusCode).toBe(403);
    expect(
      (await get(OTHER_ADMIN, '/orders/delivery/2026-11-01T00x00x00/2026-12-01T00x00x00')).statusCode,
    ).toBe(403);
  });
});

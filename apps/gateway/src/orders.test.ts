import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '@fulfil/domain';
import { ifStarted } from '@fulfil/test-fixtures';
import { execute, startStackFor, type LiveSubscription, type SignedInStack } from './testing/stack.js';

let stack: SignedInStack;
let clientadmin: string;
let manager: string;
let shopper: string;
let otheradmin: string;
let managerWatch: LiveSubscription;
let shopperWatch: LiveSubscription;
let clientId: string;
let storeId: string;

const POS_ORDER = 'id storeId guiOrderId interfaceInitiatedAt requestReceivedAt requestCompletedAt';
const POS_EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on PosOrderChanged { scope actor { userName } posOrder { ${POS_ORDER} } }
  }
}`;
const POS_STATUS = `query ($s: ID!, $take: Int) { posStatus(storeId: $s, take: $take) { storeId resetAfterDoneAllowed orders { ${POS_ORDER} } } }`;
const RETRY = `mutation ($s: ID!, $o: ID!) { retryPosHandOff(storeId: $s, orderId: $o) { posOrder { ${POS_ORDER} } errors { message } } }`;
const SUMMARY = `query ($s: ID!, $key: String!) { shoppedOrderSummary(storeId: $s, orderSourceKey: $key) { html errors { message } } }`;
const DELIVERIES = `query ($s: ID!, $from: DateTime!, $to: DateTime!, $u: ID) {
  deliveryOrders(storeId: $s, from: $from, to: $to, userId: $u) { id orderSourceKey guiOrderId driverId driverName dispatchedAt } }`;

const NOW = Date.now();
const RANGE = {
  from: new Date(NOW - 100 * 86_400_000).toISOString(),
  to: new Date(NOW + 86_400_000).toISOString(),
};

const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  [clientadmin, manager, shopper, otheradmin] = (stack = await startStackFor([
    'clientadmin@demo.test',
    'manager@demo.test',
    'shopper@demo.test',
    'otheradmin@demo.test',
  ])).tokens;
  const { stores } = await stack.run('query { stores { id clientId name } }', {}, clientadmin);
  const store = (stores as { id: string; clientId: string; name: string }[]).find(
    (candidate) => candidate.name === 'Downtown Hub',
  )!;
  ({ id: storeId, clientId } = store);
  managerWatch = await stack.subscribe(manager, POS_EVENTS, { storeId });
  shopperWatch = await stack.subscribe(shopper, POS_EVENTS, { storeId });
});

afterAll(() => ifStarted(stack)?.close());

type PosOrder = { id: string; guiOrderId: string; requestCompletedAt: string | null };
const posOrders = async (token = clientadmin) =>
  (await stack.run(POS_STATUS, { s: storeId, take: 500 }, token)).posStatus as {
    resetAfterDoneAllowed: boolean;
    orders: PosOrder[];
  };

describe('POS integration status', () => {
  it("lists the store's hand-offs with their three dates, for the client's admin and the store's manager", async () => {
    const status = await posOrders();
    expect(status.orders.length).toBeGreaterThan(10);
    expect(status.resetAfterDoneAllowed).toBe(false);
    expect(status.orders.some((order) => order.requestCompletedAt === null)).toBe(true);
    expect((await posOrders(manager)).orders.map((order) => order.id)).toEqual(
      status.orders.map((o) => o.id),
    );
  });

  it('retries an uncompleted hand-off, heard at once by the store’s manager and not by its shopper', async () => {
    const open = (await posOrders()).orders.find((order) => order.requestCompletedAt === null)!;
    const { retryPosHandOff } = await stack.run(RETRY, { s: storeId, o: open.id }, clientadmin);
    expect(retryPosHandOff).toMatchObject({
      posOrder: { id: open.id, requestCompletedAt: null },
      errors: [],
    });
    expect(retryPosHandOff.posOrder.interfaceInitiatedAt).not.toBeNull();
    const heard = await managerWatch.waitFor(
      ({ storeEvents }) =>
        storeEvents.__typename === 'PosOrderChanged' && storeEvents.posOrder.id === open.id,
    );
    expect(heard.storeEvents).toMatchObject({
      scope: `store:${storeId}`,
      actor: { userName: 'clientadmin@demo.test' },
      posOrder: retryPosHandOff.posOrder,
    });
    // The shopper may not read POS status, so the same event never reaches them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      shopperWatch.events.filter(({ storeEvents }) => storeEvents.__typename === 'PosOrderChanged'),
    ).toEqual([]);
  });

  it('resets a completed order only once AllowPosResetAfterDone is true', async () => {
    const done = (await posOrders()).orders.find((order) => order.requestCompletedAt !== null)!;
    const refused = (await stack.run(RETRY, { s: storeId, o: done.id }, clientadmin)).retryPosHandOff;
    expect(refused).toEqual({ posOrder: null, errors: [{ message: POS_MESSAGES.resetAfterDone }] });

    await stack.run(
      `mutation ($c: ID!, $input: AppAttributeInput!) { createAppAttribute(clientId: $c, input: $input) { errors { message } } }`,
      { c: clientId, input: { name: 'AllowPosResetAfterDone', value: 'true' } },
      clientadmin,
    );
    expect((await posOrders()).resetAfterDoneAllowed).toBe(true);
    const reset = (await stack.run(RETRY, { s: storeId, o: done.id }, clientadmin)).retryPosHandOff;
    expect(reset).toMatchObject({ posOrder: { id: done.id, requestCompletedAt: null }, errors: [] });
  });

  it("refuses POS status and retries to the store's shopper and to another client's admin", async () => {
    for (const token of [shopper, otheradmin]) {
      expect(codeOf(await execute(stack.url, POS_STATUS, { s: storeId }, token))).toBe('FORBIDDEN');
      expect(codeOf(await execute(stack.url, RETRY, { s: storeId, o: '1' }, token))).toBe('FORBIDDEN');
    }
  });
});

describe('order receipt and load manifest', () => {
  it('renders the shopped order summary of an order of the store, and says when there is none', async () => {
    const [order] = (await stack.run(DELIVERIES, { s: storeId, ...RANGE }, clientadmin)).deliveryOrders as {
      orderSourceKey: string;
      guiOrderId: string;
    }[];
    const { shoppedOrderSummary } = await stack.run(
      SUMMARY,
      { s: storeId, key: order!.orderSourceKey },
      clientadmin,
    );
    expect(shoppedOrderSummary.errors).toEqual([]);
    expect(shoppedOrderSummary.html).toContain('<title>Shopped Order Summary</title>');
    expect(shoppedOrderSummary.html).toContain(order!.guiOrderId);
    expect(shoppedOrderSummary.html).not.toMatch(/<script/i);

    const missing = (await stack.run(SUMMARY, { s: storeId, key: 'NO-SUCH-ORDER' }, clientadmin))
      .shoppedOrderSummary;
    expect(missing).toEqual({ html: null, errors: [{ message: 'Order NO-SUCH-ORDER was not found.' }] });
    const foreign = await execute(stack.url, SUMMARY, { s: storeId, key: order!.orderSourceKey }, otheradmin);
    expect(codeOf(foreign)).toBe('FORBIDDEN');
  });

  it("lists a store's loads, or the client's, and renders a load's manifest", async () => {
    const LOADS = `query ($c: ID!, $s: ID) { loadManifestLoads(clientId: $c, storeId: $s) { loads { id storeId departsAt } message errors { message } } }`;
    const ofStore = (await stack.run(LOADS, { c: clientId, s: storeId }, manager)).loadManifestLoads;
    expect(ofStore.loads.length).toBeGreaterThan(0);
    expect(ofStore.loads.every((load: { storeId: string }) => load.storeId === storeId)).toBe(true);
    const ofClient = (await stack.run(LOADS, { c: clientId }, clientadmin)).loadManifestLoads;
    expect(ofClient.loads.length).toBeGreaterThan(ofStore.loads.length);
    expect(codeOf(await execute(stack.url, LOADS, { c: clientId }, manager))).toBe('FORBIDDEN');

    const MANIFEST = `query ($l: ID!) { loadManifest(loadId: $l) { html errors { message } } }`;
    const { loadManifest } = await stack.run(MANIFEST, { l: ofStore.loads[0].id }, manager);
    expect(loadManifest.errors).toEqual([]);
    expect(loadManifest.html).toMatch(/<table/);
    expect(codeOf(await execute(stack.url, MANIFEST, { l: ofStore.loads[0].id }, otheradmin))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('delivery report', () => {
  it("offers the store's shoppers, lead shoppers and drivers, not its managers", async () => {
    const { deliveryReportUsers } = await stack.run(
      'query ($s: ID!) { deliveryReportUsers(storeId: $s) { id name roleName } }',
      { s: storeId },
      manager,
    );
    const roles = new Set(deliveryReportUsers.map((user: { roleName: string }) => user.roleName));
    expect(deliveryReportUsers.map((user: { name: string }) => user.name)).toContain('Shay Shopper');
    expect(deliveryReportUsers.map((user: { name: string }) => user.name)).not.toContain('Morgan Manager');
    expect(roles.size).toBeGreaterThan(0);
  });

  it("lists the store's deliveries in the range, of one driver when named", async () => {
    const all = (await stack.run(DELIVERIES, { s: storeId, ...RANGE }, manager)).deliveryOrders as {
      driverId: string | null;
    }[];
    expect(all.length).toBeGreaterThan(0);
    const driverId = all.find((order) => order.driverId)!.driverId;
    const ofDriver = (await stack.run(DELIVERIES, { s: storeId, ...RANGE, u: driverId }, manager))
      .deliveryOrders as { driverId: string }[];
    expect(ofDriver.length).toBeGreaterThan(0);
    expect(ofDriver.length).toBeLessThan(all.length);
    expect(ofDriver.every((order) => order.driverId === driverId)).toBe(true);
  });

  it('refuses a date that is not a date-time, naming it', async () => {
    const answer = await execute(
      stack.url,
      DELIVERIES,
      { s: storeId, from: 'yesterday', to: RANGE.to },
      manager,
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('from must be a date-time.');
  });
});

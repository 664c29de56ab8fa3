import bcrypt from 'bcryptjs';
import type { Db } from '../db/connect.js';
import { DEMO_PASSWORD } from '../db/seed-demo.js';

/**
 * A small client of its own whose orders the report tests count by hand, apart from the demo's
 * generated orders: two stores, a clientAdmin, a storeManager, a leadShopper and a shopper of
 * store A, and a shopper of store B. Every password is DEMO_PASSWORD.
 *
 * | order | store | type     | status      | placed (UTC)     | promise | completed | total |
 * | A1    | A     | Pickup   | Completed   | 11-02-2026 10:00 | 14:00   | 13:00     | 10.00 |
 * | A2    | A     | Delivery | Completed   | 11-02-2026 11:00 | 15:00   | 14:45     | 20.00 |
 * | A3    | A     | Pickup   | In Progress | 11-03-2026 09:00 | 12:00   | –         |  5.50 |
 * | B1    | B     | Pickup   | Completed   | 11-03-2026 10:00 | 12:00   | 11:00     |  8.00 |
 * | B2    | B     | Delivery | New         | 12-01-2026 08:00 | 12:00   | –         |  4.00 |
 *
 * Items: A1 Apples ×2 (Produce) and Milk ×1 (Dairy, substituted); A2 Pears ×3 (Produce) and a
 * Dairy item ×1 named with a script tag; A3 Kale ×1 not picked; B1 Plums ×4 (Produce, substituted);
 * B2 Beans ×1 not picked. Pia Picker picked A's items, Quin Quick B's.
 * Lead time rules: A 'Thirty' (30 minutes, all orders) and 'Pickup sixty' (60, Pickup); B 'Thirty'.
 * POS hand-offs: A1 sent 13:01, received +10 s, completed +100 s; A2 sent 14:46, received +30 s,
 * never completed; B1 sent 11:01, received +20 s, completed +200 s.
 * Deliveries: A2 by Pia Picker dispatched 11-02 14:00 on load 1 of A; B2 by Quin Quick dispatched 12-01 09:00.
 */
export const REPORT_USERS = {
  admin: 'admin@reports.test',
  manager: 'manager@reports.test',
  lead: 'lead@reports.test',
  shopper: 'pia@reports.test',
  shopperB: 'quin@reports.test',
} as const;

const SCRIPT_ITEM = '<script>alert(1)</script> Yogurt';

export interface ReportFixture {
  clientId: number;
  storeA: number;
  storeB: number;
  orders: Record<'A1' | 'A2' | 'A3' | 'B1' | 'B2', number>;
  loadA: number;
  shopperB: number;
}

const at = (text: string) => new Date(`2026-${text}:00Z`);

export async function insertReportFixture(db: Db): Promise<ReportFixture> {
  const { clientId } = await db
    .insertInto('clients')
    .values({ name: 'Report Foods', posMode: 1, persistMode: 1 })
    .returning('clientId')
    .executeTakeFirstOrThrow();
  const [storeA, storeB] = (
    await db
      .insertInto('stores')
      .values([
        { clientId, name: 'Report Store A', storeTypeId: 1 },
        { clientId, name: 'Report Store B', storeTypeId: 3 },
      ])
      .returning('storeId')
      .execute()
  ).map((row) => row.storeId) as [number, number];
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 4);
  const person = (email: string, firstName: string, lastName: string, role: string) => ({
    userName: email,
    email,
    passwordHash,
    firstName,
    lastName,
    clientId,
    role,
  });
  const [, manager, lead, pia, quin] = (
    await db
      .insertInto('users')
      .values([
        person(REPORT_USERS.admin, 'Ada', 'Admin', 'clientAdmin'),
        person(REPORT_USERS.manager, 'Max', 'Manager', 'storeManager'),
        person(REPORT_USERS.lead, 'Lou', 'Lead', 'leadShopper'),
        person(REPORT_USERS.shopper, 'Pia', 'Picker', 'shopper'),
        person(REPORT_USERS.shopperB, 'Quin', 'Quick', 'shopper'),
      ])
      .returning('userId')
      .execute()
  ).map((row) => row.userId) as [number, number, number, number, number];
  await db
    .insertInto('userStores')
    .values([
      { userId: manager, storeId: storeA },
      { userId: lead, storeId: storeA },
      { userId: pia, storeId: storeA },
      { userId: quin, storeId: storeB },
    ])
    .execute();
  const [produceA, dairyA, produceB] = (
    await db
      .insertInto('itemCategoryTypes')
      .values([
        { storeId: storeA, itemCategoryTypeSourceKey: 'Produce' },
        { storeId: storeA, itemCategoryTypeSourceKey: 'Dairy' },
        { storeId: storeB, itemCategoryTypeSourceKey: 'Produce' },
      ])
      .returning('itemCategoryTypeId')
      .execute()
  ).map((row) => row.itemCategoryTypeId) as [number, number, number];
  const rule = (storeId: number, name: string, minutes: number, orderTypeId: number | null) => ({
    storeId,
    name,
    minutesFromPromiseTime: minutes,
    leadTimeRuleTypeId: 3,
    orderTypeId,
  });
  await db
    .insertInto('leadTimeRules')
    .values([
      rule(storeA, 'Thirty', 30, null),
      rule(storeA, 'Pickup sixty', 60, 1),
      rule(storeB, 'Thirty', 30, null),
    ])
    .execute();

  const order = (
    key: string,
    storeId: number,
    orderTypeId: number,
    orderStatusId: number,
    placed: string,
    promise: string,
    completed: string | null,
    orderTotal: string,
  ) => ({
    storeId,
    orderSourceKey: key,
    guiOrderId: `G-${key}`,
    orderTypeId,
    orderStatusId,
    customerFirstName: 'Chris',
    customerLastName: `O'Neil <b>`,
    placedAt: at(placed),
    promiseTime: at(promise),
    completedAt: completed ? at(completed) : null,
    orderTotal,
  });
  const rows = await db
    .insertInto('orders')
    .values([
      order('A1', storeA, 1, 12, '11-02T10:00', '11-02T14:00', '11-02T13:00', '10.00'),
      order('A2', storeA, 2, 12, '11-02T11:00', '11-02T15:00', '11-02T14:45', '20.00'),
      order('A3', storeA, 1, 2, '11-03T09:00', '11-03T12:00', null, '5.50'),
      order('B1', storeB, 1, 12, '11-03T10:00', '11-03T12:00', '11-03T11:00', '8.00'),
      order('B2', storeB, 2, 1, '12-01T08:00', '12-01T12:00', null, '4.00'),
    ])
    .returning(['orderId', 'orderSourceKey'])
    .execute();
  const orders = Object.fromEntries(
    rows.map((row) => [row.orderSourceKey, Number(row.orderId)]),
  ) as ReportFixture['orders'];

  const item = (
    orderId: number,
    itemCategoryTypeId: number | null,
    name: string,
    quantity: number,
    pickedBy: number | null,
  ) => ({
    orderId,
    itemCategoryTypeId,
    name,
    quantity,
    unitPrice: '2.00',
    pickedByUserId: pickedBy,
    pickedAt: pickedBy ? at('11-02T12:00') : null,
  });
  const items = await db
    .insertInto('orderItems')
    .values([
      item(orders.A1, produceA, 'Apples', 2, pia),
      item(orders.A1, dairyA, 'Milk', 1, pia),
      item(orders.A2, produceA, 'Pears', 3, pia),
      item(orders.A2, dairyA, SCRIPT_ITEM, 1, pia),
      item(orders.A3, produceA, 'Kale', 1, null),
      item(orders.B1, produceB, 'Plums', 4, quin),
      item(orders.B2, null, 'Beans', 1, null),
    ])
    .returning(['orderItemId', 'name'])
    .execute();
  const itemId = (name: string) => items.find((row) => row.name === name)!.orderItemId;
  await db
    .insertInto('orderSubstitutions')
    .values([
      { orderItemId: itemId('Milk'), substituteName: 'Oat Milk', substitutedAt: at('11-02T12:00') },
      { orderItemId: itemId('Plums'), substituteName: 'Prunes', substitutedAt: at('11-03T10:30') },
    ])
    .execute();
  const seconds = (text: string, after: number) => new Date(at(text).getTime() + after * 1000);
  await db
    .insertInto('posHandOffs')
    .values([
      {
        orderId: orders.A1,
        infileSentDate: at('11-02T13:01'),
        requestReceivedDate: seconds('11-02T13:01', 10),
        posCompleteDate: seconds('11-02T13:01', 100),
      },
      {
        orderId: orders.A2,
        infileSentDate: at('11-02T14:46'),
        requestReceivedDate: seconds('11-02T14:46', 30),
      },
      {
        orderId: orders.B1,
        infileSentDate: at('11-03T11:01'),
        requestReceivedDate: seconds('11-03T11:01', 20),
        posCompleteDate: seconds('11-03T11:01', 200),
      },
    ])
    .execute();
  const delivery = (orderId: number, driverUserId: number, dispatched: string, delivered: string | null) => ({
    orderId,
    driverUserId,
    addressLine1: '12 <i>Elm</i> St',
    cityTown: 'Springfield',
    zipCode: '19064',
    dispatchedAt: at(dispatched),
    deliveredAt: delivered ? at(delivered) : null,
  });
  await db
    .insertInto('deliveryOrders')
    .values([
      delivery(orders.A2, pia, '11-02T14:00', '11-02T14:45'),
      delivery(orders.B2, quin, '12-01T09:00', null),
    ])
    .execute();
  const load = await db
    .insertInto('loads')
    .values({ storeId: storeA, driverUserId: pia, departsAt: at('11-02T00:00') })
    .returning('loadId')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('loadOrders')
    .values({ loadId: load.loadId, orderId: orders.A2, stopSequence: 1 })
    .execute();
  return { clientId, storeA, storeB, orders, loadA: Number(load.loadId), shopperB: quin };
}

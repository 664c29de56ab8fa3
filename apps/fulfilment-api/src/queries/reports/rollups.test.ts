import { ifStarted } from '@fulfil/test-fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { seedOrders } from '../../db/seed-orders.js';
import { insertReportFixture, type ReportFixture } from '../../testing/orders.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-api.js';
import { insertHandOff } from '../orders.js';
import { findReport } from './catalogue.js';
import { runReport } from './scope.js';

let database: TestDatabase;
let opened: Database;
let db: Db;
let fixture: ReportFixture;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  opened = await openDatabase(database.config);
  db = opened.db;
  await migrate(opened);
  fixture = await insertReportFixture(db);
});
afterAll(async () => {
  await ifStarted(opened)?.close();
  await ifStarted(database)?.drop();
});

const day = (text: string) => new Date(`2026-${text}T00:00:00Z`);

/** A report's rows for store A (or the stores given) over [from, to). */
const report = (name: string, from: string, to: string, storeIds = [fixture.storeA]) =>
  runReport(db, { storeIds, from: day(from), to: day(to), byStore: false }, findReport(name)!.query);

const idOf = async (table: 'users' | 'item_category_types', where: ReturnType<typeof sql>) =>
  (
    await sql<{ id: number }>`SELECT ${sql.raw(table === 'users' ? 'user_id' : 'item_category_type_id')} AS id
    FROM ${sql.table(table)} WHERE ${where}`.execute(db)
  ).rows[0]!.id;

describe('rollups follow the writes', () => {
  it('counts an order added in every rolled-up report of its day, and forgets it once deleted', async () => {
    const pia = await idOf('users', sql`email = 'pia@reports.test'`);
    const produce = await idOf(
      'item_category_types',
      sql`store_id = ${fixture.storeA} AND item_category_type_source_key = 'Produce'`,
    );
    const at = (time: string) => new Date(`2026-11-04T${time}Z`);
    const { orderId } = await db
      .insertInto('orders')
      .values({
        storeId: fixture.storeA,
        orderSourceKey: 'A4',
        guiOrderId: 'G-A4',
        orderTypeId: 1,
        orderStatusId: 12,
        placedAt: at('10:00:00'),
        promiseTime: at('14:00:00'),
        completedAt: at('13:15:00'),
      })
      .returning('orderId')
      .executeTakeFirstOrThrow();
    const { orderItemId } = await db
      .insertInto('orderItems')
      .values({
        orderId,
        itemCategoryTypeId: produce,
        name: 'Apples',
        quantity: 2,
        unitPrice: '1.00',
        pickedByUserId: pia,
        pickedAt: at('11:00:00'),
      })
      .returning('orderItemId')
      .executeTakeFirstOrThrow();
    // A second item of the order by the same shopper, in a statement of its own: the order still counts once.
    await db
      .insertInto('orderItems')
      .values({
        orderId,
        itemCategoryTypeId: produce,
        name: 'Plums',
        quantity: 1,
        unitPrice: '1.00',
        pickedByUserId: pia,
        pickedAt: at('11:05:00'),
      })
      .execute();
    await db
      .insertInto('orderSubstitutions')
      .values({ orderItemId, substituteName: 'Pears', substitutedAt: at('11:00:00') })
      .execute();
    await db
      .insertInto('posHandOffs')
      .values({
        orderId,
        infileSentDate: at('13:16:00'),
        requestReceivedDate: at('13:16:06'),
        posCompleteDate: at('13:16:50'),
      })
      .execute();

    const rolledUp = async () => ({
      shoppers: await report('Items Picked per Shopper', '11-04', '11-05'),
      categories: await report('Substitutions by Item Category', '11-04', '11-05'),
      rules: await report('On-Time Share by Lead Time Rule', '11-04', '11-05'),
      pos: await report('POS Hand-off Latency', '11-04', '11-05'),
    });
    // Completed 45 minutes before the promise: on time for 'Thirty', not for 'Pickup sixty'.
    expect(await rolledUp()).toEqual({
      shoppers: [{ shopper: 'Pia Picker', items: 3, orders: 1 }],
      categories: [{ itemCategory: 'Produce', pickedItems: 2, substitutions: 1, substitutionShare: 50 }],
      rules: [
        { leadTimeRule: 'Thirty', minutesFromPromiseTime: 30, orders: 1, onTime: 1, onTimeShare: 100 },
        { leadTimeRule: 'Pickup sixty', minutesFromPromiseTime: 60, orders: 1, onTime: 0, onTimeShare: 0 },
      ],
      pos: [
        {
          day: '11-04-2026',
          handOffs: 1,
          averageSecondsToReceive: 6,
          averageSecondsToComplete: 50,
          notCompleted: 0,
        },
      ],
    });

    await db.deleteFrom('orders').where('orderId', '=', orderId).execute();
    expect(await rolledUp()).toEqual({ shoppers: [], categories: [], rules: [], pos: [] });
  });

  it('counts orders by their day and status, and follows a status change, a move to another day and a delete', async () => {
    const at = (time: string) => new Date(`2026-11-${time}Z`);
    const order = (key: string, placed: string) => ({
      storeId: fixture.storeA,
      orderSourceKey: key,
      guiOrderId: `G-${key}`,
      orderTypeId: 1,
      orderStatusId: 2,
      placedAt: at(placed),
      promiseTime: at('07T12:00:00'),
    });
    const [a6, a7] = (
      await db
        .insertInto('orders')
        .values([order('A6', '06T00:00:00'), order('A7', '06T23:59:59')])
        .returning('orderId')
        .execute()
    ).map((row) => row.orderId) as [string, string];
    const byStatus = () => report('Orders by Status per Day', '11-06', '11-08');
    expect(await byStatus()).toEqual([{ day: '11-06-2026', status: 'In Progress', orders: 2 }]);

    await db
      .updateTable('orders')
      .set({ orderStatusId: 12, completedAt: at('06T11:00:00') })
      .where('orderId', '=', a6)
      .execute();
    expect(await byStatus()).toEqual([
      { day: '11-06-2026', status: 'In Progress', orders: 1 },
      { day: '11-06-2026', status: 'Completed', orders: 1 },
    ]);

    // A minute later is the next UTC day.
    await db
      .updateTable('orders')
      .set({ placedAt: at('07T00:00:59') })
      .where('orderId', '=', a7)
      .execute();
    expect(await byStatus()).toEqual([
      { day: '11-06-2026', status: 'Completed', orders: 1 },
      { day: '11-07-2026', status: 'In Progress', orders: 1 },
    ]);

    await db.deleteFrom('orders').where('orderId', 'in', [a6, a7]).execute();
    expect(await byStatus()).toEqual([]);
  });

  it('adds a POS retry to the day it was sent, and its times once the POS completes it', async () => {
    await insertHandOff(db, fixture.orders.A2);
    const { sentDay } = (
      await sql<{
        sentDay: string;
      }>`SELECT to_char(max(infile_sent_date) AT TIME ZONE 'UTC', 'MM-DD-YYYY') AS sent_day
        FROM pos_hand_offs WHERE order_id = ${fixture.orders.A2}`.execute(db)
    ).rows[0]!;
    const november = () => report('POS Hand-off Latency', '11-01', '12-01');
    const placedDay = {
      day: '11-02-2026',
      handOffs: 2,
      averageSecondsToReceive: 20,
      averageSecondsToComplete: 100,
      notCompleted: 1,
    };
    expect(await november()).toEqual([
      placedDay,
      {
        day: sentDay,
        handOffs: 1,
        averageSecondsToReceive: null,
        averageSecondsToComplete: null,
        notCompleted: 1,
      },
    ]);
    // What the POS writes back when it takes the retried hand-off: received 4 s, completed 60 s after.
    await sql`UPDATE pos_hand_offs SET request_received_date = infile_sent_date + interval '4 seconds',
        pos_complete_date = infile_sent_date + interval '60 seconds'
      WHERE pos_hand_off_id = (SELECT max(pos_hand_off_id) FROM pos_hand_offs WHERE order_id = ${fixture.orders.A2})`.execute(
      db,
    );
    expect(await november()).toEqual([
      placedDay,
      {
        day: sentDay,
        handOffs: 1,
        averageSecondsToReceive: 4,
        averageSecondsToComplete: 60,
        notCompleted: 0,
      },
    ]);
  });

  it("counts the generator's orders (the seed command, the demo and its feed), written past the foreign key checks", async () => {
    const stores = [fixture.storeA, fixture.storeB];
    await seedOrders(db, {
      from: day('11-10'),
      to: day('11-12'),
      perStore: 25,
      keyPrefix: 'R-',
      seed: 'rollups',
      storeIds: stores,
    });
    const generated = (
      await sql<{
        orders: number;
        items: number;
        pairs: number;
        picked: number;
        substituted: number;
        handOffs: number;
      }>`
        SELECT (SELECT count(*) FROM orders WHERE order_source_key LIKE 'R-%')::int AS orders,
          coalesce(sum(i.quantity) FILTER (WHERE i.picked_by_user_id IS NOT NULL), 0)::int AS items,
          count(DISTINCT (i.order_id, i.picked_by_user_id)) FILTER (WHERE i.picked_by_user_id IS NOT NULL)::int AS pairs,
          count(*) FILTER (WHERE i.picked_at IS NOT NULL)::int AS picked,
          count(sb.order_item_id)::int AS substituted,
          (SELECT count(*) FROM pos_hand_offs h JOIN orders o ON o.order_id = h.order_id
            WHERE o.order_source_key LIKE 'R-%')::int AS hand_offs
        FROM orders o JOIN order_items i ON i.order_id = o.order_id
        LEFT JOIN order_substitutions sb ON sb.order_item_id = i.order_item_id
        WHERE o.order_source_key LIKE 'R-%'`.execute(db)
    ).rows[0]!;
    expect(generated.items).toBeGreaterThan(0);
    const total = (rows: Record<string, unknown>[], column: string) =>
      rows.reduce((sum, row) => sum + Number(row[column]), 0);
    const statuses = await report('Orders by Status per Day', '11-10', '11-12', stores);
    const shoppers = await report('Items Picked per Shopper', '11-10', '11-12', stores);
    const categories = await report('Substitutions by Item Category', '11-10', '11-12', stores);
    const pos = await report('POS Hand-off Latency', '11-10', '11-12', stores);
    expect({
      orders: total(statuses, 'orders'),
      items: total(shoppers, 'items'),
      pairs: total(shoppers, 'orders'),
      picked: total(categories, 'pickedItems'),
      substituted: total(categories, 'substitutions'),
      handOffs: total(pos, 'handOffs'),
    }).toEqual(generated);
  });
});

import { ifStarted } from '@fulfil/test-fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { Db } from './connect.js';
import { DEMO_ORDER_DAYS, DEMO_ORDERS_PER_DAY, seedOrders, startOfUtcDay } from './seed-orders.js';

let api: TestApi;
let demo: { storeId: number; orders: number; first: Date; last: Date; openHandOffs: number }[];
let historyMismatches: number;
let digests: string[];

/** Everything a batch generated for its orders, as one text: equal texts, equal orders. */
const batchDigest = async (db: Db, prefix: string) =>
  (
    await sql<{ digest: string }>`SELECT md5(string_agg(concat_ws('|', o.order_source_key, o.order_type_id,
        o.order_status_id, o.placed_at, o.promise_time, o.completed_at, o.order_total,
        (SELECT string_agg(concat_ws(':', name, quantity, picked_by_user_id), ',' ORDER BY order_item_id)
          FROM order_items i WHERE i.order_id = o.order_id),
        (SELECT string_agg(concat_ws(':', request_received_date, pos_complete_date), ',')
          FROM pos_hand_offs h WHERE h.order_id = o.order_id)), ',' ORDER BY o.order_source_key)) AS digest
      FROM orders o WHERE o.order_source_key LIKE ${`${prefix}%`}`.execute(db)
  ).rows[0]!.digest;

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (db) => {
      demo = (
        await sql<
          (typeof demo)[number]
        >`SELECT o.store_id, count(*)::int AS orders, min(o.placed_at) AS first,
            max(o.placed_at) AS last,
            count(*) FILTER (WHERE h.order_id IS NOT NULL AND h.pos_complete_date IS NULL)::int AS open_hand_offs
          FROM orders o LEFT JOIN pos_hand_offs h ON h.order_id = o.order_id
          GROUP BY o.store_id ORDER BY o.store_id`.execute(db)
      ).rows;
      historyMismatches = (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders o
          WHERE o.order_status_id <> (SELECT order_status_id FROM order_status_history s
            WHERE s.order_id = o.order_id ORDER BY changed_at DESC, order_status_history_id DESC LIMIT 1)`.execute(
          db,
        )
      ).rows[0]!.n;
      const batch = {
        from: new Date('2026-01-01T00:00:00Z'),
        to: new Date('2026-01-08T00:00:00Z'),
        perStore: 50,
        keyPrefix: 'T-',
        seed: 'fixed',
      };
      digests = [];
      for (let run = 0; run < 2; run++) {
        await seedOrders(db, batch);
        digests.push(await batchDigest(db, 'T-'));
        await db.deleteFrom('orders').where('orderSourceKey', 'like', 'T-%').execute();
      }
    },
  });
});
afterAll(() => ifStarted(api)?.close());

describe('demo orders', () => {
  it('gives every demo store its orders of each of the 90 days before today', () => {
    const today = startOfUtcDay(new Date());
    expect(demo).toHaveLength(4);
    for (const store of demo) {
      expect(store.orders).toBe(DEMO_ORDER_DAYS * DEMO_ORDERS_PER_DAY);
      expect(new Date(store.first).getTime()).toBeGreaterThanOrEqual(today.getTime() - 90 * 86_400_000);
      expect(new Date(store.last).getTime()).toBeLessThan(today.getTime());
    }
  });

  it('leaves some POS hand-offs of every store never completed, so a retry has work', () => {
    for (const store of demo) expect(store.openHandOffs).toBeGreaterThan(0);
  });

  it("ends each order's status history at its status", () => {
    expect(historyMismatches).toBe(0);
  });

  it('generates the same orders from the same seed, stores and window', () => {
    expect(digests[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(digests[1]).toBe(digests[0]);
  });
});

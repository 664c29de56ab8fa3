import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connect.js';

/**
 * Orders generated inside the database (INSERT … SELECT over generate_series), a few statements
 * for any count, so that the demo's three months of orders cost seconds at start. Every choice is a
 * hash of the seed, the store and the order's number (md5, the same on PGlite and PostgreSQL), so
 * the same stores, window and seed give the same orders.
 */
export interface OrderBatch {
  /** Orders are placed evenly at random in [from, to); `to` is "now" for their statuses. */
  from: Date;
  to: Date;
  /** Orders per store. */
  perStore: number;
  /** Starts every order source key of the batch; a batch's keys are this plus a number. */
  keyPrefix: string;
  /** The stores to add orders to; all stores when omitted. */
  storeIds?: number[];
  seed?: string;
}

const DAY_MS = 86_400_000;

/** Products the demo sells: name, UPC, price. An item's category is its store's category at index % count. */
const PRODUCTS: [string, string, number][] = [
  ['Bananas (bunch)', '000000004011', 1.29],
  ['Gala Apples 3 lb', '033383000119', 4.99],
  ['Baby Spinach 5 oz', '071279300019', 3.49],
  ['Whole Milk 1 gal', '041900076412', 3.79],
  ['Large Eggs 12 ct', '041196910184', 2.99],
  ['Greek Yogurt 32 oz', '818290011428', 5.49],
  ['Sourdough Loaf', '041196910191', 4.29],
  ['Chicken Breast 2 lb', '024126008125', 8.98],
  ['Ground Beef 1 lb', '024126000129', 5.99],
  ['Frozen Peas 12 oz', '013120001574', 1.99],
  ['Vanilla Ice Cream 48 oz', '077567254238', 4.49],
  ['Rotisserie Chicken', '020000000123', 7.99],
  ['Deli Turkey 1 lb', '042421059101', 9.49],
  ['Pasta 16 oz', '076808280456', 1.69],
  ['Marinara Sauce 24 oz', '036200004357', 3.29],
  ['Coffee Beans 12 oz', '011110860104', 8.99],
  ['Orange Juice 52 oz', '048500205891', 3.99],
  ['Cheddar Cheese 8 oz', '021000658831', 2.79],
  ['Sparkling Water 12 pk', '012993441012', 5.49],
  ['Paper Towels 6 roll', '030772014468', 9.99],
  ['Red Wine 750 ml', '085000024543', 12.99],
  ['Sushi Roll', '020000000789', 8.49],
  ['Avocados 4 ct', '000000004225', 4.99],
  ['Granola 12 oz', '884912129017', 4.79],
];
const SUBSTITUTES = ['Store Brand Alternative', 'Larger Size', 'Similar Item', 'Organic Alternative'];
const FIRST_NAMES = ['Alex', 'Jordan', 'Taylor', 'Morgan', 'Riley', 'Quinn', 'Parker', 'Reese'];
const LAST_NAMES = ['Smith', 'Lopez', 'Nguyen', 'Patel', 'Kim', 'Brown', 'Okafor', 'Rossi'];
const STREETS = ['Oak St', 'Maple Ave', 'Pine Rd', 'Cedar Ln', 'Elm Dr', 'Birch Way'];
const CITIES: [string, string][] = [
  ['Springfield', '19064'],
  ['Riverton', '08077'],
  ['Lakewood', '16505'],
  ['Harborview', '21230'],
];

/** Each order type's way through the statuses: 1 Pickup, 2 Delivery, 3 Spoke. */
const STATUS_PATHS: Record<number, number[]> = {
  1: [1, 2, 4, 8, 12],
  2: [1, 2, 4, 11, 12],
  3: [1, 2, 4, 12],
};
const PATHS = sql.raw(
  `(VALUES ${Object.entries(STATUS_PATHS)
    .flatMap(([typeId, path]) =>
      path.map((statusId, index) => `(${typeId}, ${statusId}, ${index + 1}, ${path.length})`),
    )
    .join(', ')})`,
);
const pathArray = sql.raw(
  `(CASE type_id ${Object.entries(STATUS_PATHS)
    .map(([typeId, path]) => `WHEN ${typeId} THEN '{${path.join(',')}}'`)
    .join(' ')} END)::smallint[]`,
);

const textArray = (values: readonly string[]) => sql`string_to_array(${values.join('|')}, '|')`;
const numberArray = (values: readonly number[]) => sql`string_to_array(${values.join('|')}, '|')::numeric[]`;

/** A number in [0, 1) from the text of `key` and the seed: the PRNG of the batch. */
const uniform = (seed: string, key: RawBuilder<unknown>) =>
  sql<number>`(('x' || substr(md5(${seed} || ':' || ${key}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/** An element of `values` (a SQL array) chosen by a number in [0, 1). */
const pick = (values: RawBuilder<unknown>, count: number, at: RawBuilder<number>) =>
  sql`(${values})[1 + floor(${at} * ${count}::int)::int]`;

/**
 * Per-row foreign key checks cost as much as the inserts themselves on PGlite. The batch's rows
 * reference what they were selected from, so where the role may (a superuser, as PGlite's always
 * is), the transaction skips them; elsewhere they run as usual.
 */
async function skipForeignKeyChecks(trx: Db) {
  const { superuser } = (
    await sql<{
      superuser: boolean;
    }>`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`.execute(trx)
  ).rows[0] ?? { superuser: false };
  if (superuser) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
}

/**
 * Adds a batch of orders with their items, picks, substitutions, status history, POS hand-offs,
 * deliveries with drivers and loads. About one POS hand-off in twenty-five stops before
 * completion, so the POS status screen has orders to retry. Answers how many orders were added.
 */
export function seedOrders(db: Db, batch: OrderBatch): Promise<number> {
  return db.transaction().execute((trx) => insertOrders(trx, batch));
}

/** seedOrders inside a transaction the caller holds (the demo seed's). */
export async function insertOrders(trx: Db, batch: OrderBatch): Promise<number> {
  const seed = batch.seed ?? 'demo';
  const from = batch.from.toISOString();
  const to = batch.to.toISOString();
  const u = (salt: string, key: RawBuilder<unknown>) => uniform(seed, sql`${salt} || ':' || ${key}`);
  const storeFilter = batch.storeIds
    ? sql`s.store_id = ANY(string_to_array(${batch.storeIds.join(',')}, ',')::int[])`
    : sql`true`;
  await skipForeignKeyChecks(trx);
  const { maxId } = (
    await sql<{ maxId: string }>`SELECT coalesce(max(order_id), 0)::text AS max_id FROM orders`.execute(trx)
  ).rows[0]!;
  const orderKey = sql`o.order_source_key`;

  // Orders: the type by the store (only a hub hands orders to spokes), the status by age: what
  // is promised before `to` is completed, the rest somewhere along its type's path.
  await sql`INSERT INTO orders (store_id, order_source_key, gui_order_id, order_type_id, order_status_id,
        customer_first_name, customer_last_name, placed_at, promise_time, completed_at)
      SELECT store_id, key, gui, type_id,
        CASE WHEN promise < ${to}::timestamptz THEN 12
          ELSE path[1 + floor(${u('step', sql`key`)} * (cardinality(path) - 1))::int] END,
        first_name, last_name, placed, promise,
        CASE WHEN promise < ${to}::timestamptz
          THEN promise - interval '90 minutes' + ${u('done', sql`key`)} * interval '120 minutes' END
      FROM (
        SELECT s.store_id, key, gui, type_id, placed, first_name, last_name,
          placed + interval '2 hours' + ${u('promise', sql`key`)} * interval '22 hours' AS promise,
          ${pathArray} AS path
        FROM stores s
        CROSS JOIN generate_series(1, ${batch.perStore}::int) AS i
        CROSS JOIN LATERAL (SELECT ${batch.keyPrefix} || s.store_id || '-' || lpad(i::text, 6, '0') AS key) k
        CROSS JOIN LATERAL (SELECT
          ${batch.keyPrefix} || lpad(i::text, 6, '0') AS gui,
          CASE WHEN ${u('type', sql`key`)} < 0.55 THEN 1
            WHEN ${u('type', sql`key`)} < 0.85 OR s.store_type_id <> 1 THEN 2 ELSE 3 END AS type_id,
          ${from}::timestamptz + ${u('placed', sql`key`)} * (${to}::timestamptz - ${from}::timestamptz) AS placed,
          ${pick(textArray(FIRST_NAMES), FIRST_NAMES.length, u('first', sql`key`))} AS first_name,
          ${pick(textArray(LAST_NAMES), LAST_NAMES.length, u('last', sql`key`))} AS last_name) v
        WHERE ${storeFilter}
      ) generated`.execute(trx);
  const added = sql`o.order_id > ${maxId}::bigint`;

  // Each step of the order's path up to its status, spread between placing and completion.
  await sql`INSERT INTO order_status_history (order_id, order_status_id, changed_at)
      SELECT o.order_id, p.status_id,
        o.placed_at + (coalesce(o.completed_at, o.placed_at + interval '1 hour') - o.placed_at)
          * (p.step - 1) / (p.steps - 1)
      FROM orders o
      JOIN ${PATHS} AS here (type_id, status_id, step, steps) ON here.type_id = o.order_type_id AND here.status_id = o.order_status_id
      JOIN ${PATHS} AS p (type_id, status_id, step, steps) ON p.type_id = o.order_type_id AND p.step <= here.step
      WHERE ${added}`.execute(trx);

  // One to six items an order, picked by one of the store's shoppers once the order is under way.
  await sql`INSERT INTO order_items (order_id, item_category_type_id, name, upc, quantity, unit_price,
        is_prepared, picked_by_user_id, picked_at)
      SELECT o.order_id, c.ids[1 + product % cardinality(c.ids)], (${textArray(PRODUCTS.map((p) => p[0]))})[product + 1],
        (${textArray(PRODUCTS.map((p) => p[1]))})[product + 1],
        1 + floor(${u('quantity', sql`${orderKey} || j`)} * 3)::int,
        (${numberArray(PRODUCTS.map((p) => p[2]))})[product + 1],
        coalesce(c.prepared[1 + product % cardinality(c.ids)], false),
        CASE WHEN o.order_status_id > 1 THEN sh.ids[1 + floor(${u('picker', orderKey)} * cardinality(sh.ids))::int] END,
        CASE WHEN o.order_status_id > 1 THEN o.placed_at + interval '30 minutes' + j * interval '2 minutes' END
      FROM orders o
      CROSS JOIN LATERAL generate_series(1, 1 + floor(${u('items', orderKey)} * 6)::int) AS j
      CROSS JOIN LATERAL (SELECT floor(${u('product', sql`${orderKey} || j`)} * ${PRODUCTS.length}::int)::int AS product) pr
      CROSS JOIN LATERAL (SELECT array_agg(item_category_type_id ORDER BY sequence_id) AS ids,
          array_agg(prepared_items_mode = 3 ORDER BY sequence_id) AS prepared
        FROM item_category_types WHERE store_id = o.store_id) c
      CROSS JOIN LATERAL (SELECT array_agg(us.user_id ORDER BY us.user_id) AS ids
        FROM user_stores us JOIN users u ON u.user_id = us.user_id
        WHERE us.store_id = o.store_id AND u.role IN ('shopper', 'leadShopper')) sh
      WHERE ${added}`.execute(trx);
  await sql`UPDATE orders o SET order_total = t.total
      FROM (SELECT order_id, sum(quantity * unit_price) AS total FROM order_items
        WHERE order_id > ${maxId}::bigint GROUP BY order_id) t
      WHERE o.order_id = t.order_id`.execute(trx);

  // About one picked item in sixteen was substituted.
  await sql`INSERT INTO order_substitutions (order_item_id, substitute_name, substituted_at)
      SELECT i.order_item_id,
        ${pick(textArray(SUBSTITUTES), SUBSTITUTES.length, u('substitute', sql`i.order_item_id::text`))},
        i.picked_at
      FROM order_items i
      WHERE i.order_id > ${maxId}::bigint AND i.picked_at IS NOT NULL
        AND ${u('substituted', sql`i.order_item_id::text`)} < 0.0625`.execute(trx);

  // Completed orders were handed to the POS a minute later: most received within a minute and
  // completed within five, one in twenty-five never completed, a few never even received.
  await sql`INSERT INTO pos_hand_offs (order_id, infile_sent_date, request_received_date, pos_complete_date)
      SELECT order_id, sent,
        CASE WHEN r >= 0.01 THEN sent + (5 + r * 55) * interval '1 second' END,
        CASE WHEN r >= 0.04 THEN sent + (60 + r * 240) * interval '1 second' END
      FROM (SELECT o.order_id, o.completed_at + interval '1 minute' AS sent, ${u('pos', orderKey)} AS r
        FROM orders o WHERE ${added} AND o.completed_at IS NOT NULL) h`.execute(trx);

  // Delivery orders: a driver from the store's shoppers, dispatched an hour before the promise.
  await sql`INSERT INTO delivery_orders (order_id, driver_user_id, address_line1, city_town, zip_code,
        dispatched_at, delivered_at)
      SELECT o.order_id, sh.ids[1 + floor(${u('driver', orderKey)} * cardinality(sh.ids))::int],
        (100 + floor(${u('house', orderKey)} * 9900)::int)::text || ' '
          || ${pick(textArray(STREETS), STREETS.length, u('street', orderKey))},
        (${textArray(CITIES.map((c) => c[0]))})[1 + o.store_id % ${CITIES.length}::int],
        (${textArray(CITIES.map((c) => c[1]))})[1 + o.store_id % ${CITIES.length}::int],
        CASE WHEN o.order_status_id IN (11, 12) THEN o.promise_time - interval '1 hour' END,
        o.completed_at
      FROM orders o
      CROSS JOIN LATERAL (SELECT array_agg(us.user_id ORDER BY us.user_id) AS ids
        FROM user_stores us JOIN users u ON u.user_id = us.user_id
        WHERE us.store_id = o.store_id AND u.role IN ('shopper', 'leadShopper', 'deliveryDriver')) sh
      WHERE ${added} AND o.order_type_id = 2`.execute(trx);

  // One load a store and day carries that day's dispatched deliveries, in dispatch order.
  await sql`INSERT INTO loads (store_id, driver_user_id, departs_at)
      SELECT * FROM (
        SELECT o.store_id, min(d.driver_user_id), date_trunc('day', d.dispatched_at) AS day
        FROM delivery_orders d JOIN orders o ON o.order_id = d.order_id
        WHERE d.order_id > ${maxId}::bigint AND d.dispatched_at IS NOT NULL
        GROUP BY o.store_id, date_trunc('day', d.dispatched_at)
      ) days
      WHERE NOT EXISTS (SELECT FROM loads l WHERE l.store_id = days.store_id AND l.departs_at = days.day)`.execute(
    trx,
  );
  await sql`INSERT INTO load_orders (load_id, order_id, stop_sequence)
      SELECT l.load_id, d.order_id,
        coalesce((SELECT max(stop_sequence) FROM load_orders lo WHERE lo.load_id = l.load_id), 0)
          + row_number() OVER (PARTITION BY l.load_id ORDER BY d.dispatched_at, d.order_id)
      FROM delivery_orders d
      JOIN orders o ON o.order_id = d.order_id
      JOIN LATERAL (SELECT load_id FROM loads
        WHERE store_id = o.store_id AND departs_at = date_trunc('day', d.dispatched_at)
        ORDER BY load_id LIMIT 1) l ON true
      WHERE d.order_id > ${maxId}::bigint AND d.dispatched_at IS NOT NULL`.execute(trx);
  const { count } = (
    await sql<{ count: number }>`SELECT count(*)::int AS count FROM orders o WHERE ${added}`.execute(trx)
  ).rows[0]!;
  return count;
}

/** The demo's orders: DEMO_ORDERS_PER_DAY a store over the DEMO_ORDER_DAYS before today (midnight UTC). */
export const DEMO_ORDER_DAYS = 90;
export const DEMO_ORDERS_PER_DAY = 45;

/** Midnight UTC of the day `at` falls in: the demo's fixed "now", the same all day. */
export const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

export function seedDemoOrders(trx: Db, now = new Date()) {
  const to = startOfUtcDay(now);
  return insertOrders(trx, {
    from: new Date(to.getTime() - DEMO_ORDER_DAYS * DAY_MS),
    to,
    perStore: DEMO_ORDER_DAYS * DEMO_ORDERS_PER_DAY,
    keyPrefix: 'D',
  });
}

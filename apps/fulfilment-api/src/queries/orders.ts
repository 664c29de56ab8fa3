/**
 * Orders as the receipt, the load manifest, the POS status and the delivery report read them. Row
 * ids are bigint in the database and positive 32-bit integers in the contract: the casts are here.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

const idList = (ids: readonly number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** An order of the store by its source key, with its items and what substituted them. */
export async function shoppedOrder(db: Db, storeId: number, orderSourceKey: string) {
  const order = (
    await sql<{
      orderId: number;
      storeId: number;
      storeName: string;
      orderSourceKey: string;
      guiOrderId: string;
      orderTypeId: number;
      orderStatusId: number;
      customerFirstName: string | null;
      customerLastName: string | null;
      orderTotal: number;
      placedAt: Date;
    }>`SELECT o.order_id::int, o.store_id, s.name AS store_name, o.order_source_key, o.gui_order_id,
        o.order_type_id::int, o.order_status_id::int, o.customer_first_name, o.customer_last_name,
        o.order_total::float8, o.placed_at
      FROM orders o JOIN stores s ON s.store_id = o.store_id
      WHERE o.store_id = ${storeId} AND o.order_source_key = ${orderSourceKey}`.execute(db)
  ).rows[0];
  if (!order) return undefined;
  const items = await sql<{
    name: string;
    upc: string | null;
    quantity: number;
    unitPrice: number;
    itemCategory: string | null;
    substituteName: string | null;
  }>`SELECT i.name, i.upc, i.quantity, i.unit_price::float8, c.item_category_type_source_key AS item_category,
      sb.substitute_name
    FROM order_items i
    LEFT JOIN item_category_types c ON c.item_category_type_id = i.item_category_type_id
    LEFT JOIN order_substitutions sb ON sb.order_item_id = i.order_item_id
    WHERE i.order_id = ${order.orderId}
    ORDER BY i.order_item_id`.execute(db);
  return { ...order, items: items.rows };
}
export type ShoppedOrderRow = NonNullable<Awaited<ReturnType<typeof shoppedOrder>>>;

/** The loads of the stores, latest departure first. */
export async function loadsOf(db: Db, storeIds: readonly number[]) {
  const result = await sql<{ loadId: number; storeId: number; departsAt: Date }>`
    SELECT load_id::int, store_id, departs_at FROM loads
    WHERE store_id = ANY(${idList(storeIds)})
    ORDER BY departs_at DESC, load_id DESC
    LIMIT 1000`.execute(db);
  return result.rows;
}

/** A load, its store's client and driver, and its stops in order. */
export async function loadManifest(db: Db, loadId: number) {
  const load = (
    await sql<{
      loadId: number;
      storeId: number;
      clientId: number;
      storeName: string;
      departsAt: Date;
      driverName: string | null;
    }>`SELECT l.load_id::int, l.store_id, s.client_id, s.name AS store_name, l.departs_at,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS driver_name
      FROM loads l JOIN stores s ON s.store_id = l.store_id LEFT JOIN users u ON u.user_id = l.driver_user_id
      WHERE l.load_id = ${loadId}`.execute(db)
  ).rows[0];
  if (!load) return undefined;
  const stops = await sql<{
    stopSequence: number;
    guiOrderId: string;
    orderSourceKey: string;
    customerFirstName: string | null;
    customerLastName: string | null;
    addressLine1: string;
    cityTown: string;
    zipCode: string;
    items: number;
  }>`SELECT lo.stop_sequence, o.gui_order_id, o.order_source_key, o.customer_first_name, o.customer_last_name,
      d.address_line1, d.city_town, d.zip_code,
      (SELECT coalesce(sum(quantity), 0)::int FROM order_items i WHERE i.order_id = o.order_id) AS items
    FROM load_orders lo
    JOIN orders o ON o.order_id = lo.order_id
    JOIN delivery_orders d ON d.order_id = o.order_id
    WHERE lo.load_id = ${loadId}
    ORDER BY lo.stop_sequence`.execute(db);
  return { ...load, stops: stops.rows };
}
export type LoadManifestRow = NonNullable<Awaited<ReturnType<typeof loadManifest>>>;

/** An order's POS status: its newest hand-off's three dates (null when not done, or never handed off). */
interface PosOrderRow {
  orderId: number;
  storeId: number;
  guiOrderId: string;
  infileSentDate: Date | null;
  requestReceivedDate: Date | null;
  posCompleteDate: Date | null;
}

const posOrders = (db: Db, where: ReturnType<typeof sql>, page: { skip: number; take: number }) =>
  sql<PosOrderRow>`SELECT o.order_id::int, o.store_id, o.gui_order_id,
      h.infile_sent_date, h.request_received_date, h.pos_complete_date
    FROM orders o
    LEFT JOIN LATERAL (SELECT infile_sent_date, request_received_date, pos_complete_date FROM pos_hand_offs
      WHERE order_id = o.order_id ORDER BY pos_hand_off_id DESC LIMIT 1) h ON true
    WHERE ${where}
    ORDER BY o.placed_at DESC, o.order_id DESC
    OFFSET ${page.skip} LIMIT ${page.take}`
    .execute(db)
    .then((result) => result.rows);

/** The POS status of the stores' orders, newest first, a page at a time. */
export const posOrdersOfStores = (
  db: Db,
  storeIds: readonly number[],
  page: { skip: number; take: number },
) => posOrders(db, sql`o.store_id = ANY(${idList(storeIds)})`, page);

/** One order's POS status, when it is the store's. */
export const posOrder = async (db: Db, storeId: number, orderId: number) =>
  (await posOrders(db, sql`o.store_id = ${storeId} AND o.order_id = ${orderId}`, { skip: 0, take: 1 }))[0];

/** Starts a new hand-off of the order to the POS: the interface initiated it now. */
export async function insertHandOff(db: Db, orderId: number) {
  await sql`INSERT INTO pos_hand_offs (order_id, infile_sent_date) VALUES (${orderId}, now())`.execute(db);
}

/** The store's deliveries dispatched in [from, to), of one driver when given, in dispatch order. */
export async function deliveryOrders(db: Db, storeId: number, from: Date, to: Date, driverUserId?: number) {
  const driver = driverUserId === undefined ? sql`` : sql`AND d.driver_user_id = ${driverUserId}`;
  const result = await sql<{
    orderId: number;
    orderSourceKey: string;
    guiOrderId: string;
    orderStatusId: number;
    customerFirstName: string | null;
    customerLastName: string | null;
    addressLine1: string;
    cityTown: string;
    zipCode: string;
    driverUserId: number | null;
    driverName: string | null;
    dispatchedAt: Date;
    deliveredAt: Date | null;
  }>`SELECT o.order_id::int, o.order_source_key, o.gui_order_id, o.order_status_id::int,
      o.customer_first_name, o.customer_last_name, d.address_line1, d.city_town, d.zip_code, d.driver_user_id,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS driver_name,
      d.dispatched_at, d.delivered_at
    FROM delivery_orders d
    JOIN orders o ON o.order_id = d.order_id
    LEFT JOIN users u ON u.user_id = d.driver_user_id
    WHERE o.store_id = ${storeId} AND d.dispatched_at >= ${from.toISOString()}::timestamptz
      AND d.dispatched_at < ${to.toISOString()}::timestamptz ${driver}
    ORDER BY d.dispatched_at, o.order_id
    LIMIT 5000`.execute(db);
  return result.rows;
}

import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { positiveInteger } from './cli-args.js';
import { openDatabase } from './connect.js';
import { migrate } from './migrate.js';
import { seedDemo } from './seed-demo.js';
import { seedOrders, startOfUtcDay } from './seed-orders.js';

/**
 * node dist/db/seed-orders-cli.js [--orders 1000000] [--days 90]
 * Adds that many orders, spread over every store and the days before today, to the database the
 * server uses (DATABASE_URL, or DATA_DIR for PGlite), a transaction of at most BATCH orders at a
 * time. The server must not hold the PGlite folder open at the same time.
 */
const BATCH = 100_000;
const DAY_MS = 86_400_000;

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '1000000' }, days: { type: 'string', default: '90' } },
});
const orders = positiveInteger('orders', values.orders);
const days = positiveInteger('days', values.days);

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  if (config.demoData) await seedDemo(database.db);
  const stores = await database.db.selectFrom('stores').select('storeId').execute();
  const to = startOfUtcDay(new Date());
  const from = new Date(to.getTime() - days * DAY_MS);
  const run = Date.now();
  let added = 0;
  for (let batch = 0; added < orders; batch++) {
    const perStore = Math.max(1, Math.floor(Math.min(BATCH, orders - added) / stores.length));
    added += await seedOrders(database.db, {
      from,
      to,
      perStore,
      keyPrefix: `B${run}-${batch}-`,
      seed: `bench-${batch}`,
    });
    console.log(`${added} orders added`);
  }
  // Reports plan by the tables' statistics, which autovacuum would only refresh later: a report run
  // right after the seed read all of the orders by a plan made for a few thousand.
  await sql`ANALYZE`.execute(database.db);
} finally {
  await database.close();
}

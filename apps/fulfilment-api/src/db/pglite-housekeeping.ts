import { sql } from 'kysely';
import type { Db } from './connect.js';

/** How often the embedded database looks for tables to vacuum or analyse. */
export const HOUSEKEEPING_INTERVAL_MS = 5 * 60_000;

/**
 * PostgreSQL's autovacuum defaults: a table is vacuumed once its dead rows pass 50 + 20 % of its
 * live ones, and analysed once its changes since the last analysis pass 50 + 10 %.
 */
const DUE_TABLES = sql<{ schemaname: string; relname: string; vacuum: boolean }>`
  SELECT schemaname, relname, vacuum FROM (
    SELECT schemaname, relname, n_dead_tup,
      n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum,
      n_mod_since_analyze > 50 + 0.1 * n_live_tup AS analyze_due
    FROM pg_stat_user_tables
  ) AS tables
  WHERE vacuum OR analyze_due
  ORDER BY n_dead_tup DESC`;

/**
 * Vacuums (and analyses) every table PostgreSQL's autovacuum would vacuum, analyses those it would
 * only analyse, one statement a table, and resolves to their names. Each statement takes the
 * database's only session in its turn, so a request waits for one table at most; a table only
 * added to, as after a bulk load, is analysed, which reads a sample, and not vacuumed, which reads it all.
 */
export async function maintainDueTables(db: Db): Promise<string[]> {
  const { rows } = await DUE_TABLES.execute(db);
  for (const { schemaname, relname, vacuum } of rows) {
    const table = sql.id(schemaname, relname);
    await (vacuum ? sql`VACUUM (ANALYZE) ${table}` : sql`ANALYZE ${table}`).execute(db);
  }
  return rows.map(({ schemaname, relname }) => `${schemaname}.${relname}`);
}

/**
 * PGlite runs no autovacuum worker, so without this a long-running embedded database would never
 * reclaim the rows that updates and deletes leave behind, nor refresh the planner's statistics.
 * Returns a function that stops the rounds, resolving once one under way has ended.
 */
export function startHousekeeping(db: Db, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => Promise<void> {
  let round: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    round = maintainDueTables(db)
      .catch((error: Error) => console.error(`Embedded database housekeeping failed: ${error.message}`))
      .finally(() => (busy = false));
  }, intervalMs);
  // The rounds never keep a process alive that has nothing else to do.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}

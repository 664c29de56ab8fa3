import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from './connect.js';
import { startHousekeeping, maintainDueTables } from './pglite-housekeeping.js';

interface TableStats {
  nDeadTup: number;
  lastVacuum: Date | null;
  lastAnalyze: Date | null;
}

/** The table's statistics as they stand now: the session's pending counts are flushed first. */
async function statsOf(db: Db, table: string): Promise<TableStats> {
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  await sql`SELECT 1`.execute(db);
  const { rows } = await sql<TableStats>`
    SELECT n_dead_tup::int AS n_dead_tup, last_vacuum, last_analyze
    FROM pg_stat_user_tables WHERE relname = ${table}`.execute(db);
  return rows[0]!;
}

/** A table of 1,000 rows updated `updates` times: all of them, or once `settled` (vacuumed and analysed) ten. */
async function tableOf(db: Db, name: string, { updates, settled }: { updates: number; settled: boolean }) {
  await sql`CREATE TABLE ${sql.table(name)} (id int PRIMARY KEY, v int)`.execute(db);
  await sql`INSERT INTO ${sql.table(name)} SELECT g, 0 FROM generate_series(1, 1000) g`.execute(db);
  if (settled) {
    // The insert's counts reach the statistics before the analysis, which sets them back to nothing.
    await statsOf(db, name);
    await sql`VACUUM (ANALYZE) ${sql.table(name)}`.execute(db);
  }
  for (let round = 0; round < updates; round++) {
    await sql`UPDATE ${sql.table(name)} SET v = v + 1 WHERE id <= ${settled ? 10 : 1000}`.execute(db);
  }
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

describe('the embedded database’s housekeeping', () => {
  it('vacuums and analyses the tables past autovacuum’s thresholds, and only those', async () => {
    const { db } = database;
    // Some 3,000 dead rows against 1,000 live (HOT pruning reclaims a few): past 50 + 20 %.
    await tableOf(db, 'churned', { updates: 3, settled: false });
    // 10 dead rows and 10 changes since its analysis: below both thresholds.
    await tableOf(db, 'calm', { updates: 1, settled: true });
    const calmBefore = await statsOf(db, 'calm');
    expect((await statsOf(db, 'churned')).nDeadTup).toBeGreaterThan(50 + 0.2 * 1000);

    expect(await maintainDueTables(db)).toEqual(['public.churned']);

    const churned = await statsOf(db, 'churned');
    expect(churned.nDeadTup).toBe(0);
    expect(churned.lastVacuum).toBeInstanceOf(Date);
    expect(churned.lastAnalyze).toBeInstanceOf(Date);
    expect(await statsOf(db, 'calm')).toEqual(calmBefore);
    expect(calmBefore.nDeadTup).toBe(10);
    expect(await maintainDueTables(db)).toEqual([]);
  });

  it('analyses a table only added to, without vacuuming it', async () => {
    const { db } = database;
    await tableOf(db, 'loaded', { updates: 0, settled: false });
    await statsOf(db, 'loaded');

    expect(await maintainDueTables(db)).toEqual(['public.loaded']);

    const loaded = await statsOf(db, 'loaded');
    expect(loaded.lastAnalyze).toBeInstanceOf(Date);
    expect(loaded.lastVacuum).toBeNull();
  });

  it('runs on its own every interval and, stopped, lets the database close', async () => {
    const { db } = database;
    await tableOf(db, 'busy', { updates: 3, settled: false });
    const stop = startHousekeeping(db, 20);
    await expect.poll(async () => (await statsOf(db, 'busy')).nDeadTup, { timeout: 5000 }).toBe(0);
    await stop();
  });
});

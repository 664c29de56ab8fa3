import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './connect.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Arbitrary constant shared by every process that may migrate the same database. */
export const MIGRATION_LOCK_ID = 4_001_001;

/**
 * Applies the pending `NNN_name.sql` files in name order, all in one transaction. The advisory lock
 * makes a second process that starts at the same time wait, then find nothing left to do.
 * Returns the names applied.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  return database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const done = await sql<{ name: string }>`SELECT name FROM migrations`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await database.execScript(trx, await readFile(`${dir}/${name}`, 'utf8'));
      await sql`INSERT INTO migrations (name) VALUES (${name})`.execute(trx);
    }
    return pending;
  });
}

import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** Resolves when the database answers a query; rejects when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

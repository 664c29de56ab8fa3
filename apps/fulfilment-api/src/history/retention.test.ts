import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.js';
import { pruneHistory } from './retention.js';

let database: TestDatabase;
let opened: Database;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  opened = await openDatabase(database.config);
  await migrate(opened);
});
afterAll(async () => {
  await ifStarted(opened)?.close();
  await ifStarted(database)?.drop();
});

it('prunes the entries older than the retention and keeps the rest', async () => {
  const entry = (daysAgo: number, entityId: string) => sql`INSERT INTO history
    (tx_id, recorded_at, client_id, store_id, entity_type, entity_id, action, actor_name, via, changes)
    VALUES (${daysAgo}, now() - make_interval(days => ${daysAgo}::int), 1, 1, 'Section', ${entityId},
      'updated', 'Ann', 'portal', '{}')`;
  for (const [daysAgo, id] of [
    [400, 'old'],
    [366, 'just over'],
    [364, 'just under'],
    [0, 'today'],
  ] as const) {
    await entry(daysAgo, id).execute(opened.db);
  }
  expect(await pruneHistory(opened.db, 365)).toBe(2);
  const kept = await opened.db.selectFrom('history').select('entityId').orderBy('entityId').execute();
  expect(kept.map((row) => row.entityId)).toEqual(['just under', 'today']);
});

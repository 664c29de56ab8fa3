import type { UserSearchBody, UserSearchField } from '@fulfil/rest-contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../db/seed-demo.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.js';
import { userSearchQuery, type UserScope } from './user-search.js';
import { ifStarted } from '@fulfil/test-fixtures';

let database: TestDatabase;
let opened: Database;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  opened = await openDatabase(database.config);
  await migrate(opened);
  await seedDemo(opened.db);
});
afterAll(async () => {
  await ifStarted(opened)?.close();
  await ifStarted(database)?.drop();
});

const everyone: UserScope = (eb) => eb.lit(true);
const page = { skip: 0, take: 30 };

/** Ordered reads must come from an index; filters from a bitmap of the matching index. */
const ORDER_FROM_INDEX = ['enable_seqscan', 'enable_sort'];
const FILTER_FROM_INDEX = ['enable_seqscan', 'enable_indexscan'];

/**
 * The plan of a search with some plans priced out, as they would be on 100,000 users: the demo
 * data is too small for the planner to prefer an index, but an index the query cannot use still
 * does not show up, so these tests fail when a query stops matching its index.
 */
async function plan(scope: UserScope, search: UserSearchBody, disabled: string[]): Promise<string> {
  const query = userSearchQuery(opened.db, scope, search).compile();
  return opened.db.transaction().execute(async (trx) => {
    for (const setting of disabled) await sql`SELECT set_config(${setting}, 'off', true)`.execute(trx);
    const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const contains = (field: UserSearchField, value: string) => [
  { field, operation: 'Contains' as const, values: [value] },
];

describe('users search plans', () => {
  it('serves Contains on user name and e-mail from the trigram indexes', async () => {
    expect(
      await plan(
        everyone,
        { pagingRequest: page, filterRequest: contains('UserName', 'shop') },
        FILTER_FROM_INDEX,
      ),
    ).toContain('users_user_name_trgm_idx');
    expect(
      await plan(
        everyone,
        { pagingRequest: page, filterRequest: contains('EmailAddress', 'demo') },
        FILTER_FROM_INDEX,
      ),
    ).toContain('users_email_trgm_idx');
  });

  it('reads the default order and the e-mail order from the lower() indexes', async () => {
    expect(await plan(everyone, { pagingRequest: page }, ORDER_FROM_INDEX)).toContain('users_user_name_key');
    const byEmail = await plan(
      everyone,
      {
        pagingRequest: page,
        sortingRequest: { field: 'EmailAddress', direction: 'Descending' },
      },
      ORDER_FROM_INDEX,
    );
    expect(byEmail).toContain('Index Scan Backward using users_email_key');
  });

  it('reads a client’s users in order from its client indexes', async () => {
    const ofClient: UserScope = (eb) => eb('users.clientId', '=', 1);
    expect(await plan(ofClient, { pagingRequest: page }, ORDER_FROM_INDEX)).toMatch(
      /users_client_id_idx|users_user_name_key/,
    );
    const byEmail = await plan(
      ofClient,
      {
        pagingRequest: page,
        sortingRequest: { field: 'EmailAddress', direction: 'Ascending' },
      },
      ORDER_FROM_INDEX,
    );
    expect(byEmail).toMatch(/users_client_id_email_idx|users_email_key/);
  });
});

import { DEFAULT_CLAIMS, type Role } from '@fulfil/domain';
import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import type { Db } from './connect.js';
import { DEMO_PASSWORD } from './seed-demo.js';

export interface LargeClientOptions {
  users?: number;
  stores?: number;
}

const STANDALONE = 3;
/** The users cycle through these roles, so that role filters and sorts have something to do. */
const ROLES: Role[] = ['shopper', 'shopper', 'leadShopper', 'deliveryDriver', 'storeManager'];
const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jules'];
const LAST_NAMES = ['Adams', 'Brooks', 'Cole', 'Diaz', 'Evans', 'Ford', 'Garcia', 'Hill', 'Irwin', 'Jones'];

const textArray = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')`;

/**
 * Adds a client with `stores` stores and `users` users (default 100,000), each assigned to one
 * store, for benchmarks of the users search. Rows are generated inside the database with
 * generate_series, so even the default count takes seconds. Every password is DEMO_PASSWORD.
 */
export async function seedLargeClient(db: Db, options: LargeClientOptions = {}) {
  const userCount = options.users ?? 100_000;
  const storeCount = options.stores ?? 5;
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('clients')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const name = `Large Client ${n + 1}`;
    const { clientId } = await trx
      .insertInto('clients')
      .values({ name, posMode: 0, persistMode: 1 })
      .returning('clientId')
      .executeTakeFirstOrThrow();
    const stores = await trx
      .insertInto('stores')
      .values(
        Array.from({ length: storeCount }, (_, index) => ({
          clientId,
          name: `${name} Store ${index + 1}`,
          storeTypeId: STANDALONE,
          storeSourceKey: `LC${clientId}-${index + 1}`,
        })),
      )
      .returning('storeId')
      .execute();
    const storeIds = stores.map((store) => store.storeId);

    const roles = sql`(SELECT ordinality - 1 AS k, role, claims FROM unnest(
      ${textArray(ROLES)},
      ${textArray(ROLES.map((role) => DEFAULT_CLAIMS[role].join(';')))}
    ) WITH ORDINALITY AS r (role, claims))`;
    await sql`INSERT INTO users (user_name, email, password_hash, first_name, last_name, client_id, role, claims)
      SELECT
        'user' || lpad(i::text, 6, '0') || '.c' || ${clientId}::text || '@large.test',
        'user' || lpad(i::text, 6, '0') || '.c' || ${clientId}::text || '@large.test',
        ${passwordHash},
        (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}::int],
        (${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}::int) % ${LAST_NAMES.length}::int],
        ${clientId}::int,
        r.role,
        string_to_array(r.claims, ';')
      FROM generate_series(1, ${userCount}::int) AS i
      JOIN ${roles} AS r ON r.k = i % ${ROLES.length}::int`.execute(trx);
    await sql`INSERT INTO user_stores (user_id, store_id)
      SELECT user_id, (${textArray(storeIds.map(String))}::int[])[1 + user_id % ${storeCount}::int]
      FROM users WHERE client_id = ${clientId}::int`.execute(trx);
    // Fresh statistics, so that the first searches already get index plans.
    await sql`ANALYZE users, user_stores, clients`.execute(trx);
    return { clientId, name, storeIds };
  });
}

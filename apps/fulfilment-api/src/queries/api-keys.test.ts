import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.js';
import { findKeyOfSecret, insertApiKey, revokeApiKey } from './api-keys.js';
import { ifStarted } from '@fulfil/test-fixtures';

let database: TestDatabase;
let opened: Database;
let clientId: number;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  opened = await openDatabase(database.config);
  await migrate(opened);
  ({ clientId } = await opened.db
    .insertInto('clients')
    .values({ name: 'Key Client', posMode: 0, persistMode: 1 })
    .returning('clientId')
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await ifStarted(opened)?.close();
  await ifStarted(database)?.drop();
});

describe('stored API keys', () => {
  it('keeps a hash and the first characters of a key, never the key itself', async () => {
    const { secret } = await insertApiKey(
      opened.db,
      { clientId, name: 'Sync', role: 'clientAdmin', storeIds: [] },
      'admin@demo.test',
    );
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM api_keys`.execute(opened.db);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(10));
    expect(rows[0]).toMatchObject({
      keyStart: secret.slice(0, 10),
      keyHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('finds the key of a secret until it is revoked', async () => {
    const { secret, apiKey } = await insertApiKey(
      opened.db,
      { clientId, name: 'Until revoked', role: 'clientAdmin', storeIds: [] },
      'admin@demo.test',
    );
    expect(await findKeyOfSecret(opened.db, secret)).toMatchObject({ apiKeyId: apiKey.apiKeyId, clientId });
    expect(await findKeyOfSecret(opened.db, `${secret}x`)).toBeUndefined();
    await revokeApiKey(opened.db, apiKey.apiKeyId, 'admin@demo.test');
    expect(await findKeyOfSecret(opened.db, secret)).toBeUndefined();
  });
});

import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLoginSettings } from '../queries/login-settings.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.js';
import { openDatabase } from './connect.js';
import { migrate } from './migrate.js';
import { ifStarted } from '@fulfil/test-fixtures';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

let database: TestDatabase;
let before: string;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  before = await mkdtemp(join(tmpdir(), 'fulfil-migrations-'));
  for (const name of ['001_access.sql', '002_store_layout.sql', '003_layout_editing.sql', '004_people.sql']) {
    await cp(join(MIGRATIONS, name), join(before, name));
  }
});
afterAll(async () => {
  await ifStarted(database)?.drop();
  await rm(before, { recursive: true, force: true });
});

describe('migration 005_app_attributes', () => {
  it('moves each client’s stored OAuth settings into its OAuthLoginSettings attribute', async () => {
    const opened = await openDatabase(database.config);
    try {
      await migrate(opened, before);
      const settings = {
        useOAuth: true,
        authorizationBaseUrl: 'https://id.example.com/auth',
        accessTokenEndpoint: 'https://id.example.com/token',
        logoutEndpoint: null,
        apps: [{ appType: 'admin', appId: 'portal', responseType: 'code', redirectUrl: 'https://a.test/cb' }],
      };
      await sql`INSERT INTO clients (name, oauth_settings) VALUES
        ('With SSO', ${JSON.stringify(settings)}::jsonb), ('Without SSO', NULL)`.execute(opened.db);
      // The later migrations run too; 005 is the first of them.
      expect((await migrate(opened))[0]).toBe('005_app_attributes.sql');

      const clients = await opened.db
        .selectFrom('clients')
        .select(['clientId', 'name'])
        .orderBy('name')
        .execute();
      const [withSso, withoutSso] = clients.map((client) => client.clientId);
      expect(await findLoginSettings(opened.db, withSso!)).toEqual({
        ...settings,
        baseUrl: null,
        scope: null,
        apps: [{ ...settings.apps[0], pkceEnabled: false }],
      });
      expect((await findLoginSettings(opened.db, withoutSso!))?.useOAuth).toBe(false);
      const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
        WHERE table_name = 'clients' AND column_name = 'oauth_settings'`.execute(opened.db);
      expect(columns.rows).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

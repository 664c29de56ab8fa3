import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { createTestDatabase, type TestDatabase } from './testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations/', import.meta.url));

const credentials = { Email: 'sysadmin@demo.test', Password: 'demo-password' };

describe('on a seeded database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => ifStarted(database)?.drop());

  it('keeps its signing key across restarts, so tokens stay valid', async () => {
    const first = await buildApp(database.config);
    const login = await first.inject({ method: 'POST', url: '/user/LoginWithEmail', payload: credentials });
    const jwks = (await first.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    await first.close();

    const second = await buildApp(database.config);
    try {
      expect((await second.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json()).toEqual(jwks);
      const refresh = await second.inject({
        method: 'POST',
        url: '/user/RefreshToken',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(refresh.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('answers an unexpected failure with a bare 500 and keeps the details in the log', async () => {
    const app = await buildApp(database.config);
    try {
      app.get('/explode', { config: { public: true } }, async () => {
        throw new Error('secret connection string');
      });
      const response = await app.inject({ method: 'GET', url: '/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
      });
    } finally {
      await app.close();
    }
  });
});

describe('on an empty database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => ifStarted(database)?.drop());

  it('applies each migration once when two starts race', async () => {
    // PGlite has one session per folder, so there the race is two runs on one handle.
    const first = await openDatabase(database.config);
    const second = database.config.databaseUrl ? await openDatabase(database.config) : first;
    try {
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      expect([...a, ...b].sort()).toEqual(
        readdirSync(MIGRATIONS_DIR)
          .filter((name) => name.endsWith('.sql'))
          .sort(),
      );
      expect(await migrate(first)).toEqual([]);
    } finally {
      await first.close();
      if (second !== first) await second.close();
    }
  });

  it('starts without demo data when DEMO_DATA is off', async () => {
    const app = await buildApp({ ...database.config, demoData: false });
    try {
      const login = await app.inject({ method: 'POST', url: '/user/LoginWithEmail', payload: credentials });
      expect(login.statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys).toHaveLength(
        1,
      );
    } finally {
      await app.close();
    }
  });
});

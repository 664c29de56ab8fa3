import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { LARGE_STORE_SETUP_ROWS } from '@fulfil/domain';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { openDatabase, type Db } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { createScratchDatabase } from '../db/scratch-database.js';
import { DEMO_PASSWORD, seedDemo } from '../db/seed-demo.js';

export interface TestDatabase {
  config: AppConfig;
  drop(): Promise<void>;
}

const baseConfig: Omit<AppConfig, 'databaseUrl' | 'dataDir'> = {
  port: 0,
  host: '127.0.0.1',
  demoData: true,
  tokenTtlSeconds: 3600,
  logLevel: 'silent',
  portalUrl: 'http://portal.test',
  smtpUrl: undefined,
  mailFrom: 'Fulfilment Admin <no-reply@fulfilment.test>',
  redisUrl: undefined,
  trustProxy: 'loopback',
  historyRetentionDays: 365,
  largeUploadRows: LARGE_STORE_SETUP_ROWS,
};

/**
 * A database of its own for one test file: a fresh PostgreSQL database when DATABASE_URL is set
 * (created beside the one it names and dropped afterwards, so parallel runs never meet), otherwise
 * a copy of the seeded PGlite template, or a new PGlite database when `empty`, in a temporary
 * folder. An unreachable DATABASE_URL fails with the server's reason.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'fulfil-test-'));
    if (!options.empty) await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    return {
      config: { ...baseConfig, databaseUrl: undefined, dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'fulfil_test');
  return {
    config: { ...baseConfig, databaseUrl: scratch.url, dataDir: 'memory://' },
    drop: scratch.drop,
  };
}

async function prepareDatabase(config: AppConfig, prepare: (db: Db) => Promise<void>) {
  const opened = await openDatabase(config);
  try {
    await migrate(opened);
    await seedDemo(opened.db);
    await prepare(opened.db);
  } finally {
    await opened.close();
  }
}

interface Session {
  token: string;
  userId: number;
}

export interface TestApi {
  app: FastifyInstance;
  /** Signs a demo user in, once per file. */
  signIn(email: string): Promise<Session>;
  /** Calls the API as a demo user, or anonymously when `as` is omitted. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { as?: string; body?: InjectOptions['payload'] },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The API on a seeded database of its own, for the tests of one file. `prepare` may add rows
 * first, on the migrated and seeded database, as a command-line tool would before the server starts;
 * `config` overrides settings such as SMTP_URL.
 */
export async function startTestApi(
  options: { prepare?: (db: Db) => Promise<void>; config?: Partial<AppConfig> } = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  let app: FastifyInstance;
  try {
    if (options.prepare) await prepareDatabase(database.config, options.prepare);
    app = await buildApp({ ...database.config, ...options.config });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const sessions = new Map<string, Promise<Session>>();
  const signIn = (email: string) => {
    if (!sessions.has(email)) {
      const payload = { Email: email, Password: DEMO_PASSWORD };
      const session = app
        .inject({ method: 'POST', url: '/user/LoginWithEmail', payload })
        .then((response) => {
          if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.body}`);
          return response.json<Session>();
        });
      sessions.set(email, session);
    }
    return sessions.get(email)!;
  };
  return {
    app,
    signIn,
    async call(method, url, options = {}) {
      const headers = options.as ? { authorization: `Bearer ${(await signIn(options.as)).token}` } : {};
      return app.inject({ method, url, headers, payload: options.body });
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Looks up demo rows by name so tests do not depend on serial ids. */
export async function idsByName(api: TestApi) {
  const response = await api.call('GET', '/store', { as: 'sysadmin@demo.test' });
  const stores = new Map(
    response.json<{ name: string; storeId: number }[]>().map((s) => [s.name, s.storeId]),
  );
  const clients = await api.call('GET', '/client', { as: 'sysadmin@demo.test' });
  const clientIds = new Map(
    clients.json<{ name: string; clientId: number }[]>().map((c) => [c.name, c.clientId]),
  );
  return {
    store: (name: string) => stores.get(name)!,
    client: (name: string) => clientIds.get(name)!,
    userId: async (email: string) => (await api.signIn(email)).userId,
  };
}

/** The demo client a test works in, and the other one it must not reach. */
export async function demoClientIds(api: TestApi) {
  const ids = await idsByName(api);
  return { demo: ids.client('Demo Grocers'), other: ids.client('Other Foods') };
}

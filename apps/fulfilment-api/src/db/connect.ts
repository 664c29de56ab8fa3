import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { withActor } from '../history/actor-dialect.js';
import { startHousekeeping } from './pglite-housekeeping.js';
import type { Tables } from './tables.js';

export type Db = Kysely<Tables>;

export interface Database {
  db: Db;
  /**
   * Runs a script of several statements inside `trx`. PGlite's prepared queries take one statement
   * each, so scripts go through its `exec`; pg sends a parameterless query as one simple query.
   */
  execScript(trx: Transaction<Tables>, script: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite database in `dataDir`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle client whose connection the server ends (restart, termination) is reported here;
    // unhandled it would crash the process, while the pool simply opens a new one on next use.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // Each pooled client is a session of its own.
    const dialect = withActor(new PostgresDialect({ pool }), (connection) => connection);
    const db = new Kysely<Tables>({ dialect, plugins });
    return {
      db,
      execScript: async (trx, script) => {
        await sql.raw(script).execute(trx);
      },
      close: () => db.destroy(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the users search (migration 004); PGlite ships it as a loadable extension.
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  // PGlite has one session, whichever connection object the dialect hands out.
  const dialect = withActor(new PGliteDialect(pglite), () => pglite);
  const db = new Kysely<Tables>({ dialect, plugins });
  const stopHousekeeping = startHousekeeping(db);
  return {
    db,
    // The open Kysely transaction holds PGlite's only session, so exec runs inside it.
    execScript: async (_trx, script) => {
      await pglite.exec(script);
    },
    close: async () => {
      await stopHousekeeping();
      await db.destroy();
    },
  };
}

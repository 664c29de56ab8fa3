import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database beside the one DATABASE_URL names, under a random name so parallel runs
 * never meet. An unreachable server fails with its reason.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      await client.query(statement);
    } catch (error) {
      throw new Error(
        `PostgreSQL at DATABASE_URL could not run "${statement}": ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

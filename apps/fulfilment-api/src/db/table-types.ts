import { fileURLToPath } from 'node:url';
import { generate, PostgresDialect, type GenerateOptions } from 'kysely-codegen';
import type { Database } from './connect.js';
import { migrate } from './migrate.js';

/** The committed output, in the source tree whether this runs from src (tests) or dist (the CLI). */
export const GENERATED_TABLES_FILE = fileURLToPath(
  new URL('../../src/db/generated/tables.ts', import.meta.url),
);

/**
 * Migrates the empty `database` and returns the Kysely table types kysely-codegen reads from it,
 * in the camelCase names the CamelCasePlugin maps to snake_case.
 */
export async function generateTableTypes(database: Database): Promise<string> {
  await migrate(database);
  return generate({
    // The introspection queries name catalog columns in snake_case: no CamelCasePlugin for them.
    // kysely-codegen is CommonJS and types `db` with kysely's CommonJS declarations, whose private
    // members TypeScript tells apart from the ES module's; the instance itself works with both.
    db: database.db.withoutPlugins() as unknown as GenerateOptions['db'],
    dialect: new PostgresDialect(),
    camelCase: true,
    // The migrator's own bookkeeping; the application never queries it through Kysely.
    excludePattern: 'migrations',
    outFile: null,
  });
}

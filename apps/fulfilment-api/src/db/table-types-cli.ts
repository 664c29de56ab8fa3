import { writeFile } from 'node:fs/promises';
import { openDatabase } from './connect.js';
import { createScratchDatabase } from './scratch-database.js';
import { GENERATED_TABLES_FILE, generateTableTypes } from './table-types.js';

/**
 * npm run db:types
 * Writes src/db/generated/tables.ts from the migrations, applied to a scratch database created
 * beside DATABASE_URL (default: the local `test` database) and dropped afterwards.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const scratch = await createScratchDatabase(serverUrl, 'fulfil_types');
try {
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  try {
    await writeFile(GENERATED_TABLES_FILE, await generateTableTypes(database));
  } finally {
    await database.close();
  }
} finally {
  await scratch.drop();
}
console.log(`Wrote ${GENERATED_TABLES_FILE}`);

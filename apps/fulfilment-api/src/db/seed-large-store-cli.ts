import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from './connect.js';
import { migrate } from './migrate.js';
import { seedDemo } from './seed-demo.js';
import { seedLargeStore } from './seed-large-store.js';

/**
 * node dist/db/seed-large-store-cli.js [--sections 300] [--shelves 20]
 * Adds a large store to the database the server uses (DATABASE_URL, or DATA_DIR for PGlite) and
 * prints its id. The server must not hold the PGlite folder open at the same time.
 */
const { values } = parseArgs({
  options: { sections: { type: 'string', default: '300' }, shelves: { type: 'string', default: '20' } },
});
const count = (name: string, raw: string) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got '${raw}'.`);
  return value;
};

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  if (config.demoData) await seedDemo(database.db);
  const storeId = await seedLargeStore(database.db, {
    sections: count('sections', values.sections),
    shelvesPerSection: count('shelves', values.shelves),
  });
  console.log(storeId);
} finally {
  await database.close();
}

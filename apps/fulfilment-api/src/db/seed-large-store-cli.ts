import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { positiveInteger } from './cli-args.js';
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

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  if (config.demoData) await seedDemo(database.db);
  const storeId = await seedLargeStore(database.db, {
    sections: positiveInteger('sections', values.sections),
    shelvesPerSection: positiveInteger('shelves', values.shelves),
  });
  console.log(storeId);
} finally {
  await database.close();
}

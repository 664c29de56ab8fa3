import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { positiveInteger } from './cli-args.js';
import { openDatabase } from './connect.js';
import { migrate } from './migrate.js';
import { seedDemo } from './seed-demo.js';
import { seedLargeClient } from './seed-users.js';

/**
 * node dist/db/seed-users-cli.js [--users 100000] [--stores 5]
 * Adds a client with that many users and stores to the database the server uses (DATABASE_URL, or
 * DATA_DIR for PGlite) and prints its id. The server must not hold the PGlite folder open meanwhile.
 */
const { values } = parseArgs({
  options: { users: { type: 'string', default: '100000' }, stores: { type: 'string', default: '5' } },
});

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  if (config.demoData) await seedDemo(database.db);
  const { clientId } = await seedLargeClient(database.db, {
    users: positiveInteger('users', values.users),
    stores: positiveInteger('stores', values.stores),
  });
  console.log(clientId);
} finally {
  await database.close();
}

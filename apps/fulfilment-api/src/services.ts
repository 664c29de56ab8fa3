import type { Tokens } from './auth/tokens.js';
import type { Db } from './db/connect.js';

/** What the route files are registered with. */
export interface Services {
  db: Db;
  tokens: Tokens;
}

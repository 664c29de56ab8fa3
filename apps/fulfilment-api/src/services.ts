import type { Tokens } from './auth/tokens.js';
import type { Db } from './db/connect.js';
import type { Mailer } from './mail/mailer.js';

/** What the route files are registered with. */
export interface Services {
  db: Db;
  tokens: Tokens;
  mailer: Mailer;
  /** Base URL of the portal, for links in e-mails. */
  portalUrl: string;
}

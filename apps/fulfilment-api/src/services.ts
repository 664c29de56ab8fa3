import type { Tokens } from './auth/tokens.js';
import type { Db } from './db/connect.js';
import type { Mailer } from './mail/mailer.js';
import type { StoreSetupJobs } from './upload-jobs/store-setup-jobs.js';

/** What the route files are registered with. */
export interface Services {
  db: Db;
  tokens: Tokens;
  mailer: Mailer;
  /** Base URL of the portal, for links in e-mails. */
  portalUrl: string;
  /** Store setup files saved for later, stored after their request answered. */
  uploadJobs: StoreSetupJobs;
  /** Rows above which a store setup file is saved for later (LARGE_UPLOAD_ROWS). */
  largeUploadRows: number;
}

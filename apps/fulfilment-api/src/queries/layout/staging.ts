import type { Db } from '../../db/connect.js';
import { stagingSections, stagingShelves } from './rows.js';

/** One carry-out section as its routes answer it; undefined when there is none. */
export const loadStagingSection = async (db: Db, stagingSectionId: number) =>
  (await stagingSections(db, { stagingSectionId }))[0];

/** One carry-out shelf as its routes answer it; undefined when there is none. */
export const loadStagingShelf = async (db: Db, shelfId: number) => (await stagingShelves(db, { shelfId }))[0];

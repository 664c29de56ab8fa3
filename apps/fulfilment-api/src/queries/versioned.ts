import { sql } from 'kysely';
import { conflict, notFound } from '../errors.js';

/** What an optimistic update sets beside its columns: the next version, and who wrote it when. */
export const nextVersion = (updatedBy: string) => ({
  version: sql<number>`version + 1`,
  updatedAt: new Date(),
  updatedBy,
});

/**
 * Completes an optimistic `UPDATE ... SET ...nextVersion(by) WHERE id = ? AND version = ?`, given the
 * row it returned or whether it matched one: the answer is that row, or the stored row as `load`
 * reads it. When the update matched no row, the row is either gone (404) or was changed by someone
 * else since `version` (409 with the stored row and who changed it).
 */
export async function requireUpdated<T extends { updatedBy: string }>(
  written: T | boolean | undefined,
  load: () => Promise<T | undefined>,
  what: string,
): Promise<T> {
  if (typeof written === 'object') return written;
  const current = await load();
  if (!current) throw notFound(what);
  if (!written) throw conflict(current);
  return current;
}

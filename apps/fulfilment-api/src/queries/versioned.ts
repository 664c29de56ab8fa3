import { sql } from 'kysely';
import { conflict, notFound } from '../errors.js';

/** What an optimistic update sets beside its columns: the next version, and who wrote it when. */
export const nextVersion = (updatedBy: string) => ({
  version: sql<number>`version + 1`,
  updatedAt: new Date(),
  updatedBy,
});

/**
 * Completes an optimistic `UPDATE ... WHERE id = ? AND version = ?`: when it matched no row, the row
 * is either gone (404) or was changed by someone else since `version` (409 with the stored row).
 */
export async function requireUpdated<T extends { updatedBy: string }>(
  updated: T | undefined,
  loadCurrent: () => Promise<T | undefined>,
  what: string,
): Promise<T> {
  if (updated) return updated;
  const current = await loadCurrent();
  if (!current) throw notFound(what);
  throw conflict(current);
}

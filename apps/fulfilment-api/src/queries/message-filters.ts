/** A client's message filters (spec 3): words filtered from messages, read a page at a time. */
import type { MessageFilterDirection } from '@fulfil/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { nextVersion } from './versioned.js';

const COLUMNS = [
  'messageFilterId',
  'clientId',
  'word',
  'allow',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

export interface MessageFilterPageRequest {
  /** Words containing this text, letter case ignored. */
  contains: string;
  direction: MessageFilterDirection;
  skip: number;
  take: number;
}

/** LIKE's own characters in the searched text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of the client's words, and how many match over all pages. */
export async function pageMessageFilters(db: Db, clientId: number, request: MessageFilterPageRequest) {
  let matching = db.selectFrom('messageFilters').where('clientId', '=', clientId);
  if (request.contains) matching = matching.where('word', 'ilike', likePattern(request.contains));
  const order = request.direction === 'Descending' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    matching
      .select(COLUMNS)
      .orderBy(sql`lower(word)`, order)
      .orderBy('messageFilterId', order)
      .offset(request.skip)
      .limit(request.take)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { messageFilters: rows, totalCount: Number(count.count) };
}

export function findMessageFilter(db: Db, clientId: number, messageFilterId: number) {
  return db
    .selectFrom('messageFilters')
    .select(COLUMNS)
    .where('clientId', '=', clientId)
    .where('messageFilterId', '=', messageFilterId)
    .executeTakeFirst();
}

/** Whether the client filters the word already (letter case ignored), other than the row `except`. */
export async function isFilteredWord(db: Db, clientId: number, word: string, except?: number) {
  let query = db
    .selectFrom('messageFilters')
    .select('messageFilterId')
    .where('clientId', '=', clientId)
    .where(sql<boolean>`lower(word) = lower(${word})`);
  if (except !== undefined) query = query.where('messageFilterId', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Stores a new word, always with allow false (spec 3 point 3).
 * An undone deletion's row comes back under `restoredId`, its history going on under it.
 */
export function insertMessageFilter(db: Db, clientId: number, word: string, by: string, restoredId?: number) {
  return db
    .insertInto('messageFilters')
    .values({
      ...(restoredId && { messageFilterId: restoredId }),
      clientId,
      word,
      allow: false,
      updatedBy: by,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Writes the word over `version`; resolves to the stored row, or undefined when none matched. */
export function updateMessageFilter(
  db: Db,
  filter: { clientId: number; messageFilterId: number; version: number },
  word: string,
  by: string,
) {
  return db
    .updateTable('messageFilters')
    .set({ word, allow: false, ...nextVersion(by) })
    .where('clientId', '=', filter.clientId)
    .where('messageFilterId', '=', filter.messageFilterId)
    .where('version', '=', filter.version)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Resolves whether a row was deleted. */
export async function deleteMessageFilter(db: Db, clientId: number, messageFilterId: number) {
  const deleted = await db
    .deleteFrom('messageFilters')
    .where('clientId', '=', clientId)
    .where('messageFilterId', '=', messageFilterId)
    .returning('messageFilterId')
    .executeTakeFirst();
  return deleted !== undefined;
}

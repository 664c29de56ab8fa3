import { UNDO_MESSAGES, type HistoryChange } from '@fulfil/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { HttpError } from '../errors.js';
import { historyEntries } from '../queries/history.js';

/** An entry as read, with the fields an undo goes by. */
export type Entry = Pick<
  NonNullable<Awaited<ReturnType<ReturnType<typeof historyEntries>['executeTakeFirst']>>>,
  'historyId' | 'entityType' | 'entityId' | 'action' | 'changes'
>;

export const unprocessable = (message: string) => new HttpError(422, message);

/**
 * The entry must be the row's latest, and the row must still hold what the change left (a write
 * outside the API or a cascade may have changed it unrecorded; after a deletion, no row stands
 * under its id): otherwise 409, in the shape of a stale edit's, with the row as stored and who
 * changed it last.
 */
export async function requireLatest(
  trx: Db,
  entry: Entry,
  row: Record<string, unknown> | undefined,
  load: () => Promise<{ updatedBy: string } | undefined>,
) {
  const latest = await historyEntries(trx)
    .where('entityType', '=', entry.entityType)
    .where('entityId', '=', entry.entityId)
    .orderBy(sql`history_id`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const unchanged =
    latest.historyId === entry.historyId &&
    (entry.action === 'deleted'
      ? row === undefined
      : entry.action !== 'updated' ||
        Object.entries(entry.changes).every(([field, change]) => holds(row?.[field], change)));
  if (unchanged) return;
  const current = await load();
  throw new HttpError(409, UNDO_MESSAGES.changedSince, {
    current,
    changedBy:
      latest.historyId === entry.historyId ? (current?.updatedBy ?? latest.actorName) : latest.actorName,
    entityType: entry.entityType,
  });
}

/** Whether a stored value is the one a change left, compared as the history keeps it (JSON). */
const holds = (stored: unknown, change: HistoryChange) =>
  change !== 'changed' && JSON.stringify(stored ?? null) === JSON.stringify(change.after ?? null);

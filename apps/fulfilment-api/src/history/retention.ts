import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

const HOUR_MS = 3_600_000;

/** Deletes the history entries older than `days`; answers how many went. */
export async function pruneHistory(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom('history')
    .where('recordedAt', '<', sql<Date>`now() - make_interval(days => ${days}::int)`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * HISTORY_RETENTION_DAYS: prunes the history at start and every hour after, so it never holds
 * much more than the retention. Answers the function that stops it.
 */
export function startHistoryPruning(db: Db, days: number, log: FastifyBaseLogger): () => void {
  const prune = async () => {
    try {
      const pruned = await pruneHistory(db, days);
      if (pruned > 0) log.info(`history pruning removed ${pruned} entries older than ${days} days`);
    } catch (error) {
      log.error(error, 'history pruning failed');
    }
  };
  void prune();
  const timer = setInterval(() => void prune(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The history of changes (migration 016), read newest first within what the reader may read. */
import { canReadClient, readableHistoryChanges, type HistoryScope } from '@fulfil/domain';
import type { HistoryQuery } from '@fulfil/rest-contract';
import { sql } from 'kysely';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { forbidden, notFound } from '../errors.js';
import { requireStore } from './layout/index.js';

export const HISTORY_PAGE_SIZE = 50;

/** The entries as the contract answers them (HistoryEntry), to filter further. */
export const historyEntries = (db: Db) =>
  db
    .selectFrom('history')
    .select([
      sql<string>`history_id::text`.as('historyId'),
      'recordedAt',
      'clientId',
      'storeId',
      'entityType',
      'entityId',
      'action',
      'actorUserId',
      'actorApiKeyId',
      'actorName',
      'via',
      'changes',
    ]);

export async function readHistory(db: Db, scope: NonNullable<HistoryScope>, filters: HistoryQuery) {
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? HISTORY_PAGE_SIZE;
  let query = historyEntries(db);
  if (scope.kind !== 'all') query = query.where('clientId', '=', scope.clientId);
  if (scope.kind === 'stores') {
    query = query.where('storeId', 'in', [...scope.storeIds]);
    if (scope.entityTypes) query = query.where('entityType', 'in', [...scope.entityTypes]);
  }
  if (filters.clientId !== undefined) query = query.where('clientId', '=', filters.clientId);
  if (filters.storeId !== undefined) query = query.where('storeId', '=', filters.storeId);
  if (filters.entityType !== undefined) query = query.where('entityType', '=', filters.entityType);
  if (filters.entityId !== undefined) query = query.where('entityId', '=', filters.entityId);
  if (filters.actorUserId !== undefined) query = query.where('actorUserId', '=', filters.actorUserId);
  if (filters.from !== undefined) query = query.where('recordedAt', '>=', new Date(filters.from));
  if (filters.to !== undefined) query = query.where('recordedAt', '<', new Date(filters.to));
  // One more than the page: whether another page follows, without counting every entry.
  const rows = await query
    .orderBy('recordedAt', 'desc')
    // The column, qualified: bare, the name would be the selected text form, ordered as text.
    .orderBy('history.historyId', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    entries: rows
      .slice(0, pageSize)
      .map((row) => ({ ...row, changes: readableHistoryChanges(scope, row.entityType, row.changes) })),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

/**
 * The tenant check of a store's history: a live store's, as a read of the store; a deleted one's, as
 * a read of the client its entries name, refused alike whether another client's store is live or
 * gone (403), so that neither reveals more than the other. A store no entry names is not found.
 */
export async function requireHistoryStore(db: Db, caller: Caller, storeId: number): Promise<void> {
  const live = await db
    .selectFrom('stores')
    .select('storeId')
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  if (live) {
    await requireStore(db, caller, storeId, 'read');
    return;
  }
  const gone = await db
    .selectFrom('history')
    .select('clientId')
    .where('storeId', '=', storeId)
    .limit(1)
    .executeTakeFirst();
  if (gone?.clientId == null) throw notFound(`Store ${storeId}`);
  if (!canReadClient(caller, gone.clientId)) throw forbidden();
}

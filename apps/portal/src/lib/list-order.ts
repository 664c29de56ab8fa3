import type { ApolloCache, ApolloClient, FieldPolicy, FieldReadFunction } from '@apollo/client';
import { placeAt } from '@fulfil/domain';
import { ListOrderDocument, type OrderedList } from '../gql/graphql';
import type { ListRow } from './list-cache';

/**
 * The order of each reorderable list lives in the cache as `listOrder(list, parentId)` with its
 * version (see the REST contract's list versions). Queries, reorder answers and events of one list
 * arrive in any order; the cache keeps the newest version it has seen, and the list's rows are read
 * in that order, so a late answer never undoes a newer move, one's own or another admin's.
 */
export interface AppliedOrder {
  orderedIds: readonly string[];
  listVersion: number;
}

/** One reorderable list: which kind, and its parent (the store, or the section of shelves). */
export interface ListKey {
  list: OrderedList;
  parentId: string;
}

/** Keeps the newer of two orders; an equal version is the same stored order, or an optimistic one over it. */
export const listOrderPolicy: FieldPolicy<AppliedOrder> = {
  merge: (existing, incoming) =>
    existing && incoming.listVersion < existing.listVersion ? existing : incoming,
};

/** The newest order of the list the cache holds, if it holds one. */
export function appliedOrder(cache: ApolloCache, key: ListKey): AppliedOrder | undefined {
  return cache.readQuery({ query: ListOrderDocument, variables: key })?.listOrder;
}

/** Writes an order of the list; the cache keeps it unless it holds a newer one. */
export function writeOrder(cache: ApolloCache, key: ListKey, order: AppliedOrder): void {
  cache.writeQuery({
    query: ListOrderDocument,
    variables: key,
    // Only the order's own fields: an event or a reorder answer passed as the order has its own type name.
    data: {
      listOrder: {
        __typename: 'ListOrder',
        orderedIds: [...order.orderedIds],
        listVersion: order.listVersion,
      },
    },
  });
}

/**
 * Writes the order when it is newer than the one the cache holds, and then runs `apply` with it
 * (for lists whose rows are kept in order by hand, such as a section's shelves).
 */
export function applyNewerOrder(
  cache: ApolloCache,
  key: ListKey,
  stored: AppliedOrder,
  apply?: (orderedIds: readonly string[]) => void,
): void {
  if (stored.listVersion <= (appliedOrder(cache, key)?.listVersion ?? 0)) return;
  writeOrder(cache, key, stored);
  apply?.(stored.orderedIds);
}

/** A move as its event tells it: the row, where it now stands (1 for the first), the list's version after it. */
export interface ListMove {
  movedId: string;
  position: number;
  listVersion: number;
}

/**
 * Applies another admin's move to the cached order. The event names one row, not the whole order, so
 * it applies only to the order of the version just before it; a cache holding an older order, or
 * none, missed a change (an event lost, a create or delete, which raise the version too), and the
 * order is read again from the server. A move the cache already holds changes nothing.
 */
export function followMove(client: ApolloClient, key: ListKey, move: ListMove): void {
  const cached = appliedOrder(client.cache, key);
  if (cached && move.listVersion <= cached.listVersion) return;
  if (cached && move.listVersion === cached.listVersion + 1) {
    const orderedIds = placeAt(cached.orderedIds, move.movedId, move.position);
    writeOrder(client.cache, key, { orderedIds, listVersion: move.listVersion });
    return;
  }
  // Sent anew rather than joined to a read under way, which may have been answered before the move.
  client
    .query({
      query: ListOrderDocument,
      variables: key,
      fetchPolicy: 'network-only',
      context: { queryDeduplication: false },
    })
    // A failed read leaves the order shown; the next event or resync reads it again.
    .catch(() => undefined);
}

/**
 * The read of a list field fetched by `storeId`: its rows in the list's cached order, rows the order
 * does not name yet (just created) last. Without a cached order the rows stay as stored.
 */
export function readInOrder(list: OrderedList): FieldReadFunction<readonly ListRow[]> {
  return (rows, { args, readField }) => {
    const parentId = typeof args?.storeId === 'string' ? args.storeId : undefined;
    if (!rows || !parentId) return rows;
    const order = readField<AppliedOrder>({
      fieldName: 'listOrder',
      args: { list, parentId },
      from: { __ref: 'ROOT_QUERY' },
    });
    if (!order) return rows;
    const rank = new Map(order.orderedIds.map((id, index) => [id, index]));
    const rankOf = (row: ListRow) => rank.get(String(readField('id', row))) ?? order.orderedIds.length;
    return [...rows].sort((a, b) => rankOf(a) - rankOf(b));
  };
}

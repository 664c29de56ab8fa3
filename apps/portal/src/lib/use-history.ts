import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import { hearsClientHistory } from '@fulfil/domain';
import {
  ClientHistoryEventsDocument,
  HistoryDocument,
  StoreHistoryEventsDocument,
  type HistoryFilterInput,
} from '../gql/graphql';
import { useStoreEvents } from './use-store-events';

/**
 * Which live notices tell of new entries: the store's (storeEvents) or the client's (clientEvents);
 * null where the reader hears neither.
 */
export type HistoryLive = { storeId: string } | { clientId: string } | null;

/**
 * The notices a client-level row's history is kept current by: its client's for the client's
 * managers, else the chosen store's, since a store-level person hears no client events.
 */
export function clientRowLive(role: string, clientId: string | null, storeId: string | null): HistoryLive {
  if (clientId && hearsClientHistory(role)) return { clientId };
  return storeId ? { storeId } : null;
}

interface HistoryPageOptions {
  filter: HistoryFilterInput;
  page: number;
  pageSize: number;
  live: HistoryLive;
  /** Reads nothing and listens to nothing, e.g. while a History panel is closed. */
  skip?: boolean;
}

/**
 * One page of history, read again whenever a change is recorded where it may belong, so it stays
 * current as others work; the page and filters stay as they are. The notices carry no entry: the
 * page is read with the reader's own rights.
 */
export function useHistoryPage({ filter, page, pageSize, live, skip = false }: HistoryPageOptions) {
  const result = useQuery(
    HistoryDocument,
    skip ? skipToken : { variables: { filter, page, pageSize }, notifyOnNetworkStatusChange: false },
  );
  const reread = () => void result.refetch();
  const heard = skip ? null : live;
  useStoreEvents(StoreHistoryEventsDocument, heard && 'storeId' in heard ? heard.storeId : null, (event) => {
    if (event.__typename === 'StoreHistoryRecorded') reread();
  });
  useSubscription(
    ClientHistoryEventsDocument,
    heard && 'clientId' in heard
      ? {
          variables: { clientId: heard.clientId },
          ignoreResults: true,
          onData: ({ data }) => {
            if (data.data?.clientEvents.__typename === 'ClientHistoryRecorded') reread();
          },
        }
      : skipToken,
  );
  return result;
}

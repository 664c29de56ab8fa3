import { useEffect, useRef } from 'react';
import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { skipToken, useSubscription } from '@apollo/client/react';
import {
  PresenceDocument,
  type StorePresenceChangedFragment,
  type StoreUploadProgressFragment,
} from '../gql/graphql';
import { noteUploadStep } from './uploads-in-progress';

/** The store's event as a screen's own storeEvents document selects it. */
type EventOf<TData> = TData extends { storeEvents: infer E } ? E : never;

function isPresenceChanged(event: { __typename: string }): event is StorePresenceChangedFragment {
  return event.__typename === 'PresenceChanged' && 'present' in event;
}

function isUploadStep(event: {
  __typename: string;
}): event is StoreUploadProgressFragment & { __typename: string } {
  return event.__typename === 'StoreSetupUploadProgress' && 'jobId' in event;
}

/**
 * The one storeEvents subscription of a layout screen. Each screen passes its own document, selecting
 * just the events it shows, and spreads the StorePresenceChanged fragment: presence updates are written
 * to the cached `presence(storeId)` here, so usePresence needs no subscription of its own. Likewise the StoreUploadProgress fragment feeds the
 * upload banner (see uploads-in-progress).
 */
export function useStoreEvents<TData extends { storeEvents: { __typename: string } }>(
  document: TypedDocumentNode<TData, { storeId: string }>,
  storeId: string | null,
  onEvent: (event: EventOf<TData>, cache: ApolloCache) => void,
): void {
  // The latest handler, so a re-rendered screen never restarts the subscription.
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useSubscription(
    document,
    storeId
      ? {
          variables: { storeId },
          ignoreResults: true,
          onData: ({ client, data }) => {
            const event = data.data?.storeEvents;
            if (!event) return;
            if (isPresenceChanged(event)) {
              client.cache.writeQuery({
                query: PresenceDocument,
                variables: { storeId },
                data: { presence: event.present },
              });
            }
            if (isUploadStep(event)) noteUploadStep(storeId, event);
            handler.current(event as EventOf<TData>, client.cache);
          },
        }
      : skipToken,
  );
}

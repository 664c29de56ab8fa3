import { useSubscription } from '@apollo/client/react';
import { StoreClientEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { removeStore, storeStore } from './store-cache';

/** Applies other admins' store changes of the client straight into the cache. */
export function useStoreClientEvents(clientId: string): void {
  const announce = useAnnounce();
  useSubscription(StoreClientEventsDocument, {
    variables: { clientId },
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename === 'StoreChanged') {
        storeStore(client.cache, event.store);
        if (byOther(event.actor)) announce(`${event.actor.displayName} saved the store ${event.store.name}.`);
      } else if (event?.__typename === 'StoreDeleted') {
        removeStore(client.cache, event.storeId);
        if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a store.`);
      }
    },
  });
}

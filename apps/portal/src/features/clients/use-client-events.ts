import { useSubscription } from '@apollo/client/react';
import { ClientEventsDocument } from '../../gql/graphql';
import { getSession } from '../../lib/session';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { removeClient, storeClient } from './client-cache';

/** Applies other admins' client changes straight into the cache, so every list shows them at once. */
export function useClientEvents(): void {
  const announce = useAnnounce();
  useSubscription(ClientEventsDocument, {
    onData: ({ client, data }) => {
      const event = data.data?.adminEvents;
      // On LiveResync the client refetches every screen's queries (lib/apollo.ts).
      if (!event || event.__typename === 'LiveResync') return;
      // A person's own changes are already on their screen; only others' are worth announcing.
      const say = event.actor.id === getSession().user?.id ? () => undefined : announce;
      const who = event.actor.displayName;
      switch (event.__typename) {
        case 'ClientCreated':
          storeClient(client.cache, event.client);
          say(`${who} added the client ${event.client.name}.`);
          break;
        case 'ClientUpdated':
          storeClient(client.cache, event.client);
          say(`${who} changed the client ${event.client.name}.`);
          break;
        case 'ClientDeleted':
          removeClient(client.cache, event.clientId);
          say(`${who} deleted a client.`);
          break;
      }
    },
  });
}

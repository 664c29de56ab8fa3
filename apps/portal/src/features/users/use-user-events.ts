import { useSubscription } from '@apollo/client/react';
import { UserEventsDocument, UserZoneEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { removeUser, removeZone, storeUser, storeZone } from './user-cache';

/**
 * Applies other admins' user changes straight into the cached pages, so every users screen shows them
 * at once; open drafts keep their values and only compare versions. On the store screen the store's
 * zone changes update the users' zones too.
 */
export function useUserEvents(clientId: string | null, storeId: string | null): void {
  const announce = useAnnounce();
  useSubscription(UserEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.userEvents;
      // On LiveResync the client refetches every screen's queries (lib/apollo.ts).
      if (!event || event.__typename === 'LiveResync') return;
      // A person's own changes are already on their screen; only others' are worth announcing.
      const say = byOther(event.actor) ? announce : () => undefined;
      if (event.__typename === 'UserChanged') {
        storeUser(
          client.cache,
          event.user,
          event.user.assignedStores.map((store) => store.id),
        );
        say(`${event.actor.displayName} changed the user ${event.user.userName}.`);
      } else {
        removeUser(client.cache, event.userId);
        say(`${event.actor.displayName} deleted a user.`);
      }
    },
  });
  useStoreEvents(UserZoneEventsDocument, storeId, (event, cache) => {
    if (!storeId) return;
    if (event.__typename === 'ZoneChanged') storeZone(cache, storeId, event.zone);
    else if (event.__typename === 'ZoneDeleted') removeZone(cache, storeId, event.zoneId);
  });
}

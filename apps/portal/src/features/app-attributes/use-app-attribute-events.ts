import { skipToken, useSubscription } from '@apollo/client/react';
import { AppAttributeEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { removeAppAttribute, storeAppAttribute } from './app-attribute-cache';

/** Applies other admins' attribute changes of the client straight into the cache. */
export function useAppAttributeEvents(clientId: string | null): void {
  const announce = useAnnounce();
  useSubscription(
    AppAttributeEventsDocument,
    clientId
      ? {
          variables: { clientId },
          ignoreResults: true,
          onData: ({ client, data }) => {
            const event = data.data?.clientEvents;
            if (event?.__typename === 'AppAttributeChanged') {
              storeAppAttribute(client.cache, event.appAttribute);
              if (byOther(event.actor)) {
                announce(`${event.actor.displayName} changed the attribute ${event.appAttribute.name}.`);
              }
            } else if (event?.__typename === 'AppAttributeDeleted') {
              removeAppAttribute(client.cache, event.appAttributeId);
              if (byOther(event.actor)) announce(`${event.actor.displayName} deleted an attribute.`);
            }
          },
        }
      : skipToken,
  );
}

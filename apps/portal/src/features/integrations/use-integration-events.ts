import { useSubscription } from '@apollo/client/react';
import { IntegrationEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { removeIntegration, storeIntegration } from './integration-cache';

/** Applies other admins' integration changes of the client straight into the cache. */
export function useIntegrationEvents(clientId: string): void {
  const announce = useAnnounce();
  useSubscription(IntegrationEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename === 'IntegrationChanged') {
        storeIntegration(client.cache, event.integration);
        if (byOther(event.actor)) {
          announce(`${event.actor.displayName} changed the integration ${event.integration.name}.`);
        }
      } else if (event?.__typename === 'IntegrationDeleted') {
        removeIntegration(client.cache, event.integrationId);
        if (byOther(event.actor)) announce(`${event.actor.displayName} deleted an integration.`);
      }
    },
  });
}

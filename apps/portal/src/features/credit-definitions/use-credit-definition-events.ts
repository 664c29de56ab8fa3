import { useSubscription } from '@apollo/client/react';
import { CreditDefinitionEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { removeCreditDefinition, storeCreditDefinition } from './credit-definition-cache';

/** Applies other admins' credit definition changes of the client straight into the cache. */
export function useCreditDefinitionEvents(clientId: string): void {
  const announce = useAnnounce();
  useSubscription(CreditDefinitionEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename === 'CreditDefinitionChanged') {
        storeCreditDefinition(client.cache, event.creditDefinition);
        if (byOther(event.actor)) {
          announce(
            `${event.actor.displayName} changed the credit definition ${event.creditDefinition.name}.`,
          );
        }
      } else if (event?.__typename === 'CreditDefinitionDeleted') {
        removeCreditDefinition(client.cache, event.creditDefinitionId);
        if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a credit definition.`);
      }
    },
  });
}

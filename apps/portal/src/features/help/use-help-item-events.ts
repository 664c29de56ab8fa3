import { useSubscription } from '@apollo/client/react';
import { HelpItemEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { storeHelpItem } from './help-item-cache';

/** Applies other admins' help changes of the client straight into the cache. */
export function useHelpItemEvents(clientId: string): void {
  const announce = useAnnounce();
  useSubscription(HelpItemEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename !== 'HelpItemChanged') return;
      storeHelpItem(client.cache, event.helpItem);
      if (byOther(event.actor))
        announce(`${event.actor.displayName} changed the help for ${event.helpItem.upcList}.`);
    },
  });
}

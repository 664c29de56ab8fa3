import { useSubscription } from '@apollo/client/react';
import { CustomFieldEventsDocument } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { removeCustomField, storeCustomField } from './custom-field-cache';

/** Applies other admins' custom field changes of the client straight into the cache. */
export function useCustomFieldEvents(clientId: string): void {
  const announce = useAnnounce();
  useSubscription(CustomFieldEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename === 'CustomFieldChanged') {
        storeCustomField(client.cache, event.customField);
        if (byOther(event.actor)) {
          announce(`${event.actor.displayName} changed the custom field ${event.customField.name}.`);
        }
      } else if (event?.__typename === 'CustomFieldDeleted') {
        removeCustomField(client.cache, event.customFieldId);
        if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a custom field.`);
      }
    },
  });
}

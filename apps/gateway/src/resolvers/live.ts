import type { ChangeEvent, ClientConfigEventType, ClientEventType } from '@fulfil/live';
import { unauthenticated } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { isClientConfigEvent, type ClientConfigEvent } from '../live/client-config-events.js';
import { isClientEvent, type ClientEvent } from '../live/client-events.js';
import { canSeeScope, managedClientScope } from '../live/visibility.js';

/** The fields every change event answers from the bus event itself. */
const changeEventFields = {
  eventId: (event: ChangeEvent) => event.id,
};

export const liveResolvers: Resolvers = {
  Subscription: {
    adminEvents: {
      subscribe: (_parent, _args, { user, hub }) => {
        if (!user) throw unauthenticated();
        return hub.listen((event) => isClientEvent(event) && canSeeScope(user, event.scope));
      },
      // The client row travels in the event, so delivering it costs no REST call per subscriber.
      resolve: (event: ClientEvent) => event,
    },
    clientEvents: {
      subscribe: (_parent, { clientId }, { user, hub }) => {
        if (!user) throw unauthenticated();
        const scope = managedClientScope(user, Number(clientId));
        return hub.listen((event) => event.scope === scope && isClientConfigEvent(event));
      },
      // Each event carries its stored rows, so delivering it costs no REST call per subscriber.
      resolve: (event: ClientConfigEvent) => event,
    },
  },
  AdminEvent: {
    __resolveType: (event) => event.type as ClientEventType,
  },
  ClientEvent: {
    __resolveType: (event) => event.type as ClientConfigEventType,
  },
  ClientCreated: { ...changeEventFields, client: (event) => event.payload.client },
  ClientUpdated: { ...changeEventFields, client: (event) => event.payload.client },
  ClientDeleted: { ...changeEventFields, clientId: (event) => event.payload.clientId },
};

import type { ChangeEvent, ClientConfigEventType, ClientEventType } from '@fulfil/live';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  isClientConfigEvent,
  isClientEvent,
  type ClientConfigEvent,
  type ClientEvent,
} from '../live/client-events.js';
import { canHearClient, clientEventFilter, liveViewer, managedClientScope } from '../live/visibility.js';

/** The fields every change event answers from the bus event itself. */
const changeEventFields = {
  eventId: (event: ChangeEvent) => event.id,
};

export const liveResolvers: Resolvers = {
  Subscription: {
    adminEvents: {
      subscribe: (_parent, _args, context) => {
        const viewer = liveViewer(context);
        return context.hub.listen((event) => isClientEvent(event) && canHearClient(viewer, event.scope));
      },
      // The client row travels in the event, so delivering it costs no REST call per subscriber.
      resolve: (event: ClientEvent) => event,
    },
    clientEvents: {
      subscribe: (_parent, { clientId }, context) => {
        const viewer = liveViewer(context);
        const scope = managedClientScope(viewer, Number(clientId));
        const hears = clientEventFilter(viewer);
        return context.hub.listen(
          (event) => event.scope === scope && isClientConfigEvent(event) && hears(event),
        );
      },
      // Each event carries its stored rows, so delivering it costs no REST call per subscriber.
      resolve: (event: ClientConfigEvent) => event,
    },
  },
  AdminEvent: {
    __resolveType: (event) => event.type as ClientEventType | 'LiveResync',
  },
  ClientEvent: {
    __resolveType: (event) => event.type as ClientConfigEventType | 'LiveResync',
  },
  ClientCreated: { ...changeEventFields, client: (event) => event.payload.client },
  ClientUpdated: { ...changeEventFields, client: (event) => event.payload.client },
  ClientDeleted: { ...changeEventFields, clientId: (event) => event.payload.clientId },
};

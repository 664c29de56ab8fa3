import { storeScope } from '@fulfil/live';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { deliveredStoreEvent, isStoreEvent } from '../../live/store-events.js';
import { liveViewer, readableStore, storeEventFilter } from '../../live/visibility.js';

export const storeEventsResolvers: Resolvers = {
  Subscription: {
    storeEvents: {
      // Visibility is settled once here; afterwards events are filtered in-process.
      subscribe: async (_parent, { storeId }, context) => {
        const viewer = liveViewer(context);
        const visible = storeEventFilter(viewer, await readableStore(context.api, Number(storeId)));
        const scope = storeScope(storeId);
        return context.hub.listen((event) => event.scope === scope && isStoreEvent(event) && visible(event));
      },
      // Rows travel in the event, so delivering it costs no REST call per subscriber.
      resolve: deliveredStoreEvent,
    },
  },
  StoreEvent: {
    __resolveType: (event) => event.__typename,
  },
};

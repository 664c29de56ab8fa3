import { storeScope } from '@fulfil/live';
import { unauthenticated } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { deliveredStoreEvent, isStoreEvent } from '../../live/store-events.js';
import { assertCanSeeStore } from '../../live/visibility.js';

export const storeEventsResolvers: Resolvers = {
  Subscription: {
    storeEvents: {
      // Visibility is settled once here; afterwards events are filtered by scope in-process.
      subscribe: async (_parent, { storeId }, { user, api, hub }) => {
        if (!user) throw unauthenticated();
        await assertCanSeeStore(user, api, Number(storeId));
        const scope = storeScope(storeId);
        return hub.listen((event) => event.scope === scope && isStoreEvent(event));
      },
      // Rows travel in the event, so delivering it costs no REST call per subscriber.
      resolve: deliveredStoreEvent,
    },
  },
  StoreEvent: {
    __resolveType: (event) => event.__typename,
  },
};

import { unauthenticated } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { actorOf } from '../../live/publish.js';
import { assertCanSeeStore } from '../../live/visibility.js';

export const presenceResolvers: Resolvers = {
  Query: {
    presence: async (_parent, { storeId }, { user, api, presence }) => {
      if (!user) throw unauthenticated();
      await assertCanSeeStore(user, api, Number(storeId));
      return presence.present(Number(storeId));
    },
  },
  Mutation: {
    reportPresence: async (_parent, { storeId, screen, openItemId, tabId }, context) => {
      if (!context.user) throw unauthenticated();
      await assertCanSeeStore(context.user, context.api, Number(storeId));
      await context.presence.publish(Number(storeId), actorOf(context), tabId ?? null, {
        screen,
        openItemId: openItemId ?? null,
      });
      return true;
    },
    leavePresence: async (_parent, { storeId, tabId }, context) => {
      if (!context.user) throw unauthenticated();
      await context.presence.publish(Number(storeId), actorOf(context), tabId ?? null, null);
      return true;
    },
  },
};

import { GraphQLError } from 'graphql';
import { unauthenticated } from '../../errors.js';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { actorOf } from '../../live/publish.js';
import { PRESENCE_TEXT_LIMITS } from '../../live/presence.js';
import { assertCanSeeStore, assertCanWriteStoreLayout } from '../../live/visibility.js';

/** Refuses a text longer than its limit, before anything is stored or sent to other admins. */
function assertWithinLimits(fields: Partial<Record<keyof typeof PRESENCE_TEXT_LIMITS, string | null>>): void {
  for (const [field, limit] of Object.entries(PRESENCE_TEXT_LIMITS)) {
    const value = fields[field as keyof typeof PRESENCE_TEXT_LIMITS];
    if (value && value.length > limit) {
      throw new GraphQLError(`${field} must be at most ${limit} characters.`, {
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
  }
}

/**
 * The checks of a report or a leave, cheapest first: signed in, short texts, within the caller's
 * rate, and allowed to change the store's layout (only those admins are shown as present).
 */
async function admitPresence(
  context: GatewayContext,
  storeId: number,
  fields: Parameters<typeof assertWithinLimits>[0],
): Promise<void> {
  if (!context.user) throw unauthenticated();
  assertWithinLimits(fields);
  if (!context.presenceReports.take(String(context.user.id))) {
    throw new GraphQLError('Too many presence reports; wait a few seconds and try again.', {
      extensions: { code: 'RATE_LIMITED' },
    });
  }
  await assertCanWriteStoreLayout(context.api, storeId);
}

export const presenceResolvers: Resolvers = {
  Query: {
    presence: async (_parent, { storeId }, { user, api, presence }) => {
      if (!user) throw unauthenticated();
      await assertCanSeeStore(api, Number(storeId));
      return presence.present(Number(storeId));
    },
  },
  Mutation: {
    reportPresence: async (_parent, { storeId, screen, openItemId, tabId }, context) => {
      await admitPresence(context, Number(storeId), { screen, openItemId, tabId });
      await context.presence.publish(Number(storeId), actorOf(context), tabId ?? null, {
        screen,
        openItemId: openItemId ?? null,
      });
      return true;
    },
    leavePresence: async (_parent, { storeId, tabId }, context) => {
      await admitPresence(context, Number(storeId), { tabId });
      await context.presence.publish(Number(storeId), actorOf(context), tabId ?? null, null);
      return true;
    },
  },
};

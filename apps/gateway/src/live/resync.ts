import { randomUUID } from 'node:crypto';
import type { ChangeEvent, ResyncReason } from '@fulfil/live';
import type { DeliveredEvent } from './delivered.js';

/**
 * The close code of a socket the gateway stopped writing to because it fell too far behind:
 * WebSocket's "Try Again Later". graphql-ws clients reconnect after it, and a client that
 * reconnects refetches what it shows (the portal does after every reconnect), as after any gap.
 */
export const RESYNC_CLOSE_CODE = 1013;

/** The scope of a resync that concerns everything the subscriber shows. */
export const EVERY_SCOPE = '*';

/**
 * Tells a subscriber to refetch what it shows (GraphQL's LiveResync). It travels through every
 * live subscription as is, so it has both shapes the subscriptions resolve from: the bus event's
 * (`id`, `type`, `payload`) for those that pass events through, and the delivered one
 * (`__typename`, `eventId`, `reason`) that `delivered()` produces for the others.
 */
export type ResyncNotice = DeliveredEvent<'LiveResync', { reason: ResyncReason }> &
  Pick<ChangeEvent, 'id'> & { type: 'LiveResync'; payload: { reason: ResyncReason } };

/** What a live subscription receives from the hub: a change, or the order to resync. */
export type LiveEvent = ChangeEvent | ResyncNotice;

/** No person sends a resync: the gateway does. */
const GATEWAY = { id: 0, userName: '', displayName: '' };

export function resyncNotice(reason: ResyncReason, scope: string): ResyncNotice {
  const id = randomUUID();
  const at = new Date().toISOString();
  const payload = { reason };
  return {
    id,
    type: 'LiveResync',
    payload,
    __typename: 'LiveResync',
    eventId: id,
    scope,
    actor: GATEWAY,
    at,
    reason,
  };
}

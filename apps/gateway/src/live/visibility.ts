import { UpstreamError, type FulfilmentApi } from '@fulfil/fulfilment-client';
import { clientScope } from '@fulfil/live';
import { GraphQLError } from 'graphql';
import type { SessionUser } from '../auth/verify-token.js';

/**
 * Whether the user may hear about changes in a scope: a systemAdmin hears every scope, anyone
 * else only the scope of their own client.
 */
export function canSeeScope(user: SessionUser, scope: string): boolean {
  if (user.role === 'systemAdmin') return true;
  return user.clientId > 0 && scope === clientScope(user.clientId);
}

/**
 * Which user events a subscriber hears, by scope: one client's when `clientId` is given (that
 * client's clientAdmin, or a systemAdmin), every user's for a systemAdmin without it. Anyone else
 * is refused with FORBIDDEN.
 */
export function userEventScopes(user: SessionUser, clientId: number | null): (scope: string) => boolean {
  if (clientId === null) {
    if (user.role === 'systemAdmin') return () => true;
    throw new GraphQLError('You may not see these users', { extensions: { code: 'FORBIDDEN' } });
  }
  const scope = managedClientScope(user, clientId);
  return (eventScope) => eventScope === scope;
}

/** The scope of a client's events, for its clientAdmin or a systemAdmin; FORBIDDEN for anyone else. */
export function managedClientScope(user: SessionUser, clientId: number): string {
  if (user.role === 'systemAdmin' || (user.role === 'clientAdmin' && user.clientId === clientId))
    return clientScope(clientId);
  throw new GraphQLError('You may not see this client', { extensions: { code: 'FORBIDDEN' } });
}

/**
 * Refuses a subscriber who may not see the store. The API owns the tenant rules (clientAdmin of the
 * store's client, store-level roles where assigned), so the check is the subscriber's own read of
 * the store: 200 means allowed. It runs once, at subscribe time; events are then filtered by scope
 * in-process.
 */
export async function assertCanSeeStore(
  user: SessionUser,
  api: FulfilmentApi,
  storeId: number,
): Promise<void> {
  if (user.role === 'systemAdmin') return;
  try {
    await api.store(storeId);
  } catch (error) {
    // An unknown store is refused like a foreign one, so ids cannot be probed.
    const refused = error instanceof UpstreamError && ['FORBIDDEN', 'NOT_FOUND'].includes(error.code);
    if (!refused) throw error;
    throw new GraphQLError('You may not see this store', { extensions: { code: 'FORBIDDEN' } });
  }
}

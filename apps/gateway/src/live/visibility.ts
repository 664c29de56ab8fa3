import { canManageClient, canReadClient, canWriteStore, historyScope } from '@fulfil/domain';
import { UpstreamError, type FulfilmentApi, type RestStore } from '@fulfil/fulfilment-client';
import {
  clientScope,
  type ChangeEvent,
  type ChangeEventType,
  type ClientHistoryNotice,
  type StoreEventType,
  type StoreHistoryNotice,
} from '@fulfil/live';
import { GraphQLError } from 'graphql';
import { asTenant, isApiKey, type Viewer } from '../auth/viewer.js';
import type { GatewayContext } from '../context.js';
import { unauthenticated } from '../errors.js';

/*
 * Who hears which live event. Each rule is the rule of the query that reads the same rows, taken
 * from @fulfil/domain as the API takes it, and applied to the viewer the API confirmed when the
 * subscription started: a subscription never gives anyone more than the same query would.
 */

/** The confirmed viewer of a subscription; UNAUTHENTICATED without one. */
export function liveViewer(context: Pick<GatewayContext, 'viewer'>): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}

const CLIENT_SCOPE = /^client:(\d+)$/;

/** adminEvents: a change of a client the viewer may read, as `client(id)` would answer. */
export function canHearClient(viewer: Viewer, scope: string): boolean {
  const clientId = CLIENT_SCOPE.exec(scope)?.[1];
  return clientId !== undefined && canReadClient(asTenant(viewer), Number(clientId));
}

/**
 * Which user events a subscriber hears, by scope: one client's when `clientId` is given (that
 * client's clientAdmin, or a systemAdmin), every user's for a systemAdmin without it. Anyone else
 * is refused with FORBIDDEN.
 */
export function userEventScopes(viewer: Viewer, clientId: number | null): (scope: string) => boolean {
  if (clientId === null) {
    if (viewer.role === 'systemAdmin') return () => true;
    throw new GraphQLError('You may not see these users', { extensions: { code: 'FORBIDDEN' } });
  }
  const scope = managedClientScope(viewer, clientId);
  return (eventScope) => eventScope === scope;
}

/** Which of a client's configuration events the viewer hears: a key reads no keys, so it hears of none. */
export function clientEventFilter(viewer: Viewer): (event: ChangeEvent) => boolean {
  return withHistoryNotices(viewer, (type) => !(isApiKey(viewer) && type === 'ApiKeyChanged'));
}

const HISTORY_NOTICES: ReadonlySet<string> = new Set(['StoreHistoryRecorded', 'ClientHistoryRecorded']);

/**
 * Adds the history notices to a subscription's rule `hears`: the viewer hears that a write was
 * recorded only when it may read some history and hears the change that told of the write, so the
 * notice says nothing its subscription did not already say.
 */
function withHistoryNotices(viewer: Viewer, hears: (type: ChangeEventType) => boolean) {
  const readsHistory = historyScope(asTenant(viewer)) !== null;
  return (event: ChangeEvent): boolean => {
    if (!HISTORY_NOTICES.has(event.type)) return hears(event.type);
    return readsHistory && hears((event.payload as StoreHistoryNotice | ClientHistoryNotice).cause);
  };
}

/** The scope of a client's events, for its clientAdmin or a systemAdmin; FORBIDDEN for anyone else. */
export function managedClientScope(viewer: Viewer, clientId: number): string {
  if (canManageClient(asTenant(viewer), clientId)) return clientScope(clientId);
  throw new GraphQLError('You may not see this client', { extensions: { code: 'FORBIDDEN' } });
}

/**
 * The store as the caller reads it, refused with FORBIDDEN when the API refuses it. The API owns
 * the tenant rules, so the check is the caller's own read of the store.
 */
export async function readableStore(api: FulfilmentApi, storeId: number): Promise<RestStore> {
  return refusedAsForbidden(api.store(storeId), 'You may not see this store');
}

/**
 * Refuses a caller who may not change the store's layout (systemAdmin, the clientAdmin of the
 * store's client, a storeManager assigned to it), asking the API as the caller, never the token alone.
 */
export async function assertCanWriteStoreLayout(api: FulfilmentApi, storeId: number): Promise<void> {
  await refusedAsForbidden(api.assertCanWriteLayout(storeId), "You may not change this store's layout");
}

/** The API's 403 or 404 as FORBIDDEN with `message`: an unknown store is refused like a foreign one, so ids cannot be probed. */
async function refusedAsForbidden<T>(check: Promise<T>, message: string): Promise<T> {
  try {
    return await check;
  } catch (error) {
    const refused = error instanceof UpstreamError && ['FORBIDDEN', 'NOT_FOUND'].includes(error.code);
    if (!refused) throw error;
    throw new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
  }
}

/** Refuses a caller who may not see the store, whatever role the token names. */
export async function assertCanSeeStore(api: FulfilmentApi, storeId: number): Promise<void> {
  await readableStore(api, storeId);
}

/**
 * Store events whose rows only the store's writers may read: the storeDelivery, storeAttributes
 * and posStatus queries answer FORBIDDEN to shoppers and other store-level roles.
 */
const WRITERS_ONLY: ReadonlySet<StoreEventType> = new Set([
  'StoreDeliveryProviderChanged',
  'StoreAttributeChanged',
  'StoreAttributeDeleted',
  // posStatus answers FORBIDDEN to all but the store's writers.
  'PosOrderChanged',
]);

/** Which of a readable store's events the viewer hears. */
export function storeEventFilter(viewer: Viewer, store: RestStore): (event: ChangeEvent) => boolean {
  const mayWrite = canWriteStore(asTenant(viewer), store);
  return withHistoryNotices(viewer, (type) => mayWrite || !WRITERS_ONLY.has(type as StoreEventType));
}

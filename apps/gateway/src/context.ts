import type { FulfilmentApi } from '@fulfil/fulfilment-client';
import type { LiveBus } from '@fulfil/live';
import type { SessionUser } from './auth/verify-token.js';
import type { Viewer } from './auth/viewer.js';
import { upstreamCallBudget } from './budget/upstream-calls.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { EventHub } from './live/event-hub.js';
import type { PresenceBook } from './live/presence.js';
import type { SectionDirectory } from './live/section-directory.js';
import type { TokenBuckets } from './live/token-buckets.js';
import { SplicedAnswers } from './pass-through/spliced-answers.js';

/** What every resolver receives. */
export interface GatewayContext extends ContextServices {
  /** The caller's token, forwarded to the API. */
  token: string | null;
  /** The verified caller; null when the request carries no valid token. */
  user: SessionUser | null;
  /**
   * The caller as the API confirmed them now: set for subscriptions, which filter live events by
   * it; null over HTTP, where every call meets the API's own checks.
   */
  viewer: Viewer | null;
  /** The REST API acting as the caller. Login replaces it with one acting as the new session. */
  api: FulfilmentApi;
  /** Batched reads of the relations, acting as `api`; this context's alone, never shared. */
  loaders: Loaders;
  /** The caller's selection headers. */
  selection: Selection;
  /** Over HTTP, the parts of the answer passed through from the API as they are (see pass-through/). */
  splices?: SplicedAnswers;
}

/** The shared parts a context is built from. */
export interface ContextServices {
  api: FulfilmentApi;
  bus: LiveBus;
  hub: EventHub;
  presence: PresenceBook;
  /** Presence reports and leaves per user, so no one floods the admins of a store. */
  presenceReports: TokenBuckets;
  sections: SectionDirectory;
}

/** The selection headers the portal sends; they select, they never grant. */
export interface Selection {
  clientId?: number;
  storeId?: number;
}

/** Who sent a query or mutation, and which request it came in. */
export interface Caller {
  token: string | null;
  user: SessionUser | null;
  selection?: Selection;
  /** The caller's address, which the API's sign-in limits count by. */
  address?: string;
  /** Sent on with every REST call, so the API's log lines name the gateway's request. */
  requestId?: string;
}

/** The context of one query or mutation, whose REST calls count against the upstream call limit. */
export function createContext(
  services: ContextServices,
  { token, user, selection = {}, address, requestId }: Caller,
): GatewayContext {
  const api = services.api.withSession({
    token,
    ...selection,
    forwardedFor: address,
    requestId,
    beforeCall: upstreamCallBudget(),
  });
  return {
    ...services,
    token,
    user,
    viewer: null,
    selection,
    api,
    loaders: createLoaders(api, true),
    splices: new SplicedAnswers(),
  };
}

/**
 * The context of a live subscription: its user is the viewer the API confirmed. It lasts as long
 * as the subscription, so its loaders batch each event's reads without keeping answers between
 * events, and its calls are not summed across events; its document meets the cost limit instead.
 */
export function createLiveContext(
  services: ContextServices,
  token: string,
  viewer: Viewer,
  /** The id of the socket's upgrade request, sent on with the subscription's REST calls. */
  requestId?: string,
): GatewayContext {
  const api = services.api.withSession({ token, requestId });
  return { ...services, token, user: viewer, viewer, selection: {}, api, loaders: createLoaders(api, false) };
}

/** Makes the rest of an operation act as another session (after a sign-in), loaders included. */
export function actAs(context: GatewayContext, api: FulfilmentApi): void {
  context.api = api;
  context.loaders = createLoaders(api, true);
}

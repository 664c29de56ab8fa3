import type { FulfilmentApi } from '@fulfil/fulfilment-client';
import type { LiveBus } from '@fulfil/live';
import type { SessionUser } from './auth/verify-token.js';
import type { EventHub } from './live/event-hub.js';
import type { PresenceBook } from './live/presence.js';
import type { SectionDirectory } from './live/section-directory.js';

/** What every resolver receives. */
export interface GatewayContext extends ContextServices {
  /** The caller's token, forwarded to the API. */
  token: string | null;
  /** The verified caller; null when the request carries no valid token. */
  user: SessionUser | null;
  /** The REST API acting as the caller. Login replaces it with one acting as the new session. */
  api: FulfilmentApi;
  /** The caller's selection headers. */
  selection: Selection;
}

/** The shared parts a context is built from. */
export interface ContextServices {
  api: FulfilmentApi;
  bus: LiveBus;
  hub: EventHub;
  presence: PresenceBook;
  sections: SectionDirectory;
}

/** The selection headers the portal sends; they select, they never grant. */
export interface Selection {
  clientId?: number;
  storeId?: number;
}

export function createContext(
  services: ContextServices,
  token: string | null,
  user: SessionUser | null,
  selection: Selection = {},
): GatewayContext {
  return { ...services, token, user, selection, api: services.api.withSession({ token, ...selection }) };
}

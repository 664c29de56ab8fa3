import type { FulfilmentApi } from '@fulfil/fulfilment-client';
import { ACCESS_SCOPE, USERS_SCOPE, type ChangeEvent, type LiveBus, type Unsubscribe } from '@fulfil/live';
import { isApiKey, isRefusal, type Viewer } from '../auth/viewer.js';

/** Every socket is checked again this often, for changes of access made outside any gateway. */
export const SESSION_RECHECK_MS = 60_000;

/** One open socket: whose it is, the token it presented, and how to close it. */
export interface GuardedSocket {
  token: string;
  viewer: Viewer;
  /** Closes the socket with 4403, as graphql-ws does for a refused connection. */
  close(): void;
}

/** The sockets a change names: by user, e-mail address, store or client. */
type Affected = (viewer: Viewer) => boolean;

/** What an event on the bus says about whose access may have changed. */
function affectedBy(event: ChangeEvent): Affected | null {
  const payload = event.payload as Record<string, unknown>;
  switch (event.type) {
    case 'UserChanged': {
      const id = Number((payload.user as { id: number }).id);
      return (viewer) => viewer.id === id;
    }
    case 'UserDeleted':
      return (viewer) => viewer.id === Number(payload.userId);
    case 'StoreDeleted':
      return (viewer) => viewer.storeIds.includes(Number(payload.storeId));
    case 'ClientDeleted':
      return (viewer) => viewer.clientId === Number(payload.clientId);
    case 'ApiKeyChanged': {
      // The client's keys are asked about again; the API refuses the revoked one among them.
      const clientId = Number((payload.apiKey as { clientId: number }).clientId);
      return (viewer) => isApiKey(viewer) && viewer.clientId === clientId;
    }
    case 'AccessChanged': {
      const email = String(payload.email).toLowerCase();
      return (viewer) => viewer.email.toLowerCase() === email;
    }
    default:
      return null;
  }
}

/**
 * Closes the sockets of people whose access changed. The API ends every session issued before a
 * change of role, client, stores, claims or password, so a socket is checked by asking the API
 * about its token again: every gateway does so for the sockets a user, store, client or access
 * event names, within moments of the change, and for every socket once a minute.
 */
export class SessionGuard {
  private readonly sockets = new Set<GuardedSocket>();
  private unsubscribe: Unsubscribe | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: LiveBus,
    private readonly api: FulfilmentApi,
    private readonly recheckMs = SESSION_RECHECK_MS,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe ??= await this.bus.subscribe(['client:*', USERS_SCOPE, ACCESS_SCOPE], (event) => {
      const affected = affectedBy(event);
      if (affected) void this.recheck(affected);
    });
    this.timer ??= setInterval(() => void this.recheck(() => true), this.recheckMs).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Guards a socket until the returned function is called (when it closes). */
  track(socket: GuardedSocket): () => void {
    this.sockets.add(socket);
    return () => this.sockets.delete(socket);
  }

  /** Number of sockets guarded (for tests and metrics). */
  get size(): number {
    return this.sockets.size;
  }

  /** Asks the API about the matching sockets' tokens and closes those it refuses. */
  async recheck(affected: Affected): Promise<void> {
    const checks = [...this.sockets]
      .filter((socket) => affected(socket.viewer))
      .map(async (socket) => {
        try {
          await this.api.withSession({ token: socket.token }).session();
        } catch (error) {
          // An API that cannot answer proves nothing; the next check will tell.
          if (!isRefusal(error)) return;
          this.sockets.delete(socket);
          socket.close();
        }
      });
    await Promise.all(checks);
  }
}

import type { WebsocketHandler } from '@fastify/websocket';
import {
  GraphQLError,
  parse,
  subscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { TokenVerifier } from '../auth/verify-token.js';
import { confirmViewer, signedInViewer } from '../auth/viewer.js';
import { createLiveContext, type ContextServices } from '../context.js';
import { formatGraphQLError } from '../errors.js';
import { PRESENCE_TEXT_LIMITS } from '../live/presence.js';
import { actorOf } from '../live/publish.js';
import type { GuardedSocket, SessionGuard } from '../live/session-guard.js';
import { SharedExecution } from '../live/shared-execution.js';
import { sentDirectly, SocketOutbox } from '../live/socket-outbox.js';
import { operationRefusal, type Hardening } from './hardening.js';

/** The largest WebSocket frame read, the same as Fastify's limit on an HTTP body (1 MiB). */
export const MAX_WEBSOCKET_FRAME_BYTES = 1_048_576;

/** A socket that has not sent connection_init by then is closed (4408), so idle sockets cost nothing. */
export const CONNECTION_INIT_WAIT_MS = 3_000;

interface SocketSession {
  /** The token and viewer, as the session guard sees them. */
  guarded: GuardedSocket;
  expiry: NodeJS.Timeout | undefined;
  untrack: () => void;
  /** The browser tab of the socket (`connectionParams.tabId`), whose presence ends with the socket. */
  tabId: string | null;
  /** Where the socket's shared subscriptions write their events. */
  outbox: SocketOutbox;
}

/** The tab id a portal passes in its connection parameters, if it is one the presence book accepts. */
function tabIdOf(params: Record<string, unknown> | undefined): string | null {
  const tabId = params?.tabId;
  return typeof tabId === 'string' && tabId && tabId.length <= PRESENCE_TEXT_LIMITS.tabId ? tabId : null;
}

export interface GraphqlWsOptions {
  schema: GraphQLSchema;
  services: ContextServices;
  verifyToken: TokenVerifier;
  hardening: Hardening;
  production: boolean;
  /** Executions of live events shared by the subscribers of this gateway. */
  shared: SharedExecution;
  /** Closes the sockets of people whose access changed. */
  guard: SessionGuard;
}

/** How a subscription's result is sent: errors as the HTTP answers give them. */
const formatResult = (result: ExecutionResult, production: boolean) =>
  result.errors
    ? {
        ...result,
        errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error, production)),
      }
    : result;

const forbidden = () => new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });

/**
 * graphql-ws on the Fastify socket. The token in `connectionParams.authorization` is checked at
 * connection_init, locally and then against the API (a token issued before the user's access
 * changed is refused there), and again when each subscription starts. The socket closes with 4403
 * when the token is missing, invalid, expires, or the person's access changes while it is open.
 * When a socket closes, its tab leaves the layout screens it was reported on, so the other admins
 * see a closed browser go within moments rather than when its entry expires.
 *
 * Store, admin and user events resolve once per gateway, event and kind of viewer, and each
 * result is stringified once for all the sockets that share it: those subscriptions write their
 * `next` frames through the socket's outbox rather than through graphql-ws, which would stringify
 * the result for every socket and wait for each socket to drain.
 */
export function graphqlWsHandler(options: GraphqlWsOptions): WebsocketHandler {
  const { schema, services, verifyToken, hardening, production, shared, guard } = options;
  const format = (result: ExecutionResult) => formatResult(result, production);
  // graphql-ws hands `subscribe` the very arguments onSubscribe returned: this is how a shared
  // subscription finds its socket and id.
  const writers = new WeakMap<ExecutionArgs, (result: ExecutionResult) => boolean>();
  const subscribeShared = async (args: ExecutionArgs) => {
    const results = await shared.subscribe(args);
    const write = writers.get(args);
    return write && Symbol.asyncIterator in results ? sentDirectly(results, write) : results;
  };
  return makeHandler<Record<string, unknown> | undefined, { session: SocketSession }>(
    {
      schema,
      connectionInitWaitTimeout: CONNECTION_INIT_WAIT_MS,
      subscribe: (args) => (SharedExecution.applies(args) ? subscribeShared(args) : subscribe(args)),
      onConnect: async (ctx) => {
        const signedIn = await signedInViewer(services.api, verifyToken, ctx.connectionParams?.authorization);
        if (!signedIn) return false; // graphql-ws closes with 4403 Forbidden
        const { token, viewer } = signedIn;
        const close = () => ctx.extra.socket.close(CloseCode.Forbidden, 'Forbidden');
        // An API key does not expire: it is revoked, and the session guard closes its sockets then.
        const expiry = Number.isFinite(viewer.expiresAtMs)
          ? setTimeout(close, Math.max(0, viewer.expiresAtMs - Date.now()))
          : undefined;
        const guarded = { token, viewer, close };
        const tabId = tabIdOf(ctx.connectionParams);
        const outbox = new SocketOutbox(ctx.extra.socket);
        ctx.extra.session = { guarded, expiry, untrack: guard.track(guarded), tabId, outbox };
        return true;
      },
      onClose: (ctx) => {
        const session = ctx.extra.session;
        if (!session) return;
        clearTimeout(session.expiry);
        session.untrack();
        if (session.tabId) {
          services.presence
            .leaveTab(actorOf({ user: session.guarded.viewer }), session.tabId)
            .catch((error: unknown) => console.error('presence leave of a closed socket failed', error));
        }
      },
      onSubscribe: async (ctx, id, payload) => {
        const session = ctx.extra.session;
        if (!session) return [forbidden()];
        let document: DocumentNode;
        try {
          document = parse(payload.query, hardening.parseOptions);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = hardening.validateOperation(schema, document);
        if (errors.length > 0) return errors;
        const refused = operationRefusal(
          schema,
          document,
          payload.variables ?? undefined,
          payload.operationName,
        );
        if (refused) return [refused];
        // The person as stored now decides what this subscription may hear.
        const { guarded } = session;
        const viewer = await confirmViewer(services.api, guarded.token, guarded.viewer);
        if (!viewer) {
          guarded.close();
          return [forbidden()];
        }
        guarded.viewer = viewer;
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createLiveContext(services, guarded.token, viewer, ctx.extra.request.id),
        };
        writers.set(args, (result) => session.outbox.next(id, shared.payloadOf(result, format)));
        return args;
      },
      onNext: (_ctx, _id, _payload, _args, result) => format(result),
    },
    12_000,
  );
}

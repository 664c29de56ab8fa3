import type { WebsocketHandler } from '@fastify/websocket';
import { GraphQLError, parse, subscribe, type DocumentNode, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { bearerToken, type SessionUser, type TokenVerifier } from '../auth/verify-token.js';
import { createContext, type ContextServices } from '../context.js';
import { formatGraphQLError } from '../errors.js';
import { SharedExecution } from '../live/shared-execution.js';
import type { Hardening } from './hardening.js';

interface SocketSession {
  token: string;
  user: SessionUser;
  expiry: NodeJS.Timeout;
}

export interface GraphqlWsOptions {
  schema: GraphQLSchema;
  services: ContextServices;
  verifyToken: TokenVerifier;
  hardening: Hardening;
  production: boolean;
  /** Executions of live events shared by the subscribers of this gateway. */
  shared: SharedExecution;
}

/**
 * graphql-ws on the Fastify socket: the token in `connectionParams.authorization` is checked at
 * connection_init, and the socket closes with 4403 when it is missing, invalid or expires.
 */
export function graphqlWsHandler(options: GraphqlWsOptions): WebsocketHandler {
  const { schema, services, verifyToken, hardening, production, shared } = options;
  return makeHandler<Record<string, unknown> | undefined, { session: SocketSession }>(
    {
      schema,
      // Store, admin and user events resolve once per gateway and event, whatever the number of sockets.
      subscribe: (args) => (SharedExecution.applies(args) ? shared.subscribe(args) : subscribe(args)),
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.authorization);
        const user = token ? await verifyToken(token) : null;
        if (!token || !user) return false; // graphql-ws closes with 4403 Forbidden
        const expiry = setTimeout(
          () => ctx.extra.socket.close(CloseCode.Forbidden, 'Forbidden'),
          Math.max(0, user.expiresAtMs - Date.now()),
        );
        ctx.extra.session = { token, user, expiry };
        return true;
      },
      onClose: (ctx) => clearTimeout(ctx.extra.session?.expiry),
      onSubscribe: (ctx, _id, payload) => {
        const session = ctx.extra.session;
        if (!session) return [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })];
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = hardening.validateOperation(schema, document);
        if (errors.length > 0) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createContext(services, session.token, session.user),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? {
              ...result,
              errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error, production)),
            }
          : result,
    },
    12_000,
  );
}

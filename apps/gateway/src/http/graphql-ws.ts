import type { WebsocketHandler } from '@fastify/websocket';
import { GraphQLError, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { bearerToken, type SessionUser, type TokenVerifier } from '../auth/verify-token.js';
import { createContext, type ContextServices } from '../context.js';
import { formatGraphQLError } from '../errors.js';
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
}

/**
 * graphql-ws on the Fastify socket: the token in `connectionParams.authorization` is checked at
 * connection_init, and the socket closes with 4403 when it is missing, invalid or expires.
 */
export function graphqlWsHandler(options: GraphqlWsOptions): WebsocketHandler {
  const { schema, services, verifyToken, hardening, production } = options;
  return makeHandler<Record<string, unknown> | undefined, { session: SocketSession }>(
    {
      schema,
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

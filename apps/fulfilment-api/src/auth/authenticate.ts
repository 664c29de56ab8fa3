import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { unauthorized } from '../errors.js';
import { findCaller } from '../queries/users.js';
import type { Caller } from './scope.js';
import type { Tokens } from './tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (login, login settings, JWKS). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not public. */
    caller: Caller;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Every route needs a valid token unless it is marked public, so a new route cannot be left open
 * by forgetting a check. The caller is reloaded per request: role and stores may have changed,
 * and a change of access ends every session issued before it.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, tokens: Tokens): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized('A bearer token is required.');
    const verified = await tokens.verify(token).catch(() => null);
    const caller = verified && (await findCaller(db, verified.userId));
    // A token issued before the user's access changed (role, client, stores, claims, password) is
    // refused like an expired one.
    if (!caller || caller.sessionVersion !== verified.sessionVersion)
      throw unauthorized('The token is invalid or has expired.');
    request.caller = caller;
  });
}

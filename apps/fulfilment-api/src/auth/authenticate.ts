import { API_KEY_PREFIX, DEFAULT_CLAIMS } from '@fulfil/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { unauthorized } from '../errors.js';
import { findKeyOfSecret, touchApiKey } from '../queries/api-keys.js';
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
  const keyCaller = apiKeyCallers(db);
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized('A bearer token is required.');
    if (token.startsWith(API_KEY_PREFIX)) {
      request.caller = await keyCaller(token);
      return;
    }
    const verified = await tokens.verify(token).catch(() => null);
    const caller = verified && (await findCaller(db, verified.userId));
    // A token issued before the user's access changed (role, client, stores, claims, password) is
    // refused like an expired one.
    if (!caller || caller.sessionVersion !== verified.sessionVersion)
      throw unauthorized('The token is invalid or has expired.');
    request.caller = caller;
  });
}

/** How often a key's last use is written: its list shows the minute, not every request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The caller an API key acts as: its client, role, stores and that role's claims, named by the key.
 * A revoked key, or one whose client is gone, is refused like an expired token.
 */
function apiKeyCallers(db: Db): (secret: string) => Promise<Caller> {
  const written = new Map<number, number>();
  return async (secret) => {
    const key = await findKeyOfSecret(db, secret);
    if (!key) throw unauthorized('The API key is invalid or was revoked.');
    const now = Date.now();
    if (now - (written.get(key.apiKeyId) ?? 0) >= LAST_USED_EVERY_MS) {
      written.set(key.apiKeyId, now);
      await touchApiKey(db, key.apiKeyId);
    }
    return {
      userId: 0,
      userName: `API key ${key.name}`,
      role: key.role,
      clientId: key.clientId,
      storeIds: key.storeIds,
      claims: [...DEFAULT_CLAIMS[key.role]],
      apiKeyId: key.apiKeyId,
    };
  };
}

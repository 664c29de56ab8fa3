import { API_KEY_PREFIX } from '@fulfil/domain';
import type { FulfilmentApi } from '@fulfil/fulfilment-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** The signed-in user as the API's token describes them. */
export interface SessionUser {
  id: number;
  userName: string;
  /** First and last name, else the sign-in name: how changes and presence name the user. */
  displayName: string;
  role: string;
  /** 0 when the user has no client. */
  clientId: number;
  claims: string[];
  /** When the token expires, in milliseconds since the epoch; Infinity for an API key, which is revoked instead. */
  expiresAtMs: number;
}

/** Resolves the token's user, or null when the token is invalid or expired. */
export type TokenVerifier = (token: string) => Promise<SessionUser | null>;

/** The sign-in name: `preferred_username`, else the e-mail address (`name` is the display name). */
function signInNameOf(payload: JWTPayload): string {
  const name = [payload.preferred_username, payload.email, payload.name].find(
    (value) => typeof value === 'string' && value !== '',
  );
  return String(name ?? '');
}

/** How many verified tokens are remembered, and for how long at most (a key may be withdrawn). */
const REMEMBERED_TOKENS = 10_000;
const REMEMBER_MS = 60_000;

/**
 * Verifies tokens against the API's published keys (fetched once, refreshed when a new key appears),
 * and API keys by asking the API whose they are (`api`). A token verified in the last minute is
 * answered from memory: a signature check is the largest single cost of a request, and a token's
 * claims cannot change. Its expiry is still checked on every request, and the API checks the
 * session or key behind it on every call.
 */
export function createTokenVerifier(fulfilmentApiUrl: string, api: FulfilmentApi): TokenVerifier {
  const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', fulfilmentApiUrl));
  const verified = new Map<string, { user: SessionUser; until: number }>();
  return async (token) => {
    const now = Date.now();
    const known = verified.get(token);
    if (known && now < known.until) return now < known.user.expiresAtMs ? known.user : null;
    verified.delete(token);
    const user = token.startsWith(API_KEY_PREFIX)
      ? await keyHolder(api, token)
      : await verifySignature(token, keys);
    if (!user) return null;
    // Maps keep insertion order: the first key is the oldest entry.
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, { user, until: now + REMEMBER_MS });
    return user;
  };
}

/** The API key's session as the API describes it; null when the API refuses the key. */
async function keyHolder(api: FulfilmentApi, key: string): Promise<SessionUser | null> {
  try {
    const session = await api.withSession({ token: key }).session();
    const { userId: id, userName, displayName, role, clientId, claims } = session;
    return { id, userName, displayName, role, clientId, claims, expiresAtMs: Infinity };
  } catch {
    return null;
  }
}

async function verifySignature(
  token: string,
  keys: ReturnType<typeof createRemoteJWKSet>,
): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, keys);
    if (!payload.sub || !payload.exp) return null;
    const userName = signInNameOf(payload);
    return {
      id: Number(payload.sub),
      userName,
      displayName: typeof payload.name === 'string' && payload.name ? payload.name : userName,
      role: String(payload.role ?? ''),
      clientId: Number(payload.clientId ?? 0),
      claims: Array.isArray(payload.claims) ? payload.claims.map(String) : [],
      expiresAtMs: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` value. */
export function bearerToken(authorization: unknown): string | null {
  if (typeof authorization !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

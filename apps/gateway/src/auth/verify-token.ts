import { createRemoteJWKSet, jwtVerify } from 'jose';

/** The signed-in user as the API's token describes them. */
export interface SessionUser {
  id: number;
  userName: string;
  role: string;
  /** 0 when the user has no client. */
  clientId: number;
  claims: string[];
  /** When the token expires, in milliseconds since the epoch. */
  expiresAtMs: number;
}

/** Resolves the token's user, or null when the token is invalid or expired. */
export type TokenVerifier = (token: string) => Promise<SessionUser | null>;

/** Verifies tokens against the API's published keys (fetched once, refreshed when a new key appears). */
export function createTokenVerifier(fulfilmentApiUrl: string): TokenVerifier {
  const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', fulfilmentApiUrl));
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys);
      if (!payload.sub || !payload.exp) return null;
      return {
        id: Number(payload.sub),
        userName: String(payload.name ?? ''),
        role: String(payload.role ?? ''),
        clientId: Number(payload.clientId ?? 0),
        claims: Array.isArray(payload.claims) ? payload.claims.map(String) : [],
        expiresAtMs: payload.exp * 1000,
      };
    } catch {
      return null;
    }
  };
}

/** The token of an `Authorization: Bearer <token>` value. */
export function bearerToken(authorization: unknown): string | null {
  if (typeof authorization !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

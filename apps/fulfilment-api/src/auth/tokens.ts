import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { fullName } from '../queries/layout/rows.js';
import { ALGORITHM, type SigningKey } from './signing-keys.js';

/** What a token says about its bearer (docs/rest-contract.md, Conventions). */
export interface TokenSubject {
  userId: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string;
  clientId: number | null;
  claims: string[];
  /** The user's session version now; the token is refused once it moves on. */
  sessionVersion: number;
}

/** Who a valid token names, and the session version it was issued at. */
export interface VerifiedToken {
  userId: number;
  sessionVersion: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export interface Tokens {
  issue(subject: TokenSubject): Promise<IssuedToken>;
  /** Who a valid, unexpired token names; throws otherwise. */
  verify(token: string): Promise<VerifiedToken>;
  jwks: SigningKey['jwks'];
}

export function createTokens(key: SigningKey, ttlSeconds: number): Tokens {
  const keySet = createLocalJWKSet(key.jwks);
  return {
    jwks: key.jwks,
    async issue(subject) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expires = issuedAt + ttlSeconds;
      const token = await new SignJWT({
        role: subject.role,
        clientId: subject.clientId ?? 0,
        claims: subject.claims,
        // Shown by the gateway as who is acting.
        name: fullName(subject) || subject.userName,
        preferred_username: subject.userName,
        email: subject.email,
        sv: subject.sessionVersion,
      })
        .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
        .setSubject(String(subject.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key.privateKey);
      return { token, expiresAt: new Date(expires * 1000).toISOString() };
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, keySet, { algorithms: [ALGORITHM] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0) throw new Error('Token has no user id.');
      const sessionVersion = Number(payload.sv);
      if (!Number.isInteger(sessionVersion)) throw new Error('Token has no session version.');
      return { userId, sessionVersion };
    },
  };
}

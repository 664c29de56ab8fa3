import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

export const ALGORITHM = 'ES256';

/** Arbitrary constant so that processes starting together create one key, not one each. */
const KEY_LOCK_ID = 4_001_002;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** Public keys of every stored key, as published at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
}

/**
 * Loads the newest stored ES256 key, creating it on first start. Keys live in the database so that
 * restarts and every process sharing the database sign and verify with the same key.
 */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  const rows = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${KEY_LOCK_ID})`.execute(trx);
    const stored = await trx.selectFrom('signingKeys').selectAll().orderBy('createdAt', 'desc').execute();
    if (stored.length > 0) return stored;
    const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM };
    return trx
      .insertInto('signingKeys')
      .values({ kid, publicJwk: JSON.stringify(publicJwk), privateJwk: JSON.stringify(privateJwk) })
      .returningAll()
      .execute();
  });
  const newest = rows[0]!;
  return {
    kid: newest.kid,
    privateKey: (await importJWK(newest.privateJwk as JWK, ALGORITHM)) as CryptoKey,
    jwks: { keys: rows.map((row) => row.publicJwk as JWK) },
  };
}

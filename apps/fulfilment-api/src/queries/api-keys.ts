/** API keys of a client: machine credentials, kept as a hash (docs/rest-contract.md, "API keys"). */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH, type ApiKeyRole } from '@fulfil/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** The key row of the contract: everything but the hash. */
const COLUMNS = [
  'apiKeyId',
  'clientId',
  'name',
  'role',
  'storeIds',
  'keyStart',
  'createdBy',
  'createdAt',
  'lastUsedAt',
  'revokedBy',
  'revokedAt',
] as const;

/** A key is 32 random bytes: a plain SHA-256 of it cannot be reversed, and is quick to look up. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The client's keys, revoked ones included, newest first. */
export const listApiKeys = (db: Db, clientId: number) =>
  db
    .selectFrom('apiKeys')
    .select(COLUMNS)
    .where('clientId', '=', clientId)
    .orderBy('apiKeyId', 'desc')
    .execute();

export const findApiKey = (db: Db, apiKeyId: number) =>
  db.selectFrom('apiKeys').select(COLUMNS).where('apiKeyId', '=', apiKeyId).executeTakeFirst();

/** Makes a key and stores its hash; resolves to the stored row and the key itself, this once. */
export async function insertApiKey(
  db: Db,
  key: { clientId: number; name: string; role: ApiKeyRole; storeIds: number[] },
  by: string,
) {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const apiKey = await db
    .insertInto('apiKeys')
    .values({
      ...key,
      keyHash: hashOf(secret),
      keyStart: secret.slice(0, API_KEY_SHOWN_LENGTH),
      createdBy: by,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { apiKey, secret };
}

/** Revokes a key that is not revoked yet; undefined when it was (or is gone). */
export const revokeApiKey = (db: Db, apiKeyId: number, by: string) =>
  db
    .updateTable('apiKeys')
    .set({ revokedBy: by, revokedAt: sql`now()` })
    .where('apiKeyId', '=', apiKeyId)
    .where('revokedAt', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();

/**
 * The unrevoked key a secret belongs to, with the stores it may still act in (a store moved to
 * another client or deleted since drops out).
 */
export async function findKeyOfSecret(db: Db, secret: string) {
  const key = await db
    .selectFrom('apiKeys')
    .select(['apiKeyId', 'clientId', 'name', 'role', 'storeIds'])
    .where('keyHash', '=', hashOf(secret))
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (!key || key.storeIds.length === 0) return key;
  const stores = await db
    .selectFrom('stores')
    .select('storeId')
    .where('clientId', '=', key.clientId)
    .where('storeId', 'in', key.storeIds)
    .execute();
  return { ...key, storeIds: stores.map((store) => store.storeId) };
}

/** Notes the key's use; the caller writes at most once a minute per key. */
export const touchApiKey = (db: Db, apiKeyId: number) =>
  db
    .updateTable('apiKeys')
    .set({ lastUsedAt: sql`now()` })
    .where('apiKeyId', '=', apiKeyId)
    .execute();

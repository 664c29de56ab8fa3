import { randomBytes } from 'node:crypto';
import { DEFAULT_CLAIMS, type Role } from '@fulfil/domain';
import bcrypt from 'bcryptjs';
import { canManageUser, canPlaceUserInClient } from '../auth/user-rules.js';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { forbidden, notFound } from '../errors.js';
import { assignedStoreIds } from './users.js';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

export const hashPassword = (password: string) => bcrypt.hash(password, 10);

/** Not a bcrypt hash, so no password matches it until the account's password is reset. */
export const unusablePasswordHash = () => `!${randomBytes(24).toString('base64url')}`;

export const claimsOf = (role: Role) => [...DEFAULT_CLAIMS[role]];

/** The user about to be changed, after the tenant check: 404 when missing, 403 outside scope. */
export async function requireManagedUser(db: Db, caller: Caller, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['userId', 'clientId', 'role', 'version'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound(`User ${userId}`);
  const target = { ...user, storeIds: await assignedStoreIds(db, userId) };
  if (!canManageUser(caller, target)) throw forbidden();
  return target;
}

/** The client a user is written into, after the tenant check; null is no client. */
export async function requirePlacementClient(db: Db, caller: Caller, clientId: number | null) {
  if (!canPlaceUserInClient(caller, clientId)) throw forbidden();
  if (clientId === null) return { clientId: null, curbsideOnly: false };
  const client = await db
    .selectFrom('clients')
    .select(['clientId', 'curbsideOnly'])
    .where('clientId', '=', clientId)
    .executeTakeFirst();
  if (!client) throw notFound(`Client ${clientId}`);
  return client;
}

/**
 * Why the stores cannot be given to a user of `clientId`, or null. A storeManager may give only
 * stores it has itself: anything else is outside its scope (403).
 */
export async function storesRefusal(
  db: Db,
  caller: Caller,
  clientId: number | null,
  storeIds: number[],
): Promise<string | null> {
  if (caller.role === 'storeManager' && storeIds.some((storeId) => !caller.storeIds.includes(storeId)))
    throw forbidden();
  if (storeIds.length === 0) return null;
  const found = await db
    .selectFrom('stores')
    .select(['storeId', 'clientId'])
    .where('storeId', 'in', storeIds)
    .execute();
  const stranger = storeIds.find(
    (storeId) => found.find((s) => s.storeId === storeId)?.clientId !== clientId,
  );
  return stranger === undefined ? null : `Store ${stranger} does not belong to the user's client.`;
}

/** Which unique field a new or changed user collides on, or null. */
export async function duplicateRefusal(
  db: Db,
  user: { userName: string; email: string },
  exceptUserId?: number,
): Promise<string | null> {
  let query = db
    .selectFrom('users')
    .select(['userName', 'email'])
    .where((eb) => eb.or([eb('userName', '=', user.userName), eb('email', '=', user.email)]));
  if (exceptUserId !== undefined) query = query.where('userId', '<>', exceptUserId);
  const other = await query.executeTakeFirst();
  if (!other) return null;
  return other.userName === user.userName
    ? `A user named '${user.userName}' already exists.`
    : `A user with the e-mail address '${user.email}' already exists.`;
}

/** Replaces the user's assigned stores with `storeIds`, in one transaction. */
export async function replaceUserStores(trx: Db, userId: number, storeIds: number[]) {
  await trx.deleteFrom('userStores').where('userId', '=', userId).execute();
  if (storeIds.length)
    await trx
      .insertInto('userStores')
      .values(storeIds.map((storeId) => ({ userId, storeId })))
      .execute();
}

import { randomBytes } from 'node:crypto';
import { DEFAULT_CLAIMS, type Role } from '@fulfil/domain';
import bcrypt from 'bcryptjs';
import { canManageUser, canPlaceUserInClient } from '../auth/user-rules.js';
import type { Caller } from '../auth/scope.js';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.js';
import { nullWhenDuplicate } from '../db/errors.js';
import type { Tables } from '../db/tables.js';
import { forbidden, notFound } from '../errors.js';
import { assignedStoreIds } from './users.js';
import { nextVersion } from './versioned.js';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

export const hashPassword = (password: string) => bcrypt.hash(password, 10);

/** Whether `password` is the one `hash` was made from. */
export const passwordMatches = (password: string, hash: string) => bcrypt.compare(password, hash);

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
  // Only stores taken away are deleted: losing a store ends the user's sessions (migration 010),
  // keeping one must not.
  const removed = trx.deleteFrom('userStores').where('userId', '=', userId);
  await (storeIds.length ? removed.where('storeId', 'not in', storeIds) : removed).execute();
  if (storeIds.length)
    await trx
      .insertInto('userStores')
      .values(storeIds.map((storeId) => ({ userId, storeId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/**
 * The stores a user has once `caller` gives them `storeIds`: a storeManager changes only its own
 * stores, so the user's other stores stay.
 */
export function storesAfterChange(caller: Caller, current: readonly number[], storeIds: readonly number[]) {
  const kept =
    caller.role === 'storeManager' ? current.filter((storeId) => !caller.storeIds.includes(storeId)) : [];
  return [...new Set([...kept, ...storeIds])];
}

/** Sets the user's assigned stores to `storeIds`, in a transaction of its own. */
export const setUserStores = (db: Db, userId: number, storeIds: number[]) =>
  db.transaction().execute((trx) => replaceUserStores(trx, userId, storeIds));

/** A user's columns that the user forms write. */
export type UserColumns = Pick<
  Tables['users'],
  'userName' | 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'clientId' | 'role'
>;

/**
 * Stores a new user and their stores in one transaction; resolves to the new id, or null when the
 * user name or e-mail address was taken in the meantime.
 */
export const insertUser = (
  db: Db,
  user: UserColumns &
    Pick<
      Insertable<Tables['users']>,
      | 'passwordHash'
      | 'claims'
      | 'receiveArrivalNotifications'
      | 'isForcedLabelScan'
      | 'isForcedScanDuringCarryout'
    >,
  storeIds: number[],
  by: string,
): Promise<number | null> =>
  db
    .transaction()
    .execute(async (trx) => {
      const { userId } = await trx
        .insertInto('users')
        .values({ ...user, updatedBy: by })
        .returning('userId')
        .executeTakeFirstOrThrow();
      await replaceUserStores(trx, userId, storeIds);
      return userId;
    })
    .catch(nullWhenDuplicate);

/**
 * Writes a user's columns if the row still has `version`: true when written, false when it did not
 * (stale or gone), null when the user name or e-mail address is taken. A user moved to another
 * client loses the stores of the old one, in the same transaction.
 */
export const updateUser = (
  db: Db,
  row: { userId: number; version: number; movedToClient: boolean },
  changes: UserColumns & Pick<Updateable<Tables['users']>, 'claims' | 'receiveArrivalNotifications'>,
  by: string,
): Promise<boolean | null> =>
  db
    .transaction()
    .execute(async (trx) => {
      const written = await trx
        .updateTable('users')
        .set({ ...changes, ...nextVersion(by) })
        .where('userId', '=', row.userId)
        .where('version', '=', row.version)
        .returning('userId')
        .executeTakeFirst();
      if (written && row.movedToClient) {
        await trx
          .deleteFrom('userStores')
          .where('userId', '=', row.userId)
          .where('storeId', 'not in', (eb) =>
            eb
              .selectFrom('stores')
              .select('storeId')
              .where('clientId', '=', changes.clientId ?? 0),
          )
          .execute();
      }
      return written !== undefined;
    })
    .catch(nullWhenDuplicate);

/** The columns a person changes on their own profile. */
export type ProfileColumns = Pick<Tables['users'], 'email' | 'firstName' | 'lastName' | 'phoneNumber'>;

/**
 * Writes a person's own profile columns if the row still has `version`: true when written, false
 * when it did not (stale), null when the e-mail address is taken.
 */
export const updateProfile = (
  db: Db,
  row: { userId: number; version: number },
  changes: ProfileColumns,
  by: string,
): Promise<boolean | null> =>
  db
    .updateTable('users')
    .set({ ...changes, ...nextVersion(by) })
    .where('userId', '=', row.userId)
    .where('version', '=', row.version)
    .returning('userId')
    .executeTakeFirst()
    .then((written) => written !== undefined)
    .catch(nullWhenDuplicate);

export const deleteUser = (db: Db, userId: number) =>
  db.deleteFrom('users').where('userId', '=', userId).execute();

/** Gives the user a role and that role's claims. */
export const setUserRole = (db: Db, userId: number, role: Role, by: string) =>
  db
    .updateTable('users')
    .set({ role, claims: claimsOf(role), ...nextVersion(by) })
    .where('userId', '=', userId)
    .execute();

/** Assigns the user every store of their client, keeping those they had. */
export const assignAllClientStores = (db: Db, userId: number, clientId: number) =>
  db
    .insertInto('userStores')
    .columns(['userId', 'storeId'])
    .expression((eb) =>
      eb
        .selectFrom('stores')
        .select((inner) => [inner.val(userId).as('userId'), 'storeId'])
        .where('clientId', '=', clientId),
    )
    .onConflict((oc) => oc.columns(['userId', 'storeId']).doNothing())
    .execute();

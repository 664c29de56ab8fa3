import { isRole, ROLE_NAMES } from '@fulfil/domain';
import { canReadUser, type Caller } from '../auth/scope.js';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { forbidden, notFound } from '../errors.js';
import { integrationEnabled } from './clients.js';
import { listStores } from './stores.js';

export async function assignedStoreIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('userStores').select('storeId').where('userId', '=', userId).execute();
  return rows.map((row) => row.storeId);
}

/**
 * The request's caller, with the stores assigned now (not when the token was issued), in one query:
 * every request pays for it.
 */
export function findCaller(
  db: Db,
  userId: number,
): Promise<(Caller & { sessionVersion: number }) | undefined> {
  return db
    .selectFrom('users')
    .select(['userId', 'userName', 'role', 'clientId', 'claims', 'sessionVersion'])
    .select(
      sql<number[]>`array(SELECT store_id FROM user_stores WHERE user_id = users.user_id)`.as('storeIds'),
    )
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** What a token and the login answer carry about a user. */
export function findSessionUser(db: Db, by: { userId: number } | { email: string }) {
  return db
    .selectFrom('users')
    .leftJoin('clients', 'clients.clientId', 'users.clientId')
    .select([
      'users.userId',
      'users.userName',
      'users.firstName',
      'users.lastName',
      'users.email',
      'users.passwordHash',
      'users.role',
      'users.clientId',
      'users.claims',
      'users.sessionVersion',
      integrationEnabled().as('clientIntegrationEnabled'),
    ])
    .where((eb) =>
      'userId' in by
        ? eb('users.userId', '=', by.userId)
        : eb(eb.fn('lower', ['users.email']), '=', by.email.toLowerCase()),
    )
    .executeTakeFirst();
}

/** The id of the user of a name as stored (lower-case), if there is one. */
export async function findUserIdByName(db: Db, userName: string): Promise<number | undefined> {
  const user = await db
    .selectFrom('users')
    .select('userId')
    .where('userName', '=', userName)
    .executeTakeFirst();
  return user?.userId;
}

/** The user record of the contract (GET /user/ById, searches), without its stores. */
export function selectUserRecords(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('clients', 'clients.clientId', 'users.clientId')
    .select((eb) => [
      'users.userId as id',
      'users.userName',
      'users.email as emailAddress',
      'users.firstName as firstname',
      'users.lastName as lastname',
      'users.phoneNumber',
      eb.fn.coalesce('users.clientId', eb.lit(0)).as('client'),
      'clients.name as clientName',
      'users.role',
      'users.claims',
      integrationEnabled().as('clientIntegrationEnabled'),
      'users.receiveArrivalNotifications',
      'users.version',
      'users.updatedAt',
      'users.updatedBy',
    ]);
}

/** The friendly name of a role key, or the key itself when it is not one of ROLES. */
export const roleName = (role: string) => (isRole(role) ? ROLE_NAMES[role] : role);

/** The user record of GET /user/ById, without its stores. */
export async function findUserRecord(db: Db, userId: number) {
  const user = await selectUserRecords(db).where('users.userId', '=', userId).executeTakeFirst();
  return user && { ...user, roleName: roleName(user.role) };
}

/** The target user, after the tenant check: 404 when missing, 403 when outside the caller's scope. */
export function requireReadableUser(db: Db, caller: Caller, userId: number): Promise<void> {
  return requireReadableUsers(db, caller, [userId]);
}

/** The single read's rule for several users in two queries: 404 for the first unknown id, 403 if any is out of scope. */
export async function requireReadableUsers(
  db: Db,
  caller: Caller,
  userIds: readonly number[],
): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['userId', 'clientId'])
    .where('userId', 'in', userIds)
    .execute();
  const missing = userIds.find((userId) => !users.some((user) => user.userId === userId));
  if (missing !== undefined) throw notFound(`User ${missing}`);
  const assigned = await db
    .selectFrom('userStores')
    .select(['userId', 'storeId'])
    .where('userId', 'in', userIds)
    .execute();
  const storeIdsOf = (userId: number) =>
    assigned.filter((row) => row.userId === userId).map((row) => row.storeId);
  if (!users.every((user) => canReadUser(caller, { ...user, storeIds: storeIdsOf(user.userId) })))
    throw forbidden();
}

/** The user's assigned stores that the caller may see, as listed on the user record. */
export async function userStoreSummaries(db: Db, caller: Caller, userId: number) {
  const stores = await listStores(db, caller, { assignedTo: [userId] });
  return stores.map(({ clientId, storeId, name }) => ({ clientId, storeId, name }));
}

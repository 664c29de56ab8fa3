import { ROLE_NAMES, ROLES } from '@fulfil/domain';
import type { UserSearchBody, UserSearchField } from '@fulfil/rest-contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Tables } from '../db/tables.js';
import { roleName, selectUserRecords } from './users.js';

type UsersEb = ExpressionBuilder<Tables, 'users' | 'clients'>;

/** Which users a search may return, decided by the route from the caller's scope. */
export type UserScope = (eb: UsersEb) => Expression<SqlBool>;

/** Every user (a systemAdmin's search). */
export const everyUser: UserScope = (eb) => eb.lit(true);

/** The users of one client. */
export const ofClient =
  (clientId: number): UserScope =>
  (eb) =>
    eb('users.clientId', '=', clientId);

/** The users in both scopes. */
export const bothOf =
  (first: UserScope, second: UserScope): UserScope =>
  (eb) =>
    eb.and([first(eb), second(eb)]);

/** Users assigned to one of `storeIds`. */
export const assignedToAny =
  (storeIds: number[]): UserScope =>
  (eb) =>
    storeIds.length === 0
      ? eb.lit(false)
      : eb.exists(
          eb
            .selectFrom('userStores')
            .select('userStores.storeId')
            .whereRef('userStores.userId', '=', 'users.userId')
            .where('userStores.storeId', 'in', storeIds),
        );

/** A LIKE pattern that finds `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * "Contains", case-insensitive. User names and e-mails are stored lower-case, so the plain columns
 * match and their trigram indexes (migration 004) serve the search; likewise lower(clients.name).
 * Roles are matched by friendly name (or key) in memory: there are only a few.
 */
function contains(eb: UsersEb, field: UserSearchField, text: string): Expression<SqlBool> {
  const pattern = containing(text.toLowerCase());
  switch (field) {
    case 'UserName':
      return eb('users.userName', 'like', pattern);
    case 'EmailAddress':
      return eb('users.email', 'like', pattern);
    case 'ClientName':
      return eb(eb.fn('lower', ['clients.name']), 'like', pattern);
    case 'RoleName': {
      const needle = text.toLowerCase();
      const roles = ROLES.filter(
        (role) => ROLE_NAMES[role].toLowerCase().includes(needle) || role.toLowerCase().includes(needle),
      );
      return roles.length ? eb('users.role', 'in', roles) : eb.lit(false);
    }
  }
}

/** The role's friendly name in SQL, so that RoleName sorts as the list shows it. */
const roleNameSql = sql<string>`CASE ${sql.ref('users.role')} ${sql.join(
  ROLES.map((role) => sql`WHEN ${sql.lit(role)} THEN ${sql.lit(ROLE_NAMES[role])}`),
  sql` `,
)} ELSE ${sql.ref('users.role')} END`;

/** Sort keys; user name and e-mail use the lower() expression indexes of migrations 001 and 004. */
function sortKey(eb: UsersEb, field: UserSearchField) {
  switch (field) {
    case 'UserName':
      return eb.fn<string>('lower', ['users.userName']);
    case 'EmailAddress':
      return eb.fn<string>('lower', ['users.email']);
    case 'ClientName':
      return eb.fn<string>('lower', ['clients.name']);
    case 'RoleName':
      return roleNameSql;
  }
}

/**
 * One page of the users in `scope` matching every filter (any of a filter's values), sorted by the
 * chosen column (default UserName ascending) and then by user id, so that pages never overlap.
 */
export function userSearchQuery(db: Db, scope: UserScope, search: UserSearchBody) {
  const filters = (search.filterRequest ?? [])
    .map((filter) => ({ ...filter, values: filter.values.map((v) => v.trim()).filter(Boolean) }))
    .filter((filter) => filter.values.length > 0);
  const sort = search.sortingRequest ?? { field: 'UserName', direction: 'Ascending' };
  return selectUserRecords(db)
    .where(scope)
    .where((eb) =>
      eb.and(filters.map((filter) => eb.or(filter.values.map((value) => contains(eb, filter.field, value))))),
    )
    .orderBy((eb) => sortKey(eb, sort.field), sort.direction === 'Descending' ? 'desc' : 'asc')
    .orderBy('users.userId')
    .offset(search.pagingRequest.skip)
    .limit(search.pagingRequest.take);
}

export async function searchUsers(db: Db, scope: UserScope, search: UserSearchBody) {
  const rows = await userSearchQuery(db, scope, search).execute();
  return rows.map((row) => ({ ...row, roleName: roleName(row.role) }));
}

/** The zones of `storeId` that each of the users belongs to. */
export async function zonesOfUsers(db: Db, storeId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { zoneId: number; name: string }[]>();
  const links = await db
    .selectFrom('zoneUsers as zu')
    .innerJoin('zones as z', 'z.zoneId', 'zu.zoneId')
    .select(['zu.userId', 'z.zoneId', 'z.name'])
    .where('z.storeId', '=', storeId)
    .where('zu.userId', 'in', userIds)
    .orderBy('z.sequenceId')
    .orderBy('z.zoneId')
    .execute();
  const zones = new Map<number, { zoneId: number; name: string }[]>();
  for (const { userId, zoneId, name } of links) {
    zones.set(userId, [...(zones.get(userId) ?? []), { zoneId, name }]);
  }
  return zones;
}

/** The users assigned to `storeId`, by user name, with what the store's role groups show of them. */
export function usersOfStore(db: Db, storeId: number) {
  return db
    .selectFrom('users')
    .innerJoin('userStores', 'userStores.userId', 'users.userId')
    .select(['users.userId', 'users.userName', 'users.firstName', 'users.lastName', 'users.role'])
    .where('userStores.storeId', '=', storeId)
    .orderBy('users.userName')
    .execute();
}

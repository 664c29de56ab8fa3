import { ROLE_NAMES, ROLES } from '@fulfil/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Tables } from '../db/tables.js';
import { roleName, selectUserRecords } from './users.js';

/** Columns of the users search, as the contract names them. */
export const USER_FIELDS = ['UserName', 'EmailAddress', 'ClientName', 'RoleName'] as const;
export type UserField = (typeof USER_FIELDS)[number];

/** Body of the users searches (spec 1 section 3, "User search request"). */
export interface UserSearch {
  pagingRequest: { skip: number; take: number };
  filterRequest?: { field: UserField; operation: 'Contains'; values: string[] }[];
  sortingRequest?: { field: UserField; direction: 'Ascending' | 'Descending' };
}

type UsersEb = ExpressionBuilder<Tables, 'users' | 'clients'>;

/** Which users a search may return, decided by the route from the caller's scope. */
export type UserScope = (eb: UsersEb) => Expression<SqlBool>;

/** A LIKE pattern that finds `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * "Contains", case-insensitive. User names and e-mails are stored lower-case, so the plain columns
 * match and their trigram indexes (migration 004) serve the search; likewise lower(clients.name).
 * Roles are matched by friendly name (or key) in memory: there are only a few.
 */
function contains(eb: UsersEb, field: UserField, text: string): Expression<SqlBool> {
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
function sortKey(eb: UsersEb, field: UserField) {
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
export function userSearchQuery(db: Db, scope: UserScope, search: UserSearch) {
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

export async function searchUsers(db: Db, scope: UserScope, search: UserSearch) {
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

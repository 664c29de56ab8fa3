import type { ApolloCache } from '@apollo/client';
import {
  UserFieldsFragmentDoc,
  UserRowFragmentDoc,
  UserZoneChoicesDocument,
  type QueryUsersArgs,
  type UserFieldsFragment,
  type UserSearchInput,
  type UserZoneRefFragment,
  type UserZoneMembersFragment,
} from '../../gql/graphql';
import { changeLists, deleteRow } from '../../lib/list-cache';
import { USER_FIELD_VALUE } from './user-search';

/** Whether the page's scope holds the user; undefined when that cannot be told (stores unknown). */
function inScope(
  user: UserFieldsFragment,
  storeIds: readonly string[] | undefined,
  scope: QueryUsersArgs['scope'],
) {
  if (scope?.storeId) return storeIds?.includes(scope.storeId);
  if (scope?.clientId) return user.clientId === scope.clientId;
  return true;
}

function matchesFilters(user: UserFieldsFragment, search: UserSearchInput): boolean {
  return (search.filters ?? []).every(({ field, text }) =>
    USER_FIELD_VALUE[field](user).toLowerCase().includes(text.toLowerCase()),
  );
}

const FIELD_NAMES = {
  USER_NAME: 'userName',
  EMAIL: 'email',
  CLIENT_NAME: 'clientName',
  ROLE_NAME: 'roleName',
} as const;

/**
 * Puts a created or changed user into every cached page of users where it belongs, in the page's
 * sort order, and takes it out of those it no longer belongs to, without refetching anything. A user
 * sorting before the first row of a later page, or after the last row of a full page, belongs to
 * another page and is left out. `storeIds` are the user's stores, when known.
 *
 * The user's zones stay as the cache has them: only a store search and zone changes know them.
 */
export function storeUser(cache: ApolloCache, user: UserFieldsFragment, storeIds?: readonly string[]): void {
  const ref = cache.writeFragment({
    fragment: UserFieldsFragmentDoc,
    data: user,
    fragmentName: 'UserFields',
  });
  if (!ref) return;
  // A user the cache first hears of (just created, or new to this page) is in no zone yet.
  const row = cache.readFragment({
    fragment: UserRowFragmentDoc,
    fragmentName: 'UserRow',
    id: cache.identify(ref),
  });
  if (!row)
    cache.writeFragment({
      fragment: UserRowFragmentDoc,
      fragmentName: 'UserRow',
      data: { ...user, zones: [] },
    });
  changeLists(cache, 'users', (existing, { args, readField }) => {
    const present = existing.some((item) => readField('id', item) === user.id);
    const scoped = inScope(user, storeIds, args.scope);
    // Without the user's stores a store page keeps what it has.
    if (scoped === undefined) return existing;
    const others = existing.filter((item) => readField('id', item) !== user.id);
    if (!scoped || !matchesFilters(user, args.search)) return present ? others : existing;

    const field = args.search.sortField ?? 'USER_NAME';
    const factor = args.search.sortDirection === 'DESCENDING' ? -1 : 1;
    const value = USER_FIELD_VALUE[field](user);
    const index = others.findIndex((item) => {
      const other = String(readField(FIELD_NAMES[field], item) ?? '');
      return factor * value.localeCompare(other, undefined, { sensitivity: 'base' }) < 0;
    });
    const at = index === -1 ? others.length : index;
    if (at === 0 && args.search.skip > 0 && others.length > 0) return others;
    if (at === others.length && others.length >= args.search.take) return others;
    return [...others.slice(0, at), ref, ...others.slice(at)].slice(0, args.search.take);
  });
}

/** Removes a deleted user from every cached page and from the cache. */
export function removeUser(cache: ApolloCache, userId: string): void {
  deleteRow(cache, 'users', { __typename: 'User', id: userId });
}

/** Every user the cache holds, by cache id. */
function cachedUserIds(cache: ApolloCache): string[] {
  return Object.keys(cache.extract() as Record<string, unknown>).filter((id) => id.startsWith('User:'));
}

/** Rewrites the zones of every cached user with `change`. */
function changeUserZones(
  cache: ApolloCache,
  change: (zones: readonly UserZoneRefFragment[], userId: string) => readonly UserZoneRefFragment[],
): void {
  for (const id of cachedUserIds(cache)) {
    cache.modify({
      id,
      fields: {
        // Zones of a user are plain objects (no id of their own), never references.
        zones: (zones, { readField }) =>
          change(zones as readonly UserZoneRefFragment[], String(readField('id'))) as typeof zones,
      },
    });
  }
}

/** A zone as stored now: its members list it among their zones, the others do not, and so does the store's zone list. */
export function storeZone(cache: ApolloCache, storeId: string, zone: UserZoneMembersFragment): void {
  const members = new Set(zone.users.map((user) => user.userId));
  const entry: UserZoneRefFragment = { __typename: 'UserZone', zoneId: zone.zoneId, name: zone.name };
  changeUserZones(cache, (zones, userId) => {
    const others = zones.filter((z) => z.zoneId !== zone.zoneId);
    return members.has(userId) ? [...others, entry] : others;
  });
  cache.updateQuery({ query: UserZoneChoicesDocument, variables: { storeId } }, (data) => {
    if (!data) return data;
    const known = data.zones.some((z) => z.zoneId === zone.zoneId);
    return {
      zones: known ? data.zones.map((z) => (z.zoneId === zone.zoneId ? zone : z)) : [...data.zones, zone],
    };
  });
}

/** A deleted zone leaves every user's zones and the store's zone list. */
export function removeZone(cache: ApolloCache, storeId: string, zoneId: string): void {
  changeUserZones(cache, (zones) => zones.filter((z) => z.zoneId !== zoneId));
  cache.updateQuery({ query: UserZoneChoicesDocument, variables: { storeId } }, (data) =>
    data ? { zones: data.zones.filter((z) => z.zoneId !== zoneId) } : data,
  );
}

import { describe, expect, it } from 'vitest';
import type { InMemoryCache } from '@apollo/client';
import { UsersDocument, type UserRowFragment, type UsersQueryVariables } from '../../gql/graphql';
import { createCache } from '../../lib/cache';
import { removeUser, storeUser } from './user-cache';

function user(id: string, userName: string, clientId = '1'): UserRowFragment {
  return {
    __typename: 'User',
    id,
    userName,
    email: `${userName}@demo.test`,
    firstName: null,
    lastName: null,
    phoneNumber: null,
    role: 'shopper',
    roleName: 'Shopper',
    clientId,
    clientName: clientId === '1' ? 'Demo Grocers' : 'Other Foods',
    receiveArrivalNotifications: true,
    version: 1,
    zones: [],
  };
}

const page = (skip: number, take: number, extra: Partial<UsersQueryVariables['search']> = {}) => ({
  scope: { clientId: '1' },
  search: {
    skip,
    take,
    filters: [],
    sortField: 'USER_NAME' as const,
    sortDirection: 'ASCENDING' as const,
    ...extra,
  },
});

function cacheWith(variables: UsersQueryVariables, users: UserRowFragment[]): InMemoryCache {
  const cache = createCache();
  cache.writeQuery({ query: UsersDocument, variables, data: { users } });
  return cache;
}

const namesOf = (cache: InMemoryCache, variables: UsersQueryVariables) =>
  cache.readQuery({ query: UsersDocument, variables })?.users.map((u) => u.userName);

describe('placing a changed user into cached pages of users', () => {
  it('keeps the zones a store page shows when a save answer (which has none) is stored', () => {
    const store = { ...page(0, 3), scope: { storeId: '7' } };
    const zoned = {
      ...user('1', 'anna'),
      zones: [{ __typename: 'UserZone' as const, zoneId: '4', name: 'Aisles' }],
    };
    const cache = cacheWith(store, [zoned]);
    const { zones: _zones, ...saved } = { ...zoned, role: 'leadShopper', version: 2 };
    storeUser(cache, saved, ['7']);
    expect(cache.readQuery({ query: UsersDocument, variables: store })?.users[0]).toMatchObject({
      role: 'leadShopper',
      zones: [{ zoneId: '4', name: 'Aisles' }],
    });
  });

  it('gives a user first heard of in a save answer no zones', () => {
    const store = { ...page(0, 3), scope: { storeId: '7' } };
    const cache = cacheWith(store, []);
    const { zones: _zones, ...created } = user('2', 'bert');
    storeUser(cache, created, ['7']);
    expect(cache.readQuery({ query: UsersDocument, variables: store })?.users).toMatchObject([
      { id: '2', zones: [] },
    ]);
  });

  it('puts a new user of the client into the first page in sort order', () => {
    const first = page(0, 3);
    const cache = cacheWith(first, [user('1', 'anna'), user('2', 'carl')]);
    storeUser(cache, user('3', 'bert'));
    expect(namesOf(cache, first)).toEqual(['anna', 'bert', 'carl']);
  });

  it('follows a descending sort', () => {
    const first = page(0, 3, { sortDirection: 'DESCENDING' });
    const cache = cacheWith(first, [user('2', 'carl'), user('1', 'anna')]);
    storeUser(cache, user('3', 'bert'));
    expect(namesOf(cache, first)).toEqual(['carl', 'bert', 'anna']);
  });

  it('leaves out a user of another client, or one the search does not match', () => {
    const searched = page(0, 30, { filters: [{ field: 'USER_NAME', text: 'AN' }] });
    const cache = cacheWith(searched, [user('1', 'anna')]);
    storeUser(cache, user('2', 'dan', '2'));
    storeUser(cache, user('3', 'bert'));
    storeUser(cache, user('4', 'hannah'));
    expect(namesOf(cache, searched)).toEqual(['anna', 'hannah']);
  });

  it('leaves a user sorting after a full page to a later page, and before a later page to an earlier one', () => {
    const full = page(0, 2);
    const later = page(2, 3);
    const cache = cacheWith(full, [user('1', 'anna'), user('2', 'bert')]);
    cache.writeQuery({
      query: UsersDocument,
      variables: later,
      data: { users: [user('5', 'erik'), user('7', 'gina')] },
    });
    storeUser(cache, user('6', 'fred'));
    expect(namesOf(cache, full)).toEqual(['anna', 'bert']);
    expect(namesOf(cache, later)).toEqual(['erik', 'fred', 'gina']);
    storeUser(cache, user('3', 'abel'));
    expect(namesOf(cache, later)).toEqual(['erik', 'fred', 'gina']);
  });

  it('keeps a page at its size: the row pushed past the end goes', () => {
    const full = page(0, 2);
    const cache = cacheWith(full, [user('1', 'anna'), user('2', 'carl')]);
    storeUser(cache, user('3', 'bert'));
    expect(namesOf(cache, full)).toEqual(['anna', 'bert']);
  });

  it('moves a renamed user to its new place and takes out one that no longer matches', () => {
    const searched = page(0, 30, { filters: [{ field: 'USER_NAME', text: 'a' }] });
    const cache = cacheWith(searched, [user('1', 'anna'), user('2', 'carl'), user('3', 'dana')]);
    storeUser(cache, { ...user('1', 'zara'), version: 2 });
    expect(namesOf(cache, searched)).toEqual(['carl', 'dana', 'zara']);
    storeUser(cache, { ...user('2', 'bo'), version: 2 });
    expect(namesOf(cache, searched)).toEqual(['dana', 'zara']);
  });

  it('adds to a store page only a user of that store', () => {
    const storePage = { scope: { storeId: '7' }, search: page(0, 30).search };
    const cache = cacheWith(storePage, [user('1', 'anna')]);
    storeUser(cache, user('2', 'bert'), ['8']);
    storeUser(cache, user('3', 'carl'));
    expect(namesOf(cache, storePage)).toEqual(['anna']);
    storeUser(cache, user('4', 'dora'), ['7']);
    expect(namesOf(cache, storePage)).toEqual(['anna', 'dora']);
  });

  it('removes a deleted user from every page', () => {
    const first = page(0, 30);
    const cache = cacheWith(first, [user('1', 'anna'), user('2', 'bert')]);
    removeUser(cache, '1');
    expect(namesOf(cache, first)).toEqual(['bert']);
  });
});

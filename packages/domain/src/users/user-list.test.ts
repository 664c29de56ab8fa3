import { describe, expect, it } from 'vitest';
import {
  closeUserSearch,
  DEFAULT_USER_SORT,
  initialUserList,
  nextUserPage,
  previousUserPage,
  ROLE_CHANGE_DELAY_MS,
  searchUsers,
  sortUsers,
  USER_PAGE_SIZE,
  USER_SEARCH_DEBOUNCE_MS,
  userListPage,
  userPageLoaded,
  type UserListState,
} from './user-list.js';

const onPage = (page: number, extra: Partial<UserListState> = {}): UserListState => ({
  ...initialUserList,
  skip: (page - 1) * USER_PAGE_SIZE,
  ...extra,
});

describe('users list constants (spec 1 section 9)', () => {
  it('pages by 30 with skip 0 on the first page, sorted by UserName ascending', () => {
    expect(USER_PAGE_SIZE).toBe(30);
    expect(initialUserList).toMatchObject({ skip: 0, take: 30, filters: {} });
    expect(initialUserList.sort).toEqual({ field: 'UserName', direction: 'Ascending' });
    expect(userListPage(initialUserList)).toBe(1);
  });

  it('debounces a search by 700 ms and delays a role change by 1000 ms', () => {
    expect(USER_SEARCH_DEBOUNCE_MS).toBe(700);
    expect(ROLE_CHANGE_DELAY_MS).toBe(1000);
  });
});

describe('users list paging (spec 1 section 4)', () => {
  it('moves right by one page', () => {
    const next = nextUserPage(initialUserList, false);
    expect(next.skip).toBe(30);
    expect(userListPage(next)).toBe(2);
  });

  it('ignores moving right while loading', () => {
    expect(nextUserPage(initialUserList, true)).toBe(initialUserList);
  });

  it('ignores moving right on the last page', () => {
    const last = onPage(3, { lastPage: true });
    expect(nextUserPage(last, false)).toBe(last);
  });

  it('ignores moving left on page 1', () => {
    expect(previousUserPage(initialUserList)).toBe(initialUserList);
  });

  it('moves left by one page, which is no longer the last', () => {
    expect(previousUserPage(onPage(4, { lastPage: true }))).toMatchObject({ skip: 60, lastPage: false });
  });

  it('knows the last page when fewer results than the page size come back', () => {
    expect(userPageLoaded(onPage(2), 30, 29).lastPage).toBe(true);
    expect(userPageLoaded(onPage(2), 30, 30).lastPage).toBe(false);
  });

  it('steps skip back when a next page comes back empty, and that page is the last', () => {
    expect(userPageLoaded(onPage(4), 90, 0)).toMatchObject({ skip: 60, lastPage: true });
  });

  it('keeps the last page known when the page stepped back to comes back full', () => {
    const steppedBack = userPageLoaded(onPage(4), 90, 0);
    expect(userPageLoaded(steppedBack, 60, 30)).toBe(steppedBack);
  });

  it('knows page 1 is the last when none come back', () => {
    expect(userPageLoaded(initialUserList, 0, 0)).toMatchObject({ skip: 0, lastPage: true });
  });

  it('ignores an answer for a page no longer shown', () => {
    const third = onPage(3);
    expect(userPageLoaded(third, 30, 0)).toBe(third);
  });
});

describe('users list search and sort (spec 1 section 4)', () => {
  it('resets to page 1 on a search', () => {
    expect(searchUsers(onPage(3, { lastPage: true }), 'EmailAddress', 'demo')).toMatchObject({
      skip: 0,
      lastPage: false,
      filters: { EmailAddress: 'demo' },
    });
  });

  it('removes the field filter on empty text, back on page 1', () => {
    const searched = onPage(2, { filters: { UserName: 'ann', RoleName: 'shop' } });
    expect(searchUsers(searched, 'UserName', '  ')).toMatchObject({ skip: 0, filters: { RoleName: 'shop' } });
  });

  it('keeps the page on a sort change', () => {
    expect(sortUsers(onPage(3), 'EmailAddress')).toMatchObject({ skip: 60 });
  });

  it('toggles Ascending and Descending on the same field', () => {
    const once = sortUsers(initialUserList, 'UserName');
    expect(once.sort).toEqual({ field: 'UserName', direction: 'Descending' });
    expect(sortUsers(once, 'UserName').sort).toEqual({ field: 'UserName', direction: 'Ascending' });
  });

  it('starts a new field Ascending', () => {
    const descending = sortUsers(initialUserList, 'UserName');
    expect(sortUsers(descending, 'ClientName').sort).toEqual({ field: 'ClientName', direction: 'Ascending' });
  });

  it('clears the filter and sort of a closed search field; with no sort left, UserName ascending', () => {
    const state = sortUsers(onPage(2, { filters: { ClientName: 'demo', UserName: 'a' } }), 'ClientName');
    expect(closeUserSearch(state, 'ClientName')).toEqual({
      ...state,
      filters: { UserName: 'a' },
      sort: DEFAULT_USER_SORT,
      skip: 0,
      lastPage: false,
    });
  });

  it('keeps the sort of another field when a search field closes', () => {
    const state = sortUsers({ ...initialUserList, filters: { RoleName: 'x' } }, 'EmailAddress');
    expect(closeUserSearch(state, 'RoleName').sort).toEqual({
      field: 'EmailAddress',
      direction: 'Ascending',
    });
  });
});

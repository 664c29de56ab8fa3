/** Users per page of the users list; the first page skips 0 (spec 1 section 9). */
export const USER_PAGE_SIZE = 30;
/** How long typing must pause before a column search runs (spec 1 section 9). */
export const USER_SEARCH_DEBOUNCE_MS = 700;
/** How long after a role is picked the role change is sent (spec 1 section 9). */
export const ROLE_CHANGE_DELAY_MS = 1000;

/** The columns the users list searches and sorts on. */
export type UserListField = 'UserName' | 'EmailAddress' | 'ClientName' | 'RoleName';
export type UserSortDirection = 'Ascending' | 'Descending';

export interface UserListSort {
  field: UserListField;
  direction: UserSortDirection;
}

/** What the list asks the server for, and whether the page shown is known to be the last. */
export interface UserListState {
  skip: number;
  take: number;
  /** The applied search text per column; a column without text has no filter. */
  filters: Partial<Record<UserListField, string>>;
  sort: UserListSort;
  lastPage: boolean;
}

/** The sort when no other is chosen: UserName ascending. */
export const DEFAULT_USER_SORT: UserListSort = { field: 'UserName', direction: 'Ascending' };

export const initialUserList: UserListState = {
  skip: 0,
  take: USER_PAGE_SIZE,
  filters: {},
  sort: DEFAULT_USER_SORT,
  lastPage: false,
};

/** The 1-based page number shown between the paging buttons. */
export function userListPage(state: UserListState): number {
  return Math.floor(state.skip / state.take) + 1;
}

/** The next page; ignored while a page loads or on the last page. */
export function nextUserPage(state: UserListState, loading: boolean): UserListState {
  if (loading || state.lastPage) return state;
  return { ...state, skip: state.skip + state.take };
}

/** The previous page; ignored on page 1. */
export function previousUserPage(state: UserListState): UserListState {
  if (state.skip === 0) return state;
  return { ...state, skip: Math.max(0, state.skip - state.take), lastPage: false };
}

/**
 * A page came back with `count` users. Fewer than the page size, or none, marks the last page; an
 * empty page after the first steps back to the page before it, which is then the last.
 */
export function userPageLoaded(state: UserListState, skip: number, count: number): UserListState {
  // An answer for a page no longer asked for (the person moved on meanwhile) says nothing.
  if (skip !== state.skip) return state;
  if (count === 0 && state.skip > 0) return { ...state, skip: state.skip - state.take, lastPage: true };
  if (count < state.take && !state.lastPage) return { ...state, lastPage: true };
  return state;
}

function withoutFilter(filters: UserListState['filters'], field: UserListField): UserListState['filters'] {
  const rest = { ...filters };
  delete rest[field];
  return rest;
}

/** A column search (already debounced): back to page 1; empty text removes that column's filter. */
export function searchUsers(state: UserListState, field: UserListField, text: string): UserListState {
  const trimmed = text.trim();
  const filters = trimmed ? { ...state.filters, [field]: trimmed } : withoutFilter(state.filters, field);
  return { ...state, filters, skip: 0, lastPage: false };
}

/**
 * Closing a column's search field clears its filter and its sort, back on page 1; with no sort left,
 * the list sorts by UserName ascending again.
 */
export function closeUserSearch(state: UserListState, field: UserListField): UserListState {
  return {
    ...state,
    filters: withoutFilter(state.filters, field),
    sort: state.sort.field === field ? DEFAULT_USER_SORT : state.sort,
    skip: 0,
    lastPage: false,
  };
}

/** Sorting on the sorted column flips the direction; another column starts ascending. The page stays. */
export function sortUsers(state: UserListState, field: UserListField): UserListState {
  const direction: UserSortDirection =
    state.sort.field === field && state.sort.direction === 'Ascending' ? 'Descending' : 'Ascending';
  return { ...state, sort: { field, direction } };
}

import type { RestUserField, RestUserSearchRequest } from '@fulfil/fulfilment-client';
import { badUserInput } from '../errors.js';
import type { UserField, UserSearchInput } from '../generated/resolvers-types.js';

/** The largest page a users search answers. */
export const MAX_USER_PAGE = 100;

/** The users search columns as the REST contract names them. */
const REST_FIELDS: Record<UserField, RestUserField> = {
  USER_NAME: 'UserName',
  EMAIL: 'EmailAddress',
  CLIENT_NAME: 'ClientName',
  ROLE_NAME: 'RoleName',
};

/**
 * The REST search request of a users search: a filter with empty text is no filter (spec 1 section
 * 4), and the sort defaults to UserName ascending (section 9).
 */
export function userSearchRequest({
  skip,
  take,
  filters,
  sortField,
  sortDirection,
}: UserSearchInput): RestUserSearchRequest {
  if (skip < 0) throw badUserInput('skip must not be negative');
  if (take < 1 || take > MAX_USER_PAGE) throw badUserInput(`take must be from 1 to ${MAX_USER_PAGE}`);
  return {
    pagingRequest: { skip, take },
    filterRequest: (filters ?? []).flatMap(({ field, text }) => {
      const value = text.trim();
      return value ? [{ field: REST_FIELDS[field], operation: 'Contains' as const, values: [value] }] : [];
    }),
    sortingRequest: {
      field: REST_FIELDS[sortField ?? 'USER_NAME'],
      direction: sortDirection === 'DESCENDING' ? 'Descending' : 'Ascending',
    },
  };
}

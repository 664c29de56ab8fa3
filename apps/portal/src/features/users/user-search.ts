import type { UserListField, UserListState } from '@fulfil/domain';
import type { UserField, UserFieldsFragment, UserSearchInput } from '../../gql/graphql';

/** The GraphQL name of each column of the users list. */
export const USER_FIELDS: Record<UserListField, UserField> = {
  UserName: 'USER_NAME',
  EmailAddress: 'EMAIL',
  ClientName: 'CLIENT_NAME',
  RoleName: 'ROLE_NAME',
};

/** The row's value in a column, as the server searches and sorts it. */
export const USER_FIELD_VALUE: Record<UserField, (user: UserFieldsFragment) => string> = {
  USER_NAME: (user) => user.userName,
  EMAIL: (user) => user.email ?? '',
  CLIENT_NAME: (user) => user.clientName ?? '',
  ROLE_NAME: (user) => user.roleName ?? user.role,
};

/** The search request of the list's state. */
export function userSearchInput(state: UserListState): UserSearchInput {
  return {
    skip: state.skip,
    take: state.take,
    filters: Object.entries(state.filters).map(([field, text]) => ({
      field: USER_FIELDS[field as UserListField],
      text,
    })),
    sortField: USER_FIELDS[state.sort.field],
    sortDirection: state.sort.direction === 'Ascending' ? 'ASCENDING' : 'DESCENDING',
  };
}

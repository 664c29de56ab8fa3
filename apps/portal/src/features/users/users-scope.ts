import type { UserStoreRefFragment } from '../../gql/graphql';

/** Whose users a users screen shows, and what a new user there starts with (spec 1 section 5). */
export interface UsersScreenScope {
  /** The screen's client, locked on new users: null on /admin/users. */
  clientId: string | null;
  /** The screen's store, locked on new users: /store/users only. */
  store: UserStoreRefFragment | null;
}

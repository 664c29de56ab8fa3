/** Payloads of the users, zones, password and single sign-on calls (docs/rest-contract.md, "People"). */
import type { CreateUserBody } from '@fulfil/rest-contract';

export type {
  CreateUserBody as RestCreateUserBody,
  ResponseMessage as RestResponseMessage,
  UpdateProfileBody as RestUpdateProfileBody,
  UpdateUserBody as RestUpdateUserBody,
  UserListItem as RestUserListItem,
  UserResult as RestUserResult,
  UserSearchAnswer as RestUserSearchResult,
  UserSearchBody as RestUserSearchRequest,
  UserSearchField as RestUserField,
  UserStoresAnswer as RestUserStoresAnswer,
  UserStoresResult as RestUserStoresResult,
} from '@fulfil/rest-contract';

/** The editable fields of a user, as the create and update bodies both carry them. */
export type RestUserFields = Omit<CreateUserBody, 'password' | 'stores'>;

export type {
  CreateZoneBody as RestCreateZoneBody,
  UpdateZoneBody as RestUpdateZoneBody,
  ZoneResult as RestZoneResult,
} from '@fulfil/rest-contract';

/** How a client's users sign in (GET client/{clientId}/loginsettings), and its apps. */
export type {
  ClientLoginApp as RestLoginApp,
  ClientLoginSettings as RestLoginSettings,
} from '@fulfil/rest-contract';

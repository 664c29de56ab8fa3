/** Payloads of the users, zones, password and single sign-on calls (docs/rest-contract.md, "People"). */
import type { RestOutcome, RestUser, RestUserStore } from './types.js';
import type { RestLayoutOutcome, RestZoneDetail } from './layout-types.js';

/** Columns of the users search, as the REST contract names them. */
export type RestUserField = 'UserName' | 'EmailAddress' | 'ClientName' | 'RoleName';

/** Body of POST user/search/all, user/search/ByClientId/{id} and user/search/detail/ByStoreId/{id}. */
export interface RestUserSearchRequest {
  pagingRequest: { skip: number; take: number };
  filterRequest: { field: RestUserField; operation: 'Contains'; values: string[] }[];
  sortingRequest: { field: RestUserField; direction: 'Ascending' | 'Descending' };
}

/** A row of a users search; the store search adds the user's zones in that store. */
export interface RestUserListItem extends Omit<RestUser, 'stores'> {
  zoneUsers?: { zoneId: number; name: string }[];
}

/** Answer of the users searches. */
export interface RestUserSearchResult {
  data: RestUserListItem[];
}

/** The editable fields of a user (create and update bodies). */
export interface RestUserFields {
  userName: string;
  emailAddress: string;
  firstname: string | null;
  lastname: string | null;
  phoneNumber: string | null;
  /** The client id; 0 means unassigned. */
  client: number;
  role: string;
  receiveArrivalNotifications: boolean;
}

/** Body of POST user/detail/Create. */
export interface RestCreateUserBody extends RestUserFields {
  password?: string | null;
  stores?: { storeId: number }[];
}

/** Body of PUT user/Update. */
export interface RestUpdateUserBody extends RestUserFields {
  id: number;
  version: number;
}

/** Answer of user writes: isSuccess, errors[].errorMessage and the stored user. */
export interface RestUserResult extends RestOutcome {
  user?: RestUser | null;
}

/** Answer of PUT user/UpdateStores and user/UpdateStoresWithAllUserClientStores. */
export interface RestUserStoresResult extends RestOutcome {
  stores?: RestUserStore[];
}

/** A zone write: responseCode 0 on success (a new zone is kept only when it is below 1). */
export interface RestZoneResult extends RestLayoutOutcome {
  responseCode: number;
  zoneId?: number;
  zone?: RestZoneDetail | null;
}

/** Body of POST zone. */
export interface RestCreateZoneBody {
  storeId: number;
  name: string;
  foodSafetyTypeId: number | null;
  zoneSections: { sectionId: number }[];
}

/** Body of PUT zone. */
export interface RestUpdateZoneBody {
  zoneId: number;
  storeId: number;
  name: string;
  foodSafetyTypeId: number | null;
  version: number;
}

/** Answer of the password calls: responseCode 0 is success. */
export interface RestResponseMessage {
  responseCode: number;
  responseMessage: string;
}

/** A fulfilment app registered with a client's identity provider. */
export interface RestLoginApp {
  appType: string;
  appId: string;
  responseType: string;
  redirectUrl: string;
  pkceEnabled: boolean;
}

/** Answer of GET client/{clientId}/loginsettings. */
export interface RestLoginSettings {
  useOAuth: boolean;
  authorizationBaseUrl: string | null;
  accessTokenEndpoint: string | null;
  logoutEndpoint: string | null;
  scope: string | null;
  apps: RestLoginApp[];
}

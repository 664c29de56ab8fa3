/** Payloads of the fulfilment REST contract (docs/rest-contract.md), field for field. */

/** Answer of POST /user/LoginWithEmail and POST /user/RefreshToken. */
export interface RestLoginResult {
  token: string | null;
  expiresAt: string;
  userId: number;
  clientIntegrationEnabled: boolean;
  claims: string[];
}

/** A store as listed on a user record. */
export interface RestUserStore {
  clientId: number;
  storeId: number;
  name: string;
}

/** Answer of GET /user/ById/{id}. */
export interface RestUser {
  id: number;
  userName: string;
  emailAddress: string | null;
  firstname: string | null;
  lastname: string | null;
  phoneNumber: string | null;
  client: number | null;
  clientName: string | null;
  role: string;
  roleName: string | null;
  claims: string[];
  clientIntegrationEnabled: boolean;
  receiveArrivalNotifications: boolean;
  stores: RestUserStore[];
  version: number;
}

/** An entry of GET /user/Roles. */
export interface RestRole {
  name: string;
  key: string;
}

/** A client row. */
export interface RestClient {
  clientId: number;
  name: string;
  posMode: number | null;
  persistMode: number | null;
  curbsideOnly: boolean;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A store row; storeTypeId 1 Hub, 2 Spoke, 3 StandAlone. */
export interface RestStore {
  storeId: number;
  clientId: number;
  name: string;
  storeTypeId: number | null;
  parentStoreId: number | null;
  storeSourceKey: string | null;
  location: string | null;
  stateProvince: string | null;
  timeZoneName: string | null;
  storeDeliveryProviderId: number | null;
  storeDeliveryProviderEnabled: boolean | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** An expected failure, answered with status 200. */
export interface RestErrorMessage {
  errorMessage: string;
}

/** The `isSuccess`/`errors` answer of calls that report expected failures as data. */
export interface RestOutcome {
  isSuccess: boolean;
  errors: RestErrorMessage[];
}

/** Answer of POST /client/Create. */
export interface RestCreateClientResult extends RestOutcome {
  client?: RestClient | null;
}

/** Body of POST /client/Create. */
export interface RestCreateClientBody {
  name: string;
  posMode?: number | null;
  persistMode?: number | null;
  curbsideOnly?: boolean | null;
}

/** Body of PUT /client/Update. */
export interface RestUpdateClientBody {
  clientId: number;
  version: number;
  name: string;
  posMode: number | null;
  persistMode: number | null;
  curbsideOnly: boolean;
}

/** Answer of GET /dashboard/getAdminDashboard. */
export interface RestAdminDashboard {
  clientCount: number;
  storeCount: number;
  userCount: number;
  shopperCount: number;
}

/** Answer of GET /dashboard/getClientDashboard/{clientId}. */
export interface RestClientDashboard {
  storeCount: number;
  userCount: number;
  shopperCount: number;
  curbsideOnly: boolean;
}

/** Answer of GET /dashboard/getStoreDashboard/{storeId}. */
export interface RestStoreDashboard {
  userCount: number;
  shopperCount: number;
  merchandiseSectionsCount: number;
  carryoutSectionsCount: number;
  itemCategoriesCount: number;
  foodSafetyTypesCount: number;
}

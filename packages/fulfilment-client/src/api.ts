import type {
  RestAdminDashboard,
  RestClient,
  RestClientDashboard,
  RestCreateClientBody,
  RestCreateClientResult,
  RestLoginResult,
  RestOutcome,
  RestRole,
  RestSession,
  RestStore,
  RestStoreDashboard,
  RestUpdateClientBody,
  RestUser,
  RestUserStores,
} from './types.js';
import type { LayoutApi } from './layout-api.js';
import type { PeopleApi } from './people-api.js';
import type { StoreSettingsApi } from './store-settings-api.js';
import type { ApiKeysApi } from './api-keys.js';
import type { IntegrationsApi } from './integrations-api.js';
import type { AppAttributesApi } from './app-attributes-api.js';
import type { BrandingApi } from './branding-api.js';
import type { ClientSettingsApi } from './client-settings-api.js';
import type { StoreApi } from './store-api.js';

/** Who is calling and what they have selected; sent with every call. */
export interface SessionContext {
  token?: string | null;
  clientId?: number | null;
  storeId?: number | null;
  /** The address of the person calling through the gateway (X-Forwarded-For). */
  forwardedFor?: string | null;
  /** The id of the request these calls serve (X-Request-Id), so the API's log lines name it. */
  requestId?: string;
  /** Runs before each call is sent, e.g. to count one operation's calls; throwing refuses the call unsent. */
  beforeCall?: (method: string, path: string) => void;
}

/**
 * The fulfilment REST contract as typed calls. Failures reject with an `UpstreamError`;
 * expected failures the contract answers as data (`isSuccess: false`) resolve.
 */
export interface FulfilmentApi
  extends
    LayoutApi,
    PeopleApi,
    AppAttributesApi,
    BrandingApi,
    IntegrationsApi,
    ApiKeysApi,
    ClientSettingsApi,
    StoreSettingsApi,
    StoreApi {
  /** The same client acting for another session; connections, and `beforeCall` unless given anew, are shared. */
  withSession(session: SessionContext): FulfilmentApi;

  /** Rejects when the API cannot be reached (reads the public key set). */
  checkReachable(): Promise<void>;

  loginWithEmail(email: string, password: string): Promise<RestLoginResult>;
  refreshToken(): Promise<RestLoginResult>;
  /** Who the session's token names now; UNAUTHENTICATED once access changed since it was issued. */
  session(): Promise<RestSession>;
  roles(): Promise<RestRole[]>;
  userById(id: number): Promise<RestUser>;

  clients(): Promise<RestClient[]>;
  client(id: number): Promise<RestClient>;
  /** The clients among `ids` (at most MAX_BATCH_IDS); unknown ids are left out, one outside scope refuses all. */
  clientsByIds(ids: readonly number[]): Promise<RestClient[]>;
  createClient(body: RestCreateClientBody): Promise<RestCreateClientResult>;
  updateClient(body: RestUpdateClientBody): Promise<RestClient>;
  deleteClient(clientId: number): Promise<RestOutcome>;

  stores(): Promise<RestStore[]>;
  store(id: number): Promise<RestStore>;
  storesOfClient(clientId: number): Promise<RestStore[]>;
  storesOfUser(userId: number): Promise<RestStore[]>;
  /** The stores of several clients within scope, in one call (at most MAX_BATCH_IDS ids). */
  storesOfClients(clientIds: readonly number[]): Promise<RestStore[]>;
  /** Each user's assigned stores within scope, in the order of `userIds` (at most MAX_BATCH_IDS). */
  storesOfUsers(userIds: readonly number[]): Promise<RestUserStores[]>;

  adminDashboard(): Promise<RestAdminDashboard>;
  clientDashboard(clientId: number): Promise<RestClientDashboard>;
  storeDashboard(storeId: number): Promise<RestStoreDashboard>;

  /** Closes the shared connections (at shutdown). */
  close(): Promise<void>;
}

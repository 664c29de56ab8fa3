import type { AddClaimToUserBody } from '@fulfil/rest-contract';
import type { RestLoginResult, RestOutcome, RestUser, RestUserStore } from './types.js';
import type {
  RestCreateUserBody,
  RestCreateZoneBody,
  RestLoginSettings,
  RestResponseMessage,
  RestUpdateProfileBody,
  RestUpdateUserBody,
  RestUpdateZoneBody,
  RestUserResult,
  RestUserSearchRequest,
  RestUserSearchResult,
  RestUserStoresResult,
  RestZoneResult,
} from './people-types.js';

/** Users, zones, password reset and single sign-on (docs/rest-contract.md, "People"). */
export interface PeopleApi {
  searchAllUsers(request: RestUserSearchRequest): Promise<RestUserSearchResult>;
  searchClientUsers(clientId: number, request: RestUserSearchRequest): Promise<RestUserSearchResult>;
  searchStoreUsers(storeId: number, request: RestUserSearchRequest): Promise<RestUserSearchResult>;
  userByName(userName: string): Promise<RestUser>;
  createUser(body: RestCreateUserBody): Promise<RestUserResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored user. */
  updateUser(body: RestUpdateUserBody): Promise<RestUserResult>;
  deleteUser(id: number): Promise<RestOutcome>;
  /** The signed-in person's own user. */
  profile(): Promise<RestUser>;
  /** Changes the signed-in person's own details; a stale `version` rejects with a CONFLICT carrying the stored user. */
  updateProfile(body: RestUpdateProfileBody): Promise<RestUserResult>;
  /** Sets the role and resets the claims to that role's. */
  addClaimToUser(userId: number, role: AddClaimToUserBody['role']): Promise<RestUserResult>;
  assignedStores(userId: number): Promise<RestUserStore[]>;
  updateUserStores(userId: number, storeIds: readonly number[]): Promise<RestUserStoresResult>;
  assignAllClientStores(userId: number): Promise<RestUserStoresResult>;

  createZone(body: RestCreateZoneBody): Promise<RestZoneResult>;
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored zone. */
  updateZone(body: RestUpdateZoneBody): Promise<RestZoneResult>;
  deleteZone(zoneId: number): Promise<RestZoneResult>;
  setZoneUser(zoneId: number, userId: number, member: boolean): Promise<RestZoneResult>;

  loginSettings(clientId: number): Promise<RestLoginSettings>;
  loginWithAccessToken(clientId: number, accessToken: string): Promise<RestLoginResult>;
  sendPasswordResetEmail(email: string): Promise<RestResponseMessage>;
  resetPassword(email: string, resetToken: string, newPassword: string): Promise<RestResponseMessage>;
}

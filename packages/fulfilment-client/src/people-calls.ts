import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';
import { unwrapped } from './unwrap.js';

/**
 * Signing in, users, zones, password reset and single sign-on (docs/rest-contract.md, "People"),
 * bound to one session's `call`.
 */
export const peopleCalls = (call: ContractCall) => ({
  loginWithEmail: (email: string, password: string) =>
    call(contract.LoginWithEmail, { body: { Email: email, Password: password } }),
  refreshToken: () => call(contract.RefreshToken),
  /** Who the session's token names now; UNAUTHENTICATED once access changed since it was issued. */
  session: () => call(contract.GetSession),
  roles: () => call(contract.GetRoles),
  userById: (id: number) => call(contract.GetUserById, { params: { id } }),

  searchAllUsers: (request: contract.UserSearchBody) => call(contract.SearchAllUsers, { body: request }),
  searchClientUsers: (clientId: number, request: contract.UserSearchBody) =>
    call(contract.SearchClientUsers, { params: { clientId }, body: request }),
  searchStoreUsers: (storeId: number, request: contract.UserSearchBody) =>
    call(contract.SearchStoreUsers, { params: { storeId }, body: request }),
  userByName: (userName: string) => call(contract.GetUserByName, { body: { userName } }),
  createUser: (body: contract.CreateUserBody) => call(contract.CreateUser, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored user. */
  updateUser: (body: contract.UpdateUserBody) => call(contract.UpdateUser, { body }),
  deleteUser: (id: number) => call(contract.DeleteUser, { params: { id } }),
  /** The signed-in person's own user. */
  profile: () => call(contract.GetProfile),
  /** Changes the signed-in person's own details; a stale `version` rejects with a CONFLICT carrying the stored user. */
  updateProfile: (body: contract.UpdateProfileBody) => call(contract.UpdateProfile, { body }),
  /** Sets the role and resets the claims to that role's. */
  addClaimToUser: (userId: number, role: contract.AddClaimToUserBody['role']) =>
    call(contract.AddClaimToUser, { body: { userId, role } }),
  assignedStores: (userId: number) =>
    unwrapped(call(contract.GetUserStores, { params: { userId } }), 'stores'),
  updateUserStores: (userId: number, storeIds: readonly number[]) =>
    call(contract.UpdateUserStores, { body: { userId, stores: storeIds.map((storeId) => ({ storeId })) } }),
  assignAllClientStores: (userId: number) => call(contract.AssignAllClientStores, { body: { userId } }),

  createZone: (body: contract.CreateZoneBody) => call(contract.CreateZone, { body }),
  /** A stale `version` rejects with a CONFLICT `UpstreamError` carrying the stored zone. */
  updateZone: (body: contract.UpdateZoneBody) => call(contract.UpdateZone, { body }),
  deleteZone: (zoneId: number) => call(contract.DeleteZone, { params: { zoneId } }),
  setZoneUser: (zoneId: number, userId: number, member: boolean) =>
    call(member ? contract.LinkZoneUser : contract.UnlinkZoneUser, { params: { zoneId, userId } }),

  loginSettings: (clientId: number) => call(contract.GetClientLoginSettings, { params: { clientId } }),
  loginWithAccessToken: (clientId: number, accessToken: string) =>
    call(contract.LoginWithAccessToken, { body: { clientId, accessToken } }),
  // The contract's body is the address as a bare JSON string.
  sendPasswordResetEmail: (email: string) => call(contract.SendPasswordResetEmail, { body: email }),
  resetPassword: (email: string, resetToken: string, newPassword: string) =>
    call(contract.ResetPassword, {
      body: { Email: email, ResetToken: resetToken, NewPassword: newPassword },
    }),
});

import type { Call } from './layout-calls.js';
import type { PeopleApi } from './people-api.js';
import type { RestUserStoresAnswer } from './people-types.js';

/** Binds the users, zones, password and sign-on calls to one session's `call`. */
export function peopleCalls(call: Call): PeopleApi {
  return {
    searchAllUsers: (request) => call('POST', '/user/search/all', request),
    searchClientUsers: (clientId, request) => call('POST', `/user/search/ByClientId/${clientId}`, request),
    searchStoreUsers: (storeId, request) => call('POST', `/user/search/detail/ByStoreId/${storeId}`, request),
    userByName: (userName) => call('POST', '/user/ByName', { userName }),
    createUser: (body) => call('POST', '/user/detail/Create', body),
    updateUser: (body) => call('PUT', '/user/Update', body),
    deleteUser: (id) => call('DELETE', `/user/${id}`),
    profile: () => call('GET', '/user/profile'),
    updateProfile: (body) => call('PUT', '/user/profile', body),
    addClaimToUser: (userId, role) => call('POST', '/user/AddClaimToUser', { userId, role }),
    assignedStores: async (userId) =>
      (await call<RestUserStoresAnswer>('GET', `/user/stores/${userId}`)).stores,
    updateUserStores: (userId, storeIds) =>
      call('PUT', '/user/UpdateStores', { userId, stores: storeIds.map((storeId) => ({ storeId })) }),
    assignAllClientStores: (userId) => call('PUT', '/user/UpdateStoresWithAllUserClientStores', { userId }),

    createZone: (body) => call('POST', '/zone', body),
    updateZone: (body) => call('PUT', '/zone', body),
    deleteZone: (zoneId) => call('DELETE', `/zone/${zoneId}`),
    setZoneUser: (zoneId, userId, member) =>
      call(member ? 'POST' : 'DELETE', `/zone/${zoneId}/user/${userId}`),

    loginSettings: (clientId) => call('GET', `/client/${clientId}/loginsettings`),
    loginWithAccessToken: (clientId, accessToken) =>
      call('POST', '/user/LoginWithAccessToken', { clientId, accessToken }),
    // The contract's body is the address as a bare JSON string.
    sendPasswordResetEmail: (email) => call('POST', '/user/SendPasswordResetEmail', email),
    resetPassword: (Email, ResetToken, NewPassword) =>
      call('POST', '/user/ResetPassword', { Email, ResetToken, NewPassword }),
  };
}

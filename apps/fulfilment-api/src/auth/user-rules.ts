import { canEditUser, isStoreLevelRole } from '@fulfil/domain';
import { isSystemAdmin, type Caller } from './scope.js';

/** The roles that manage users; every other role only reads them. */
const USER_MANAGERS = ['systemAdmin', 'clientAdmin', 'storeManager'];

export const mayManageUsers = (caller: Caller) => USER_MANAGERS.includes(caller.role);

/**
 * Tenant scope of user writes: systemAdmin anyone; clientAdmin the users of its client; a
 * storeManager the store-level users of its client who share one of its stores.
 */
export function canManageUser(
  caller: Caller,
  user: { clientId: number | null; role: string; storeIds: number[] },
): boolean {
  if (isSystemAdmin(caller)) return true;
  if (user.clientId === null || user.clientId !== caller.clientId) return false;
  if (caller.role === 'clientAdmin') return true;
  return (
    caller.role === 'storeManager' &&
    isStoreLevelRole(user.role) &&
    user.storeIds.some((storeId) => caller.storeIds.includes(storeId))
  );
}

/** The client a written user may belong to: none only for systemAdmin, else the caller's own. */
export function canPlaceUserInClient(caller: Caller, clientId: number | null): boolean {
  if (isSystemAdmin(caller)) return true;
  return mayManageUsers(caller) && clientId !== null && clientId === caller.clientId;
}

export const USER_EDIT_MESSAGES = {
  self: 'You cannot change your own user here.',
  otherStoreManager: 'A store manager cannot change another store manager.',
} as const;

/** The spec's editing rules (spec 1 section 5): not yourself, and not a store manager's peer. */
export function userEditRefusal(caller: Caller, user: { userId: number; role: string }): string | null {
  if (canEditUser(caller, user, false)) return null;
  return caller.userId === user.userId ? USER_EDIT_MESSAGES.self : USER_EDIT_MESSAGES.otherStoreManager;
}

import { ADMIN_ACCESS_CLAIM } from './claims.js';

/** Messages of the login error catalogue (spec 1 section 8), word for word. */
export const LOGIN_MESSAGES = {
  noToken: 'Username or password is incorrect',
  requestFailed: 'Error logging in',
  notAllowed: 'Role or Claim not allowed into Admin Portal.',
  ssoUnavailable: 'Client login system is not available, please try again later.',
} as const;

/** The username is lower-cased before sending (spec 1 section 5). */
export function normaliseUserName(userName: string): string {
  return userName.trim().toLowerCase();
}

/**
 * Why a signed-in user may not enter the admin portal, or null when they may:
 * supportAdmin is refused, and so is anyone without the adminAccess claim.
 */
export function adminPortalRefusal(user: { role: string; claims: readonly string[] }): string | null {
  if (user.role === 'supportAdmin' || !user.claims.includes(ADMIN_ACCESS_CLAIM)) {
    return LOGIN_MESSAGES.notAllowed;
  }
  return null;
}

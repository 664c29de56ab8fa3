import { describe, expect, it } from 'vitest';
import { adminPortalRefusal, LOGIN_MESSAGES, normaliseUserName } from './login.js';
import { landingPath } from './landing.js';
import { userInitials } from './initials.js';
import { DEFAULT_CLAIMS } from './claims.js';
import {
  refreshDelayMs,
  sessionIsValid,
  SESSION_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_LEAD_MS,
} from './session.js';

describe('login refusal', () => {
  it('refuses a supportAdmin even with the adminAccess claim', () => {
    expect(adminPortalRefusal({ role: 'supportAdmin', claims: ['adminAccessPermission'] })).toBe(
      'Role or Claim not allowed into Admin Portal.',
    );
  });

  it('refuses any role lacking the adminAccess claim', () => {
    expect(adminPortalRefusal({ role: 'storeManager', claims: ['bigCreditPermission'] })).toBe(
      'Role or Claim not allowed into Admin Portal.',
    );
  });

  it('lets in a role holding the adminAccess claim', () => {
    expect(adminPortalRefusal({ role: 'clientAdmin', claims: DEFAULT_CLAIMS.clientAdmin })).toBeNull();
  });

  it('keeps the error catalogue word for word', () => {
    expect(LOGIN_MESSAGES.noToken).toBe('Username or password is incorrect');
    expect(LOGIN_MESSAGES.requestFailed).toBe('Error logging in');
    expect(LOGIN_MESSAGES.ssoUnavailable).toBe(
      'Client login system is not available, please try again later.',
    );
  });

  it('lower-cases the user name before sending', () => {
    expect(normaliseUserName(' SysAdmin@Demo.TEST ')).toBe('sysadmin@demo.test');
  });

  it('gives supportAdmin no adminAccess claim by default', () => {
    expect(DEFAULT_CLAIMS.supportAdmin).not.toContain('adminAccessPermission');
  });
});

describe('landing by role', () => {
  it.each([
    ['systemAdmin', 0, '/admin/dashboard'],
    ['clientAdmin', 0, '/client/dashboard'],
    ['storeManager', 2, '/store/dashboard'],
    ['storeManager', 0, '/noaccess'],
    ['leadShopper', 1, '/store/dashboard'],
    ['shopper', 1, '/shopper'],
    ['deliveryDriver', 1, '/noaccess'],
    ['carryoutOnly', 1, '/noaccess'],
  ])('sends a %s with %i stores to %s', (role, storeCount, path) => {
    expect(landingPath({ role, storeCount })).toBe(path);
  });
});

describe('user initials', () => {
  it('takes the first letters of first and last name, uppercase', () => {
    expect(userInitials({ firstName: 'sam', lastName: 'sysadmin', userName: 'x' })).toBe('SS');
  });

  it('falls back to the first two letters of the user name', () => {
    expect(userInitials({ firstName: 'Sam', lastName: '', userName: 'manager@demo.test' })).toBe('MA');
  });

  it('shows "?" for a user with no names', () => {
    expect(userInitials({ firstName: null, lastName: null, userName: '' })).toBe('?');
  });

  it('shows "Unknown" when there is no user', () => {
    expect(userInitials(null)).toBe('Unknown');
  });
});

describe('session', () => {
  const now = new Date('2026-01-01T12:00:00Z');

  it('checks every 5 seconds and refreshes 3 seconds before expiry', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(5000);
    expect(TOKEN_REFRESH_LEAD_MS).toBe(3000);
    expect(refreshDelayMs('2026-01-01T12:01:00Z', now)).toBe(57_000);
  });

  it('refreshes at once when expiry is less than 3 seconds away', () => {
    expect(refreshDelayMs('2026-01-01T12:00:02Z', now)).toBe(0);
  });

  it('is invalid without a user, when expired, or with the logged-in flag below 1', () => {
    const ok = { user: {}, expiresAt: '2026-01-01T13:00:00Z', loggedIn: 1 };
    expect(sessionIsValid(ok, now)).toBe(true);
    expect(sessionIsValid({ ...ok, user: null }, now)).toBe(false);
    expect(sessionIsValid({ ...ok, expiresAt: '2026-01-01T11:59:59Z' }, now)).toBe(false);
    expect(sessionIsValid({ ...ok, loggedIn: 0 }, now)).toBe(false);
    expect(sessionIsValid(null, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIMS } from '../access/claims.js';
import { ROLES } from '../access/roles.js';
import { EXPLORER_PATH, guardedPath, SELECT_A_CLIENT_PATH, SELECT_A_STORE_PATH } from './guard.js';
import { MENU } from './menu.js';
import type { Selection } from './selection.js';

const user = (role: (typeof ROLES)[number], storeCount = 1) => ({
  role,
  claims: DEFAULT_CLAIMS[role],
  storeCount,
});
const none: Selection = { clientId: null, storeId: null };
const client: Selection = { clientId: '1', storeId: null };
const both: Selection = { clientId: '1', storeId: '2' };

describe('route guard', () => {
  it('opens a client admin’s landing page on the client chooser when no client is remembered', () => {
    expect(guardedPath(user('clientAdmin'), none, '/client/dashboard')).toBe(SELECT_A_CLIENT_PATH);
    expect(guardedPath(user('clientAdmin'), none, '/admin/dashboard')).toBe('/noaccess');
    expect(guardedPath(user('clientAdmin'), none, SELECT_A_CLIENT_PATH)).toBeNull();
    expect(guardedPath(user('clientAdmin'), client, '/admin/dashboard')).toBe('/noaccess');
  });

  it('asks a store user for a store before a store page, and a system admin for a client', () => {
    expect(guardedPath(user('storeManager', 2), client, '/store/zones')).toBe(SELECT_A_STORE_PATH);
    expect(guardedPath(user('leadShopper'), client, '/store/dashboard')).toBe(SELECT_A_STORE_PATH);
    expect(guardedPath(user('systemAdmin'), none, '/client/stores')).toBe(SELECT_A_CLIENT_PATH);
    expect(guardedPath(user('systemAdmin'), none, '/admin/users')).toBeNull();
  });

  it('opens the API explorer to system admins, client admins and store managers only', () => {
    for (const role of ['systemAdmin', 'clientAdmin', 'storeManager'] as const)
      expect(guardedPath(user(role), none, EXPLORER_PATH)).toBeNull();
    for (const role of ['leadShopper', 'shopper'] as const)
      expect(guardedPath(user(role), both, EXPLORER_PATH)).toBe('/noaccess');
  });

  it('shows the no-access page for an address the role may not open', () => {
    expect(guardedPath(user('shopper'), both, '/admin/users')).toBe('/noaccess');
    expect(guardedPath(user('leadShopper'), both, '/client/users')).toBe('/noaccess');
    expect(guardedPath(user('storeManager'), both, '/client/stores')).toBe('/noaccess');
    expect(guardedPath(user('leadShopper'), both, '/store/delivery')).toBe('/noaccess');
    expect(guardedPath(user('storeManager'), both, '/store/delivery')).toBeNull();
    expect(guardedPath(user('shopper'), both, SELECT_A_CLIENT_PATH)).toBe('/shopper');
    expect(guardedPath(user('storeManager', 0), none, '/client/users')).toBe('/noaccess');
    // Credit definitions need the big-credit claim, which a client admin is not given by default.
    const withoutClaim = { ...user('clientAdmin'), claims: [] };
    expect(guardedPath(withoutClaim, client, '/client/creditDefns')).toBe('/noaccess');
  });

  it('settles every address for every role and selection on a page that opens', () => {
    const paths = [...MENU.map((item) => item.path), SELECT_A_CLIENT_PATH, SELECT_A_STORE_PATH, '/profile'];
    for (const role of ROLES) {
      for (const storeCount of [0, 1, 2]) {
        for (const selection of [none, client, both, { clientId: null, storeId: '2' }]) {
          for (const path of paths) {
            const target = guardedPath(user(role, storeCount), selection, path);
            if (target !== null) {
              expect(guardedPath(user(role, storeCount), selection, target), `${role} ${path}`).toBeNull();
            }
          }
        }
      }
    }
  });
});

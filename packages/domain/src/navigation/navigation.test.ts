import { describe, expect, it } from 'vitest';
import { initialSelection, selectClient, selectStore, unselectClient, unselectStore } from './selection.js';
import { visibleMenu } from './menu.js';
import { DEFAULT_CLAIMS } from '../access/claims.js';

describe('selection at login', () => {
  it('chooses nothing for a system admin', () => {
    expect(initialSelection({ role: 'systemAdmin', clientId: null, storeIds: ['1'] })).toEqual({
      clientId: null,
      storeId: null,
    });
  });

  it('chooses only the client for a client admin', () => {
    expect(initialSelection({ role: 'clientAdmin', clientId: '7', storeIds: ['1', '2'] })).toEqual({
      clientId: '7',
      storeId: null,
    });
  });

  it('chooses the only store of a store-level user', () => {
    expect(initialSelection({ role: 'leadShopper', clientId: '7', storeIds: ['3'] })).toEqual({
      clientId: '7',
      storeId: '3',
    });
  });

  it('chooses no store when the user has several', () => {
    expect(
      initialSelection({ role: 'storeManager', clientId: '7', storeIds: ['3', '4'] }).storeId,
    ).toBeNull();
  });
});

describe('choosers', () => {
  it('selecting a client clears the store and goes to the client dashboard', () => {
    expect(selectClient('7')).toEqual({
      selection: { clientId: '7', storeId: null },
      navigateTo: '/client/dashboard',
    });
  });

  it('selecting no client goes to the admin dashboard', () => {
    expect(selectClient(null).navigateTo).toBe('/admin/dashboard');
  });

  it('selecting a store goes to the store dashboard', () => {
    expect(selectStore({ clientId: '7', storeId: null }, '3')).toEqual({
      selection: { clientId: '7', storeId: '3' },
      navigateTo: '/store/dashboard',
    });
  });

  it('unselecting a store sends admins to the client dashboard and leaves others where they are', () => {
    const current = { clientId: '7', storeId: '3' };
    expect(unselectStore(current, 'clientAdmin')).toEqual({
      selection: { clientId: '7', storeId: null },
      navigateTo: '/client/dashboard',
    });
    expect(unselectStore(current, 'storeManager').navigateTo).toBeNull();
  });

  it('unselecting a client goes to the admin dashboard', () => {
    expect(unselectClient().navigateTo).toBe('/admin/dashboard');
  });
});

describe('side menu', () => {
  const paths = (role: keyof typeof DEFAULT_CLAIMS, clientId: string | null, storeId: string | null) =>
    visibleMenu({ role, claims: DEFAULT_CLAIMS[role] }, { clientId, storeId }).map((item) => item.path);

  it('shows the admin items only to a system admin', () => {
    expect(paths('systemAdmin', null, null)).toContain('/admin/clients');
    expect(paths('clientAdmin', '7', null)).not.toContain('/admin/clients');
  });

  it('shows client items once a client is chosen', () => {
    expect(paths('systemAdmin', null, null)).not.toContain('/client/stores');
    expect(paths('systemAdmin', '7', null)).toContain('/client/stores');
  });

  it('shows store items once a store is chosen, and no client items to a store manager', () => {
    const items = paths('storeManager', '7', '3');
    expect(items).toContain('/store/zones');
    expect(items).not.toContain('/client/stores');
  });

  it('offers the store’s delivery settings, which hold its secrets, only to those who change the store', () => {
    expect(paths('storeManager', '7', '3')).toContain('/store/delivery');
    expect(paths('clientAdmin', '7', '3')).toContain('/store/delivery');
    for (const role of ['leadShopper', 'shopper'] as const) {
      expect(paths(role, '7', '3')).toContain('/store/merchandise');
      expect(paths(role, '7', '3')).not.toContain('/store/delivery');
    }
  });

  it('offers a store’s auto-assignment rules only to the client’s managers, who alone set them', () => {
    expect(paths('clientAdmin', '7', '3')).toContain('/store/autoassignmentrule');
    expect(paths('systemAdmin', '7', '3')).toContain('/store/autoassignmentrule');
    for (const role of ['storeManager', 'leadShopper', 'shopper'] as const) {
      expect(paths(role, '7', '3')).not.toContain('/store/autoassignmentrule');
    }
  });

  it('offers the activity pages to every role that reads history, never a support admin', () => {
    expect(paths('clientAdmin', '7', '3')).toEqual(
      expect.arrayContaining(['/client/activity', '/store/activity']),
    );
    for (const role of ['storeManager', 'leadShopper', 'shopper'] as const) {
      expect(paths(role, '7', '3')).toContain('/store/activity');
      expect(paths(role, '7', '3')).not.toContain('/client/activity');
    }
    expect(paths('supportAdmin', '7', '3')).not.toContain('/store/activity');
  });

  it('hides credit definitions from a user without the big credit claim', () => {
    expect(
      visibleMenu(
        { role: 'clientAdmin', claims: ['adminAccessPermission'] },
        { clientId: '7', storeId: null },
      ).map((item) => item.path),
    ).not.toContain('/client/creditDefns');
  });
});

import { describe, expect, it } from 'vitest';
import { ROLES } from '../access/roles.js';
import { mayAssignRole, roleOptions } from './role-options.js';
import { canAssignAllClientStores, canEditUser, storePickerChoices } from './user-editing.js';

const chosen = (acting: string, curbside = false) =>
  roleOptions(acting, curbside, ROLES)
    .filter((option) => !option.disabled)
    .map((option) => option.role);
const listed = (acting: string, curbside = false) => roleOptions(acting, curbside, ROLES).map((o) => o.role);

describe('role choices (spec 1 section 5)', () => {
  it('offers a systemAdmin every role', () => {
    expect(chosen('systemAdmin')).toEqual([...ROLES]);
  });

  it('offers a clientAdmin all except systemAdmin and supportAdmin', () => {
    expect(listed('clientAdmin')).toEqual(ROLES.filter((r) => r !== 'systemAdmin' && r !== 'supportAdmin'));
  });

  it('offers a storeManager all except systemAdmin, supportAdmin and clientAdmin, storeManager disabled', () => {
    expect(listed('storeManager')).toEqual(
      ROLES.filter((r) => !['systemAdmin', 'supportAdmin', 'clientAdmin'].includes(r)),
    );
    expect(chosen('storeManager')).not.toContain('storeManager');
    expect(roleOptions('storeManager', false, ROLES).find((o) => o.role === 'storeManager')?.disabled).toBe(
      true,
    );
  });

  it.each(['leadShopper', 'shopper', 'deliveryDriver', 'preparedItemWorker'])(
    'offers a %s all except systemAdmin, supportAdmin, clientAdmin and storeManager, each once',
    (acting) => {
      const roles = listed(acting);
      expect(roles).toEqual(
        ROLES.filter((r) => !['systemAdmin', 'supportAdmin', 'clientAdmin', 'storeManager'].includes(r)),
      );
      expect(new Set(roles).size).toBe(roles.length);
    },
  );

  it('lists a role once even when the role list repeats it', () => {
    expect(roleOptions('shopper', false, [...ROLES, 'shopper', 'carryoutOnly']).map((o) => o.role)).toEqual(
      listed('shopper'),
    );
  });

  it('narrows a curbside-only client to clientAdmin, storeManager, carryoutOnly and commandCenterOnly for managers', () => {
    expect(listed('clientAdmin', true)).toEqual([
      'clientAdmin',
      'storeManager',
      'carryoutOnly',
      'commandCenterOnly',
    ]);
    expect(chosen('storeManager', true)).toEqual(['carryoutOnly', 'commandCenterOnly']);
  });

  it('narrows a curbside-only client to carryoutOnly and commandCenterOnly for lower roles', () => {
    expect(listed('leadShopper', true)).toEqual(['carryoutOnly', 'commandCenterOnly']);
  });

  it('lets the API refuse a role the acting user is not offered', () => {
    expect(mayAssignRole('clientAdmin', false, ROLES, 'systemAdmin')).toBe(false);
    expect(mayAssignRole('clientAdmin', false, ROLES, 'storeManager')).toBe(true);
    expect(mayAssignRole('storeManager', false, ROLES, 'storeManager')).toBe(false);
    expect(mayAssignRole('storeManager', false, ROLES, 'shopper')).toBe(true);
    expect(mayAssignRole('clientAdmin', true, ROLES, 'shopper')).toBe(false);
  });
});

describe('user editing (spec 1 section 5)', () => {
  const admin = { userId: 1, role: 'clientAdmin' };
  const manager = { userId: 2, role: 'storeManager' };

  it('disables editing yourself, while deleting, and another store manager for a store manager', () => {
    expect(canEditUser(admin, admin, false)).toBe(false);
    expect(canEditUser(admin, manager, true)).toBe(false);
    expect(canEditUser(manager, { userId: 3, role: 'storeManager' }, false)).toBe(false);
    expect(canEditUser(manager, { userId: 3, role: 'shopper' }, false)).toBe(true);
    expect(canEditUser(admin, manager, false)).toBe(true);
  });

  it('offers "assign all client stores" only between admins when the user has a store', () => {
    expect(canAssignAllClientStores('clientAdmin', 'systemAdmin', 1)).toBe(true);
    expect(canAssignAllClientStores('systemAdmin', 'clientAdmin', 0)).toBe(false);
    expect(canAssignAllClientStores('storeManager', 'clientAdmin', 2)).toBe(false);
    expect(canAssignAllClientStores('clientAdmin', 'shopper', 2)).toBe(false);
  });

  it("lists only the chosen client's stores that are not assigned yet", () => {
    const stores = [
      { storeId: 1, clientId: 7 },
      { storeId: 2, clientId: 7 },
      { storeId: 3, clientId: 8 },
    ];
    expect(storePickerChoices(stores, [1], 7)).toEqual([{ storeId: 2, clientId: 7 }]);
  });
});

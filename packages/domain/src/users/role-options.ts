import type { Role } from '../access/roles.js';

/** A role offered on the user form; a disabled one is shown but cannot be chosen. */
export interface RoleOption {
  role: Role;
  disabled: boolean;
}

/** Offered to a client admin or store manager of a curbside-only client (spec 1 section 5). */
const CURBSIDE_MANAGER_ROLES: readonly Role[] = [
  'clientAdmin',
  'storeManager',
  'carryoutOnly',
  'commandCenterOnly',
];
/** Offered to the lower roles of a curbside-only client. */
const CURBSIDE_LOWER_ROLES: readonly Role[] = ['carryoutOnly', 'commandCenterOnly'];

/** Left out of the choices, by acting role (spec 1 section 5, "Role choices"). */
const EXCLUDED: Record<'clientAdmin' | 'storeManager' | 'lower', readonly Role[]> = {
  clientAdmin: ['systemAdmin', 'supportAdmin'],
  storeManager: ['systemAdmin', 'supportAdmin', 'clientAdmin'],
  lower: ['systemAdmin', 'supportAdmin', 'clientAdmin', 'storeManager'],
};

/** Shown to a store manager but not choosable: it may not make admins or other store managers. */
const DISABLED_FOR_STORE_MANAGER: readonly Role[] = ['systemAdmin', 'clientAdmin', 'storeManager'];

/**
 * The role choices of the user form for the acting role, over the role list the API answers
 * (GET user/Roles). systemAdmin sees all; clientAdmin all but systemAdmin and supportAdmin;
 * storeManager all but those and clientAdmin; every lower role all but those and storeManager.
 * A curbside-only client narrows them further. The original screen could list a role twice;
 * each role is offered once here.
 */
export function roleOptions(actingRole: string, curbsideOnly: boolean, roles: readonly Role[]): RoleOption[] {
  const unique = [...new Set(roles)];
  const offered = (keep: (role: Role) => boolean) =>
    unique.filter(keep).map((role) => ({
      role,
      disabled: actingRole === 'storeManager' && DISABLED_FOR_STORE_MANAGER.includes(role),
    }));
  if (actingRole === 'systemAdmin') return offered(() => true);
  const manager = actingRole === 'clientAdmin' || actingRole === 'storeManager';
  if (curbsideOnly) {
    const allowed = manager ? CURBSIDE_MANAGER_ROLES : CURBSIDE_LOWER_ROLES;
    return offered((role) => allowed.includes(role));
  }
  const excluded = EXCLUDED[manager ? (actingRole as 'clientAdmin' | 'storeManager') : 'lower'];
  return offered((role) => !excluded.includes(role));
}

/** Whether the acting role may give `role` to a user (the API checks this again before saving). */
export function mayAssignRole(
  actingRole: string,
  curbsideOnly: boolean,
  roles: readonly Role[],
  role: string,
): boolean {
  return roleOptions(actingRole, curbsideOnly, roles).some(
    (option) => option.role === role && !option.disabled,
  );
}

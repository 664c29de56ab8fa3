/** Role keys of spec 1 section 6 (prepWorker is another spelling of preparedItemWorker). */
export const ROLES = [
  'systemAdmin',
  'clientAdmin',
  'supportAdmin',
  'storeManager',
  'leadShopper',
  'shopper',
  'deliveryDriver',
  'preparedItemWorker',
  'prepWorker',
  'carryoutOnly',
  'commandCenterOnly',
] as const;

export type Role = (typeof ROLES)[number];

/** Friendly names shown for each role key. */
export const ROLE_NAMES: Record<Role, string> = {
  systemAdmin: 'System Admin',
  clientAdmin: 'Client Admin',
  supportAdmin: 'Support Admin',
  storeManager: 'Store Manager',
  leadShopper: 'Lead Shopper',
  shopper: 'Shopper',
  deliveryDriver: 'Delivery Driver',
  preparedItemWorker: 'Prepared Item Worker',
  prepWorker: 'Prep Worker',
  carryoutOnly: 'Carryout Only',
  commandCenterOnly: 'Command Center Only',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The users list treats these as admin roles (spec 1 section 6). */
export const ADMIN_ROLES: readonly Role[] = ['systemAdmin', 'clientAdmin', 'supportAdmin'];

/** Roles counted as shoppers on the dashboards. */
export const SHOPPER_ROLES: readonly Role[] = ['shopper', 'leadShopper'];

/** Roles whose scope is the stores assigned to them rather than a whole client. */
export function isStoreLevelRole(role: string): boolean {
  return role !== 'systemAdmin' && role !== 'clientAdmin' && role !== 'supportAdmin';
}

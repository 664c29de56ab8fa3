import type { Role } from './roles.js';

/** Permission names of spec 1 section 6, carried as claims on the signed-in user. */
export const PERMISSIONS = [
  'deliveryPermission',
  'preparedItemWorkerPermission',
  'receiveCarryoutNotificationsPermission',
  'bigCreditPermission',
  'smallCreditPermission',
  'adminAccessPermission',
  'supportAccessPermission',
  'canCarryoutOrdersPermission',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The claim that lets a user into the admin portal. */
export const ADMIN_ACCESS_CLAIM: Permission = 'adminAccessPermission';

/**
 * Claims a new user of each role receives. Big credits may only be applied by a store manager or
 * above; small credits by any shopper (spec 2, credit permissions).
 */
export const DEFAULT_CLAIMS: Record<Role, readonly Permission[]> = {
  systemAdmin: [
    'adminAccessPermission',
    'supportAccessPermission',
    'bigCreditPermission',
    'smallCreditPermission',
    'receiveCarryoutNotificationsPermission',
    'canCarryoutOrdersPermission',
  ],
  clientAdmin: [
    'adminAccessPermission',
    'bigCreditPermission',
    'smallCreditPermission',
    'receiveCarryoutNotificationsPermission',
    'canCarryoutOrdersPermission',
  ],
  supportAdmin: ['supportAccessPermission'],
  storeManager: [
    'adminAccessPermission',
    'bigCreditPermission',
    'smallCreditPermission',
    'receiveCarryoutNotificationsPermission',
    'canCarryoutOrdersPermission',
  ],
  leadShopper: ['adminAccessPermission', 'smallCreditPermission', 'canCarryoutOrdersPermission'],
  shopper: ['adminAccessPermission', 'smallCreditPermission'],
  deliveryDriver: ['deliveryPermission'],
  preparedItemWorker: ['preparedItemWorkerPermission'],
  prepWorker: ['preparedItemWorkerPermission'],
  carryoutOnly: ['canCarryoutOrdersPermission', 'receiveCarryoutNotificationsPermission'],
  commandCenterOnly: ['receiveCarryoutNotificationsPermission'],
};

/** Private information of spec 3: which customer fields each role sees. */

/** Spec 3 point 6: the roles listed, in the spec's order. */
export const PRIVATE_INFO_ROLES = [
  'systemAdmin',
  'clientAdmin',
  'storeManager',
  'shopper',
  'leadShopper',
  'preparedItemWorker',
  'deliveryDriver',
  'carryoutOnly',
  'commandCenterOnly',
] as const;
export type PrivateInfoRole = (typeof PRIVATE_INFO_ROLES)[number];

/** Spec 3 point 3: the twelve customer fields, each a 0/1 flag, with the label a screen shows. */
export const PRIVATE_INFO_FIELDS = [
  { key: 'customerFirstName', label: 'First name' },
  { key: 'customerLastName', label: 'Last name' },
  { key: 'customerDOB', label: 'Date of birth' },
  { key: 'customerLoyaltyNumber', label: 'Loyalty number' },
  { key: 'customerPhone', label: 'Phone' },
  { key: 'customerEmailAddress', label: 'Email address' },
  { key: 'customerAddressLine1', label: 'Address line 1' },
  { key: 'customerAddressLine2', label: 'Address line 2' },
  { key: 'customerCityTown', label: 'City or town' },
  { key: 'customerStateProvince', label: 'State or province' },
  { key: 'customerZipCode', label: 'ZIP code' },
  { key: 'customerCountry', label: 'Country' },
] as const;
export type PrivateInfoField = (typeof PRIVATE_INFO_FIELDS)[number]['key'];
export const PRIVATE_INFO_FIELD_KEYS = PRIVATE_INFO_FIELDS.map(({ key }) => key);

/** A role's flags: 1 shows the field to the role, 0 hides it. */
export type PrivateInfoFlags = Record<PrivateInfoField, 0 | 1>;

export const isPrivateInfoRole = (role: string): role is PrivateInfoRole =>
  (PRIVATE_INFO_ROLES as readonly string[]).includes(role);

/** A role without stored settings sees none of the fields: private until an admin says otherwise. */
export const HIDDEN_PRIVATE_INFO = Object.fromEntries(
  PRIVATE_INFO_FIELD_KEYS.map((key) => [key, 0]),
) as PrivateInfoFlags;

/** Each role's readable name on the screen. */
export const PRIVATE_INFO_ROLE_LABELS: Readonly<Record<PrivateInfoRole, string>> = {
  systemAdmin: 'System admin',
  clientAdmin: 'Client admin',
  storeManager: 'Store manager',
  shopper: 'Shopper',
  leadShopper: 'Lead shopper',
  preparedItemWorker: 'Prepared item worker',
  deliveryDriver: 'Delivery driver',
  carryoutOnly: 'Carry-out only',
  commandCenterOnly: 'Command center only',
};

export const PRIVATE_INFO_MESSAGES = {
  unknownRole: (role: string) => `${role} is not a role whose private information is set.`,
  repeatedRole: (role: string) => `The settings of ${role} are given twice.`,
} as const;

/** Why a set of role blocks cannot be saved, or null. */
export function privateInfoSettingsRefusal(roles: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const role of roles) {
    if (!isPrivateInfoRole(role)) return PRIVATE_INFO_MESSAGES.unknownRole(role);
    if (seen.has(role)) return PRIVATE_INFO_MESSAGES.repeatedRole(role);
    seen.add(role);
  }
  return null;
}

/** A named entry of a credit definition's departments, multipliers or permissions. */
export interface CreditItem {
  name: string;
}

/** Multiplier options (spec 2 sections 3 and 9): ids 1 to 7, 1.0 to 4.0 in steps of 0.5. */
export const CREDIT_MULTIPLIERS = [
  { id: 1, name: '1.0' },
  { id: 2, name: '1.5' },
  { id: 3, name: '2.0' },
  { id: 4, name: '2.5' },
  { id: 5, name: '3.0' },
  { id: 6, name: '3.5' },
  { id: 7, name: '4.0' },
] as const;

export const BIG_CREDIT = 'Big Credit';
export const SMALL_CREDIT = 'Small Credit';

/** Who may apply a credit (spec 2 section 6); Small Credit is the default. */
export const CREDIT_PERMISSIONS = [
  { name: BIG_CREDIT, description: 'May only be applied by a Store Manager or above.' },
  { name: SMALL_CREDIT, description: 'May be applied by any Shopper.' },
] as const;

/** A definition without a permission is treated as, and set to, Small Credit (spec 2 section 4). */
export function withDefaultPermission(permissions: readonly CreditItem[]): CreditItem[] {
  return permissions.length > 0 ? [...permissions] : [{ name: SMALL_CREDIT }];
}

/** The tracked lists of a credit definition. */
export interface TrackedCreditLists {
  customerCreditDepartments: readonly CreditItem[];
  customerCreditMultipliers: readonly CreditItem[];
  customerCreditPermissions: readonly CreditItem[];
}

const sameNames = (a: readonly CreditItem[], b: readonly CreditItem[]) => {
  const names = (items: readonly CreditItem[]) => [...new Set(items.map((item) => item.name))].sort();
  return JSON.stringify(names(a)) === JSON.stringify(names(b));
};

/**
 * Which tracked lists differ from the original the edit started from (spec 2 "Credit definitions"):
 * order and repeats do not count. The caller resets the original after a successful update.
 */
export function creditDefinitionChanges(original: TrackedCreditLists, current: TrackedCreditLists) {
  return {
    departments: !sameNames(original.customerCreditDepartments, current.customerCreditDepartments),
    multipliers: !sameNames(original.customerCreditMultipliers, current.customerCreditMultipliers),
    permissions: !sameNames(
      withDefaultPermission(original.customerCreditPermissions),
      withDefaultPermission(current.customerCreditPermissions),
    ),
  };
}

/** Credit definition messages; the spec words none, so these are the product's own. */
export const CREDIT_DEFINITION_MESSAGES = {
  nameRequired: 'Name is required.',
  unknownMultiplier: (name: string) => `'${name}' is not a credit multiplier.`,
  unknownPermission: (name: string) => `'${name}' is not a credit permission.`,
} as const;

/** Why a credit definition cannot be saved, or null. */
export function creditDefinitionRefusal(definition: { name: string } & TrackedCreditLists): string | null {
  if (!definition.name.trim()) return CREDIT_DEFINITION_MESSAGES.nameRequired;
  const multiplier = definition.customerCreditMultipliers.find(
    (item) => !CREDIT_MULTIPLIERS.some((option) => option.name === item.name),
  );
  if (multiplier) return CREDIT_DEFINITION_MESSAGES.unknownMultiplier(multiplier.name);
  const permission = definition.customerCreditPermissions.find(
    (item) => !CREDIT_PERMISSIONS.some((option) => option.name === item.name),
  );
  if (permission) return CREDIT_DEFINITION_MESSAGES.unknownPermission(permission.name);
  return null;
}

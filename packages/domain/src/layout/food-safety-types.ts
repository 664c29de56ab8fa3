/** A choice from one of the fixed lists: key, shown value and its style class. */
export interface StyleChoice {
  key: string;
  value: string;
  className: string;
}

const choice = (value: string): StyleChoice => {
  const key = value.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { key, value, className: `fst-${key}` };
};

/** Container icons (spec 3, food safety type). */
export const CONTAINER_ICONS: readonly StyleChoice[] = [
  'Ambient',
  'Cooler',
  'Freezer',
  'Chemical',
  'Hot Food',
  'Other-Circle',
  'Other-Square',
  'Other-Grid',
  'Other-Triangle',
].map(choice);

/** Container colours (spec 3, food safety type). */
export const CONTAINER_COLORS: readonly StyleChoice[] = [
  'Blood Orange',
  'Carrot',
  'Summer-Squash',
  'Granny Smith',
  'Kale',
].map(choice);

/** The derived background classes: the colour class with suffix -active, -inactive and -fill. */
export function containerClasses(containerColor: string): {
  containerActiveBackgroundClass: string;
  containerInactiveBackgroundClass: string;
  containerFillBackgroundClass: string;
} {
  const base =
    CONTAINER_COLORS.find((c) => c.value === containerColor || c.key === containerColor)?.className ?? '';
  return {
    containerActiveBackgroundClass: `${base}-active`,
    containerInactiveBackgroundClass: `${base}-inactive`,
    containerFillBackgroundClass: `${base}-fill`,
  };
}

export const FOOD_SAFETY_MESSAGES = {
  invalidValueTitle: 'Invalid Value',
  invalidMaxLeadTime: 'Max Lead Time Value format must be hh:mm:ss',
  nameRequired: 'Name is required',
  colorRequired: 'Container Color is required',
  iconRequired: 'Container Icon is required',
} as const;

const LEAD_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * Max lead time is hh:mm:ss or hh:mm (hours 00-23, minutes and seconds 00-59); empty means none.
 * Returns the value as hh:mm:ss, or null when it is not valid.
 */
export function parseMaxLeadTime(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  const match = LEAD_TIME.exec(text);
  if (!match) return null;
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

/** Errors of a food safety type before create or update: name, colour and icon are required. */
export function validateFoodSafetyType(input: {
  name?: string | null;
  containerColor?: string | null;
  containerIcon?: string | null;
  maxLeadTime?: string | null;
}): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (!input.name?.trim()) errors.push({ field: 'name', message: FOOD_SAFETY_MESSAGES.nameRequired });
  if (!input.containerColor?.trim())
    errors.push({ field: 'containerColor', message: FOOD_SAFETY_MESSAGES.colorRequired });
  if (!input.containerIcon?.trim())
    errors.push({ field: 'containerIcon', message: FOOD_SAFETY_MESSAGES.iconRequired });
  if (input.maxLeadTime != null && parseMaxLeadTime(input.maxLeadTime) === null)
    errors.push({ field: 'maxLeadTime', message: FOOD_SAFETY_MESSAGES.invalidMaxLeadTime });
  return errors;
}

export const SECTION_MESSAGES = {
  codeRequired: 'Code field is required',
  foodSafetyTypeRequired: 'Food Safety Type is required',
  preparedItemsModeRequired: 'Prepared items mode is required',
} as const;

/** Errors of a merchandise section before create: code, food safety type and mode are required. */
export function validateNewSection(input: {
  sectionSourceKey?: string | null;
  foodSafetyTypeId?: number | string | null;
  preparedItemsMode?: number | null;
}): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (!input.sectionSourceKey?.toString().trim())
    errors.push({ field: 'sectionSourceKey', message: SECTION_MESSAGES.codeRequired });
  if (input.foodSafetyTypeId == null || input.foodSafetyTypeId === '')
    errors.push({ field: 'foodSafetyTypeId', message: SECTION_MESSAGES.foodSafetyTypeRequired });
  if (input.preparedItemsMode == null)
    errors.push({ field: 'preparedItemsMode', message: SECTION_MESSAGES.preparedItemsModeRequired });
  return errors;
}

/** The zone list shown in a section is truncated at 30 characters. */
export const ZONE_LIST_MAX_LENGTH = 30;

export function zoneListLabel(zoneNames: readonly string[]): string {
  const text = zoneNames.join(', ');
  return text.length > ZONE_LIST_MAX_LENGTH ? `${text.slice(0, ZONE_LIST_MAX_LENGTH)}...` : text;
}

/** Zone user and section counts never go below 0. */
export function clampCount(count: number): number {
  return Math.max(0, count);
}

export const ITEM_CATEGORY_MESSAGES = {
  sourceKeyRequired: 'Source key is required',
} as const;

export const STAGING_MESSAGES = {
  nameRequired: 'Name is required',
} as const;

type FieldErrors = { field: string; message: string }[];

/**
 * Errors of an item category before create or update. The spec shows no message; the key is what
 * the category is known by in the client's systems, so it may not be blank.
 */
export function validateItemCategory(input: { itemCategoryTypeSourceKey?: string | null }): FieldErrors {
  return input.itemCategoryTypeSourceKey?.trim()
    ? []
    : [{ field: 'itemCategoryTypeSourceKey', message: ITEM_CATEGORY_MESSAGES.sourceKeyRequired }];
}

/** Errors of a carry-out staging section or shelf: its name is printed on labels, so it is required. */
export function validateStagingName(input: { name?: string | null }): FieldErrors {
  return input.name?.trim() ? [] : [{ field: 'name', message: STAGING_MESSAGES.nameRequired }];
}

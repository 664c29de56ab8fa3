/** Custom order types (order sub types) of spec 3: named, with an icon, at client or store level. */

/** The spec's messages (points 5 and 8), word for word, spelling included. */
export const CUSTOM_ORDER_TYPE_MESSAGES = {
  fieldsMissingTitle: 'Fields Missing',
  createFieldsMissing: 'Is neccesary include Name, SourceKey and Image to create a new Order Sub Type',
  updateFieldsMissing: 'Is neccesary include Name and SourceKey to update a Order Sub Type',
  deleteFailed: 'Error deleting Custom Order Type',
} as const;

/** The delete call's responseCode (spec 3 point 4): 0 is success, 1 is failure. */
export const DELETE_RESPONSE_CODE = { success: 0, failure: 1 } as const;

/** Longest name and source key kept; the spec gives none, a label or a key is short. */
export const MAX_CUSTOM_ORDER_TYPE_TEXT = 100;

export interface CustomOrderTypeDraft {
  name: string;
  sourceKey: string;
  /** The icon's data; empty or absent when none was chosen. */
  iconData?: string | null;
}

const filled = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/** Spec 3 point 5: a new type needs a name, a source key and an image. */
export function customOrderTypeCreateRefusal(draft: CustomOrderTypeDraft): string | null {
  return filled(draft.name) && filled(draft.sourceKey) && filled(draft.iconData)
    ? null
    : CUSTOM_ORDER_TYPE_MESSAGES.createFieldsMissing;
}

/** Spec 3 point 5: a change keeps a non-empty name and source key (the icon may stay as it is). */
export function customOrderTypeUpdateRefusal(draft: CustomOrderTypeDraft): string | null {
  return filled(draft.name) && filled(draft.sourceKey)
    ? null
    : CUSTOM_ORDER_TYPE_MESSAGES.updateFieldsMissing;
}

/** Spec 3 point 8: a failed delete says the first server error, or the spec's fallback. */
export function customOrderTypeDeleteMessage(errors: readonly { errorMessage?: string; message?: string }[]) {
  const first = errors[0];
  return first?.errorMessage || first?.message || CUSTOM_ORDER_TYPE_MESSAGES.deleteFailed;
}

/** The list's order (spec 3 point 2): by name. */
export const CUSTOM_ORDER_TYPE_DEFAULT_SORT = { key: 'name', direction: 'ascending' } as const;

/** Which rows a level lists (spec 3 point 2): a store's own at store level, those without a store at client level. */
export const isListedAtLevel = (row: { storeId: number | null }, storeId: number | null) =>
  storeId === null ? row.storeId === null : row.storeId === storeId;

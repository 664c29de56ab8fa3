/** Prepared-items modes (spec 3 section 4); 5 exists for shelves only. */
export const PREPARED_ITEMS_MODES = {
  1: 'No',
  2: 'Yes as designated by Item',
  3: 'Yes as designated by Category',
  4: 'Yes Always',
  5: 'Inherit what was set at the section',
} as const;

export type PreparedItemsMode = keyof typeof PREPARED_ITEMS_MODES;

export const PREPARED_ITEMS_MODE = { No: 1, Inherit: 5 } as const;

/** Item categories use modes 1 to 3 with their own names (spec 3 section 3). */
export const ITEM_CATEGORY_PREPARED_ITEMS_MODES = {
  1: 'No',
  2: 'Yes as designated by Item',
  3: 'Yes Always',
} as const;

/** Prep options; 1 Regular is the default. */
export const PREP_OPTIONS = { 1: 'Regular', 2: 'Lite', 3: 'Hybrid', 4: 'Made to Order' } as const;

export type PrepOption = keyof typeof PREP_OPTIONS;

export const DEFAULT_PREP_OPTION: PrepOption = 1;

/** A new shelf inherits from its section. */
export const NEW_SHELF_PREPARED_ITEMS_MODE: PreparedItemsMode = 5;

/**
 * The prep option a shelf carries: it follows the section when the shelf inherits, is cleared when
 * the shelf's mode is No, and is the shelf's own choice otherwise.
 */
export function shelfPrepOption(
  shelf: { preparedItemsMode: number; prepOptionId: number | null },
  section: { prepOptionId: number | null },
): number | null {
  if (shelf.preparedItemsMode === PREPARED_ITEMS_MODE.Inherit) return section.prepOptionId;
  if (shelf.preparedItemsMode === PREPARED_ITEMS_MODE.No) return null;
  return shelf.prepOptionId ?? DEFAULT_PREP_OPTION;
}

/** The prep option a section carries: none when its mode is No. */
export function sectionPrepOption(section: {
  preparedItemsMode: number;
  prepOptionId: number | null;
}): number | null {
  if (section.preparedItemsMode === PREPARED_ITEMS_MODE.No) return null;
  return section.prepOptionId ?? DEFAULT_PREP_OPTION;
}

/** The shelves whose prep option must change when their section's prep option changes. */
export function shelvesInheritingChange<S extends { preparedItemsMode: number; prepOptionId: number | null }>(
  shelves: readonly S[],
  newSectionPrepOption: number | null,
): S[] {
  return shelves
    .filter(
      (s) => s.preparedItemsMode === PREPARED_ITEMS_MODE.Inherit && s.prepOptionId !== newSectionPrepOption,
    )
    .map((s) => ({ ...s, prepOptionId: newSectionPrepOption }));
}

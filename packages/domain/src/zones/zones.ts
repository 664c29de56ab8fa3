/** Messages of the zones screen (spec 1 sections 5 and 8), word for word. */
export const ZONE_MESSAGES = {
  createErrorTitle: 'Create Error',
  noSections: 'Please choose at least one section for this zone.',
} as const;

/** The dummy food safety type choice that stands for none (spec 1 section 3). */
export const NO_FOOD_SAFETY_TYPE = '(No FoodSafetyType)';

/** Why a new zone cannot be created, or null: it needs at least one section. */
export function newZoneRefusal(sectionIds: readonly unknown[]): string | null {
  return sectionIds.length === 0 ? ZONE_MESSAGES.noSections : null;
}

/** The food safety type choices of a zone: the dummy entry without id first, then the store's types. */
export function zoneFoodSafetyChoices<T extends { id: string; name: string }>(
  types: readonly T[],
): { id: string | null; name: string }[] {
  return [{ id: null, name: NO_FOOD_SAFETY_TYPE }, ...types];
}

/**
 * A zone's sections or users after a link was added (`member` true) or removed: adding one already
 * there or removing one that is not changes nothing, so a repeated toggle cannot skew the list.
 */
export function withMembership<T>(
  members: readonly T[],
  item: T,
  member: boolean,
  idOf: (value: T) => string,
): T[] {
  const id = idOf(item);
  const rest = members.filter((value) => idOf(value) !== id);
  return member ? [...rest, item] : rest;
}

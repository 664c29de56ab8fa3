/** Where a moved item lands relative to its target. */
export type MoveDirection = 'Before' | 'After';

/**
 * The order after moving `sourceId` before or after `targetId` (spec 3: section onto section, shelf
 * onto shelf). Ids not found leave the order as it was.
 */
export function moveInOrder<T>(ids: readonly T[], sourceId: T, direction: MoveDirection, targetId: T): T[] {
  if (sourceId === targetId || !ids.includes(sourceId) || !ids.includes(targetId)) return [...ids];
  const rest = ids.filter((id) => id !== sourceId);
  const at = rest.indexOf(targetId) + (direction === 'After' ? 1 : 0);
  return [...rest.slice(0, at), sourceId, ...rest.slice(at)];
}

/**
 * The order after the row `movedId` came to stand at `position` (1 for the first), as a move event
 * says it: applied to the order the move was made on, it gives the order the server stored.
 */
export function placeAt<T>(ids: readonly T[], movedId: T, position: number): T[] {
  const rest = ids.filter((id) => id !== movedId);
  const at = Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), movedId, ...rest.slice(at)];
}

/** Sequence ids 1..n for an order, as the server stores them after a move. */
export function contiguousSequences<T>(ids: readonly T[]): { id: T; sequenceId: number }[] {
  return ids.map((id, index) => ({ id, sequenceId: index + 1 }));
}

/** A new merchandise section or shelf: count + 1. */
export function nextMerchandiseSequence(count: number): number {
  return count + 1;
}

/** A new item category: the list length. */
export function nextItemCategorySequence(listLength: number): number {
  return listLength;
}

/** A new carry-out section: the count of sections. */
export function nextStagingSectionSequence(count: number): number {
  return count;
}

/** A new carry-out shelf: the count plus 1, 0 when there are none. */
export function nextStagingShelfSequence(count: number): number {
  return count === 0 ? 0 : count + 1;
}

/** A reorder is rolled back on a response status above 200 or an error. */
export function reorderFailed(status: number | null): boolean {
  return status === null || status > 200;
}

import { moveInOrder, type MoveDirection } from './sequence.js';

/** One drag of a list: `sourceId` lands before or after `targetId`. */
export interface ListMove<T> {
  sourceId: T;
  direction: MoveDirection;
  targetId: T;
}

/**
 * An admin's move re-applied on the list as the server now holds it: the other admins' moves stay,
 * and this one lands next to its target wherever that now is. A source or target that is no longer
 * in the list leaves the fresh list as it is.
 */
export function reapplyMove<T>(fresh: readonly T[], move: ListMove<T>): T[] {
  return moveInOrder(fresh, move.sourceId, move.direction, move.targetId);
}

/** What is wrong with a full-list reorder: ids it lacks, ids not in the list, ids sent twice. */
export interface PermutationFault<T> {
  missing: T[];
  foreign: T[];
  repeated: T[];
}

/**
 * Checks that `sent` names every id of `current` exactly once; undefined when it does. A reorder that
 * left one out, named a stranger or named one twice would leave duplicate or missing positions.
 */
export function permutationFault<T>(
  current: readonly T[],
  sent: readonly T[],
): PermutationFault<T> | undefined {
  const known = new Set(current);
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const id of sent) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  const fault = {
    missing: current.filter((id) => !seen.has(id)),
    foreign: [...seen].filter((id) => !known.has(id)),
    repeated: [...repeated],
  };
  return fault.missing.length + fault.foreign.length + fault.repeated.length > 0 ? fault : undefined;
}

/** The fault as one sentence naming the ids, e.g. "missing 4, 7; repeated 2". */
export function describePermutationFault<T>(fault: PermutationFault<T>): string {
  return (
    [
      ['missing', fault.missing],
      ['not in this list', fault.foreign],
      ['repeated', fault.repeated],
    ] as const
  )
    .filter(([, ids]) => ids.length > 0)
    .map(([what, ids]) => `${what} ${ids.join(', ')}`)
    .join('; ');
}

/**
 * The rows a reorder moved, each with its position (1 for the first) before and after: the fewest
 * rows whose moves turn `before` into `after`. The others keep their order among themselves (the
 * longest run of `after` in the order of `before`), so one dragged row is one move, however many
 * rows it shifted. Rows of `after` missing from `before` are left out.
 */
export function movedRows<T>(
  before: readonly T[],
  after: readonly T[],
): { id: T; from: number; to: number }[] {
  const was = new Map(before.map((id, index) => [id, index]));
  const entries = after.flatMap((id, index) => {
    const from = was.get(id);
    return from === undefined ? [] : [{ id, from, to: index }];
  });
  // Longest increasing run of old positions (patience sorting), as indexes into `entries`.
  const tails: number[] = [];
  const previous = new Array<number>(entries.length).fill(-1);
  entries.forEach((entry, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (entries[tails[middle]!]!.from < entry.from) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return entries
    .filter((_, index) => !kept.has(index))
    .map((entry) => ({ id: entry.id, from: entry.from + 1, to: entry.to + 1 }));
}

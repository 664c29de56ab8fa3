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

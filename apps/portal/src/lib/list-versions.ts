/**
 * The newest order of each ordered list this tab has applied, with its version (see the REST
 * contract's list versions). Answers and events of one list can arrive in any order; applying an
 * order only when its version is newer keeps every screen on the server's latest order instead of
 * the last to arrive. Keys name the list, e.g. `sections:12` for a store's sections.
 */
export interface AppliedOrder {
  orderedIds: readonly string[];
  listVersion: number;
}

const applied = new Map<string, AppliedOrder>();

/** The order last applied to the list with its version, if any was yet. */
export function appliedOrder(list: string): AppliedOrder | undefined {
  return applied.get(list);
}

/** Runs `apply` with the order when its version is newer than the list's applied one, and remembers it. */
export function applyNewerOrder(
  list: string,
  stored: AppliedOrder,
  apply: (orderedIds: readonly string[]) => void,
): void {
  if (stored.listVersion <= (applied.get(list)?.listVersion ?? 0)) return;
  applied.set(list, { orderedIds: stored.orderedIds, listVersion: stored.listVersion });
  apply(stored.orderedIds);
}

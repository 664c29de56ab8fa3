/**
 * POS status (spec 3 section 4, "POS status"): an order's hand-off to the point of sale may be
 * retried; once the POS completed it, a reset after done is allowed only when the client's
 * AllowPosResetAfterDone application attribute has the value true (text).
 */

export const ALLOW_POS_RESET_AFTER_DONE = 'AllowPosResetAfterDone';

/** The retry button's text while the retry runs and after it succeeds. */
export const POS_RETRY_LABELS = { retrying: 'Retrying', initiated: 'POS Initiated' } as const;

export const POS_MESSAGES = {
  resetAfterDone:
    'The POS already completed this order; resetting it needs the AllowPosResetAfterDone application attribute set to true.',
} as const;

/** Whether the attribute's stored value allows a reset after done: exactly the text true. */
export const allowsPosResetAfterDone = (attributeValue: string | null | undefined) =>
  attributeValue === 'true';

/** Why the order's hand-off may not be started again, or null when it may. */
export function posRetryRefusal(
  handOff: { posCompleteDate: string | Date | null } | undefined,
  attributeValue: string | null | undefined,
): string | null {
  if (!handOff?.posCompleteDate) return null;
  return allowsPosResetAfterDone(attributeValue) ? null : POS_MESSAGES.resetAfterDone;
}

/** The button an order's row offers: Retry until the POS completed it, then Reset where allowed. */
export function posRowAction(
  completedAt: string | null | undefined,
  resetAfterDoneAllowed: boolean,
): 'Retry' | 'Reset' | null {
  if (!completedAt) return 'Retry';
  return resetAfterDoneAllowed ? 'Reset' : null;
}

/**
 * The POS table's search (spec 3 section 2): on the order id and the interface initiated, request
 * received and request completed dates as shown, case-insensitive.
 */
export function posOrderMatches(shown: readonly string[], search: string): boolean {
  const text = search.trim().toLowerCase();
  return !text || shown.some((value) => value.toLowerCase().includes(text));
}

/**
 * The store the POS screen opens on (spec 3 section 6): a storeManager's is the selected store;
 * for other roles the last chosen POS store, falling back to the selected store.
 */
export function initialPosStore(
  role: string | undefined,
  lastChosen: string | null,
  selected: string | null,
) {
  return role === 'storeManager' ? selected : (lastChosen ?? selected);
}

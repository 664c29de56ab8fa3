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

/**
 * The order receipt and the load manifest (spec 3 sections 2, 5, 8 and 9): documents rendered by
 * the API and opened in a window of their own.
 */

/** The order receipt's window title (spec 3 point 9). */
export const SHOPPED_ORDER_SUMMARY_TITLE = 'Shopped Order Summary';

/** The load manifest's window title. */
export const LOAD_MANIFEST_TITLE = 'Load Manifest';

/** The alert title of a failed receipt or manifest (spec 3 section 8). */
export const DOCUMENT_ERROR_TITLE = 'Error';

/** Spec 3 section 5 names what is needed but not the words; these say which field is missing. */
export const ORDER_DOCUMENT_MESSAGES = {
  storeRequired: 'Choose a store.',
  sourceKeyRequired: 'Enter an order source key.',
  loadRequired: 'Choose a load.',
} as const;

/**
 * The alert text of a failed receipt or manifest (spec 3 section 8): the first error message, else
 * the response message, else 'Unknown'.
 */
export function documentFailureMessage(answer: {
  errors?: readonly { message: string }[] | null;
  responseMessage?: string | null;
}): string {
  const first = answer.errors?.find((error) => error.message.trim() !== '')?.message;
  return first ?? (answer.responseMessage?.trim() ? answer.responseMessage : 'Unknown');
}

/** Why an order receipt cannot be asked for yet, or null when it can. */
export function receiptRequestProblem(storeId: string | null, orderSourceKey: string): string | null {
  if (!storeId) return ORDER_DOCUMENT_MESSAGES.storeRequired;
  return orderSourceKey.trim() ? null : ORDER_DOCUMENT_MESSAGES.sourceKeyRequired;
}

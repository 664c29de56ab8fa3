/**
 * The printable delivery report (spec 3 section 2): the deliveries of a store, of one of its users
 * who take orders or of all, between two dates; words longer than 30 characters are wrapped.
 */

/** The roles whose people take orders out for delivery: the report's user choice lists them. */
export const ORDER_TAKING_ROLES: readonly string[] = ['leadShopper', 'shopper', 'deliveryDriver'];

/** Spec 3 point 9: the delivery report wraps words longer than 30 characters. */
export const DELIVERY_REPORT_WORD_LIMIT = 30;

export const DELIVERY_REPORT_MESSAGES = {
  datesRequired: 'Choose a from date and a to date.',
  toBeforeFrom: 'The to date must not be before the from date.',
} as const;

/** Breaks every word longer than the limit into pieces of at most the limit, joined by `separator`. */
export function wrapLongWords(
  text: string,
  separator = '\u200b',
  limit = DELIVERY_REPORT_WORD_LIMIT,
): string {
  return text.replace(new RegExp(`\\S{${limit + 1},}`, 'gu'), (word) =>
    (word.match(new RegExp(`\\S{1,${limit}}`, 'gu')) ?? [word]).join(separator),
  );
}

/** Why a report of these dates (yyyy-mm-dd) cannot be run, or null when it can. */
export function deliveryRangeProblem(from: string, to: string): string | null {
  if (!from || !to) return DELIVERY_REPORT_MESSAGES.datesRequired;
  return to < from ? DELIVERY_REPORT_MESSAGES.toBeforeFrom : null;
}

/** The range of whole days from..to (yyyy-mm-dd, the viewer's days) as the instants [start, end). */
export function deliveryRangeInstants(from: string, to: string): { from: Date; to: Date } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return { from: new Date(fy, fm - 1, fd), to: new Date(ty, tm - 1, td + 1) };
}

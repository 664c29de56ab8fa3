/** Session constants of spec 1 section 9. */
export const SESSION_CHECK_INTERVAL_MS = 5000;
export const TOKEN_REFRESH_LEAD_MS = 3000;

/** The session check logs out when the user is missing, expired, or the logged-in flag is below 1. */
export function sessionIsValid(
  session: { user: unknown; expiresAt: string | null; loggedIn: number } | null,
  now: Date,
): boolean {
  if (!session || !session.user || !session.expiresAt) return false;
  if (session.loggedIn < 1) return false;
  return new Date(session.expiresAt).getTime() > now.getTime();
}

/** Milliseconds until the token must be refreshed: 3 s before it expires, never negative. */
export function refreshDelayMs(expiresAt: string, now: Date): number {
  return Math.max(0, new Date(expiresAt).getTime() - TOKEN_REFRESH_LEAD_MS - now.getTime());
}

/**
 * Remembered selections that logout clears (spec 1 section 4): download store, analytics store and
 * report, reports store and report, receipt store, POS store, nav store and client.
 */
export const REMEMBERED_SELECTION_KEYS = [
  'downloadStore',
  'analyticsStore',
  'analyticsReport',
  'reportsStore',
  'reportsReport',
  'receiptStore',
  'posStore',
  'navStore',
  'navClient',
] as const;

/**
 * Selections cleared when a store is unselected (spec 1 section 4, choosers), with the reports'
 * report and store choices spec 3 section 4 adds.
 */
export const STORE_SELECTION_KEYS = [
  'navStore',
  'posStore',
  'downloadStore',
  'analyticsStore',
  'receiptStore',
  'analyticsReport',
  'reportsStore',
  'reportsReport',
] as const;

/**
 * Who runs which reports over which stores (spec 3 section 6).
 */

/** The store choices beyond real stores, with the ids the report calls carry. */
export const ALL_STORES = { storeId: 0, name: '- All Stores -' } as const;
export const ENTERPRISE = { storeId: -1, name: '- Enterprise -' } as const;

/** Report kinds: analytics charts and table reports. */
export type ReportKind = 'analytics' | 'table';

/** Store managers and lead shoppers run reports of their store; admins choose any store of the client. */
const REPORT_ROLES = ['systemAdmin', 'clientAdmin', 'storeManager', 'leadShopper'];

export const canRunReports = (role: string) => REPORT_ROLES.includes(role);

/** Only systemAdmin and clientAdmin open the store chooser. */
export const choosesReportStore = (role: string) => role === 'systemAdmin' || role === 'clientAdmin';

/**
 * The choices besides the client's stores: analytics offers '- All Stores -', table reports also
 * '- Enterprise -'; others get neither (they are fixed to their store).
 */
export function reportStoreOptions(role: string, kind: ReportKind) {
  if (!choosesReportStore(role)) return [];
  return kind === 'table' ? [ALL_STORES, ENTERPRISE] : [ALL_STORES];
}

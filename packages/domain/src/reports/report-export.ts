/**
 * What a table report shows and exports (spec 3 sections 2 and 9): its columns, and the file name of
 * its spreadsheet.
 */
import { ALL_STORES } from './report-choices.js';

/** The columns of a table report: every key of its rows, in the order they first appear. */
export function reportColumns(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/**
 * The exported spreadsheet's name: the report and the store, cleaned for a file system, with the
 * '- All Stores -' label written All_Stores (spec 3 point 9). Cleaning turns every run of characters
 * other than letters, digits and dashes into one underscore and trims the ends, so
 * '- Enterprise -' becomes Enterprise.
 */
export function reportFileName(reportName: string, storeName: string): string {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^[-_]+|[-_]+$/g, '');
  const store = storeName === ALL_STORES.name ? 'All_Stores' : clean(storeName);
  return `${[clean(reportName), store].filter(Boolean).join('_')}.xlsx`;
}

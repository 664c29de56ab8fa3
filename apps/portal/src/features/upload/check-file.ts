import {
  checkCatMap,
  checkStoreSetup,
  FIRST_DATA_ROW,
  noDataError,
  rowField,
  type RowError,
} from '@fulfil/domain';
import { parseFile } from './parse-file';
import type { CheckAnswer, FileRow, PageLink, ParseRequest, StoreLookup } from './parse-protocol';

/**
 * The rows `errors` name, each at its own index, the others left out: the row error table shows
 * them, and a large file's rows are not copied to the page for a few errors.
 */
function namedRows(errors: readonly RowError[], rows: readonly FileRow[]): FileRow[] {
  const named: FileRow[] = [];
  for (const { rowIndex } of errors) {
    const row = rows[rowIndex - FIRST_DATA_ROW];
    if (row) named[rowIndex - FIRST_DATA_ROW] = row;
  }
  return named;
}

/** The store a store setup is for: its first row's store number (spec 2 section 5). */
const storeKeyOf = (row: FileRow) => rowField(row, 'storeNumber');

/**
 * Reads a file and checks its rows by the domain's rules, in the worker: a store setup's store is
 * asked of the page as soon as the first row is read, so the lookup runs while the rest is read.
 * Answers the errors with the rows they name, or the rows as the JSON bytes the request sends.
 */
export async function checkFile(request: ParseRequest, page: PageLink): Promise<CheckAnswer> {
  const lookups = new Map<string, Promise<StoreLookup>>();
  const lookUp = (storeKey: string) => {
    let lookup = lookups.get(storeKey);
    if (!lookup) lookups.set(storeKey, (lookup = page.lookup(storeKey)));
    return lookup;
  };
  const storeSetup = request.fileType === 'store_setup_file';
  const parsed = await parseFile(request, storeSetup ? (row) => void lookUp(storeKeyOf(row)) : undefined);
  if ('fatal' in parsed) return parsed;
  if ('error' in parsed) return { errors: [parsed.error], rows: [] };
  const { rows, sheetName } = parsed;
  page.validating(rows.length);
  const refused = (errors: RowError[]): CheckAnswer => ({ errors, rows: namedRows(errors, rows) });
  const ready = (storeSourceKey = ''): CheckAnswer => {
    const rowsJson = new TextEncoder().encode(JSON.stringify(rows));
    return { rowCount: rows.length, rowsJson, sheetName, storeSourceKey };
  };
  if (request.fileType === 'catmap_file') {
    const { errors } = checkCatMap(rows);
    return errors.length ? refused(errors) : ready();
  }
  const noData = noDataError(rows);
  if (noData) return refused([noData]);
  if (!storeSetup) return ready();
  // The key read early is looked up once; only when the whole file's first row differs (a merged
  // cell spread at the sheet's end) is it looked up again.
  const storeSourceKey = storeKeyOf(rows[0]!);
  const lookup = await lookUp(storeSourceKey);
  if ('fatal' in lookup) return lookup;
  if ('errors' in lookup) return refused(lookup.errors);
  const { errors } = checkStoreSetup(rows, {
    storeSourceKey,
    foodSafetyTypeNames: lookup.foodSafetyTypeNames,
  });
  return errors.length ? refused(errors) : ready(storeSourceKey);
}

import { INT32_MAX } from '../input/safe-input.js';

/**
 * What every upload shares (spec 2 sections 5, 8 and 9): reason codes and messages, word for word,
 * the limits of a file, the extension rule, the header check and how a cell is read. Pure, so the
 * portal runs it on the parsed workbook and the API again on the rows it receives.
 */

/** Row numbers in errors count from 2: the header is row 1 (spec 2 section 9). */
export const FIRST_DATA_ROW = 2;
export const HEADER_ROW = 1;

/** Limits of one uploaded file: beyond them a file is refused whole, with UPLOAD_MESSAGES. */
export const MAX_UPLOAD_ROWS = 200_000;
export const MAX_UPLOAD_COLUMNS = 64;
export const MAX_CELL_LENGTH = 1_000;
/**
 * The most an .xlsx file may unpack to: a 200,000-row sheet is some 100 MB of XML, and a zip bomb of
 * a few kilobytes claims gigabytes, or claims little and inflates to gigabytes. Its zip directory may
 * declare no more, and no entry may inflate to more than the directory declares for it.
 */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** The upload screen's three file types (spec 2 section 2) and their keys. */
export const UPLOAD_FILE_TYPES = {
  store_setup_file: 'Store Setup File',
  catmap_file: 'CatMap File',
  bulkLoad_users_file: 'Bulk Load Users File',
} as const;

export const UPLOAD_MESSAGES = {
  chooseStoreSetupFile: 'Please choose an XLSX file.',
  chooseCatMapFile: 'Please choose a CSV or Excel File Type.',
  noStoreSelected: { title: 'No Store Selected', text: 'You have to pick a store.' },
  noFileSelected: {
    title: 'File No Selected',
    text: 'You have to pick a file to upload',
    short: 'You must pick a file',
  },
  noData: 'No data in this file.',
  parsingErrors: (provider: string) =>
    `There were errors while parsing your file! Please consult the file and correct the error, or contact a ${provider} representative.`,
  headerErrors: 'There were headers errors while parsing your file...',
  fatalRead: 'There was a fatal error reading your file!',
  unknownError: 'Unknown Error',
  foodSafetyCheckFailed:
    'Validation of Food Safety Types failed because a server request for additional information failed.',
  zonesFailed: 'ZONES: Failed. Zones in file must already exist. Zones should be comma separated.',
  invalidExtension: (fileName: string) =>
    `File ${fileName} has an invalid extension, only csv or excel files are allowed.`,
  tooManyRows: (rows: number) =>
    `The file has ${rows} rows; at most ${MAX_UPLOAD_ROWS} rows can be uploaded at once.`,
  tooManyColumns: (columns: number) =>
    `The file has ${columns} columns; at most ${MAX_UPLOAD_COLUMNS} columns are read.`,
  cellTooLong: (header: string) =>
    `A value in column "${header}" is longer than ${MAX_CELL_LENGTH} characters.`,
  forbiddenHeader: (header: string) => `The column "${header}" is not allowed: the name is reserved.`,
  notAWorkbook: (fileName: string) =>
    `${fileName} is not an Excel workbook: its content is not .xlsx, whatever its name says.`,
  damagedWorkbook: (fileName: string) =>
    `${fileName} is damaged or incomplete: it cannot be opened as an Excel workbook.`,
  unpacksTooLarge: (fileName: string) =>
    `${fileName} unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB; at most that much can be read.`,
  unpacksMoreThanDeclared: (fileName: string) =>
    `${fileName} unpacks to more than its zip directory declares, as a zip bomb does; it is not read.`,
  xlsNotRead: (fileName: string) =>
    `${fileName} is an Excel 97-2003 workbook (.xls), which cannot be read here. Save it as .xlsx or .csv and upload that.`,
  wrongDelimiter: (delimiter: string) =>
    `The file's columns are separated by "${delimiter}": save it as comma-separated values (.csv) and upload it again.`,
  storeSetupExtension: (fileName: string) =>
    `File ${fileName} has an invalid extension, only xlsx files are allowed.`,
} as const;

/** Reason codes of the row error table (spec 2 section 5), shared by every upload. */
export const UPLOAD_REASON = {
  noData: 'NO DATA IN WORKSHEET',
  storeDoesNotExist: 'STORE DOES NOT EXIST',
  incompleteData: 'INCOMPLETE DATA',
  duplicateRow: 'DUPLICATE ROW DATA',
  fileTypeIncorrect: 'File Type Incorrect',
  // Beyond the spec: a file-level refusal (reserved header, limits) and a user spec 1 refuses.
  unreadable: 'UNREADABLE DATA',
  invalidUser: 'INVALID USER',
} as const;

/** One line of the row error table: the spreadsheet row (header = 1) and its reason code. */
export interface RowError {
  rowIndex: number;
  reasonCode: string;
  /** Set when the code alone does not say what to fix. */
  message?: string;
}

/** How many rows the summary of a refused file names before it counts the rest. */
const SUMMARY_ROWS = 10;

/** A refused file's errors in one line, as an API answer's `error` gives them: 'Row 3: INCOMPLETE DATA; ...'. */
export function rowErrorSummary(errors: readonly RowError[]): string {
  const shown = errors
    .slice(0, SUMMARY_ROWS)
    .map(
      (error) => `Row ${error.rowIndex}: ${error.reasonCode}${error.message ? ` (${error.message})` : ''}`,
    );
  const more = errors.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more.` : shown.join('; ');
}

/** An upload's file types and the extensions each accepts (spec 2 section 9). */
export const UPLOAD_EXTENSIONS = {
  storeSetup: ['xlsx'],
  catMap: ['csv', 'xlsx', 'xls'],
  bulkUsers: ['csv', 'xlsx', 'xls'],
} as const;

export type UploadKind = keyof typeof UPLOAD_EXTENSIONS;

/** 'File Type Incorrect' with the spec's message when the name does not end in an accepted extension. */
export function fileTypeError(fileName: string, kind: UploadKind): RowError | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  if ((UPLOAD_EXTENSIONS[kind] as readonly string[]).includes(extension)) return null;
  const message =
    kind === 'storeSetup'
      ? UPLOAD_MESSAGES.storeSetupExtension(fileName)
      : UPLOAD_MESSAGES.invalidExtension(fileName);
  return { rowIndex: HEADER_ROW, reasonCode: UPLOAD_REASON.fileTypeIncorrect, message };
}

/** Cells that a spreadsheet would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@]/;

/** Names that would reach an object's prototype if used as a key; never a column. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isForbiddenKey = (key: string) => FORBIDDEN_KEYS.has(key.trim().toLowerCase());

/** An upload body naming a key that would reach an object's prototype; its message names the key. */
export class ForbiddenKeyError extends Error {}

/**
 * An upload body's JSON, a key named __proto__, constructor or prototype anywhere in it refused by
 * name (ForbiddenKeyError) before any row is built from it; a generic JSON parser would answer only
 * that the body is not valid. A SyntaxError for text that is no JSON.
 */
export function parseUploadJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (isForbiddenKey(key)) throw new ForbiddenKeyError(UPLOAD_MESSAGES.forbiddenHeader(key));
    return value;
  });
}

/** A file's columns: the header text as the spec lists it, and the field its values are read into. */
export type Columns = readonly (readonly [header: string, field: string])[];

/**
 * A cell as text. Cells are data, never formulas: one starting with =, +, - or @ is kept as the text
 * it is and nothing ever evaluates it; the single quote neutraliseCell put before such a text is
 * taken off again, so a downloaded file uploads back unchanged. Numbers and booleans are written as
 * a spreadsheet shows them.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const text = value.trim();
    return NEUTRALISED.test(text) ? text.slice(1) : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * A value made safe for a downloaded spreadsheet: text that a spreadsheet would take for a formula
 * gets a leading single quote, so it opens as the text it is (formula injection).
 */
export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The header row checked against a file's columns, compared case-insensitively: a reserved word or
 * an unexpected header stops the file (`unexpected` words the code), as do too many columns.
 * Answers the field of each header, in order, or the error.
 */
export function readHeaders(
  headers: readonly unknown[],
  columns: Columns,
  unexpected: (header: string) => RowError,
): { fields: string[] } | { error: RowError } {
  if (headers.length > MAX_UPLOAD_COLUMNS)
    return { error: headerError(UPLOAD_REASON.unreadable, UPLOAD_MESSAGES.tooManyColumns(headers.length)) };
  const byHeader = new Map(columns.map(([header, field]) => [header.toLowerCase(), field]));
  const fields: string[] = [];
  for (const cell of headers) {
    const header = cellText(cell);
    if (isForbiddenKey(header))
      return { error: headerError(UPLOAD_REASON.unreadable, UPLOAD_MESSAGES.forbiddenHeader(header)) };
    const field = byHeader.get(header.toLowerCase());
    if (!field) return { error: unexpected(header) };
    fields.push(field);
  }
  return { fields };
}

const headerError = (reasonCode: string, message: string): RowError => ({
  rowIndex: HEADER_ROW,
  reasonCode,
  message,
});

/** A row object of the upload body: its fields by name, read as text. */
export type UploadRow = Readonly<Record<string, unknown>>;

/**
 * A parsed sheet (header row, then value rows) as the row objects an upload sends: blank rows are
 * left out, every value is text. Refuses the file as readHeaders does, when it has more rows than
 * MAX_UPLOAD_ROWS, or a cell longer than MAX_CELL_LENGTH.
 */
export function rowsFromSheet(
  sheet: readonly (readonly unknown[])[],
  columns: Columns,
  unexpected: (header: string) => RowError,
): { rows: Record<string, string>[] } | { error: RowError } {
  const [headers = [], ...values] = sheet;
  const read = readHeaders(headers, columns, unexpected);
  if ('error' in read) return read;
  if (values.length > MAX_UPLOAD_ROWS)
    return { error: headerError(UPLOAD_REASON.unreadable, UPLOAD_MESSAGES.tooManyRows(values.length)) };
  const { fields } = read;
  // A field named by two headers keeps the last one's value, which alone says whether it is blank.
  const repeatsField = new Set(fields).size !== fields.length;
  const rows: Record<string, string>[] = [];
  // Every key is a field of `columns` (readHeaders refused any other), so a plain object is safe;
  // filled in the same order each time, all rows share one shape, which a 100,000-row file needs
  // to be read in well under a second (docs/benchmarks.md).
  for (const cells of values) {
    const row: Record<string, string> = {};
    let blank = true;
    for (let index = 0; index < fields.length; index++) {
      const text = cellText(cells[index]);
      if (text.length > MAX_CELL_LENGTH)
        return {
          error: headerError(UPLOAD_REASON.unreadable, UPLOAD_MESSAGES.cellTooLong(cellText(headers[index]))),
        };
      row[fields[index]!] = text;
      if (text !== '') blank = false;
    }
    if (repeatsField) blank = Object.values(row).every((text) => text === '');
    if (!blank) rows.push(row);
  }
  return { rows };
}

/** The rows' keys that are not fields of the file: a file sent around the portal meets the same header rule. */
export function unexpectedFields(
  rows: readonly UploadRow[],
  columns: Columns,
  unexpected: (header: string) => RowError,
): RowError | null {
  const known = new Set(columns.map(([, field]) => field));
  for (const row of rows)
    for (const key of Object.keys(row)) {
      // No field is a forbidden key: the forbidden ones are looked for among the others alone.
      if (known.has(key)) continue;
      if (isForbiddenKey(key))
        return headerError(UPLOAD_REASON.unreadable, UPLOAD_MESSAGES.forbiddenHeader(key));
      return unexpected(key);
    }
  return null;
}

/** Reads a row's field as text; a key the row does not own (a prototype's) reads as empty. */
export const rowField = (row: UploadRow, name: string): string =>
  Object.prototype.hasOwnProperty.call(row, name) ? cellText(row[name]) : '';

/** A whole number as a file writes it: digits only, within 32 bits. */
export function wholeNumber(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= INT32_MAX ? value : null;
}

/** The spreadsheet row of the data row at `index` (0-based). */
export const rowNumber = (index: number) => index + FIRST_DATA_ROW;

/** 'NO DATA IN WORKSHEET' when a file has no row with a value. */
export const noDataError = (rows: readonly unknown[]): RowError | null =>
  rows.length === 0
    ? { rowIndex: HEADER_ROW, reasonCode: UPLOAD_REASON.noData, message: UPLOAD_MESSAGES.noData }
    : null;

/** Whether a row with the same key parts was seen before; remembers this one. */
export function seenBefore(seen: Set<string>, parts: readonly string[]): boolean {
  // Each part after its length, so no two lists of parts share a key; cheaper than JSON on a
  // 100,000-row file.
  let key = '';
  for (const part of parts) key += `${part.length}:${part}`;
  if (seen.has(key)) return true;
  seen.add(key);
  return false;
}

import { MAX_UPLOAD_COLUMNS, MAX_UPLOAD_ROWS } from '@fulfil/domain';
import { stringText } from './workbook-parts';
import { readXml } from './xml-stream';

/** A cell's value as the row rules read it: text, a number, true or false, or nothing. */
export type Cell = string | number | boolean | undefined;

/** How a sheet's cells are read: its shared strings, which styles are dates, its date system. */
export interface SheetContext {
  strings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/**
 * The sheet's rows, row 1 first and every row up to the last (an empty one as []), as exceljs gave
 * them; `rowCount` is the last row's number. Rows past MAX_UPLOAD_ROWS + 1 are counted, not kept: a
 * file that long is refused by its count.
 */
export interface SheetRows {
  sheet: Cell[][];
  rowCount: number;
}

/**
 * Told each row after the header as it is read (`header` as read so far), until it answers true: a
 * file's first rows can be acted on while the rest of it is still being read.
 */
export type RowWatch = (header: readonly Cell[], cells: readonly Cell[]) => boolean;

const KEPT_ROWS = MAX_UPLOAD_ROWS + 1;
// Excel's widest sheet: a reference past it is damaged, and no loop may run further.
const MAX_COLUMN = 16_384;

const DOLLAR = 36;
const isLetter = (code: number) => code >= 65 && code <= 90;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * An A1-style reference's column (1-based), `$` marks allowed; 0 for anything else. Read a
 * character at a time rather than by a regular expression: every cell of a sheet has one, and a
 * 100,000-row file spent a tenth of its parse matching them.
 */
function referenceColumn(reference: string): number {
  let at = reference.charCodeAt(0) === DOLLAR ? 1 : 0;
  const lettersFrom = at;
  let column = 0;
  for (; isLetter(reference.charCodeAt(at)); at++) column = column * 26 + reference.charCodeAt(at) - 64;
  if (at === lettersFrom || at - lettersFrom > 3 || column > MAX_COLUMN) return 0;
  if (reference.charCodeAt(at) === DOLLAR) at++;
  const digitsFrom = at;
  while (isDigit(reference.charCodeAt(at))) at++;
  return at > digitsFrom && at === reference.length ? column : 0;
}

/** A1-style reference's column (1-based) and row, or null. */
function cellAt(reference: string): { column: number; row: number } | null {
  const column = referenceColumn(reference);
  return column ? { column, row: Number(/\d+$/.exec(reference)![0]) } : null;
}

/** A spreadsheet day number as the instant it is, in UTC, as exceljs gives it. */
const dayToIso = (days: number, date1904: boolean) =>
  new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)).toISOString();

/**
 * A cell's value from its type (`t`), style and stored text: a formula's cached result is its value
 * (a formula is never evaluated), a shared string is looked up, a number in a date style is a date
 * (as ISO text), an error reads as nothing.
 */
function cellValue(type: string, style: number, stored: string, context: SheetContext): Cell {
  switch (type) {
    case 's':
      return context.strings[Number.parseInt(stored, 10)];
    case 'str':
    case 'inlineStr':
      return stored;
    case 'b':
      return Number.parseInt(stored, 10) !== 0;
    case 'e':
      return undefined;
    case 'd':
      return new Date(stored).toISOString();
    default: {
      const number = Number.parseFloat(stored);
      return context.dateStyles[style] ? dayToIso(number, context.date1904) : number;
    }
  }
}

/**
 * Gives every cell of each merged range its top-left cell's value, as a spreadsheet shows it;
 * answers the last row a range reaches.
 */
function spreadMerges(sheet: Cell[][], merges: readonly string[]): number {
  let lastRow = 0;
  for (const range of merges) {
    const [from, to] = range.split(':').map(cellAt);
    if (!from || !to) continue;
    lastRow = Math.max(lastRow, to.row);
    const value = sheet[from.row - 1]?.[from.column - 1];
    for (let row = from.row; row <= Math.min(to.row, KEPT_ROWS); row++) {
      while (sheet.length < row) sheet.push([]);
      const cells = sheet[row - 1]!;
      // Past the header, no cell beyond the columns a file may have is read.
      const right = row === 1 ? to.column : Math.min(to.column, MAX_UPLOAD_COLUMNS);
      for (let column = from.column; column <= right; column++)
        if (row !== from.row || column !== from.column) cells[column - 1] = value;
    }
  }
  return lastRow;
}

/**
 * Reads a worksheet's XML a row at a time as it inflates: each row's cells are kept as values, and
 * nothing else of the sheet (no styles, no formulas, no workbook model). Merged ranges, listed after
 * the rows, are filled in at the end.
 */
export async function sheetRows(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
  context: SheetContext,
  watch?: RowWatch,
): Promise<SheetRows> {
  let watching = watch;
  const sheet: Cell[][] = [];
  const merges: string[] = [];
  let lastRow = 0;
  // The row and cell being read.
  let row = 0;
  let cells: Cell[] = [];
  let column = 0;
  let type = '';
  let style = 0;
  let formula = false;
  let stored = '';
  let inValue = false;
  const inline = stringText();

  await readXml(stream, {
    open(name, attributes) {
      switch (name) {
        case 'c': {
          column = (attributes.r && referenceColumn(attributes.r)) || column + 1;
          type = attributes.t ?? '';
          style = attributes.s ? Number(attributes.s) : 0;
          formula = false;
          stored = '';
          inline.take();
          break;
        }
        case 'v':
          inValue = true;
          break;
        case 'f':
          formula = true;
          break;
        case 'row':
          row = attributes.r ? Number(attributes.r) : row + 1;
          lastRow = Math.max(lastRow, row);
          cells = [];
          column = 0;
          break;
        case 'mergeCell':
          if (attributes.ref) merges.push(attributes.ref);
          break;
        default:
          inline.open(name);
      }
    },
    text(text) {
      if (inValue) stored += text;
      else inline.text(text);
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false;
          break;
        case 'c': {
          if (row > KEPT_ROWS) break;
          const raw = type === 'inlineStr' ? inline.take() : stored;
          // A cell with no value is no cell, unless it holds a formula whose result was not stored.
          if (raw === '' && !formula) break;
          // Only the header's width is checked: past it, no cell beyond MAX_UPLOAD_COLUMNS is read.
          if (row === 1 || column <= MAX_UPLOAD_COLUMNS)
            cells[column - 1] = raw === '' ? undefined : cellValue(type, style, raw, context);
          break;
        }
        case 'row':
          if (row > KEPT_ROWS || row < 1) break;
          while (sheet.length < row - 1) sheet.push([]);
          sheet[row - 1] = cells;
          if (watching && row > 1 && watching(sheet[0] ?? [], cells)) watching = undefined;
          break;
        default:
          inline.close(name);
      }
    },
  });
  return { sheet, rowCount: Math.max(lastRow, spreadMerges(sheet, merges)) };
}

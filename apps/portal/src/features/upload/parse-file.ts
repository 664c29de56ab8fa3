import Papa from 'papaparse';
import {
  MAX_UPLOAD_ROWS,
  rowsFromSheet,
  UPLOAD_MESSAGES,
  UPLOAD_REASON,
  type RowError,
} from '@fulfil/domain';
import type { FileRow, ParseAnswer, ParseRequest } from './parse-protocol';
import { FILE_TYPES, type FileTypeKey } from './upload-kinds';
import { readXlsx } from './xlsx/read-xlsx';
import type { RowWatch } from './xlsx/sheet-rows';
import { openZip } from './zip-check';

const unreadable = (message: string): { error: RowError } => ({
  error: { rowIndex: 1, reasonCode: UPLOAD_REASON.unreadable, message },
});

/**
 * The first visible worksheet as rows of cells, header first; a hidden sheet is never read. A zip
 * that is damaged, or unpacks to more than it declares, is refused as such even when its sheet read.
 */
async function readWorkbook(buffer: ArrayBuffer, fileName: string, watch: RowWatch) {
  const zip = openZip(new Uint8Array(buffer), fileName);
  if (typeof zip === 'string') return unreadable(zip);
  const read = await readXlsx(zip.parts, watch).catch(() => null);
  const problem = await zip.problem();
  if (problem) return unreadable(problem);
  return read ?? unreadable(UPLOAD_MESSAGES.damagedWorkbook(fileName));
}

/** UTF-8 (a BOM dropped), else Windows-1252, which Excel writes on Windows: never replacement marks. */
function decodeText(buffer: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

function readCsv(buffer: ArrayBuffer, watch: RowWatch) {
  const decoded = decodeText(buffer);
  // Line endings mixed by editing on several systems read as one kind; a file with none but \n is
  // not copied for it (some 8 MB for 100,000 rows).
  const text = decoded.includes('\r') ? decoded.replace(/\r\n?/g, '\n') : decoded;
  const sheet = Papa.parse<string[]>(text, { delimiter: ',', newline: '\n', skipEmptyLines: 'greedy' }).data;
  // A header of one column holding another separator is a file saved with the wrong one.
  const [header = []] = sheet;
  const other = header.length === 1 ? [';', '\t', '|'].find((mark) => header[0]?.includes(mark)) : undefined;
  if (other) return unreadable(UPLOAD_MESSAGES.wrongDelimiter(other === '\t' ? 'tab' : other));
  for (let row = 1; row < sheet.length && !watch(header, sheet[row]!); row++);
  return { sheet, sheetName: '' };
}

/**
 * Watches the rows as they are read for the first that holds a value, and tells it to `onFirstRow`
 * read through the header, as the whole file's rows will be; a header the rules refuse tells nothing.
 */
function firstRowWatch(fileType: FileTypeKey, onFirstRow: (row: FileRow) => void): RowWatch {
  const { columns, unexpectedHeader } = FILE_TYPES[fileType];
  return (header, cells) => {
    const read = rowsFromSheet([header, cells], columns, unexpectedHeader);
    if ('error' in read) return true;
    const [row] = read.rows;
    if (row) onFirstRow(row);
    return row !== undefined;
  };
}

/**
 * Reads a file into the rows an upload sends, through the domain's header and limit rules;
 * `onFirstRow` hears the first data row as soon as it is read, before the rest of the file is.
 */
export async function parseFile(
  { fileType, fileName, buffer }: ParseRequest,
  onFirstRow: (row: FileRow) => void = () => undefined,
): Promise<ParseAnswer> {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xls') return { fatal: UPLOAD_MESSAGES.xlsNotRead(fileName) };
  const watch = firstRowWatch(fileType, onFirstRow);
  const read = extension === 'csv' ? readCsv(buffer, watch) : await readWorkbook(buffer, fileName, watch);
  if ('error' in read) return read;
  if (read.sheet.length === 0)
    return { error: { rowIndex: 1, reasonCode: UPLOAD_REASON.noData, message: UPLOAD_MESSAGES.noData } };
  const { columns, unexpectedHeader } = FILE_TYPES[fileType];
  // A workbook's rows past the limit are counted as it streams, not kept: once its header is
  // checked, such a file is refused by that count.
  const rowCount = 'rowCount' in read ? read.rowCount : read.sheet.length;
  const tooLong = rowCount - 1 > MAX_UPLOAD_ROWS;
  const rows = rowsFromSheet(tooLong ? read.sheet.slice(0, 1) : read.sheet, columns, unexpectedHeader);
  if ('error' in rows) return rows;
  if (tooLong) return unreadable(UPLOAD_MESSAGES.tooManyRows(rowCount - 1));
  return { rows: rows.rows, sheetName: read.sheetName || fileName };
}

import Papa from 'papaparse';
import {
  MAX_UPLOAD_ROWS,
  rowsFromSheet,
  UPLOAD_MESSAGES,
  UPLOAD_REASON,
  type RowError,
} from '@fulfil/domain';
import type { ParseAnswer, ParseRequest } from './parse-protocol';
import { FILE_TYPES } from './upload-kinds';
import { readXlsx } from './xlsx/read-xlsx';
import { zipProblem } from './zip-check';

const unreadable = (message: string): { error: RowError } => ({
  error: { rowIndex: 1, reasonCode: UPLOAD_REASON.unreadable, message },
});

/** The first visible worksheet as rows of cells, header first; a hidden sheet is never read. */
async function readWorkbook(buffer: ArrayBuffer, fileName: string) {
  const bytes = new Uint8Array(buffer);
  const problem = await zipProblem(bytes, fileName);
  if (problem) return unreadable(problem);
  try {
    return await readXlsx(bytes);
  } catch {
    return unreadable(UPLOAD_MESSAGES.damagedWorkbook(fileName));
  }
}

/** UTF-8 (a BOM dropped), else Windows-1252, which Excel writes on Windows: never replacement marks. */
function decodeText(buffer: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

function readCsv(buffer: ArrayBuffer) {
  const decoded = decodeText(buffer);
  // Line endings mixed by editing on several systems read as one kind; a file with none but \n is
  // not copied for it (some 8 MB for 100,000 rows).
  const text = decoded.includes('\r') ? decoded.replace(/\r\n?/g, '\n') : decoded;
  const sheet = Papa.parse<string[]>(text, { delimiter: ',', newline: '\n', skipEmptyLines: 'greedy' }).data;
  // A header of one column holding another separator is a file saved with the wrong one.
  const [header = []] = sheet;
  const other = header.length === 1 ? [';', '\t', '|'].find((mark) => header[0]?.includes(mark)) : undefined;
  if (other) return unreadable(UPLOAD_MESSAGES.wrongDelimiter(other === '\t' ? 'tab' : other));
  return { sheet, sheetName: '' };
}

/** Reads a file into the rows an upload sends, through the domain's header and limit rules. */
export async function parseFile({ fileType, fileName, buffer }: ParseRequest): Promise<ParseAnswer> {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xls') return { fatal: UPLOAD_MESSAGES.xlsNotRead(fileName) };
  const read = extension === 'csv' ? readCsv(buffer) : await readWorkbook(buffer, fileName);
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

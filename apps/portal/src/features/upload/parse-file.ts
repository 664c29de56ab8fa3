import { rowsFromSheet, UPLOAD_MESSAGES, UPLOAD_REASON, type RowError } from '@fulfil/domain';
import type { ParseAnswer, ParseRequest } from './parse-protocol';
import { FILE_TYPES } from './upload-kinds';
import { zipProblem } from './zip-check';

/** A cell of exceljs as the plain value the row rules read: a formula's result, rich text's text. */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  if ('result' in value) return plainValue(value.result);
  if ('richText' in value && Array.isArray(value.richText))
    return value.richText.map((part: { text?: string }) => part.text ?? '').join('');
  if ('text' in value) return plainValue(value.text);
  return null;
}

const unreadable = (message: string): { error: RowError } => ({
  error: { rowIndex: 1, reasonCode: UPLOAD_REASON.unreadable, message },
});

/** The first visible worksheet as rows of cells, header first; a hidden sheet is never read. */
async function readXlsx(buffer: ArrayBuffer, fileName: string) {
  const problem = await zipProblem(new Uint8Array(buffer), fileName);
  if (problem) return unreadable(problem);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    return unreadable(UPLOAD_MESSAGES.damagedWorkbook(fileName));
  }
  const worksheet = workbook.worksheets.find((sheet) => sheet.state === 'visible');
  if (!worksheet) return { sheet: [], sheetName: '' };
  const sheet: unknown[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    // exceljs counts columns from 1: values[0] is always empty.
    sheet.push(
      Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => plainValue(values[index + 1])),
    );
  });
  return { sheet, sheetName: worksheet.name };
}

/** UTF-8 (a BOM dropped), else Windows-1252, which Excel writes on Windows: never replacement marks. */
function decodeText(buffer: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

async function readCsv(buffer: ArrayBuffer) {
  const { default: Papa } = await import('papaparse');
  // Line endings mixed by editing on several systems read as one kind.
  const text = decodeText(buffer).replace(/\r\n?/g, '\n');
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
  const read = extension === 'csv' ? await readCsv(buffer) : await readXlsx(buffer, fileName);
  if ('error' in read) return read;
  if (read.sheet.length === 0)
    return { error: { rowIndex: 1, reasonCode: UPLOAD_REASON.noData, message: UPLOAD_MESSAGES.noData } };
  const { columns, unexpectedHeader } = FILE_TYPES[fileType];
  const rows = rowsFromSheet(read.sheet, columns, unexpectedHeader);
  return 'error' in rows ? rows : { rows: rows.rows, sheetName: read.sheetName || fileName };
}

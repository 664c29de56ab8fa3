/// <reference lib="webworker" />
import { rowsFromSheet, UPLOAD_MESSAGES, UPLOAD_REASON } from '@fulfil/domain';
import { FILE_TYPES } from './upload-kinds';
import type { ParseAnswer, ParseRequest } from './parse-protocol';

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

/** The first worksheet as rows of cells, header first. */
async function readXlsx(buffer: ArrayBuffer): Promise<{ sheet: unknown[][]; sheetName: string }> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const worksheet = workbook.worksheets[0];
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

async function readCsv(buffer: ArrayBuffer): Promise<unknown[][]> {
  const { default: Papa } = await import('papaparse');
  const text = new TextDecoder().decode(buffer);
  return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
}

/** Reads a file into the rows an upload sends, through the domain's header and limit rules. */
async function parse({ fileType, fileName, buffer }: ParseRequest): Promise<ParseAnswer> {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xls')
    return {
      fatal: `${fileName} is an Excel 97-2003 workbook (.xls), which cannot be read here. Save it as .xlsx or .csv and upload that.`,
    };
  const { sheet, sheetName } =
    extension === 'csv' ? { sheet: await readCsv(buffer), sheetName: fileName } : await readXlsx(buffer);
  if (sheet.length === 0)
    return { error: { rowIndex: 1, reasonCode: UPLOAD_REASON.noData, message: UPLOAD_MESSAGES.noData } };
  const { columns, unexpectedHeader } = FILE_TYPES[fileType];
  const read = rowsFromSheet(sheet, columns, unexpectedHeader);
  return 'error' in read ? read : { rows: read.rows, sheetName };
}

self.onmessage = async (message: MessageEvent<ParseRequest>) => {
  let answer: ParseAnswer;
  try {
    answer = await parse(message.data);
  } catch {
    answer = { fatal: UPLOAD_MESSAGES.fatalRead };
  }
  self.postMessage(answer);
};

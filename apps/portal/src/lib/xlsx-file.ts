import { neutraliseCell } from '@fulfil/domain';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A workbook of one sheet, its rows as given (the header first), as xlsx bytes. Text a spreadsheet
 * would run as a formula (=, +, -, @) is neutralised. exceljs is loaded here, only when a file is
 * written; a worker may call this too.
 */
export async function xlsxBytes(
  sheetName: string,
  rows: readonly (readonly unknown[])[],
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row.map((cell) => neutraliseCell(cell ?? '')));
  // Of exceljs's time on a large sheet, the styles part and the default deflate level are the parts
  // a plain table does without: no cell carries a style, and the fastest deflate costs a third of
  // the default's time for a file a third larger.
  const written = await workbook.xlsx.writeBuffer({
    useStyles: false,
    zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } },
  });
  // exceljs answers a Buffer, a view that may share its memory; a worker can only hand over a whole
  // ArrayBuffer of its own, so the bytes are copied into one.
  return new Uint8Array(written as unknown as ArrayLike<number>).buffer;
}

/** Hands the browser a file to save. */
export function saveFile(file: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** Hands the browser a workbook to save. */
export function saveXlsx(bytes: ArrayBuffer, fileName: string): void {
  saveFile(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}

import { askWorker } from './worker-call';
import { saveXlsx } from './xlsx-file';

/** What the workbook worker is sent: the sheet's rows, header first. */
export interface XlsxRequest {
  sheetName: string;
  rows: (string | number | null)[][];
}

/** The workbook's bytes, or null when it could not be written. */
export interface XlsxAnswer {
  bytes: ArrayBuffer | null;
}

/**
 * Saves rows as a spreadsheet. The workbook is written in a worker, so the page stays responsive
 * while a large file is written; exceljs loads there, on demand. Returns false when the workbook
 * could not be written.
 */
export async function exportXlsx(request: XlsxRequest, fileName: string): Promise<boolean> {
  const { bytes } = await askWorker<XlsxRequest, XlsxAnswer>(
    new Worker(new URL('./xlsx-worker.ts', import.meta.url), { type: 'module' }),
    request,
    { bytes: null },
  );
  if (!bytes) return false;
  saveXlsx(bytes, fileName);
  return true;
}

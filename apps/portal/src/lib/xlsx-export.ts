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
 * while a large file is written; exceljs loads there, on demand. Given rows still to come (a
 * request in flight), the worker starts at once and loads exceljs meanwhile. Returns false when
 * the workbook could not be written; a failure to get the rows is thrown.
 */
export async function exportXlsx(
  request: XlsxRequest | Promise<XlsxRequest>,
  fileName: string,
): Promise<boolean> {
  const worker = new Worker(new URL('./xlsx-worker.ts', import.meta.url), { type: 'module' });
  let rows: XlsxRequest;
  try {
    rows = await request;
  } catch (error) {
    worker.terminate();
    throw error;
  }
  const { bytes } = await askWorker<XlsxRequest, XlsxAnswer>(worker, rows, { bytes: null });
  if (!bytes) return false;
  saveXlsx(bytes, fileName);
  return true;
}

import { reportFileName } from '@fulfil/domain';
import { askWorker } from '../../lib/worker-call';
import { saveXlsx } from '../../lib/xlsx-file';

/** What the export worker is sent: the sheet's rows, header first. */
export interface ExportRequest {
  sheetName: string;
  rows: (string | number | null)[][];
}

/** The workbook's bytes, or null when it could not be written. */
export interface ExportAnswer {
  bytes: ArrayBuffer | null;
}

/** Excel refuses sheet names over 31 characters and some punctuation. */
const sheetNameOf = (reportName: string) => reportName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/**
 * Saves a table report as a spreadsheet named by the report and store (spec 3 point 9). The workbook
 * is written in a worker, so the page stays responsive while a large report is written; exceljs
 * loads there, on demand. Returns false when the workbook could not be written.
 */
export async function exportReport(
  report: { reportName: string; storeName: string },
  table: { columns: string[]; rows: (string | number | null)[][] },
): Promise<boolean> {
  const request: ExportRequest = {
    sheetName: sheetNameOf(report.reportName),
    rows: [table.columns, ...table.rows],
  };
  const { bytes } = await askWorker<ExportRequest, ExportAnswer>(
    new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' }),
    request,
    { bytes: null },
  );
  if (!bytes) return false;
  saveXlsx(bytes, reportFileName(report.reportName, report.storeName));
  return true;
}

import { reportFileName } from '@fulfil/domain';
import { askWorker } from '../../lib/worker-call';
import { saveXlsx, xlsxBytes } from '../../lib/xlsx-file';

/** What the export worker is sent: the sheet's rows, header first. */
export interface ExportRequest {
  sheetName: string;
  rows: (string | number | null)[][];
}

/** The workbook's bytes, or null when it could not be written. */
export interface ExportAnswer {
  bytes: ArrayBuffer | null;
}

/** From this many rows the workbook is written in a worker, so the page stays responsive meanwhile. */
export const WORKER_ROWS = 5_000;

/** Excel refuses sheet names over 31 characters and some punctuation. */
const sheetNameOf = (reportName: string) => reportName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/**
 * Saves a table report as a spreadsheet named by the report and store (spec 3 point 9). Returns
 * false when the workbook could not be written.
 */
export async function exportReport(
  report: { reportName: string; storeName: string },
  table: { columns: string[]; rows: (string | number | null)[][] },
): Promise<boolean> {
  const request: ExportRequest = {
    sheetName: sheetNameOf(report.reportName),
    rows: [table.columns, ...table.rows],
  };
  const bytes =
    table.rows.length < WORKER_ROWS
      ? await xlsxBytes(request.sheetName, request.rows).catch(() => null)
      : (
          await askWorker<ExportRequest, ExportAnswer>(
            new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' }),
            request,
            { bytes: null },
          )
        ).bytes;
  if (!bytes) return false;
  saveXlsx(bytes, reportFileName(report.reportName, report.storeName));
  return true;
}

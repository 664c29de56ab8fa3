import { reportFileName } from '@fulfil/domain';
import { exportXlsx } from '../../lib/xlsx-export';

/** Excel refuses sheet names over 31 characters and some punctuation. */
const sheetNameOf = (reportName: string) => reportName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/**
 * Saves a table report as a spreadsheet named by the report and store (spec 3 point 9). Returns
 * false when the workbook could not be written.
 */
export function exportReport(
  report: { reportName: string; storeName: string },
  table: { columns: string[]; rows: (string | number | null)[][] },
): Promise<boolean> {
  return exportXlsx(
    { sheetName: sheetNameOf(report.reportName), rows: [table.columns, ...table.rows] },
    reportFileName(report.reportName, report.storeName),
  );
}

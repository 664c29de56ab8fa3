import { neutraliseCell, STORE_SETUP_COLUMNS, STORE_SETUP_SHEET_NAME } from '@fulfil/domain';
import { PRODUCT } from './upload-kinds';
import { uploadRequest } from './upload-requests';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The download's file name (spec 2 section 7): the product prefix, 'Locations' and the store's name. */
export const storeSetupFileName = (storeName: string) => `${PRODUCT} Locations ${storeName}.xlsx`;

/**
 * Saves the store's setup as a workbook that uploads back unchanged. Text a spreadsheet would run as
 * a formula is neutralised. exceljs is loaded here, only when someone downloads.
 */
export async function downloadStoreSetup(store: { id: string; name: string }): Promise<void> {
  const answer = await uploadRequest<{ rows: Record<string, string | number>[] }>(
    `/downloadExcel/${encodeURIComponent(store.id)}`,
  );
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(STORE_SETUP_SHEET_NAME);
  sheet.addRow(STORE_SETUP_COLUMNS.map(([header]) => header));
  for (const row of answer.rows)
    sheet.addRow(STORE_SETUP_COLUMNS.map(([header]) => neutraliseCell(row[header] ?? '')));
  const bytes = await workbook.xlsx.writeBuffer();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  link.download = storeSetupFileName(store.name);
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

import { STORE_SETUP_COLUMNS, STORE_SETUP_SHEET_NAME } from '@fulfil/domain';
import { exportXlsx } from '../../lib/xlsx-export';
import { PRODUCT } from './upload-kinds';
import { uploadRequest } from './upload-requests';

/** The download's file name (spec 2 section 7): the product prefix, 'Locations' and the store's name. */
export const storeSetupFileName = (storeName: string) => `${PRODUCT} Locations ${storeName}.xlsx`;

/**
 * Saves the store's setup as a workbook that uploads back unchanged. Text a spreadsheet would run as
 * a formula is neutralised. The workbook is written by exceljs in a worker: thousands of rows take
 * it seconds, which on the page's thread would freeze the screen and wait on its every frame. The
 * worker starts as the rows are asked for, and loads exceljs while they come.
 */
export async function downloadStoreSetup(store: { id: string; name: string }): Promise<void> {
  const headers = STORE_SETUP_COLUMNS.map(([header]) => header);
  const sheet = uploadRequest<{ rows: Record<string, string | number>[] }>(
    `/downloadExcel/${encodeURIComponent(store.id)}`,
  ).then((answer) => ({
    sheetName: STORE_SETUP_SHEET_NAME,
    rows: [headers, ...answer.rows.map((row) => headers.map((header) => row[header] ?? ''))],
  }));
  const saved = await exportXlsx(sheet, storeSetupFileName(store.name));
  if (!saved) throw new Error('The workbook could not be written.');
}

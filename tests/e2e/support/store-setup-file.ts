import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, uniqueName } from '../kit.js';

const HEADERS = [
  'storenumber',
  'aisle',
  'aislename',
  'aislefst',
  'aisleprepitemmode',
  'aisleprepoptionid',
  'aisleseq',
  'location',
  'locationname',
  'locationfst',
  'locationprepitemmode',
  'locationprepoptionid',
  'seq',
  'zones',
];

/** A demo store of Demo Grocers: its name and source key. */
interface DemoStore {
  name: string;
  key: string;
}

const DOWNTOWN: DemoStore = { name: 'Downtown Hub', key: 'DG-0101' };

/** Downloads the chosen store's setup on the upload screen and checks it is the spec's sheet. */
async function downloadStoreSetup(page: Page, store: DemoStore) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download store setup' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Fulfilment Locations ${store.name}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Merchandise Locations');
  expect(sheet, 'the sheet the spec names').toBeDefined();
  const header = (sheet!.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(HEADERS);
  const first = sheet!.getRow(2);
  expect(first.getCell(1).value).toBe(store.key);
  return { workbook, sheet: sheet!, first };
}

/** Saves the edited workbook under the download's name in a folder of its own. */
async function saved(workbook: ExcelJS.Workbook, store: DemoStore) {
  const folder = mkdtempSync(join(tmpdir(), 'upload-'));
  const edited = join(folder, `Fulfilment Locations ${store.name}.xlsx`);
  await workbook.xlsx.writeFile(edited);
  return { edited, folder };
}

/**
 * Downloads the chosen store's setup (Downtown Hub) and renames its first aisle on every row of that
 * aisle: uploaded back, one section changes.
 */
export async function downloadWithAisleRenamed(page: Page) {
  const { workbook, sheet, first } = await downloadStoreSetup(page, DOWNTOWN);
  const aisle = String(first.getCell(2).value);
  const renamed = uniqueName('Aisle');
  sheet.eachRow((row, number) => {
    if (number > 1 && row.getCell(2).value === aisle) row.getCell(3).value = renamed;
  });
  return { ...(await saved(workbook, DOWNTOWN)), aisle, renamed };
}

/**
 * Downloads the chosen store's setup and adds a new aisle of `shelves` shelves after its own, like
 * its first aisle: a file of that many more rows, one section and its shelves new.
 */
export async function downloadWithAisleAdded(page: Page, store: DemoStore, shelves: number) {
  const { workbook, sheet, first } = await downloadStoreSetup(page, store);
  const aisle = uniqueName('Aisle').replace(/\W/g, '');
  for (let shelf = 1; shelf <= shelves; shelf += 1) {
    const changed: Record<string, ExcelJS.CellValue> = {
      aisle,
      aislename: aisle,
      aisleseq: 9999,
      location: `${aisle}-${shelf}`,
      locationname: `Bay ${shelf}`,
      seq: shelf,
      zones: '',
    };
    sheet.addRow(HEADERS.map((header, index) => changed[header] ?? first.getCell(index + 1).value));
  }
  return { ...(await saved(workbook, store)), aisle };
}

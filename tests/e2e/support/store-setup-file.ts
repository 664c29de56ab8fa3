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

/**
 * Downloads the chosen store's setup on the upload screen (Downtown Hub), checks it is the spec's
 * sheet, and renames its first aisle on every row of that aisle: uploaded back, one section changes.
 */
export async function downloadWithAisleRenamed(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download store setup' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Fulfilment Locations Downtown Hub.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Merchandise Locations');
  expect(sheet, 'the sheet the spec names').toBeDefined();
  const header = (sheet!.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(HEADERS);
  const first = sheet!.getRow(2);
  expect(first.getCell(1).value).toBe('DG-0101');
  const aisle = String(first.getCell(2).value);
  const renamed = uniqueName('Aisle');
  sheet!.eachRow((row, number) => {
    if (number > 1 && row.getCell(2).value === aisle) row.getCell(3).value = renamed;
  });
  const folder = mkdtempSync(join(tmpdir(), 'upload-'));
  const edited = join(folder, 'Fulfilment Locations Downtown Hub.xlsx');
  await workbook.xlsx.writeFile(edited);
  return { edited, folder, aisle, renamed };
}

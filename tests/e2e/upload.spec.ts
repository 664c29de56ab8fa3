import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { signedInPage, screenshot, uniqueName, expect, test } from './kit.js';

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

test.describe('Upload', () => {
  test('a client admin downloads the store setup, renames an aisle in it, uploads it back and reads the statistics', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/upload');
    await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Please choose an XLSX file.' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });

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

    // One aisle renamed on every row of that aisle: one section changes, nothing else.
    const aisle = first.getCell(2).value;
    const renamed = uniqueName('Aisle');
    sheet!.eachRow((row, number) => {
      if (number > 1 && row.getCell(2).value === aisle) row.getCell(3).value = renamed;
    });
    const folder = mkdtempSync(join(tmpdir(), 'upload-'));
    const edited = join(folder, 'Fulfilment Locations Downtown Hub.xlsx');
    await workbook.xlsx.writeFile(edited);

    await page.getByLabel('File', { exact: true }).setInputFiles(edited);
    await page.getByRole('button', { name: 'Upload file' }).click();
    const statistics = page.getByRole('table', { name: 'Upload statistics' });
    await expect(statistics.getByRole('row', { name: /Sections updated/ })).toContainText('1');
    await expect(statistics.getByRole('row', { name: /Sections deleted/ })).toContainText('0');
    await expect(statistics.getByRole('row', { name: /Shelves deleted/ })).toContainText('0');
    await expect(page.getByRole('status').filter({ hasText: /\d\d:\d\d/ })).toBeVisible();
    await screenshot(page, 'upload-store-setup-statistics');

    // A category map whose header is not the spec's: refused in the browser, before anything is sent.
    await page.getByRole('button', { name: 'Upload another' }).click();
    await expect(statistics).toBeHidden();
    await page.getByRole('combobox', { name: 'File type' }).selectOption({ label: 'CatMap File' });
    await expect(
      page.getByRole('status').filter({ hasText: 'Please choose a CSV or Excel File Type.' }),
    ).toBeVisible();
    const badCsv = join(folder, 'catmap.csv');
    writeFileSync(badCsv, 'CategoryId,Shelf,SectionId\n10,Bakery,A01\n');
    await page.getByLabel('File', { exact: true }).setInputFiles(badCsv);
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(
      page.getByText(
        'There were errors while parsing your file! Please consult the file and correct the error, or contact a Fulfilment representative.',
      ),
    ).toBeVisible();
    const errors = page.getByRole('table', { name: 'Errors in the file' });
    await expect(errors.getByRole('row').nth(1)).toContainText(/UNEXPECTED HEADER "Shelf"/i);
    await screenshot(page, 'upload-catmap-header-error');
  });
});

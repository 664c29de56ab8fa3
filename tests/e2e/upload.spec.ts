import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { STORE_SETUP_COLUMNS, STORE_SETUP_SHEET_NAME } from '@fulfil/domain';
import { signedInPage, screenshot, uniqueName, expect, test } from './kit.js';
import { downloadWithAisleAdded, downloadWithAisleRenamed } from './support/store-setup-file.js';

/** LARGE_UPLOAD_ROWS of the stack playwright.config.ts starts: a file of more rows is saved for later. */
const LARGE_UPLOAD_ROWS = 1000;

test.describe('Upload', () => {
  test('a client admin downloads the store setup, renames an aisle in it, uploads it back and reads the statistics', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/upload');
    await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Please choose an XLSX file.' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });

    const { edited, folder } = await downloadWithAisleRenamed(page);

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

  test('a large store setup file is saved for later: the screen says so and follows it until it is stored', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/upload');
    const store = { name: 'Lakeside Market', key: 'DG-0201' };
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: store.name });
    const { edited } = await downloadWithAisleAdded(page, store, LARGE_UPLOAD_ROWS);

    await page.getByLabel('File', { exact: true }).setInputFiles(edited);
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(
      page.getByText(
        'The file is large, so it is saved for later: the server stores it after receiving it, and an e-mail will tell clientadmin@demo.test how that went.',
      ),
    ).toBeVisible();
    await screenshot(page, 'upload-saved-for-later');
    await expect(
      page.getByRole('status').filter({
        hasText: 'The file has been stored; the e-mail to clientadmin@demo.test lists what it changed.',
      }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /Done: 100 %/ })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeHidden();
    await screenshot(page, 'upload-saved-for-later-stored');
  });

  test('a bulk users file with two bad rows stores the good one and names each refused user and why', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/upload');
    await page.getByRole('combobox', { name: 'File type' }).selectOption({ label: 'Bulk Load Users File' });
    const [good, noPassword, badEmail] = ['Good', 'NoPassword', 'BadEmail'].map((name) =>
      uniqueName(name).toLowerCase().replace(/\W/g, ''),
    );
    const folder = mkdtempSync(join(tmpdir(), 'users-'));
    const file = join(folder, 'users.csv');
    writeFileSync(
      file,
      [
        'First Name,Last Name,Username,Password,Email,Role,Store Location,IsForcedLabelScan,IsForcedScanDuringCarryout',
        `Gina,Good,${good},good-password,${good}@demo.test,Shopper,DG-0101,TRUE,FALSE`,
        `Nora,Nopass,${noPassword},,${noPassword}@demo.test,Shopper,DG-0101,TRUE,FALSE`,
        `Bert,Bademail,${badEmail},good-password,not-an-email,Shopper,DG-0101,FALSE,FALSE`,
      ].join('\n'),
    );
    await page.getByLabel('File', { exact: true }).setInputFiles(file);
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(page.getByRole('alert')).toContainText('2 of 3 users were not saved.');
    const refused = page.getByRole('list', { name: 'Users not uploaded' }).getByRole('listitem');
    await expect(refused).toHaveCount(2);
    await expect(refused.nth(0)).toContainText(`Row 3, ${noPassword}: INCOMPLETE DATA`);
    await expect(refused.nth(1)).toContainText(`Row 4, ${badEmail}: INVALID USER`);
    await screenshot(page, 'upload-bulk-users-two-refused');
  });

  test('bad files are refused on the screen, each with its own reason, and nothing is sent', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'clientadmin@demo.test');
    await page.goto('/client/upload');
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Downtown Hub' });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/upload/'))
        sent.push(request.url());
    });
    const folder = mkdtempSync(join(tmpdir(), 'bad-files-'));
    const errors = page.getByRole('table', { name: 'Errors in the file' });

    // A picture renamed .xlsx.
    const picture = join(folder, 'photo.xlsx');
    writeFileSync(picture, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    await page.getByLabel('File', { exact: true }).setInputFiles(picture);
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(errors.getByRole('row').nth(1)).toContainText(
      'photo.xlsx is not an Excel workbook: its content is not .xlsx, whatever its name says.',
    );
    await screenshot(page, 'upload-bad-file-picture');

    // A category map saved with semicolons.
    await page.getByRole('button', { name: 'Upload another' }).click();
    await page.getByRole('combobox', { name: 'File type' }).selectOption({ label: 'CatMap File' });
    const semicolons = join(folder, 'map.csv');
    writeFileSync(semicolons, 'CategoryId;CategoryName;SectionId\n10;Bakery;A01\n');
    await page.getByLabel('File', { exact: true }).setInputFiles(semicolons);
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(errors.getByRole('row').nth(1)).toContainText(
      'The file\'s columns are separated by ";": save it as comma-separated values (.csv) and upload it again.',
    );

    // A store setup whose second row names a food safety type the store does not have: the row is
    // named, with its data, after the store's types were looked up.
    await page.getByRole('button', { name: 'Upload another' }).click();
    await page.getByRole('combobox', { name: 'File type' }).selectOption({ label: 'Store Setup File' });
    const setup = join(folder, 'setup.xlsx');
    // A shelf of aisle Z01: its location, name, food safety type, prep mode and option, sequence.
    const shelf = (cells: string) => `DG-0101,Z01,Checked Aisle,Ambient,,,1,${cells},`.split(',');
    const book = new ExcelJS.Workbook();
    book
      .addWorksheet(STORE_SETUP_SHEET_NAME)
      .addRows([
        STORE_SETUP_COLUMNS.map(([header]) => header),
        shelf('Z01-1,First Shelf,Ambient,,,1'),
        shelf('Z01-2,Second Shelf,Moon Dust,,,2'),
      ]);
    await book.xlsx.writeFile(setup);
    await page.getByLabel('File', { exact: true }).setInputFiles(setup);
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toContainText('INVALID FOOD SAFETY TYPE');
    await expect(errors.getByRole('row').nth(1)).toContainText('Z01-2, Second Shelf, Moon Dust');
    expect(sent).toEqual([]);
  });
});

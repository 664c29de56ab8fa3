import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  STORE_SETUP_COLUMNS,
  STORE_SETUP_REASON,
  UPLOAD_MESSAGES,
  UPLOAD_REASON,
  type RowError,
} from '@fulfil/domain';
import { checkFile } from './check-file';
import type { CheckAnswer, ParseRequest, StoreLookup } from './parse-protocol';
import type { FileTypeKey } from './upload-kinds';

/*
 * The worker's side of the exchange, as plain functions: the test plays the page, answering the
 * store lookups the worker asks for and hearing when the checks start.
 */

const HEADER = STORE_SETUP_COLUMNS.map(([header]) => header).join(',');
const row = (aisle: string, location: string, fst = 'Cooler', store = 'DG-0101') =>
  `${store},${aisle},Aisle ${aisle},Cooler,1,,1,${location},Shelf ${location},${fst},,,1,`;
const setupCsv = (...rows: string[]) => [HEADER, ...rows].join('\n');

const COOLER: StoreLookup = { foodSafetyTypeNames: ['Cooler'] };

const requestOf = (fileType: FileTypeKey, fileName: string, data: Uint8Array | string): ParseRequest => ({
  fileType,
  fileName,
  buffer: (typeof data === 'string' ? new TextEncoder().encode(data) : data).slice().buffer,
});

/** Checks a file as the worker does, the page answering every lookup with `lookup`; what it was told, in order. */
async function checked(request: ParseRequest, lookup: StoreLookup = COOLER) {
  const told: string[] = [];
  const answer = await checkFile(request, {
    lookup: (storeKey) => {
      told.push(`lookup ${storeKey}`);
      return Promise.resolve(lookup);
    },
    validating: (rowCount) => told.push(`validating ${rowCount}`),
  });
  return { answer, told };
}

const storeSetup = (text: string, lookup?: StoreLookup) =>
  checked(requestOf('store_setup_file', 'setup.csv', text), lookup);

const sentRows = (answer: CheckAnswer) =>
  'rowsJson' in answer ? (JSON.parse(new TextDecoder().decode(answer.rowsJson)) as unknown[]) : null;

/** The rows an error answer carries, by index, holes left out. */
const shownRows = (answer: CheckAnswer) =>
  'rows' in answer
    ? Object.entries(answer.rows).map(([index, shown]) => [Number(index), shown.location])
    : null;

describe('the worker reads and checks a store setup, the page looking its store up', () => {
  it('asks for the first row’s store, checks every row against its types and answers the rows to send', async () => {
    const { answer, told } = await storeSetup(setupCsv(row('A01', 'A01-1'), row('A01', 'A01-2')));
    expect(told).toEqual(['lookup DG-0101', 'validating 2']);
    expect(answer).toMatchObject({ rowCount: 2, storeSourceKey: 'DG-0101', sheetName: 'setup.csv' });
    expect(sentRows(answer)).toMatchObject([{ location: 'A01-1' }, { location: 'A01-2' }]);
  });

  it('answers the row errors with the rows they name, and no other', async () => {
    const { answer } = await storeSetup(
      setupCsv(row('A01', 'A01-1'), row('A01', 'A01-2', 'Frozen'), row('A01', 'A01-3'), row('A01', 'A01-3')),
    );
    expect(answer).toMatchObject({
      errors: [
        { rowIndex: 3, reasonCode: STORE_SETUP_REASON.invalidFoodSafetyType },
        { rowIndex: 5, reasonCode: STORE_SETUP_REASON.duplicateRow },
      ] satisfies RowError[],
    });
    expect(shownRows(answer)).toEqual([
      [1, 'A01-2'],
      [3, 'A01-3'],
    ]);
  });

  it('refuses the file at row 2 when the page finds no such store, and fails when the lookup fails', async () => {
    const missing = await storeSetup(setupCsv(row('A01', 'A01-1')), {
      errors: [{ rowIndex: 2, reasonCode: STORE_SETUP_REASON.storeDoesNotExist }],
    });
    expect(missing.answer).toMatchObject({ errors: [{ rowIndex: 2, reasonCode: 'STORE DOES NOT EXIST' }] });
    expect(shownRows(missing.answer)).toEqual([[0, 'A01-1']]);
    const failed = await storeSetup(setupCsv(row('A01', 'A01-1')), {
      fatal: UPLOAD_MESSAGES.foodSafetyCheckFailed,
    });
    expect(failed.answer).toEqual({ fatal: UPLOAD_MESSAGES.foodSafetyCheckFailed });
  });

  it('asks for no store when the header is refused or there are no rows', async () => {
    const refused = await storeSetup(`${HEADER},extra\n${row('A01', 'A01-1')},x`);
    expect(refused.told).toEqual([]);
    expect(refused.answer).toMatchObject({
      errors: [STORE_SETUP_REASON.unexpectedHeader('extra')].map((reasonCode) => ({
        rowIndex: 1,
        reasonCode,
      })),
    });
    const empty = await storeSetup(`${HEADER}\n,,,,,,,,,,,,,\n`);
    expect(empty.told).toEqual(['validating 0']);
    expect(empty.answer).toMatchObject({ errors: [{ rowIndex: 1, reasonCode: UPLOAD_REASON.noData }] });
  });

  it('asks for a workbook’s store as soon as its first row is read, before the rest of the sheet', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Merchandise Locations');
    for (const line of setupCsv(row('A01', 'A01-1')).split('\n')) sheet.addRow(line.split(','));
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
    // The sheet breaks off after its first data row, as a damaged file would.
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file(
      'xl/worksheets/sheet1.xml',
      `${xml.slice(0, xml.indexOf('</row>', xml.indexOf('r="2"')) + 6)}<row`,
    );
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const { answer, told } = await checked(requestOf('store_setup_file', 'setup.xlsx', bytes));
    expect(told).toEqual(['lookup DG-0101']);
    expect(answer).toMatchObject({ errors: [{ message: UPLOAD_MESSAGES.damagedWorkbook('setup.xlsx') }] });
  });
});

describe('the worker checks category maps and bulk users files', () => {
  it('answers a category map’s duplicate rows with those rows, asking for no store', async () => {
    const text = 'CategoryId,CategoryName,SectionId\n10,Bakery,A01\n11,Dairy,A03\n10,Bread,A01\n';
    const { answer, told } = await checked(requestOf('catmap_file', 'map.csv', text));
    expect(told).toEqual(['validating 3']);
    expect(answer).toMatchObject({ errors: [{ rowIndex: 4, reasonCode: UPLOAD_REASON.duplicateRow }] });
    expect('rows' in answer && answer.rows[2]).toEqual({
      categoryId: '10',
      categoryName: 'Bread',
      sectionId: 'A01',
    });
  });

  it('answers a bulk users file’s rows to send, or NO DATA for one with none', async () => {
    const header = 'First Name,Last Name,Username,Password,Email,Role';
    const users = await checked(
      requestOf('bulkLoad_users_file', 'users.csv', `${header}\nAda,L,ada,pw,a@x.test,User\n`),
    );
    expect(users.answer).toMatchObject({ rowCount: 1, storeSourceKey: '' });
    expect(sentRows(users.answer)).toMatchObject([{ username: 'ada' }]);
    const none = await checked(requestOf('bulkLoad_users_file', 'users.csv', `${header}\n,,,,,\n`));
    expect(none.answer).toMatchObject({
      errors: [{ rowIndex: 1, reasonCode: UPLOAD_REASON.noData, message: UPLOAD_MESSAGES.noData }],
    });
  });
});

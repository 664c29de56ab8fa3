import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_ROWS, STORE_SETUP_COLUMNS, UPLOAD_MESSAGES } from '@fulfil/domain';
import { parseFile } from './parse-file';
import type { ParseAnswer } from './parse-protocol';

/*
 * The bad-file corpus: each file is refused with one clear message (nothing is sent, so nothing is
 * stored) or read safely, never a crash. The limits are those of docs/operations.md.
 */

const HEADERS = STORE_SETUP_COLUMNS.map(([header]) => header);
const ROW = ['DG-0101', 'A01', 'Produce', 'Cooler', 1, '', 1, 'A01-1', 'Apples', 'Cooler', '', '', 1, ''];

const bytesOf = (data: Uint8Array | string) =>
  (typeof data === 'string' ? new TextEncoder().encode(data) : data).slice().buffer;

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const storeSheet = (book: ExcelJS.Workbook, name = 'Merchandise Locations') => {
  const sheet = book.addWorksheet(name);
  sheet.addRow(HEADERS);
  sheet.addRow(ROW);
  return sheet;
};

/**
 * A zip of deflated entries, each declaring `declared` bytes unpacked in its headers, whatever its
 * data really inflates to (the CRC is left 0: nothing may read that far).
 */
function zipOf(entries: { name: string; data: Uint8Array; declared: number }[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const { name, data, declared } of entries) {
    const packed = deflateRawSync(data);
    const fileName = new TextEncoder().encode(name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, 8, true);
    local.setUint32(18, packed.length, true);
    local.setUint32(22, declared, true);
    local.setUint16(26, fileName.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, 8, true);
    central.setUint32(20, packed.length, true);
    central.setUint32(24, declared, true);
    central.setUint16(28, fileName.length, true);
    central.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), fileName, packed);
    directory.push(new Uint8Array(central.buffer), fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...directory, new Uint8Array(end.buffer)];
  const bytes = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** Where the central directory describes the entry `name`, and where its local header is. */
function directoryEntry(bytes: Uint8Array, name: string): { central: number; local: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 46 <= bytes.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + length)) === name)
      return { central: at, local: view.getUint32(at + 42, true) };
  }
  throw new Error(`no ${name}`);
}

const storeSetup = (data: Uint8Array, fileName = 'setup.xlsx') =>
  parseFile({ fileType: 'store_setup_file', fileName, buffer: bytesOf(data) });
const catMap = (text: string | Uint8Array) =>
  parseFile({ fileType: 'catmap_file', fileName: 'map.csv', buffer: bytesOf(text) });

const messageOf = (answer: ParseAnswer) =>
  'error' in answer ? answer.error.message : 'fatal' in answer ? answer.fatal : null;
const rowsOf = (answer: ParseAnswer) => ('rows' in answer ? answer.rows : []);

describe('bad .xlsx files', () => {
  it('refuses a zip bomb by the size its directory declares, before unpacking it', async () => {
    const bytes = await workbook((book) => storeSheet(book));
    // Every entry of the central directory now claims 1 GB unpacked.
    const view = new DataView(bytes.buffer);
    for (let at = 0; at + 46 <= bytes.length; at += 1)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 1024 ** 3, true);
    expect(messageOf(await storeSetup(bytes, 'bomb.xlsx'))).toBe(
      UPLOAD_MESSAGES.unpacksTooLarge('bomb.xlsx'),
    );
  });

  it('refuses a zip bomb whose directory declares small sizes, while inflating it', async () => {
    // 64 MB of one character deflate to some 64 KB; the directory claims the sheet is 2 KB.
    const sheet = new Uint8Array(64 * 1024 * 1024).fill(0x3c);
    const bytes = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheet, declared: 2048 }]);
    expect(bytes.length).toBeLessThan(200_000);
    expect(messageOf(await storeSetup(bytes, 'liar.xlsx'))).toBe(
      UPLOAD_MESSAGES.unpacksMoreThanDeclared('liar.xlsx'),
    );
  });

  it('refuses a workbook whose sheet unpacks to more than declared, stopping as it is read', async () => {
    const bytes = await workbook((book) => storeSheet(book));
    // The directory now claims the sheet unpacks to 100 bytes: the reader stops there.
    const { central } = directoryEntry(bytes, 'xl/worksheets/sheet1.xml');
    new DataView(bytes.buffer).setUint32(central + 24, 100, true);
    expect(messageOf(await storeSetup(bytes, 'liar.xlsx'))).toBe(
      UPLOAD_MESSAGES.unpacksMoreThanDeclared('liar.xlsx'),
    );
  });

  it('refuses a workbook with a damaged part, even one the reader never opens', async () => {
    const bytes = await workbook((book) => storeSheet(book));
    // The document properties' deflated data now opens with a block of the reserved type.
    const { local } = directoryEntry(bytes, 'docProps/app.xml');
    const view = new DataView(bytes.buffer);
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    bytes.fill(0xff, data, data + 4);
    expect(messageOf(await storeSetup(bytes, 'broken.xlsx'))).toBe(
      UPLOAD_MESSAGES.damagedWorkbook('broken.xlsx'),
    );
  });

  it('refuses a truncated workbook as damaged', async () => {
    const bytes = await workbook((book) => storeSheet(book));
    const cut = bytes.slice(0, Math.floor(bytes.length / 2));
    expect(messageOf(await storeSetup(cut, 'cut.xlsx'))).toBe(UPLOAD_MESSAGES.damagedWorkbook('cut.xlsx'));
  });

  it('refuses a PNG renamed .xlsx as no workbook', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    expect(messageOf(await storeSetup(png, 'photo.xlsx'))).toBe(UPLOAD_MESSAGES.notAWorkbook('photo.xlsx'));
  });

  it('answers "No data" for a workbook whose only sheet is empty', async () => {
    const bytes = await workbook((book) => book.addWorksheet('Empty'));
    expect(messageOf(await storeSetup(bytes))).toBe(UPLOAD_MESSAGES.noData);
  });

  it('reads the first visible sheet, never a hidden one before it', async () => {
    const bytes = await workbook((book) => {
      const hidden = book.addWorksheet('Secret', { state: 'hidden' });
      hidden.addRow(['not', 'the', 'layout']);
      storeSheet(book);
    });
    const answer = await storeSetup(bytes);
    expect(answer).toMatchObject({ sheetName: 'Merchandise Locations' });
    expect(rowsOf(answer)[0]).toMatchObject({ storeNumber: 'DG-0101', aisle: 'A01' });
  });

  it('reads a merged cell on every row it spans', async () => {
    const bytes = await workbook((book) => {
      const sheet = storeSheet(book);
      sheet.addRow([...ROW.slice(0, 7), 'A01-2', 'Pears', 'Cooler', '', '', 2, '']);
      sheet.mergeCells('C2:C3');
    });
    expect(rowsOf(await storeSetup(bytes)).map((row) => row.aisleName)).toEqual(['Produce', 'Produce']);
  });

  it('never evaluates a formula: its stored result is read, text starting with =, +, -, @ as it is', async () => {
    const bytes = await workbook((book) => {
      const sheet = storeSheet(book);
      sheet.getCell('C2').value = { formula: 'HYPERLINK("http://evil.test","x")', result: 'Produce' };
      sheet.getCell('I2').value = '=cmd|" /C calc"!A0';
      sheet.addRow([...ROW.slice(0, 7), 'A01-2', '+1+1', 'Cooler', '', '', 2, '@SUM(1)']);
      sheet.addRow([...ROW.slice(0, 7), 'A01-3', '-2', 'Cooler', '', '', 3, '']);
    });
    const rows = rowsOf(await storeSetup(bytes));
    expect(rows.map((row) => [row.aisleName, row.locationName, row.zones])).toEqual([
      ['Produce', '=cmd|" /C calc"!A0', ''],
      ['Produce', '+1+1', '@SUM(1)'],
      ['Produce', '-2', ''],
    ]);
  });
});

describe('bad .csv files', () => {
  it.each(['__proto__', 'constructor'])('refuses a %s header, which names no column', async (header) => {
    const answer = await catMap(`CategoryId,CategoryName,${header}\n10,Bakery,A01\n`);
    expect(messageOf(answer)).toBe(UPLOAD_MESSAGES.forbiddenHeader(header));
  });

  it('refuses a 1,000,000-row file by its rows, within seconds', async () => {
    const text = `CategoryId,CategoryName,SectionId\n${'10,Bakery,A01\n'.repeat(1_000_000)}`;
    const started = Date.now();
    expect(messageOf(await catMap(text))).toBe(UPLOAD_MESSAGES.tooManyRows(1_000_000));
    expect(MAX_UPLOAD_ROWS).toBeLessThan(1_000_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);

  it('says so when the columns are separated by semicolons or tabs', async () => {
    expect(messageOf(await catMap('CategoryId;CategoryName;SectionId\n10;Bakery;A01\n'))).toBe(
      UPLOAD_MESSAGES.wrongDelimiter(';'),
    );
    expect(messageOf(await catMap('CategoryId\tCategoryName\tSectionId\n10\tBakery\tA01\n'))).toBe(
      UPLOAD_MESSAGES.wrongDelimiter('tab'),
    );
  });

  it('reads a file with a byte order mark and mixed line endings like any other', async () => {
    const answer = await catMap(
      '\uFEFFCategoryId,CategoryName,SectionId\r\n10,Bakery,A01\n11,Dairy,A03\r12,Deli,A05\r\n',
    );
    expect(rowsOf(answer)).toEqual([
      { categoryId: '10', categoryName: 'Bakery', sectionId: 'A01' },
      { categoryId: '11', categoryName: 'Dairy', sectionId: 'A03' },
      { categoryId: '12', categoryName: 'Deli', sectionId: 'A05' },
    ]);
  });

  it('reads Windows-1252 text, as Excel on Windows saves it, without replacement marks', async () => {
    // "Crème brûlée" in Windows-1252: è is 0xE8, û is 0xFB.
    const latin = new Uint8Array([
      ...new TextEncoder().encode('CategoryId,CategoryName,SectionId\n10,Cr'),
      0xe8,
      ...new TextEncoder().encode('me br'),
      0xfb,
      ...new TextEncoder().encode('l'),
      0xe9,
      ...new TextEncoder().encode('e,A01\n'),
    ]);
    expect(rowsOf(await catMap(latin))[0]?.categoryName).toBe('Crème brûlée');
  });

  it('refuses an .xls workbook, saying to save it as .xlsx or .csv', async () => {
    const answer = await parseFile({ fileType: 'catmap_file', fileName: 'old.xls', buffer: bytesOf('x') });
    expect(messageOf(answer)).toBe(UPLOAD_MESSAGES.xlsNotRead('old.xls'));
  });
});

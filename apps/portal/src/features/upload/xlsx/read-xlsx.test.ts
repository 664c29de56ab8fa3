import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_COLUMNS, MAX_UPLOAD_ROWS, STORE_SETUP_COLUMNS, UPLOAD_MESSAGES } from '@fulfil/domain';
import { parseFile } from '../parse-file';
import { openZip } from '../zip-check';
import { readXlsx } from './read-xlsx';

/*
 * The streaming reader against workbooks exceljs wrote, real files: it must give the rows exceljs's
 * own workbook model gave for them (the reader used before), cell for cell.
 */

async function written(build: (book: ExcelJS.Workbook) => void, options?: Partial<ExcelJS.XlsxWriteOptions>) {
  const book = new ExcelJS.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer(options));
}

/** A cell of exceljs's model as the rows gave it: a formula's result, rich text's text, a date as ISO text. */
function modelValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  if ('result' in value) return modelValue(value.result);
  if ('richText' in value && Array.isArray(value.richText))
    return value.richText.map((part: { text?: string }) => part.text ?? '').join('');
  if ('text' in value) return modelValue(value.text);
  return null;
}

/** The first visible sheet's rows as exceljs's workbook model gives them. */
async function modelRows(bytes: Uint8Array): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.slice().buffer);
  const sheet = book.worksheets.find((each) => each.state === 'visible');
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => modelValue(values[i + 1])));
  });
  return rows;
}

/** The streaming reader on a workbook's bytes. */
function streamedRows(bytes: Uint8Array) {
  const zip = openZip(new Uint8Array(bytes), 'test.xlsx');
  if (typeof zip === 'string') throw new Error(zip);
  return readXlsx(zip.parts);
}

/** Both readers' rows, cells that hold nothing read alike (exceljs gives null or undefined). */
async function bothReadings(bytes: Uint8Array) {
  const blank = (rows: unknown[][]) => rows.map((row) => Array.from(row, (cell) => cell ?? null));
  const streamed = await streamedRows(bytes);
  return { streamed: blank(streamed.sheet), model: blank(await modelRows(bytes)), read: streamed };
}

describe('the streaming xlsx reader', () => {
  it('reads shared strings, numbers, booleans, dates and rich text as exceljs did', async () => {
    const bytes = await written((book) => {
      const sheet = book.addWorksheet('Cells');
      sheet.addRow(['text', 42, 3.25, -7, true, false, new Date(Date.UTC(2024, 1, 29, 13, 45, 30))]);
      sheet.addRow([{ richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'aisle' }] }, 'text']);
      sheet.getCell('C2').value = new Date(Date.UTC(1999, 11, 31));
      sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
      sheet.getCell('D2').value = 0.5;
      sheet.getCell('D2').numFmt = '0.00%';
      sheet.getCell('E2').value = { text: 'the shop', hyperlink: 'https://example.test' };
      sheet.getCell('F2').value = { error: '#N/A' };
    });
    const { streamed, model } = await bothReadings(bytes);
    expect(streamed).toEqual(model);
    expect(streamed[0]).toEqual(['text', 42, 3.25, -7, true, false, '2024-02-29T13:45:30.000Z']);
    expect(streamed[1]?.slice(0, 5)).toEqual([
      'Bold aisle',
      'text',
      '1999-12-31T00:00:00.000Z',
      0.5,
      'the shop',
    ]);
  });

  it('reads inline strings, as a workbook written without a shared strings table holds its text', async () => {
    const bytes = await written(
      (book) => {
        const sheet = book.addWorksheet('Inline');
        sheet.addRow(['A01', 'Produce & "Fresh" <fruit>', 7]);
        sheet.addRow([{ richText: [{ text: 'Cool' }, { text: 'er' }] }]);
      },
      { useSharedStrings: false },
    );
    const { streamed, model } = await bothReadings(bytes);
    expect(streamed).toEqual(model);
    expect(streamed).toEqual([['A01', 'Produce & "Fresh" <fruit>', 7], ['Cooler']]);
  });

  it('gives formulas their stored result, shared ones too, and never evaluates one', async () => {
    const bytes = await written((book) => {
      const sheet = book.addWorksheet('Formulas');
      sheet.getCell('A1').value = { formula: '1+1', result: 3 };
      sheet.getCell('B1').value = { formula: 'UPPER("a")', result: 'not A' };
      sheet.getCell('C1').value = { formula: 'TRUE()', result: true };
      sheet.getCell('D1').value = { formula: 'DATE(2020,1,2)', result: new Date(Date.UTC(2020, 0, 2)) };
      sheet.getCell('D1').numFmt = 'yyyy-mm-dd';
      sheet.getCell('E1').value = { formula: 'NOW()' };
      sheet.getCell('A2').value = { formula: 'A1*2', result: 10 };
      sheet.getCell('A3').value = { sharedFormula: 'A2', result: 20 };
    });
    const { streamed, model } = await bothReadings(bytes);
    expect(streamed).toEqual(model);
    expect(streamed).toEqual([[3, 'not A', true, '2020-01-02T00:00:00.000Z', null], [10], [20]]);
  });

  it('reads dates of a workbook counting from 1904 as the same instants', async () => {
    const bytes = await written((book) => {
      book.properties.date1904 = true;
      book.addWorksheet('1904').addRow([new Date(Date.UTC(2021, 5, 1, 8))]);
    });
    const { streamed, model } = await bothReadings(bytes);
    expect(streamed).toEqual(model);
    expect(streamed).toEqual([['2021-06-01T08:00:00.000Z']]);
  });

  it('keeps empty rows and gaps in place, and spreads merged cells over every cell they span', async () => {
    const bytes = await written((book) => {
      const sheet = book.addWorksheet('Gaps');
      sheet.getCell('B2').value = 'first';
      sheet.getCell('D5').value = 'later';
      sheet.getCell('A7').value = 'merged';
      sheet.mergeCells('A7:C9');
    });
    const { streamed, model } = await bothReadings(bytes);
    expect(streamed).toEqual(model);
    expect(streamed.map((row) => row.length)).toEqual([0, 2, 0, 0, 4, 0, 3, 3, 3]);
    expect(streamed[8]).toEqual(['merged', 'merged', 'merged']);
  });

  it('chooses the first visible sheet, past hidden and very hidden ones, and names it', async () => {
    const bytes = await written((book) => {
      book.addWorksheet('Hidden', { state: 'hidden' }).addRow(['hidden']);
      book.addWorksheet('Very hidden', { state: 'veryHidden' }).addRow(['very hidden']);
      book.addWorksheet('Shown').addRow(['shown']);
      book.addWorksheet('Later').addRow(['later']);
    });
    const { streamed, model, read } = await bothReadings(bytes);
    expect(streamed).toEqual(model);
    expect(read).toMatchObject({ sheetName: 'Shown', sheet: [['shown']] });
  });

  it('reads no rows from an empty sheet, nor from a workbook whose sheets are all hidden', async () => {
    const empty = await written((book) => book.addWorksheet('Empty'));
    expect(await streamedRows(empty)).toEqual({ sheet: [], rowCount: 0, sheetName: 'Empty' });
    const hidden = await written((book) => book.addWorksheet('Hidden', { state: 'hidden' }).addRow(['x']));
    expect(await streamedRows(hidden)).toEqual({ sheet: [], rowCount: 0, sheetName: '' });
  });

  it('reads a 2,000-row store setup exactly as exceljs did', async () => {
    const headers = STORE_SETUP_COLUMNS.map(([header]) => header);
    const bytes = await written((book) => {
      const sheet = book.addWorksheet('Merchandise Locations');
      sheet.addRow(headers);
      for (let row = 1; row <= 2000; row++)
        sheet.addRow([
          '0100',
          `B${row % 40}`,
          `Aisle ${row % 40}`,
          'Ambient',
          1,
          '',
          row % 40,
          `L${row}`,
          `Shelf ${row}`,
          'Chilled',
          0,
          '',
          row,
          'Grocery, Dairy',
        ]);
    });
    const { streamed, model } = await bothReadings(bytes);
    expect(streamed).toEqual(model);
    expect(streamed).toHaveLength(2001);
  });
});

describe('the limits and header rules on a streamed workbook', () => {
  const storeSetup = (bytes: Uint8Array) =>
    parseFile({ fileType: 'store_setup_file', fileName: 'setup.xlsx', buffer: bytes.slice().buffer });
  const messageOf = async (bytes: Uint8Array) => {
    const answer = await storeSetup(bytes);
    return 'error' in answer ? answer.error.message : 'fatal' in answer ? answer.fatal : null;
  };
  const headers = STORE_SETUP_COLUMNS.map(([header]) => header);

  it('refuses a sheet longer than the limit by its rows, counted without keeping them', async () => {
    const bytes = await written((book) => {
      const sheet = book.addWorksheet('Long');
      sheet.addRow(headers);
      sheet.getCell(`A${MAX_UPLOAD_ROWS + 3}`).value = 'past the limit';
    });
    expect(await messageOf(bytes)).toBe(UPLOAD_MESSAGES.tooManyRows(MAX_UPLOAD_ROWS + 2));
    const { rowCount, sheet } = await streamedRows(bytes);
    expect(rowCount).toBe(MAX_UPLOAD_ROWS + 3);
    expect(sheet.length).toBeLessThanOrEqual(MAX_UPLOAD_ROWS + 1);
  });

  it('checks the header of a sheet too long before its length', async () => {
    const bytes = await written((book) => {
      const sheet = book.addWorksheet('Long');
      sheet.addRow(['__proto__']);
      sheet.getCell(`A${MAX_UPLOAD_ROWS + 3}`).value = 'past the limit';
    });
    expect(await messageOf(bytes)).toBe(UPLOAD_MESSAGES.forbiddenHeader('__proto__'));
  });

  it('counts every column of a header wider than the limit', async () => {
    const bytes = await written((book) =>
      book.addWorksheet('Wide').addRow(Array.from({ length: MAX_UPLOAD_COLUMNS + 6 }, (_, i) => `h${i}`)),
    );
    expect(await messageOf(bytes)).toBe(UPLOAD_MESSAGES.tooManyColumns(MAX_UPLOAD_COLUMNS + 6));
  });

  it.each(['__proto__', 'constructor'])('refuses a %s header in a workbook', async (header) => {
    const bytes = await written((book) =>
      book.addWorksheet('Setup').addRow([...headers.slice(0, 3), header]),
    );
    expect(await messageOf(bytes)).toBe(UPLOAD_MESSAGES.forbiddenHeader(header));
  });

  it('refuses a workbook whose sheet is not well-formed XML as damaged', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(await written((book) => book.addWorksheet('Setup').addRow(headers)));
    zip.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"><c r="A1"><v>1</c></row>');
    const broken = new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    expect(await messageOf(broken)).toBe(UPLOAD_MESSAGES.damagedWorkbook('setup.xlsx'));
  });
});

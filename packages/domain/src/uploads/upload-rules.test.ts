import { describe, expect, it } from 'vitest';
import { STORE_SETUP_COLUMNS, storeSetupHeaderError } from './store-setup.js';
import {
  cellText,
  ForbiddenKeyError,
  fileTypeError,
  MAX_CELL_LENGTH,
  MAX_UPLOAD_COLUMNS,
  MAX_UPLOAD_ROWS,
  neutraliseCell,
  parseUploadJson,
  rowErrorSummary,
  rowsFromSheet,
  UPLOAD_MESSAGES,
} from './upload-rules.js';

const HEADERS = STORE_SETUP_COLUMNS.map(([header]) => header.toUpperCase());
const sheet = (...rows: unknown[][]) =>
  rowsFromSheet([HEADERS, ...rows], STORE_SETUP_COLUMNS, storeSetupHeaderError);

describe('reading an uploaded sheet', () => {
  it('compares headers case-insensitively and reads each row into the camelCase fields', () => {
    const result = sheet([
      'DG-0101',
      'A01',
      'Produce',
      'Cooler',
      1,
      '',
      1,
      'A01-1',
      'Apples',
      'cooler',
      '',
      '',
      1,
      'Fresh',
    ]);
    expect(result).toEqual({
      rows: [
        expect.objectContaining({
          storeNumber: 'DG-0101',
          aisleFST: 'Cooler',
          aisleSeq: '1',
          seq: '1',
          zones: 'Fresh',
        }),
      ],
    });
  });

  it('stops at an unexpected header with UNEXPECTED HEADER "{name}"', () => {
    const result = rowsFromSheet([[...HEADERS, 'Colour']], STORE_SETUP_COLUMNS, storeSetupHeaderError);
    expect(result).toEqual({ error: { rowIndex: 1, reasonCode: 'UNEXPECTED HEADER "Colour"' } });
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the reserved header %s with a clear message',
    (header) => {
      const result = rowsFromSheet([[header]], STORE_SETUP_COLUMNS, storeSetupHeaderError);
      expect(result).toEqual({
        error: {
          rowIndex: 1,
          reasonCode: 'UNREADABLE DATA',
          message: UPLOAD_MESSAGES.forbiddenHeader(header),
        },
      });
    },
  );

  it('reads an upload body refusing a reserved key anywhere in it, by name', () => {
    expect(parseUploadJson('{"data":[{"aisle":"A01"}]}')).toEqual({ data: [{ aisle: 'A01' }] });
    expect(() => parseUploadJson('{"data":[{"__proto__":{"polluted":true}}]}')).toThrow(
      new ForbiddenKeyError('The column "__proto__" is not allowed: the name is reserved.'),
    );
    expect(() => parseUploadJson('{"constructor":1}')).toThrow(ForbiddenKeyError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => parseUploadJson('{"data":')).toThrow(SyntaxError);
  });

  it('leaves out blank rows', () => {
    expect(sheet([], ['', null])).toEqual({ rows: [] });
  });

  it('reads a column named twice by its last cell, and leaves out a row blank there and everywhere else', () => {
    const twice = (...rows: unknown[][]) =>
      rowsFromSheet([['storenumber', 'aisle', 'aisle'], ...rows], STORE_SETUP_COLUMNS, storeSetupHeaderError);
    expect(twice(['', 'A01', ''], ['DG-0101', 'A01', 'A02'])).toEqual({
      rows: [{ storeNumber: 'DG-0101', aisle: 'A02' }],
    });
  });

  it(`refuses more than ${MAX_UPLOAD_COLUMNS} columns, more than ${MAX_UPLOAD_ROWS} rows and cells over ${MAX_CELL_LENGTH} characters`, () => {
    const wide = rowsFromSheet(
      [Array(MAX_UPLOAD_COLUMNS + 1).fill('aisle')],
      STORE_SETUP_COLUMNS,
      storeSetupHeaderError,
    );
    expect(wide).toMatchObject({
      error: { message: 'The file has 65 columns; at most 64 columns are read.' },
    });
    const long = sheet(['x'.repeat(MAX_CELL_LENGTH + 1)]);
    expect(long).toMatchObject({
      error: { message: 'A value in column "STORENUMBER" is longer than 1000 characters.' },
    });
    const tall = rowsFromSheet(
      [HEADERS, ...Array<unknown[]>(MAX_UPLOAD_ROWS + 1).fill([])],
      STORE_SETUP_COLUMNS,
      storeSetupHeaderError,
    );
    expect(tall).toMatchObject({
      error: { message: 'The file has 200001 rows; at most 200000 rows can be uploaded at once.' },
    });
  });
});

describe('cells', () => {
  it('keeps a cell that looks like a formula as its text', () => {
    expect(cellText(' =SUM(A1:A2) ')).toBe('=SUM(A1:A2)');
    expect(cellText(12)).toBe('12');
    expect(cellText(neutraliseCell('-5'))).toBe('-5');
    expect(cellText({ formula: 'A1' })).toBe('');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)'])(
    'neutralises %s for a download with a leading single quote',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves other values as they are', () => {
    expect(neutraliseCell('Aisle 1')).toBe('Aisle 1');
    expect(neutraliseCell(3)).toBe(3);
  });
});

describe('the summary of a refused file', () => {
  it('names the first ten rows with their codes and counts the rest', () => {
    const errors = Array.from({ length: 12 }, (_, index) => ({
      rowIndex: index + 2,
      reasonCode: 'INCOMPLETE DATA',
    }));
    const summary = rowErrorSummary(errors);
    expect(summary.startsWith('Row 2: INCOMPLETE DATA; Row 3: INCOMPLETE DATA;')).toBe(true);
    expect(summary.endsWith('Row 11: INCOMPLETE DATA; and 2 more.')).toBe(true);
    expect(rowErrorSummary([{ rowIndex: 1, reasonCode: 'File Type Incorrect', message: 'x' }])).toBe(
      'Row 1: File Type Incorrect (x)',
    );
  });
});

describe('file types (spec 2 section 9)', () => {
  it('accepts csv, xlsx and xls for CatMap and bulk users', () => {
    for (const name of ['map.csv', 'map.XLSX', 'map.xls']) expect(fileTypeError(name, 'catMap')).toBeNull();
  });

  it("refuses another extension with 'File Type Incorrect' and the spec's message", () => {
    expect(fileTypeError('users.txt', 'bulkUsers')).toEqual({
      rowIndex: 1,
      reasonCode: 'File Type Incorrect',
      message: 'File users.txt has an invalid extension, only csv or excel files are allowed.',
    });
  });

  it('accepts only xlsx for a store setup file', () => {
    expect(fileTypeError('setup.xlsx', 'storeSetup')).toBeNull();
    expect(fileTypeError('setup.csv', 'storeSetup')?.reasonCode).toBe('File Type Incorrect');
  });
});

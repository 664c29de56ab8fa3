import { describe, expect, it } from 'vitest';
import { checkStoreSetup } from './store-setup.js';

const store = { storeSourceKey: 'DG-0101', foodSafetyTypeNames: ['Ambient', 'Cooler'] };

const row = (fields: Record<string, unknown> = {}) => ({
  storeNumber: 'DG-0101',
  aisle: 'A01',
  aisleName: 'Produce',
  aisleFST: 'Cooler',
  aislePrepItemMode: '',
  aislePrepOptionId: '',
  aisleSeq: '1',
  location: 'A01-1',
  locationName: 'Apples',
  locationFST: 'Cooler',
  locationPrepItemMode: '',
  locationPrepOptionId: '',
  seq: '1',
  zones: '',
  ...fields,
});

const codes = (rows: Record<string, unknown>[]) =>
  checkStoreSetup(rows, store).errors.map((error) => [error.rowIndex, error.reasonCode]);

describe('store setup rows (spec 2 section 5)', () => {
  it('groups rows into sections with their shelves and zones', () => {
    const { errors, sections } = checkStoreSetup(
      [
        row({ zones: 'Fresh, Front' }),
        row({ location: 'A01-2', seq: 2, zones: 'Fresh' }),
        row({ aisle: 'A02', aisleName: 'Dairy', aisleSeq: 2, location: '' }),
      ],
      store,
    );
    expect(errors).toEqual([]);
    expect(sections).toMatchObject([
      {
        aisle: 'A01',
        aisleSeq: 1,
        zoneNames: ['Fresh', 'Front'],
        shelves: [{ location: 'A01-1' }, { location: 'A01-2', seq: 2 }],
      },
      { aisle: 'A02', shelves: [] },
    ]);
  });

  it("answers 'NO DATA IN WORKSHEET' with 'No data in this file.' for no rows", () => {
    expect(checkStoreSetup([], store).errors).toEqual([
      { rowIndex: 1, reasonCode: 'NO DATA IN WORKSHEET', message: 'No data in this file.' },
    ]);
  });

  it('answers UNEXPECTED HEADER for a field the file does not have', () => {
    expect(codes([row({ colour: 'red' })])).toEqual([[1, 'UNEXPECTED HEADER "colour"']]);
  });

  it('refuses __proto__ as a field name', () => {
    const poisoned = JSON.parse('{"__proto__": {"x": 1}, "aisle": "A01"}') as Record<string, unknown>;
    expect(checkStoreSetup([poisoned], store).errors[0]).toMatchObject({ reasonCode: 'UNREADABLE DATA' });
  });

  it('numbers rows from 2 and reports INCOMPLETE DATA with the EMPTY code of each missing value', () => {
    expect(codes([row(), row({ storeNumber: '', aisle: ' ', aisleSeq: '', aisleFST: '' })])).toEqual([
      [3, 'INCOMPLETE DATA'],
      [3, 'STORE KEY EMPTY'],
      [3, 'AISLE EMPTY'],
      [3, 'AISLE SEQUENCE EMPTY'],
      [3, 'AISLE FST EMPTY'],
    ]);
  });

  it('requires locationFST and seq only when a location is present', () => {
    expect(codes([row({ location: '', locationFST: '', seq: '' })])).toEqual([]);
    expect(codes([row({ locationFST: '', seq: '' })])).toEqual([
      [2, 'INCOMPLETE DATA'],
      [2, 'LOCATION FST EMPTY'],
      [2, 'SEQUENCE EMPTY'],
    ]);
  });

  it('matches food safety types ignoring case, else INVALID FOOD SAFETY TYPE', () => {
    expect(codes([row({ aisleFST: 'COOLER', locationFST: 'ambient' })])).toEqual([]);
    expect(codes([row({ locationFST: 'Frozen' })])).toEqual([[2, 'INVALID FOOD SAFETY TYPE']]);
  });

  it('answers STORE DOES NOT EXIST for a row of another store', () => {
    expect(codes([row({ storeNumber: 'DG-9999' })])).toEqual([[2, 'STORE DOES NOT EXIST']]);
  });

  it('answers DUPLICATE ROW DATA for the same store, aisle and location', () => {
    expect(codes([row(), row()])).toEqual([[3, 'DUPLICATE ROW DATA']]);
  });

  it('answers the two NOT INTEGER codes; a cell starting with - is text, not a number', () => {
    expect(codes([row({ aisleSeq: '1.5', seq: '-1' })])).toEqual([
      [2, 'AISLE SEQUENCE NOT INTEGER'],
      [2, 'LOCATION SEQUENCE NOT INTEGER'],
    ]);
  });

  it('answers AMBIGUOUS AISLE NAME and AMBIGUOUS AISLE SEQUENCE for rows of one aisle that disagree', () => {
    expect(codes([row(), row({ location: 'A01-2', aisleName: ' Produce ' })])).toEqual([]);
    expect(codes([row(), row({ location: 'A01-2', aisleName: 'Fruit', aisleSeq: 4 })])).toEqual([
      [3, 'AMBIGUOUS AISLE NAME'],
      [3, 'AMBIGUOUS AISLE SEQUENCE'],
    ]);
  });

  it('refuses prep modes and options the store cannot hold', () => {
    expect(
      codes([
        row({
          aislePrepItemMode: 5,
          aislePrepOptionId: 0,
          locationPrepItemMode: 6,
          locationPrepOptionId: 'x',
        }),
      ]),
    ).toEqual([
      [2, 'AISLE PREP ITEM MODE INVALID'],
      [2, 'AISLE PREP OPTION INVALID'],
      [2, 'LOCATION PREP ITEM MODE INVALID'],
      [2, 'LOCATION PREP OPTION INVALID'],
    ]);
  });
});

import {
  seenBefore,
  rowField,
  noDataError,
  UPLOAD_REASON,
  rowNumber,
  unexpectedFields,
  wholeNumber,
  type Columns,
  type RowError,
  type UploadRow,
} from './upload-rules.js';

/**
 * The store setup file (spec 2 section 3 "Upload structures", section 5 "Store setup upload"): one
 * row per merchandise section (aisle) or shelf (location) of one store.
 */

/** The file's columns, as the spec lists them, and the camelCase field each is read into. */
export const STORE_SETUP_COLUMNS = [
  ['storenumber', 'storeNumber'],
  ['aisle', 'aisle'],
  ['aislename', 'aisleName'],
  ['aislefst', 'aisleFST'],
  ['aisleprepitemmode', 'aislePrepItemMode'],
  ['aisleprepoptionid', 'aislePrepOptionId'],
  ['aisleseq', 'aisleSeq'],
  ['location', 'location'],
  ['locationname', 'locationName'],
  ['locationfst', 'locationFST'],
  ['locationprepitemmode', 'locationPrepItemMode'],
  ['locationprepoptionid', 'locationPrepOptionId'],
  ['seq', 'seq'],
  ['zones', 'zones'],
] as const satisfies Columns;

export type StoreSetupField = (typeof STORE_SETUP_COLUMNS)[number][1];

/** The sheet the download is written to (spec 2 section 7). */
export const STORE_SETUP_SHEET_NAME = 'Merchandise Locations';

export const STORE_SETUP_REASON = {
  ...UPLOAD_REASON,
  unexpectedHeader: (header: string) => `UNEXPECTED HEADER "${header}"`,
  invalidFoodSafetyType: 'INVALID FOOD SAFETY TYPE',
  aisleSequenceNotInteger: 'AISLE SEQUENCE NOT INTEGER',
  locationSequenceNotInteger: 'LOCATION SEQUENCE NOT INTEGER',
  aisleEmpty: 'AISLE EMPTY',
  aisleFstEmpty: 'AISLE FST EMPTY',
  locationFstEmpty: 'LOCATION FST EMPTY',
  storeKeyEmpty: 'STORE KEY EMPTY',
  aisleSequenceEmpty: 'AISLE SEQUENCE EMPTY',
  sequenceEmpty: 'SEQUENCE EMPTY',
  ambiguousAisleName: 'AMBIGUOUS AISLE NAME',
  ambiguousAisleSequence: 'AMBIGUOUS AISLE SEQUENCE',
  // Beyond the spec: values the store cannot hold (spec 3 section 9 ranges).
  aislePrepItemModeInvalid: 'AISLE PREP ITEM MODE INVALID',
  aislePrepOptionInvalid: 'AISLE PREP OPTION INVALID',
  locationPrepItemModeInvalid: 'LOCATION PREP ITEM MODE INVALID',
  locationPrepOptionInvalid: 'LOCATION PREP OPTION INVALID',
} as const;

const CODES = STORE_SETUP_REASON;

/** An unexpected header stops the file with this error (header row). */
export const storeSetupHeaderError = (header: string): RowError => ({
  rowIndex: 1,
  reasonCode: CODES.unexpectedHeader(header),
});

/** The required fields and the code each one's absence adds to INCOMPLETE DATA. */
const REQUIRED: readonly [StoreSetupField, string][] = [
  ['storeNumber', CODES.storeKeyEmpty],
  ['aisle', CODES.aisleEmpty],
  ['aisleSeq', CODES.aisleSequenceEmpty],
  ['aisleFST', CODES.aisleFstEmpty],
];
const REQUIRED_WITH_LOCATION: readonly [StoreSetupField, string][] = [
  ...REQUIRED,
  ['locationFST', CODES.locationFstEmpty],
  ['seq', CODES.sequenceEmpty],
];

/** Ranges of spec 3 section 9: section modes 1 to 4, shelf modes 1 to 5, prep options 1 to 4. */
const SECTION_MODES = { min: 1, max: 4 };
const SHELF_MODES = { min: 1, max: 5 };
const PREP_OPTIONS = { min: 1, max: 4 };

/** A shelf of the file, its fields read. */
export interface StoreSetupShelf {
  rowIndex: number;
  location: string;
  locationName: string;
  foodSafetyTypeName: string;
  preparedItemsMode: number | null;
  prepOptionId: number | null;
  seq: number;
}

/** A section of the file with the shelves its rows name, in file order. */
export interface StoreSetupSection {
  rowIndex: number;
  aisle: string;
  aisleName: string;
  foodSafetyTypeName: string;
  preparedItemsMode: number | null;
  prepOptionId: number | null;
  aisleSeq: number;
  zoneNames: string[];
  shelves: StoreSetupShelf[];
}

/** Zone names of the zones cell: comma separated, blanks dropped. */
export const zoneNamesOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** A whole number in a range, or null when the cell is empty; undefined when it is neither. */
function optionalNumber(text: string, range: { min: number; max: number }): number | null | undefined {
  if (text === '') return null;
  const value = wholeNumber(text);
  return value !== null && value >= range.min && value <= range.max ? value : undefined;
}

/**
 * The store setup rows checked by every rule of spec 2 section 5 "Store setup upload": the header
 * (field) check, NO DATA IN WORKSHEET, INCOMPLETE DATA with the EMPTY code of each missing value,
 * STORE DOES NOT EXIST for a row of another store than `storeSourceKey`, INVALID FOOD SAFETY TYPE
 * (the store's types, ignoring case), the NOT INTEGER codes, DUPLICATE ROW DATA, and the AMBIGUOUS
 * codes for rows of one aisle that disagree. Answers the sections to store when there is no error.
 */
export function checkStoreSetup(
  rows: readonly UploadRow[],
  store: { storeSourceKey: string; foodSafetyTypeNames: readonly string[] },
): { errors: RowError[]; sections: StoreSetupSection[] } {
  const fileError = unexpectedFields(rows, STORE_SETUP_COLUMNS, storeSetupHeaderError) ?? noDataError(rows);
  if (fileError) return { errors: [fileError], sections: [] };
  const foodSafety = new Set(store.foodSafetyTypeNames.map((name) => name.toLowerCase()));
  const errors: RowError[] = [];
  const seen = new Set<string>();
  const sections = new Map<string, StoreSetupSection>();
  // A 100,000-row file is checked in the browser before it is sent: each row's fields are read
  // once, and a cell of zones is split once for every row that repeats it.
  const zonesOf = new Map<string, string[]>();
  for (const [index, row] of rows.entries()) {
    const rowIndex = rowNumber(index);
    const fields = {} as Record<StoreSetupField, string>;
    for (const [, field] of STORE_SETUP_COLUMNS) fields[field] = rowField(row, field);
    const text = (name: StoreSetupField) => fields[name];
    const fail = (reasonCode: string) => errors.push({ rowIndex, reasonCode });
    const location = text('location');
    const missing = (location ? REQUIRED_WITH_LOCATION : REQUIRED).filter(([name]) => text(name) === '');
    if (missing.length) {
      fail(CODES.incompleteData);
      for (const [, code] of missing) fail(code);
      continue;
    }
    if (text('storeNumber') !== store.storeSourceKey) fail(CODES.storeDoesNotExist);
    if (!foodSafety.has(text('aisleFST').toLowerCase())) fail(CODES.invalidFoodSafetyType);
    if (location && !foodSafety.has(text('locationFST').toLowerCase())) fail(CODES.invalidFoodSafetyType);
    const aisleSeq = wholeNumber(text('aisleSeq'));
    if (aisleSeq === null) fail(CODES.aisleSequenceNotInteger);
    const seq = location ? wholeNumber(text('seq')) : 0;
    if (seq === null) fail(CODES.locationSequenceNotInteger);
    const sectionMode = optionalNumber(text('aislePrepItemMode'), SECTION_MODES);
    const sectionOption = optionalNumber(text('aislePrepOptionId'), PREP_OPTIONS);
    const shelfMode = optionalNumber(text('locationPrepItemMode'), SHELF_MODES);
    const shelfOption = optionalNumber(text('locationPrepOptionId'), PREP_OPTIONS);
    if (sectionMode === undefined) fail(CODES.aislePrepItemModeInvalid);
    if (sectionOption === undefined) fail(CODES.aislePrepOptionInvalid);
    if (location && shelfMode === undefined) fail(CODES.locationPrepItemModeInvalid);
    if (location && shelfOption === undefined) fail(CODES.locationPrepOptionInvalid);
    if (seenBefore(seen, [text('storeNumber'), text('aisle'), location])) fail(CODES.duplicateRow);

    const aisle = text('aisle');
    let section = sections.get(aisle);
    if (!section) {
      section = {
        rowIndex,
        aisle,
        aisleName: text('aisleName'),
        foodSafetyTypeName: text('aisleFST'),
        preparedItemsMode: sectionMode ?? null,
        prepOptionId: sectionOption ?? null,
        aisleSeq: aisleSeq ?? 0,
        zoneNames: [],
        shelves: [],
      };
      sections.set(aisle, section);
    } else {
      if (section.aisleName !== text('aisleName')) fail(CODES.ambiguousAisleName);
      if (aisleSeq !== null && section.aisleSeq !== aisleSeq) fail(CODES.ambiguousAisleSequence);
    }
    let zones = zonesOf.get(text('zones'));
    if (!zones) zonesOf.set(text('zones'), (zones = zoneNamesOf(text('zones'))));
    for (const zone of zones) if (!section.zoneNames.includes(zone)) section.zoneNames.push(zone);
    if (location)
      section.shelves.push({
        rowIndex,
        location,
        locationName: text('locationName'),
        foodSafetyTypeName: text('locationFST'),
        preparedItemsMode: shelfMode ?? null,
        prepOptionId: shelfOption ?? null,
        seq: seq ?? 0,
      });
  }
  return { errors, sections: errors.length ? [] : [...sections.values()] };
}

/** The zone names of the file, once each. */
export const zoneNamesOfSections = (sections: readonly StoreSetupSection[]) => [
  ...new Set(sections.flatMap((section) => section.zoneNames)),
];

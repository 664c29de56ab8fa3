import {
  seenBefore,
  rowField,
  noDataError,
  UPLOAD_REASON,
  rowNumber,
  unexpectedFields,
  type Columns,
  type RowError,
  type UploadRow,
} from './upload-rules.js';

/** The category map file (spec 2 section 5 "CatMap upload"): which section of the store holds each item category. */

export const CATMAP_COLUMNS = [
  ['CategoryId', 'categoryId'],
  ['CategoryName', 'categoryName'],
  ['SectionId', 'sectionId'],
] as const satisfies Columns;

export const CATMAP_REASON = {
  ...UPLOAD_REASON,
  unexpectedHeader: (header: string) => `Unexpected header "${header}"`,
  // Beyond the spec: the server's answer for a row naming what the store does not have.
  categoryDoesNotExist: 'ITEM CATEGORY DOES NOT EXIST',
  sectionDoesNotExist: 'SECTION DOES NOT EXIST',
} as const;

export const catMapHeaderError = (header: string): RowError => ({
  rowIndex: 1,
  reasonCode: CATMAP_REASON.unexpectedHeader(header),
});

/** One mapping: the item category's source key, its name, and the section's source key. */
export interface CatMapEntry {
  rowIndex: number;
  categoryId: string;
  categoryName: string;
  sectionId: string;
}

/**
 * The category map rows checked: the header (field) check, NO DATA IN WORKSHEET, all three values
 * in every row (INCOMPLETE DATA), and one row per category and section (DUPLICATE ROW DATA).
 */
export function checkCatMap(rows: readonly UploadRow[]): { errors: RowError[]; entries: CatMapEntry[] } {
  const fileError = unexpectedFields(rows, CATMAP_COLUMNS, catMapHeaderError) ?? noDataError(rows);
  if (fileError) return { errors: [fileError], entries: [] };
  const errors: RowError[] = [];
  const entries: CatMapEntry[] = [];
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const rowIndex = rowNumber(index);
    const [categoryId, categoryName, sectionId] = CATMAP_COLUMNS.map(([, name]) => rowField(row, name)) as [
      string,
      string,
      string,
    ];
    if (!categoryId || !categoryName || !sectionId)
      errors.push({ rowIndex, reasonCode: UPLOAD_REASON.incompleteData });
    else if (seenBefore(seen, [categoryId, sectionId]))
      errors.push({ rowIndex, reasonCode: UPLOAD_REASON.duplicateRow });
    else entries.push({ rowIndex, categoryId, categoryName, sectionId });
  }
  return { errors, entries: errors.length ? [] : entries };
}

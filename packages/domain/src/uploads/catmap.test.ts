import { describe, expect, it } from 'vitest';
import { CATMAP_COLUMNS, catMapHeaderError, checkCatMap } from './catmap.js';
import { rowsFromSheet } from './upload-rules.js';

describe('CatMap rows (spec 2 section 5)', () => {
  it('reads CATEGORYID, CATEGORYNAME, SECTIONID in any case', () => {
    const read = rowsFromSheet(
      [
        ['categoryid', 'CATEGORYNAME', 'SectionId'],
        ['Dairy', 'Dairy', 'A03'],
      ],
      CATMAP_COLUMNS,
      catMapHeaderError,
    );
    expect(read).toEqual({ rows: [{ categoryId: 'Dairy', categoryName: 'Dairy', sectionId: 'A03' }] });
  });

  it('answers \'Unexpected header "{name}"\' for another header', () => {
    const read = rowsFromSheet([['CategoryId', 'Aisle']], CATMAP_COLUMNS, catMapHeaderError);
    expect(read).toEqual({ error: { rowIndex: 1, reasonCode: 'Unexpected header "Aisle"' } });
  });

  it('needs all three values in every row, else INCOMPLETE DATA', () => {
    const { errors, entries } = checkCatMap([
      { categoryId: 'Dairy', categoryName: 'Dairy', sectionId: 'A03' },
      { categoryId: 'Eggs', categoryName: '', sectionId: 'A03' },
    ]);
    expect(errors).toEqual([{ rowIndex: 3, reasonCode: 'INCOMPLETE DATA' }]);
    expect(entries).toEqual([]);
  });

  it('answers DUPLICATE ROW DATA for a category mapped to the same section twice', () => {
    const row = { categoryId: 'Dairy', categoryName: 'Dairy', sectionId: 'A03' };
    expect(checkCatMap([row, row]).errors).toEqual([{ rowIndex: 3, reasonCode: 'DUPLICATE ROW DATA' }]);
  });
});

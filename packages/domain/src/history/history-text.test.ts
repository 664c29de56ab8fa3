import { describe, expect, it } from 'vitest';
import {
  historyChangeLines,
  historyDateRange,
  historyExportRow,
  historyFileName,
  type HistoryEntryFields,
} from './history-text.js';

const entry = (changes: HistoryEntryFields['changes'], action: HistoryEntryFields['action'] = 'updated') => ({
  recordedAt: '2026-03-04T15:07:00.000Z',
  actorName: 'clientadmin@demo.test',
  via: 'portal',
  entityType: 'Section',
  entityId: '12',
  action,
  changes,
});

describe('history entries as people read them (issue 17)', () => {
  it("shows each field before → after by its screen's label, text as it is and modes by name", () => {
    expect(
      historyChangeLines(
        entry([
          { field: 'name', secret: false, before: '"Dairy"', after: '"Dairy & Eggs"' },
          { field: 'preparedItemsMode', secret: false, before: '2', after: '3' },
          { field: 'foodSafetyTypeId', secret: false, before: '4', after: '7' },
        ]),
      ),
    ).toEqual([
      'Name: Dairy → Dairy & Eggs',
      'Prepared items mode: Yes as designated by Item → Yes as designated by Category',
      'Food safety type: 4 → 7',
    ]);
  });

  it("shows a role's private information flag as the screen means it", () => {
    expect(
      historyChangeLines({
        ...entry([{ field: 'customerDob', secret: false, before: 'false', after: 'true' }]),
        entityType: 'PrivateInfoSetting',
      }),
    ).toEqual(['Date of birth: hidden → shown']);
  });

  it('marks a value that was not there before or is gone after', () => {
    expect(
      historyChangeLines(entry([{ field: 'name', secret: false, before: null, after: '"Bakery"' }])),
    ).toEqual(['Name: (none) → Bakery']);
  });

  it('shows a secret as "changed", never its values', () => {
    expect(
      historyChangeLines({
        ...entry([{ field: 'passwordHash', secret: true, before: null, after: null }]),
        entityType: 'User',
      }),
    ).toEqual(['Password: changed']);
  });

  it('says from where to where a moved row went', () => {
    expect(
      historyChangeLines(entry([{ field: 'position', secret: false, before: '3', after: '1' }], 'moved')),
    ).toEqual(['moved from position 3 to 1']);
  });

  it("keeps the export's entity type and id as the API names them, and words the changes as the page does", () => {
    const row = historyExportRow({
      ...entry([{ field: 'customerDob', secret: false, before: 'false', after: 'true' }]),
      entityType: 'PrivateInfoSetting',
      entityId: '1/deliveryDriver',
    });
    expect(row.slice(3)).toEqual([
      'PrivateInfoSetting',
      '1/deliveryDriver',
      'updated',
      'Date of birth: hidden → shown',
    ]);
  });

  it('neutralises export cells a spreadsheet would run as a formula', () => {
    const row = historyExportRow({
      ...entry([{ field: 'name', secret: false, before: '"A"', after: '"B"' }]),
      entityId: '=HYPERLINK("x")',
      actorName: '@admin',
    });
    expect(row[1]).toBe("'@admin");
    expect(row[4]).toBe(`'=HYPERLINK("x")`);
    expect(row[6]).toBe('Name: A → B');
  });

  it('names the export by its store or client', () => {
    expect(historyFileName('Downtown Hub', 'csv')).toBe('History_Downtown_Hub.csv');
    expect(historyFileName('', 'xlsx')).toBe('History.xlsx');
  });
});

describe('activity dates', () => {
  it('includes the whole of both days', () => {
    const { from, to } = historyDateRange('2026-03-04', '2026-03-05');
    expect(new Date(from!).getDate()).toBe(4);
    expect(new Date(from!).getHours()).toBe(0);
    expect(new Date(to!).getDate()).toBe(6);
    expect(new Date(to!).getHours()).toBe(0);
  });

  it('leaves out a day not given', () => {
    expect(historyDateRange('', '')).toEqual({});
    expect(Object.keys(historyDateRange('2026-03-04', ''))).toEqual(['from']);
  });
});

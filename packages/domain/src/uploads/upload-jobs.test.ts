import { describe, expect, it } from 'vitest';
import { isLargeStoreSetup, LARGE_STORE_SETUP_ROWS, storeSetupJobMail } from './upload-jobs.js';

const file = { fileName: 'Locations.xlsx', storeName: 'Downtown Hub', storeSourceKey: 'DG-0101' };

describe('large store setup files (responseCode 2)', () => {
  it(`saves a file of more than ${LARGE_STORE_SETUP_ROWS} rows for later, and no smaller one`, () => {
    expect(isLargeStoreSetup(LARGE_STORE_SETUP_ROWS)).toBe(false);
    expect(isLargeStoreSetup(LARGE_STORE_SETUP_ROWS + 1)).toBe(true);
    expect(isLargeStoreSetup(3, 2)).toBe(true);
  });

  it('mails what a stored file did, count by count', () => {
    const mail = storeSetupJobMail(file, {
      counts: {
        rowCount: 25_000,
        sectionsCreated: 2,
        sectionsUpdated: 1,
        sectionsDeleted: 0,
        shelvesCreated: 24_990,
        shelvesUpdated: 10,
        shelvesDeleted: 3,
        zonesWereMerged: true,
      },
    });
    expect(mail.subject).toBe('Store setup stored: Locations.xlsx');
    expect(mail.text).toBe(
      'Your store setup file "Locations.xlsx" for Downtown Hub (DG-0101) has been stored.\n\n' +
        'Rows: 25,000\nSections: 2 created, 1 updated, 0 deleted\n' +
        'Shelves: 24,990 created, 10 updated, 3 deleted\nZones merged: yes\n',
    );
  });

  it('mails why a file was not stored, and that nothing of it was', () => {
    const mail = storeSetupJobMail(file, { error: 'ZONES: Failed.' });
    expect(mail.subject).toBe('Store setup not stored: Locations.xlsx');
    expect(mail.text).toBe(
      'Your store setup file "Locations.xlsx" for Downtown Hub (DG-0101) could not be stored: ZONES: Failed.\n\n' +
        'Nothing of it was stored. Correct the file and upload it again.\n',
    );
  });
});

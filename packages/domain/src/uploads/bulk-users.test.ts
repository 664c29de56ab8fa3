import { describe, expect, it } from 'vitest';
import { ROLES } from '../access/roles.js';
import { BULK_USER_COLUMNS, bulkUserHeaderError, checkBulkUsers } from './bulk-users.js';
import { rowsFromSheet } from './upload-rules.js';

const row = (fields: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'Ada.Lovelace',
  password: 'correct horse',
  email: 'ada@demo.test',
  role: 'shopper',
  storeLocation: 'DG-0101, DG-0102',
  isForcedLabelScan: 'TRUE',
  isForcedScanDuringCarryout: false,
  ...fields,
});

const asManager = { role: 'storeManager', curbsideOnly: false, roles: ROLES };

describe('bulk users rows (spec 2 section 5)', () => {
  it('reads a user with lower-case user name and e-mail, its stores and flags', () => {
    expect(checkBulkUsers([row()], asManager).users).toEqual([
      {
        rowIndex: 2,
        firstName: 'Ada',
        lastName: 'Lovelace',
        userName: 'ada.lovelace',
        password: 'correct horse',
        email: 'ada@demo.test',
        role: 'shopper',
        storeSourceKeys: ['DG-0101', 'DG-0102'],
        isForcedLabelScan: true,
        isForcedScanDuringCarryout: false,
      },
    ]);
  });

  it("answers 'Unexpected header' with the spec's message", () => {
    const read = rowsFromSheet([['First Name', 'Nickname']], BULK_USER_COLUMNS, bulkUserHeaderError);
    expect(read).toEqual({
      error: {
        rowIndex: 1,
        reasonCode: 'Unexpected header',
        message: 'There were headers errors while parsing your file... "Nickname"',
      },
    });
  });

  it('needs all nine values, else INCOMPLETE DATA, and keeps the good rows', () => {
    const result = checkBulkUsers(
      [row({ email: '' }), row({ username: 'grace', email: 'grace@demo.test' })],
      asManager,
    );
    expect(result.errors).toEqual([{ rowIndex: 2, reasonCode: 'INCOMPLETE DATA' }]);
    expect(result.users.map((user) => user.userName)).toEqual(['grace']);
  });

  it('never gives a role above the uploader’s (spec 1 role choices)', () => {
    expect(checkBulkUsers([row({ role: 'clientAdmin' })], asManager).errors).toEqual([
      { rowIndex: 2, reasonCode: 'INVALID USER', message: 'You may not give a user the role Client Admin.' },
    ]);
    const asAdmin = { ...asManager, role: 'clientAdmin' };
    expect(checkBulkUsers([row({ role: 'Store Manager' })], asAdmin).users[0]?.role).toBe('storeManager');
  });

  it('answers spec 1’s e-mail message, an unknown role and an unreadable flag', () => {
    const result = checkBulkUsers(
      [
        row({ email: 'nope' }),
        row({ username: 'b', role: 'wizard' }),
        row({ username: 'c', isForcedLabelScan: 'maybe' }),
      ],
      asManager,
    );
    expect(result.errors.map((error) => error.message)).toEqual([
      'A valid email address is required.',
      'Role "wizard" is not a role of the product.',
      'IsForcedLabelScan must be TRUE or FALSE.',
    ]);
  });

  it('answers DUPLICATE ROW DATA for a user name given twice', () => {
    expect(checkBulkUsers([row(), row({ username: 'ADA.LOVELACE' })], asManager).errors).toEqual([
      { rowIndex: 3, reasonCode: 'DUPLICATE ROW DATA' },
    ]);
  });

  it('refuses the whole file for NO DATA IN WORKSHEET', () => {
    expect(checkBulkUsers([], asManager).fileError).toMatchObject({ reasonCode: 'NO DATA IN WORKSHEET' });
  });
});

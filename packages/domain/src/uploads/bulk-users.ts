import { isRole, ROLE_NAMES, type Role } from '../access/roles.js';
import { mayAssignRole } from '../users/role-options.js';
import { USER_MESSAGES, validateUserFields } from '../users/user-fields.js';
import {
  seenBefore,
  rowField,
  noDataError,
  UPLOAD_REASON,
  rowNumber,
  unexpectedFields,
  UPLOAD_MESSAGES,
  type Columns,
  type RowError,
  type UploadRow,
} from './upload-rules.js';

/** The bulk users file (spec 2 section 5 "Bulk users upload"), checked with spec 1's user rules. */

export const BULK_USER_COLUMNS = [
  ['First Name', 'firstName'],
  ['Last Name', 'lastName'],
  ['Username', 'username'],
  ['Password', 'password'],
  ['Email', 'email'],
  ['Role', 'role'],
  ['Store Location', 'storeLocation'],
  ['IsForcedLabelScan', 'isForcedLabelScan'],
  ['IsForcedScanDuringCarryout', 'isForcedScanDuringCarryout'],
] as const satisfies Columns;

export const BULK_USER_REASON = { ...UPLOAD_REASON, unexpectedHeader: 'Unexpected header' } as const;

export const BULK_USER_MESSAGES = {
  unknownRole: (role: string) => `Role "${role}" is not a role of the product.`,
  notBoolean: (header: string) => `${header} must be TRUE or FALSE.`,
} as const;

/** An unexpected header: the code with the spec's message (the header named after it). */
export const bulkUserHeaderError = (header: string): RowError => ({
  rowIndex: 1,
  reasonCode: BULK_USER_REASON.unexpectedHeader,
  message: `${UPLOAD_MESSAGES.headerErrors} "${header}"`,
});

/** One user of the file, read and checked. */
export interface BulkUser {
  rowIndex: number;
  firstName: string;
  lastName: string;
  /** Lower case, as user names and e-mail addresses are stored. */
  userName: string;
  password: string;
  email: string;
  role: Role;
  /** Store source keys, comma separated in the file. */
  storeSourceKeys: string[];
  isForcedLabelScan: boolean;
  isForcedScanDuringCarryout: boolean;
}

/** A role cell: the role's key or its name, in any case. */
function roleOf(text: string): Role | null {
  const wanted = text.toLowerCase();
  const found = Object.entries(ROLE_NAMES).find(
    ([key, name]) => key.toLowerCase() === wanted || name.toLowerCase() === wanted,
  );
  return found && isRole(found[0]) ? found[0] : null;
}

function booleanOf(text: string): boolean | null {
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === '1' || lower === 'yes') return true;
  if (lower === 'false' || lower === '0' || lower === 'no') return false;
  return null;
}

/** Why a user of the file cannot be written (spec 1's user rules), or null. */
function userProblem(
  user: { userName: string; email: string; role: string },
  role: Role | null,
  uploader: { role: string; curbsideOnly: boolean; roles: readonly Role[] },
  flags: [header: string, value: boolean | null][],
): string | null {
  const [invalid] = validateUserFields(user);
  if (invalid) return invalid.message;
  if (role === null) return BULK_USER_MESSAGES.unknownRole(user.role);
  if (!mayAssignRole(uploader.role, uploader.curbsideOnly, uploader.roles, role))
    return USER_MESSAGES.roleNotAllowed(role);
  const unreadable = flags.find(([, value]) => value === null);
  return unreadable ? BULK_USER_MESSAGES.notBoolean(unreadable[0]) : null;
}

/**
 * The users of the file, each checked on its own: all nine values (INCOMPLETE DATA), one row per
 * user name (DUPLICATE ROW DATA), spec 1's required fields, a known role that the uploader may give
 * (never one above its own), and TRUE/FALSE flags. A file-level error (header, no data) refuses
 * every row; otherwise the good rows are answered beside the errors of the bad ones.
 */
export function checkBulkUsers(
  rows: readonly UploadRow[],
  uploader: { role: string; curbsideOnly: boolean; roles: readonly Role[] },
): { fileError: RowError | null; errors: RowError[]; users: BulkUser[] } {
  const fileError = unexpectedFields(rows, BULK_USER_COLUMNS, bulkUserHeaderError) ?? noDataError(rows);
  if (fileError) return { fileError, errors: [], users: [] };
  const errors: RowError[] = [];
  const users: BulkUser[] = [];
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const rowIndex = rowNumber(index);
    const values = Object.fromEntries(
      BULK_USER_COLUMNS.map(([, name]) => [name, rowField(row, name)]),
    ) as Record<(typeof BULK_USER_COLUMNS)[number][1], string>;
    const fail = (reasonCode: string, message?: string) =>
      errors.push(message ? { rowIndex, reasonCode, message } : { rowIndex, reasonCode });
    if (Object.values(values).some((value) => value === '')) {
      fail(UPLOAD_REASON.incompleteData);
      continue;
    }
    const userName = values.username.toLowerCase();
    const email = values.email.toLowerCase();
    if (seenBefore(seen, [userName])) {
      fail(UPLOAD_REASON.duplicateRow);
      continue;
    }
    const role = roleOf(values.role);
    const labelScan = booleanOf(values.isForcedLabelScan);
    const carryoutScan = booleanOf(values.isForcedScanDuringCarryout);
    const problem = userProblem({ userName, email, role: values.role }, role, uploader, [
      ['IsForcedLabelScan', labelScan],
      ['IsForcedScanDuringCarryout', carryoutScan],
    ]);
    if (problem || role === null || labelScan === null || carryoutScan === null) {
      fail(UPLOAD_REASON.invalidUser, problem ?? undefined);
      continue;
    }
    users.push({
      rowIndex,
      firstName: values.firstName,
      lastName: values.lastName,
      userName,
      password: values.password,
      email,
      role,
      storeSourceKeys: values.storeLocation
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
      isForcedLabelScan: labelScan,
      isForcedScanDuringCarryout: carryoutScan,
    });
  }
  return { fileError: null, errors, users };
}

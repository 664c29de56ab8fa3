/** A client's private information settings (spec 3): per role, which customer fields it sees. */
import {
  HIDDEN_PRIVATE_INFO,
  PRIVATE_INFO_FIELD_KEYS,
  PRIVATE_INFO_ROLES,
  type PrivateInfoFlags,
  type PrivateInfoRole,
} from '@fulfil/domain';
import type { Db } from '../db/connect.js';
import { conflict } from '../errors.js';
import { nextVersion } from './versioned.js';

/** The table's column of each field (the contract's DOB is one word in the column). */
const COLUMN_OF = {
  customerFirstName: 'customerFirstName',
  customerLastName: 'customerLastName',
  customerDOB: 'customerDob',
  customerLoyaltyNumber: 'customerLoyaltyNumber',
  customerPhone: 'customerPhone',
  customerEmailAddress: 'customerEmailAddress',
  customerAddressLine1: 'customerAddressLine1',
  customerAddressLine2: 'customerAddressLine2',
  customerCityTown: 'customerCityTown',
  customerStateProvince: 'customerStateProvince',
  customerZipCode: 'customerZipCode',
  customerCountry: 'customerCountry',
} as const;

type Column = (typeof COLUMN_OF)[keyof typeof COLUMN_OF];
/** The columns of the flags, as the history names them. */
export const PRIVATE_INFO_COLUMNS: readonly Column[] = Object.values(COLUMN_OF);
type StoredRow = Record<Column, boolean> & {
  role: string;
  version: number;
  updatedAt: Date;
  updatedBy: string;
};

const COLUMNS = ['role', ...Object.values(COLUMN_OF), 'version', 'updatedAt', 'updatedBy'] as const;

/** One role's settings as the contract has them: 0/1 flags. */
export type PrivateInfoSettingRow = PrivateInfoFlags & {
  role: PrivateInfoRole;
  version: number;
  updatedAt?: Date;
  updatedBy?: string;
};

export function asSetting(role: PrivateInfoRole, row: StoredRow | undefined): PrivateInfoSettingRow {
  if (!row) return { role, ...HIDDEN_PRIVATE_INFO, version: 0 };
  const flags = Object.fromEntries(
    PRIVATE_INFO_FIELD_KEYS.map((key) => [key, row[COLUMN_OF[key]] ? 1 : 0]),
  ) as PrivateInfoFlags;
  return { role, ...flags, version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** The table's columns of a role's flags. */
export const privateInfoColumns = (flags: PrivateInfoFlags) =>
  Object.fromEntries(PRIVATE_INFO_FIELD_KEYS.map((key) => [COLUMN_OF[key], flags[key] === 1])) as Record<
    Column,
    boolean
  >;

/** Every listed role's settings, in the spec's order; a role never stored sees nothing. */
export async function listPrivateInfoSettings(db: Db, clientId: number): Promise<PrivateInfoSettingRow[]> {
  const rows = await db
    .selectFrom('privateInfoSettings')
    .select(COLUMNS)
    .where('clientId', '=', clientId)
    .execute();
  const byRole = new Map(rows.map((row) => [row.role, row]));
  return PRIVATE_INFO_ROLES.map((role) => asSetting(role, byRole.get(role)));
}

/** One role's settings as stored, and who stored them ('system' while a role was never saved). */
export async function findPrivateInfoSetting(db: Db, clientId: number, role: PrivateInfoRole) {
  const stored = await db
    .selectFrom('privateInfoSettings')
    .select(COLUMNS)
    .where('clientId', '=', clientId)
    .where('role', '=', role)
    .executeTakeFirst();
  return { ...asSetting(role, stored), updatedBy: stored?.updatedBy ?? 'system' };
}

/**
 * Writes each role over the version it was read at, in one transaction: a role stored or changed
 * by someone else since is a conflict carrying its stored settings, and nothing is written.
 */
export async function savePrivateInfoSettings(
  db: Db,
  clientId: number,
  settings: readonly (PrivateInfoFlags & { role: PrivateInfoRole; version: number })[],
  by: string,
): Promise<PrivateInfoSettingRow[]> {
  return db.transaction().execute(async (trx) => {
    for (const { role, version, ...flags } of settings) {
      const columns = privateInfoColumns(flags);
      const written =
        version === 0
          ? await trx
              .insertInto('privateInfoSettings')
              .values({ clientId, role, ...columns, updatedBy: by })
              .onConflict((oc) => oc.columns(['clientId', 'role']).doNothing())
              .returning('role')
              .executeTakeFirst()
          : await trx
              .updateTable('privateInfoSettings')
              .set({ ...columns, ...nextVersion(by) })
              .where('clientId', '=', clientId)
              .where('role', '=', role)
              .where('version', '=', version)
              .returning('role')
              .executeTakeFirst();
      if (!written) throw conflict(await findPrivateInfoSetting(trx, clientId, role));
    }
    return listPrivateInfoSettings(trx, clientId);
  });
}

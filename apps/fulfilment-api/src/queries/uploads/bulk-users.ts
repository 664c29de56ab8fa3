import { BULK_USER_REASON, type BulkUser, type RowError } from '@fulfil/domain';
import { canManageUser, userEditRefusal } from '../../auth/user-rules.js';
import type { Caller } from '../../auth/scope.js';
import type { Db } from '../../db/connect.js';
import {
  claimsOf,
  duplicateRefusal,
  hashPassword,
  insertUser,
  MIN_PASSWORD_LENGTH,
  passwordMatches,
  PASSWORD_TOO_SHORT,
  replaceUserStores,
  storesAfterChange,
} from '../user-writes.js';
import { assignedStoreIds } from '../users.js';
import { nextVersion } from '../versioned.js';

/**
 * One user of a bulk users file written (spec 2 section 7, POST upload/users): created, or updated
 * when the client already has a user of that user name, with the same rules as the user screens
 * (spec 1): hashing, claims of the role, who the uploader may change and which stores it may give.
 */

export const BULK_USER_WRITE_MESSAGES = {
  unknownStores: (keys: string[]) => `Store Location ${keys.join(', ')} is not a store of the client.`,
  notYourStores: 'A store manager may give only its own stores.',
  notYours: 'You may not change this user.',
} as const;

type Outcome = { created: true } | { updated: true } | { error: RowError & { errorMessage: string } };

const refusal = (
  user: BulkUser,
  errorMessage: string,
  reasonCode: string = BULK_USER_REASON.invalidUser,
): Outcome => ({
  error: { rowIndex: user.rowIndex, reasonCode, errorMessage },
});

/** The client's stores by source key, for the Store Location column. */
export async function clientStoresByKey(db: Db, clientId: number): Promise<Map<string, number>> {
  const stores = await db
    .selectFrom('stores')
    .select(['storeId', 'storeSourceKey'])
    .where('clientId', '=', clientId)
    .execute();
  return new Map(
    stores.flatMap((store) => (store.storeSourceKey ? [[store.storeSourceKey, store.storeId]] : [])),
  );
}

export async function writeBulkUser(
  db: Db,
  caller: Caller,
  clientId: number,
  storeIdsByKey: Map<string, number>,
  user: BulkUser,
): Promise<Outcome> {
  if (user.password.length < MIN_PASSWORD_LENGTH) return refusal(user, PASSWORD_TOO_SHORT);
  const unknown = user.storeSourceKeys.filter((key) => !storeIdsByKey.has(key));
  if (unknown.length)
    return refusal(user, BULK_USER_WRITE_MESSAGES.unknownStores(unknown), BULK_USER_REASON.storeDoesNotExist);
  const storeIds = [...new Set(user.storeSourceKeys.map((key) => storeIdsByKey.get(key)!))];
  if (caller.role === 'storeManager' && storeIds.some((storeId) => !caller.storeIds.includes(storeId)))
    return refusal(user, BULK_USER_WRITE_MESSAGES.notYourStores);

  const columns = {
    userName: user.userName,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    clientId,
    role: user.role,
    isForcedLabelScan: user.isForcedLabelScan,
    isForcedScanDuringCarryout: user.isForcedScanDuringCarryout,
  };
  const existing = await db
    .selectFrom('users')
    .select(['userId', 'clientId', 'role', 'passwordHash'])
    .where('userName', '=', user.userName)
    .executeTakeFirst();
  if (existing && existing.clientId !== clientId) return refusal(user, (await duplicateRefusal(db, user))!);
  const duplicate = await duplicateRefusal(db, user, existing?.userId);
  if (duplicate) return refusal(user, duplicate);

  if (!existing) {
    const userId = await insertUser(
      db,
      {
        ...columns,
        phoneNumber: null,
        passwordHash: await hashPassword(user.password),
        claims: claimsOf(user.role),
      },
      storeIds,
      caller.userName,
    );
    return userId === null ? refusal(user, (await duplicateRefusal(db, user))!) : { created: true };
  }
  const target = { ...existing, storeIds: await assignedStoreIds(db, existing.userId) };
  if (!canManageUser(caller, target)) return refusal(user, BULK_USER_WRITE_MESSAGES.notYours);
  const editRefusal = userEditRefusal(caller, target);
  if (editRefusal) return refusal(user, editRefusal);
  // The same password again keeps its hash, so uploading a file twice does not end the user's sessions.
  const passwordHash = (await passwordMatches(user.password, existing.passwordHash))
    ? existing.passwordHash
    : await hashPassword(user.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        ...columns,
        passwordHash,
        ...(user.role !== existing.role ? { claims: claimsOf(user.role) } : {}),
        ...nextVersion(caller.userName),
      })
      .where('userId', '=', existing.userId)
      .execute();
    await replaceUserStores(trx, existing.userId, storesAfterChange(caller, target.storeIds, storeIds));
  });
  return { updated: true };
}

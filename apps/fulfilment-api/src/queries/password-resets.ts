import type { Db } from '../db/connect.js';

/** Keeps `tokenHash` as the user's one reset token until `expiresAt`, superseding every older one. */
export const replaceResetToken = (db: Db, userId: number, tokenHash: string, expiresAt: Date) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom('passwordResets').where('userId', '=', userId).execute();
    await trx.insertInto('passwordResets').values({ userId, tokenHash, expiresAt, usedAt: null }).execute();
  });

/** The user signing in with the address (already trimmed and lower-cased), if any. */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['userId', 'email']).where('email', '=', email).executeTakeFirst();

/**
 * Claims the unused, unexpired token of the address's user and sets the new password, in one step
 * so a token works once; false when there is no such token.
 */
export const resetPasswordWithToken = (
  db: Db,
  reset: { email: string; tokenHash: string; passwordHash: string },
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('passwordResets')
      .set({ usedAt: new Date() })
      .where('tokenHash', '=', reset.tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .where('userId', 'in', (eb) => eb.selectFrom('users').select('userId').where('email', '=', reset.email))
      .returning('userId')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .updateTable('users')
      .set({ passwordHash: reset.passwordHash, updatedAt: new Date() })
      .where('userId', '=', claimed.userId)
      .execute();
    return true;
  });

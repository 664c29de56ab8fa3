import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.js';
import { hashPassword, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../queries/user-writes.js';
import type { Services } from '../services.js';

/** Password reset by e-mail (spec 1 sections 2, 4 and 7). */

export const PASSWORD_MESSAGES = {
  // Identical for every address, so the answer never tells whether one is registered.
  resetSent: 'If the address is registered, a reset e-mail is on its way.',
  reset: 'Your password has been reset.',
  invalidLink: 'The reset link is invalid or has expired.',
  tooShort: PASSWORD_TOO_SHORT,
} as const;

const RESET_LIFETIME_MS = 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const messageAnswer = {
  type: 'object',
  required: ['responseCode', 'responseMessage'],
  properties: { responseCode: { type: 'integer' }, responseMessage: { type: 'string' } },
} as const;

const answer = (responseCode: 0 | 1, responseMessage: string) => ({ responseCode, responseMessage });

/** A new single-use token for the user; it supersedes every older one. Only its hash is kept. */
async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('passwordResets').where('userId', '=', userId).execute();
    await trx
      .insertInto('passwordResets')
      .values({
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
        usedAt: null,
      })
      .execute();
  });
  return token;
}

export const userPasswordRoutes: FastifyPluginAsync<Services> = async (app, { db, mailer, portalUrl }) => {
  app.post<{ Body: string }>(
    '/user/SendPasswordResetEmail',
    {
      config: { public: true },
      schema: { body: { type: 'string', maxLength: 256 }, response: { 200: messageAnswer } },
    },
    async (request) => {
      const email = request.body.trim().toLowerCase();
      const user = await db
        .selectFrom('users')
        .select(['userId', 'email'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (user) {
        const token = await issueResetToken(db, user.userId);
        const link = `${portalUrl}/resetPassword?t=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
        // Not awaited, and failures only logged: the answer must not depend on the address.
        void mailer
          .send({
            to: user.email,
            subject: 'Reset your Fulfilment Admin password',
            text: `Someone asked to reset the password of ${user.email}.\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail not sent'));
      }
      return answer(0, PASSWORD_MESSAGES.resetSent);
    },
  );

  app.post<{ Body: { Email: string; ResetToken: string; NewPassword: string } }>(
    '/user/ResetPassword',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['Email', 'ResetToken', 'NewPassword'],
          properties: {
            Email: { type: 'string', maxLength: 256 },
            ResetToken: { type: 'string', maxLength: 200 },
            NewPassword: { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { Email, ResetToken, NewPassword } = request.body;
      if (NewPassword.length < MIN_PASSWORD_LENGTH) return answer(1, PASSWORD_MESSAGES.tooShort);
      const passwordHash = await hashPassword(NewPassword);
      // Claiming the token and changing the password are one step: a token works once.
      const reset = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('passwordResets')
          .set({ usedAt: new Date() })
          .where('tokenHash', '=', sha256(ResetToken))
          .where('usedAt', 'is', null)
          .where('expiresAt', '>', new Date())
          .where('userId', 'in', (eb) =>
            eb.selectFrom('users').select('userId').where('email', '=', Email.trim().toLowerCase()),
          )
          .returning('userId')
          .executeTakeFirst();
        if (!claimed) return false;
        await trx
          .updateTable('users')
          .set({ passwordHash, updatedAt: new Date() })
          .where('userId', '=', claimed.userId)
          .execute();
        return true;
      });
      return reset ? answer(0, PASSWORD_MESSAGES.reset) : answer(1, PASSWORD_MESSAGES.invalidLink);
    },
  );
};

import { createHash, randomBytes } from 'node:crypto';
import { ResetPassword, SendPasswordResetEmail } from '@fulfil/rest-contract';
import type { Db } from '../db/connect.js';
import { findUserByEmail, replaceResetToken, resetPasswordWithToken } from '../queries/password-resets.js';
import { hashPassword, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../queries/user-writes.js';
import { throttle } from '../auth/throttle.js';
import type { Services } from '../services.js';
import { of, type ContractRoutes } from './typed-routes.js';

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

const answer = (responseCode: 0 | 1, responseMessage: string) => ({ responseCode, responseMessage });

/** A new single-use token for the user; it supersedes every older one. Only its hash is kept. */
async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replaceResetToken(db, userId, sha256(token), new Date(Date.now() + RESET_LIFETIME_MS));
  return token;
}

export const userPasswordRoutes: ContractRoutes<Services> = async (app, { db, mailer, portalUrl }) => {
  app.route({
    ...of(SendPasswordResetEmail),
    config: { public: true },
    ...throttle(app, 'password-reset', (request) => request.body),
    handler: async (request) => {
      const email = request.body.trim().toLowerCase();
      const user = await findUserByEmail(db, email);
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
  });

  app.route({
    ...of(ResetPassword),
    config: { public: true },
    ...throttle(app, 'password-reset', (request) => (request.body as { Email?: unknown }).Email),
    handler: async (request) => {
      const { Email, ResetToken, NewPassword } = request.body;
      if (NewPassword.length < MIN_PASSWORD_LENGTH) return answer(1, PASSWORD_MESSAGES.tooShort);
      const passwordHash = await hashPassword(NewPassword);
      const reset = await resetPasswordWithToken(db, {
        email: Email.trim().toLowerCase(),
        tokenHash: sha256(ResetToken),
        passwordHash,
      });
      return reset ? answer(0, PASSWORD_MESSAGES.reset) : answer(1, PASSWORD_MESSAGES.invalidLink);
    },
  });
};

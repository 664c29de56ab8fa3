import { storeSetupJobMail, UPLOAD_MESSAGES, type StoreSetupJobFile } from '@fulfil/domain';
import type { StoreUploadAnswer } from '@fulfil/rest-contract';
import type { Mailer } from '../mail/mailer.js';

/** What a store setup job does when it ends: mails the uploader (when they have an address) its counts or why it failed. */
export const mailJobEnd =
  (mailer: Mailer, to: string | null, file: StoreSetupJobFile) =>
  async (answer: StoreUploadAnswer): Promise<void> => {
    if (!to) return;
    const outcome = answer.isSuccess
      ? { counts: answer }
      : { error: answer.error ?? UPLOAD_MESSAGES.unknownError };
    await mailer.send({ to, ...storeSetupJobMail(file, outcome) });
  };

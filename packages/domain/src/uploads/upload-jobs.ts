/**
 * Large store setup files (spec 2, responseCode 2: "large files handled later"). The spec names no
 * size; above LARGE_STORE_SETUP_ROWS rows the API answers at once that the file is saved for later,
 * stores it after the request has returned, and e-mails the uploader how it ended.
 */
import type { StoreSetupCounts } from './upload-progress.js';

/**
 * Rows above which a store setup file is stored as a job: some 5 MB of JSON, which a store takes a
 * few seconds to store, so smaller files are answered with their counts as the spec's screens expect.
 */
export const LARGE_STORE_SETUP_ROWS = 20_000;

/** Whether a store setup file of `rowCount` rows is saved for later (responseCode 2). */
export const isLargeStoreSetup = (rowCount: number, threshold = LARGE_STORE_SETUP_ROWS): boolean =>
  rowCount > threshold;

/** The file and store an upload job is for, as its e-mail names them. */
export interface StoreSetupJobFile {
  fileName: string;
  storeName: string;
  storeSourceKey: string;
}

/** How a job ended: what it stored, or why nothing was stored. */
export type StoreSetupJobOutcome = { counts: StoreSetupCounts } | { error: string };

const count = (value: number) => value.toLocaleString('en-US');

/** The e-mail that tells the uploader how a large store setup file ended. */
export function storeSetupJobMail(
  file: StoreSetupJobFile,
  outcome: StoreSetupJobOutcome,
): { subject: string; text: string } {
  const which = `Your store setup file "${file.fileName}" for ${file.storeName} (${file.storeSourceKey})`;
  if ('error' in outcome)
    return {
      subject: `Store setup not stored: ${file.fileName}`,
      text: `${which} could not be stored: ${outcome.error}\n\nNothing of it was stored. Correct the file and upload it again.\n`,
    };
  const { counts: c } = outcome;
  return {
    subject: `Store setup stored: ${file.fileName}`,
    text: [
      `${which} has been stored.`,
      '',
      `Rows: ${count(c.rowCount)}`,
      `Sections: ${count(c.sectionsCreated)} created, ${count(c.sectionsUpdated)} updated, ${count(c.sectionsDeleted)} deleted`,
      `Shelves: ${count(c.shelvesCreated)} created, ${count(c.shelvesUpdated)} updated, ${count(c.shelvesDeleted)} deleted`,
      `Zones merged: ${c.zonesWereMerged ? 'yes' : 'no'}`,
      '',
    ].join('\n'),
  };
}

/** What the uploader reads of a job: on the upload screen, and from the gateway when a job is lost. */
export const UPLOAD_JOB_MESSAGES = {
  savedForLater: (emailAddress: string | null) =>
    emailAddress
      ? `The file is large, so it is saved for later: the server stores it after receiving it, and an e-mail will tell ${emailAddress} how that went.`
      : 'The file is large, so it is saved for later: the server stores it after receiving it.',
  storedLater: (emailAddress: string | null) =>
    emailAddress
      ? `The file has been stored; the e-mail to ${emailAddress} lists what it changed.`
      : 'The file has been stored.',
  lost: 'The upload stopped when the server restarted; nothing of it was stored. Upload the file again.',
  jobIdInUse: (jobId: string) => `jobId ${jobId} is already in use by another upload.`,
} as const;

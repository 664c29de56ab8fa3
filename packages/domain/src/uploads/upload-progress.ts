/**
 * How far an upload has come, told to the uploader and to every admin on the store's layout
 * screens. Parsing and checking happen in the uploader's browser, sending on the wire, storing in
 * the API; each phase owns a band of the percent, so the number only ever grows.
 */

/** The phases of an upload, in order; an upload ends DONE or FAILED. */
export const UPLOAD_PHASES = ['PARSING', 'VALIDATING', 'SENDING', 'STORING', 'DONE', 'FAILED'] as const;
export type UploadPhase = (typeof UPLOAD_PHASES)[number];

/** Where each phase starts and ends, in percent of the whole upload. */
const PHASE_BANDS: Record<UploadPhase, readonly [number, number]> = {
  PARSING: [0, 20],
  VALIDATING: [20, 40],
  SENDING: [40, 80],
  STORING: [80, 99],
  DONE: [100, 100],
  FAILED: [100, 100],
};

/** The whole upload's percent, a whole number: `rowsDone` of `rowCount` rows through `phase`. */
export function uploadPercent(phase: UploadPhase, rowsDone: number, rowCount: number): number {
  const [start, end] = PHASE_BANDS[phase];
  const share = rowCount > 0 ? Math.min(Math.max(rowsDone / rowCount, 0), 1) : 0;
  return Math.floor(start + (end - start) * share);
}

/** Whether an upload in this phase has ended. */
export const uploadEnded = (phase: UploadPhase): boolean => phase === 'DONE' || phase === 'FAILED';

/** A job id as the uploader's browser chooses it (a UUID): it names the job in each of its events. */
export const UPLOAD_JOB_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** A report whose job id or numbers cannot be right, in words naming the field; null when it is fine. */
export function uploadProgressError(report: {
  jobId: string;
  rowsDone: number;
  rowCount: number;
}): { field: string; message: string } | null {
  if (!UPLOAD_JOB_ID_PATTERN.test(report.jobId))
    return { field: 'jobId', message: 'jobId must be 8 to 64 letters, digits or dashes.' };
  if (!Number.isInteger(report.rowCount) || report.rowCount < 0)
    return { field: 'rowCount', message: 'rowCount must be a whole number, 0 or more.' };
  if (!Number.isInteger(report.rowsDone) || report.rowsDone < 0 || report.rowsDone > report.rowCount)
    return { field: 'rowsDone', message: 'rowsDone must be a whole number from 0 to rowCount.' };
  return null;
}

/** What the phase is called on screen. */
export const UPLOAD_PHASE_NAMES: Record<UploadPhase, string> = {
  PARSING: 'Reading the file',
  VALIDATING: 'Checking the rows',
  SENDING: 'Sending',
  STORING: 'Storing',
  DONE: 'Done',
  FAILED: 'Failed',
};

/** The banner every other admin on the store's layout screens sees while someone uploads. */
export const uploadingBanner = (displayName: string, percent: number): string =>
  `${displayName} is uploading a store setup (${percent} %)`;

/** What a stored store setup file did to the store's layout. */
export interface StoreLayoutChanges {
  sectionsCreated: number;
  sectionsUpdated: number;
  sectionsDeleted: number;
  shelvesCreated: number;
  shelvesUpdated: number;
  shelvesDeleted: number;
  zonesWereMerged: boolean;
}

/** The store setup upload's answer counts: the file's rows and what they did to the layout. */
export interface StoreSetupCounts extends StoreLayoutChanges {
  rowCount: number;
}

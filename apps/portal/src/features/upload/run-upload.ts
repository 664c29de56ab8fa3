import {
  fileTypeError,
  STORE_SETUP_REASON,
  UPLOAD_MESSAGES,
  type RowError,
  type StoreSetupCounts,
} from '@fulfil/domain';
import { checkInWorker, type StoreLookup } from './parse-protocol';
import { FILE_TYPES, type FileTypeKey } from './upload-kinds';
import type { ReportStep, UploadJob } from './use-upload-progress';
import {
  bodyWithRows,
  uploadRequest,
  UploadRequestError,
  type CatMapUploadAnswer,
  type StoreUploadAnswer,
  type UsersUploadAnswer,
} from './upload-requests';

/** The store an upload is for. */
export interface UploadStore {
  id: string;
  clientId: string;
  name: string;
}

/** How an upload ended (spec 2 section 4 "Upload flow"). */
export type UploadOutcome =
  /** The file was refused before sending: the row error table, with each row's data. */
  | { kind: 'parseErrors'; errors: RowError[]; rows: readonly Record<string, string>[] }
  /** The server refused or failed: its text or 'Unknown Error', its row errors, a user per line. */
  | { kind: 'failed'; message: string; errors: RowError[]; userErrors: UsersUploadAnswer['errors'] }
  | { kind: 'stored'; statistics: Statistics }
  /** A large store setup the server stores after answering (response code 2); its end is mailed. */
  | { kind: 'later'; emailAddress: string | null };

export type Statistics =
  | ({ fileType: 'store_setup_file' } & StoreSetupCounts)
  | { fileType: 'catmap_file'; message: string }
  | { fileType: 'bulkLoad_users_file'; rowCount: number; createdUsers: number; updatedUsers: number };

/** The store setup answer's response code of a large file the server handles later. */
const HANDLED_LATER = 2;

const failed = (message: string | null | undefined, errors: RowError[] = []): UploadOutcome => ({
  kind: 'failed',
  message: message || UPLOAD_MESSAGES.unknownError,
  errors,
  userErrors: [],
});

/** An upload's file and whom it is for. */
export interface UploadRequest {
  fileType: FileTypeKey;
  file: File;
  store: UploadStore | null;
  /** The client a bulk users file is for. */
  clientId: string | null;
  /** The job the store's admins follow, for a store setup file. */
  job: UploadJob | null;
}

/** The outcome of a file with no store (or client) to send it for: nothing is sent. */
const NOTHING_SENT: UploadOutcome = { kind: 'parseErrors', errors: [], rows: [] };

/**
 * Reads the file and checks its rows with the domain's rules in the worker, then sends it, telling
 * `step` each phase with its rows: parsing, checking, sending (by the share of the body sent), then
 * done or failed.
 */
export async function runUpload(request: UploadRequest, step: ReportStep): Promise<UploadOutcome> {
  const outcome = await stepsOf(request, step);
  // A large file goes on as a job: the server tells its end.
  if (outcome.kind !== 'later') step(outcome.kind === 'stored' ? 'DONE' : 'FAILED', 0, 0);
  return outcome;
}

async function stepsOf({ fileType, file, store, clientId, job }: UploadRequest, step: ReportStep) {
  step('PARSING', 0, 0);
  const typeError = fileTypeError(file.name, FILE_TYPES[fileType].kind);
  if (typeError) return { kind: 'parseErrors', errors: [typeError], rows: [] } satisfies UploadOutcome;
  const checked = await checkInWorker(
    { fileType, fileName: file.name, buffer: await file.arrayBuffer() },
    {
      // With no store chosen a store setup's rows are not checked against one, nor sent.
      lookup: (storeKey) =>
        store ? foodSafetyTypes(store.clientId, storeKey) : Promise.resolve({ errors: [] }),
      validating: (rowCount) => step('VALIDATING', 0, rowCount),
    },
  );
  if ('fatal' in checked) return failed(checked.fatal);
  if ('errors' in checked)
    return { kind: 'parseErrors', errors: checked.errors, rows: checked.rows } satisfies UploadOutcome;
  const { rowCount, rowsJson, sheetName, storeSourceKey } = checked;
  const sending: Sending = (path, fields) => {
    step('SENDING', 0, rowCount);
    return uploadRequest(path, bodyWithRows(fields, rowsJson), (share) =>
      step('SENDING', Math.round(share * rowCount), rowCount),
    );
  };
  try {
    if (fileType === 'store_setup_file')
      return store
        ? await storeSetup(store, storeSourceKey, file.name, sheetName, job, sending)
        : NOTHING_SENT;
    if (fileType === 'catmap_file') return store ? await catMap(store, file.name, sending) : NOTHING_SENT;
    return clientId ? await bulkUsers(clientId, file.name, sending) : NOTHING_SENT;
  } catch (error) {
    return failed(error instanceof UploadRequestError ? error.message : null);
  }
}

/**
 * Sends the checked rows to an upload route as the body's `data`, beside `fields`, telling how
 * much of them has left.
 */
type Sending = <Answer>(path: string, fields: Record<string, unknown>) => Promise<Answer>;

/** The store's food safety types by the file's store key, which the worker checks the rows against. */
async function foodSafetyTypes(clientId: string, storeKey: string): Promise<StoreLookup> {
  try {
    const answer = await uploadRequest<{ foodSafetyTypes: string[] }>(
      `/foodSafetyTypeNames/${encodeURIComponent(clientId)}/${encodeURIComponent(storeKey)}`,
    );
    return { foodSafetyTypeNames: answer.foodSafetyTypes };
  } catch (error) {
    if (error instanceof UploadRequestError && error.status === 404)
      return { errors: [{ rowIndex: 2, reasonCode: STORE_SETUP_REASON.storeDoesNotExist }] };
    return { fatal: UPLOAD_MESSAGES.foodSafetyCheckFailed };
  }
}

async function storeSetup(
  store: UploadStore,
  storeSourceKey: string,
  fileName: string,
  workBookName: string,
  job: UploadJob | null,
  sending: Sending,
): Promise<UploadOutcome> {
  const followed = job
    ? `?jobId=${encodeURIComponent(job.jobId)}&storeId=${encodeURIComponent(job.storeId)}`
    : '';
  const answer = await sending<StoreUploadAnswer>(`/store${followed}`, {
    clientId: Number(store.clientId),
    storeSourceKey,
    fileName,
    workBookName,
    clearExisting: false,
  });
  if (!answer.isSuccess) return failed(answer.error, answer.rowErrors);
  if (answer.responseCode === HANDLED_LATER) return { kind: 'later', emailAddress: answer.emailAddress };
  return { kind: 'stored', statistics: { ...answer, fileType: 'store_setup_file' } };
}

async function catMap(store: UploadStore, fileName: string, sending: Sending): Promise<UploadOutcome> {
  const answer = await sending<CatMapUploadAnswer>('/catmap', {
    clientId: Number(store.clientId),
    storeId: Number(store.id),
    fileName,
  });
  if (!answer.isSuccess) return failed(answer.responseMessage, answer.rowErrors);
  return { kind: 'stored', statistics: { fileType: 'catmap_file', message: answer.responseMessage } };
}

async function bulkUsers(clientId: string, fileName: string, sending: Sending): Promise<UploadOutcome> {
  const answer = await sending<UsersUploadAnswer>('/users', {
    clientId: Number(clientId),
    fileName,
  });
  if (!answer.isSuccess || answer.errorCount > 0)
    return {
      kind: 'failed',
      // The good rows of a file with refused ones are stored: the message says so.
      message: answer.isSuccess
        ? `${answer.createdUsers} users created and ${answer.updatedUsers} updated; these rows were refused:`
        : answer.error || UPLOAD_MESSAGES.unknownError,
      errors: [],
      userErrors: answer.errors,
    };
  const { rowCount, createdUsers, updatedUsers } = answer;
  return {
    kind: 'stored',
    statistics: { fileType: 'bulkLoad_users_file', rowCount, createdUsers, updatedUsers },
  };
}

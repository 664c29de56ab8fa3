import {
  checkCatMap,
  checkStoreSetup,
  fileTypeError,
  noDataError,
  rowField,
  STORE_SETUP_REASON,
  UPLOAD_MESSAGES,
  type RowError,
  type StoreSetupCounts,
} from '@fulfil/domain';
import { parseInWorker } from './parse-protocol';
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

/**
 * Reads the file in the worker, checks its rows with the domain's rules and sends it, telling `step`
 * each phase with its rows: parsing, checking, sending (by the share of the body sent), then done
 * or failed.
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
  const parsed = await parseInWorker({ fileType, fileName: file.name, buffer: await file.arrayBuffer() });
  if ('fatal' in parsed) return failed(parsed.fatal);
  if ('error' in parsed)
    return { kind: 'parseErrors', errors: [parsed.error], rows: [] } satisfies UploadOutcome;
  const { rows, rowsJson, sheetName } = parsed;
  step('VALIDATING', 0, rows.length);
  const sending: Sending = (path, fields) => {
    step('SENDING', 0, rows.length);
    return uploadRequest(path, bodyWithRows(fields, rowsJson), (share) =>
      step('SENDING', Math.round(share * rows.length), rows.length),
    );
  };
  try {
    if (fileType === 'store_setup_file')
      return await storeSetup(rows, file.name, sheetName, store, job, sending);
    if (fileType === 'catmap_file') return await catMap(rows, file.name, store, sending);
    return await bulkUsers(rows, file.name, clientId, sending);
  } catch (error) {
    return failed(error instanceof UploadRequestError ? error.message : null);
  }
}

/**
 * Sends the checked rows to an upload route as the body's `data`, beside `fields`, telling how
 * much of them has left.
 */
type Sending = <Answer>(path: string, fields: Record<string, unknown>) => Promise<Answer>;

/** The store's food safety types by the file's store key, which the rows are checked against. */
async function foodSafetyTypes(clientId: string, storeKey: string): Promise<string[] | RowError | string> {
  try {
    const answer = await uploadRequest<{ foodSafetyTypes: string[] }>(
      `/foodSafetyTypeNames/${encodeURIComponent(clientId)}/${encodeURIComponent(storeKey)}`,
    );
    return answer.foodSafetyTypes;
  } catch (error) {
    if (error instanceof UploadRequestError && error.status === 404)
      return { rowIndex: 2, reasonCode: STORE_SETUP_REASON.storeDoesNotExist };
    return UPLOAD_MESSAGES.foodSafetyCheckFailed;
  }
}

async function storeSetup(
  rows: Record<string, string>[],
  fileName: string,
  workBookName: string,
  store: UploadStore | null,
  job: UploadJob | null,
  sending: Sending,
): Promise<UploadOutcome> {
  const noData = noDataError(rows);
  if (noData || !store) return { kind: 'parseErrors', errors: noData ? [noData] : [], rows };
  // The store key comes from the first row (spec 2 section 5).
  const storeSourceKey = rowField(rows[0] ?? {}, 'storeNumber');
  const types = await foodSafetyTypes(store.clientId, storeSourceKey);
  if (typeof types === 'string') return failed(types);
  if (!Array.isArray(types)) return { kind: 'parseErrors', errors: [types], rows };
  const { errors } = checkStoreSetup(rows, { storeSourceKey, foodSafetyTypeNames: types });
  if (errors.length) return { kind: 'parseErrors', errors, rows };
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

async function catMap(
  rows: Record<string, string>[],
  fileName: string,
  store: UploadStore | null,
  sending: Sending,
): Promise<UploadOutcome> {
  const { errors } = checkCatMap(rows);
  if (errors.length || !store) return { kind: 'parseErrors', errors, rows };
  const answer = await sending<CatMapUploadAnswer>('/catmap', {
    clientId: Number(store.clientId),
    storeId: Number(store.id),
    fileName,
  });
  if (!answer.isSuccess) return failed(answer.responseMessage, answer.rowErrors);
  return { kind: 'stored', statistics: { fileType: 'catmap_file', message: answer.responseMessage } };
}

async function bulkUsers(
  rows: Record<string, string>[],
  fileName: string,
  clientId: string | null,
  sending: Sending,
): Promise<UploadOutcome> {
  const noData = noDataError(rows);
  if (noData || !clientId) return { kind: 'parseErrors', errors: noData ? [noData] : [], rows };
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

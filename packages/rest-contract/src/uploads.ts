/**
 * Uploads and downloads (spec 2 section 7, "Uploads and downloads"): the store setup workbook, the
 * category map and the bulk users file, sent as row objects the portal parsed, and the store setup
 * download. Row rules are those of `@fulfil/domain` (uploads); a refused file is data: `isSuccess`
 * false, `error`, and the spec's reason codes per row in `rowErrors`; nothing was stored.
 */
import {
  BULK_USER_COLUMNS,
  CATMAP_COLUMNS,
  MAX_CELL_LENGTH,
  MAX_UPLOAD_COLUMNS,
  MAX_UPLOAD_ROWS,
  STORE_SETUP_COLUMNS,
  UPLOAD_JOB_ID_PATTERN,
  type Columns,
} from '@fulfil/domain';
import { Type, type Static, type TOptional } from 'typebox';
import { Id, NullableInteger, NullableString, route } from './common.js';

/** A cell as a spreadsheet gives it: text (at most MAX_CELL_LENGTH characters), a number, a boolean or empty. */
const Cell = Type.Union([
  Type.String({ maxLength: MAX_CELL_LENGTH }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);

type Cells = Record<string, TOptional<typeof Cell>>;

/**
 * A row of a file: its columns' camelCase fields, each optional (an empty cell may be left out).
 * Other fields pass the door so that the row rules answer them as UNEXPECTED HEADER, as the portal does.
 */
const UploadRow = (columns: Columns) =>
  Type.Object(Object.fromEntries(columns.map(([, field]) => [field, Type.Optional(Cell)])) as Cells, {
    additionalProperties: Cell,
    maxProperties: MAX_UPLOAD_COLUMNS,
  });

const Rows = (columns: Columns) => Type.Array(UploadRow(columns), { maxItems: MAX_UPLOAD_ROWS });

const FileName = Type.String({ minLength: 1, maxLength: 255 });

const JobId = Type.String({ pattern: UPLOAD_JOB_ID_PATTERN.source });

/** One line of the row error table: the spreadsheet row (the header is row 1) and the spec's reason code. */
export const UploadRowError = Type.Object({
  rowIndex: Type.Integer(),
  reasonCode: Type.String(),
  message: Type.Optional(Type.String()),
});
export type UploadRowError = Static<typeof UploadRowError>;

/** The store's food safety type names, which the portal checks aisleFST and locationFST against; 404 for no such store of the client. */
export const GetUploadFoodSafetyTypeNames = route(
  'GET',
  '/upload/foodSafetyTypeNames/:clientId/:storeSourceKey',
  {
    params: Type.Object({ clientId: Id, storeSourceKey: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: {
      200: Type.Object({
        status: Type.Integer(),
        storeId: Type.Integer(),
        foodSafetyTypes: Type.Array(Type.String()),
      }),
    },
  },
);

/** responseCode: 0 stored, 1 failed, 2 accepted to be handled later (see docs/rest-contract.md). */
export const UPLOAD_RESPONSE_CODES = { stored: 0, failed: 1, later: 2 } as const;

export const StoreUploadAnswer = Type.Object({
  isSuccess: Type.Boolean(),
  filename: Type.String(),
  workbookName: Type.String(),
  storeSourceKey: Type.String(),
  storeId: NullableInteger,
  rowCount: Type.Integer(),
  sectionsCreated: Type.Integer(),
  sectionsUpdated: Type.Integer(),
  sectionsDeleted: Type.Integer(),
  shelvesCreated: Type.Integer(),
  shelvesUpdated: Type.Integer(),
  shelvesDeleted: Type.Integer(),
  zonesWereMerged: Type.Boolean(),
  responseCode: Type.Integer(),
  deleteErrors: Type.Array(Type.String()),
  emailAddress: NullableString,
  error: NullableString,
  rowErrors: Type.Array(UploadRowError),
  /** The job storing a file saved for later (responseCode 2); null otherwise. */
  jobId: NullableString,
});
export type StoreUploadAnswer = Static<typeof StoreUploadAnswer>;

/**
 * The store's merchandise sections and shelves made what the rows say, in one transaction: rows
 * identify a section by aisle and a shelf by aisle and location; sections and shelves the file does
 * not name are deleted; clearExisting deletes all of them first. Zones named must exist.
 */
export const UploadStore = route('POST', '/upload/store', {
  body: Type.Object({
    clientId: Id,
    storeSourceKey: Type.String({ minLength: 1, maxLength: 100 }),
    fileName: FileName,
    workBookName: Type.String({ maxLength: 255 }),
    data: Rows(STORE_SETUP_COLUMNS),
    clearExisting: Type.Optional(Type.Boolean()),
    /** The name the uploader's browser gave the upload (a UUID), kept by a job saved for later. */
    jobId: Type.Optional(JobId),
  }),
  response: { 200: StoreUploadAnswer },
});

/** Where a store setup job is: storing, or ended with the answer the upload would have given at once. */
export const StoreUploadJob = Type.Object({
  jobId: Type.String(),
  storeId: Type.Integer(),
  phase: Type.Union([Type.Literal('STORING'), Type.Literal('DONE'), Type.Literal('FAILED')]),
  rowCount: Type.Integer(),
  /** Once ended: the counts stored (DONE), or why nothing was (FAILED). */
  answer: Type.Union([StoreUploadAnswer, Type.Null()]),
});
export type StoreUploadJob = Static<typeof StoreUploadJob>;

/**
 * A store setup job of the API's (responseCode 2), for those who may change the store's layout;
 * 404 for a job the API does not know (never started, ended over an hour ago, or lost in a restart).
 */
export const GetStoreUploadJob = route('GET', '/upload/job/:jobId', {
  params: Type.Object({ jobId: JobId }),
  response: { 200: StoreUploadJob },
});

/** One row of the store setup download: the upload's column names, so a downloaded file uploads back unchanged. */
export const StoreSetupRow = Type.Object(
  Object.fromEntries(
    STORE_SETUP_COLUMNS.map(([header]) => [header, Type.Union([Type.String(), Type.Integer()])]),
  ),
);

export const DownloadStoreSetup = route('GET', '/upload/downloadExcel/:storeId', {
  params: Type.Object({ storeId: Id }),
  response: { 200: Type.Object({ isSuccess: Type.Boolean(), rows: Type.Array(StoreSetupRow) }) },
});

/** The store's category map replaced by the file's: each item category (CategoryId, its source key) to the sections (SectionId, the aisle) that hold it. */
export const UploadCatMap = route('POST', '/upload/catmap', {
  body: Type.Object({ clientId: Id, storeId: Id, fileName: FileName, data: Rows(CATMAP_COLUMNS) }),
  response: {
    200: Type.Object({
      isSuccess: Type.Boolean(),
      responseMessage: Type.String(),
      rowErrors: Type.Array(UploadRowError),
    }),
  },
});

/** One refused user of a bulk users file. */
export const BulkUserError = Type.Object({
  rowIndex: Type.Integer(),
  username: Type.String(),
  reasonCode: Type.String(),
  errorMessage: Type.String(),
});
export type BulkUserError = Static<typeof BulkUserError>;

/** Users created or updated by Username within the client; each refused row answered in `errors`, the good rows stored. */
export const UploadUsers = route('POST', '/upload/users', {
  body: Type.Object({ clientId: Id, fileName: FileName, data: Rows(BULK_USER_COLUMNS) }),
  response: {
    200: Type.Object({
      isSuccess: Type.Boolean(),
      filename: Type.String(),
      rowCount: Type.Integer(),
      createdUsers: Type.Integer(),
      updatedUsers: Type.Integer(),
      errorCount: Type.Integer(),
      errors: Type.Array(BulkUserError),
      error: NullableString,
    }),
  },
});

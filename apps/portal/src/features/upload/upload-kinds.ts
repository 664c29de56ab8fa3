import {
  BULK_USER_COLUMNS,
  bulkUserHeaderError,
  CATMAP_COLUMNS,
  catMapHeaderError,
  STORE_SETUP_COLUMNS,
  storeSetupHeaderError,
  UPLOAD_FILE_TYPES,
  type Columns,
  type RowError,
  type UploadKind,
} from '@fulfil/domain';

/** The screen's file type keys (spec 2 section 2). */
export type FileTypeKey = keyof typeof UPLOAD_FILE_TYPES;

/** What each file type reads: its extension rule, its columns and the error of an unexpected header. */
export const FILE_TYPES: Record<
  FileTypeKey,
  { kind: UploadKind; columns: Columns; unexpectedHeader: (header: string) => RowError }
> = {
  store_setup_file: {
    kind: 'storeSetup',
    columns: STORE_SETUP_COLUMNS,
    unexpectedHeader: storeSetupHeaderError,
  },
  catmap_file: { kind: 'catMap', columns: CATMAP_COLUMNS, unexpectedHeader: catMapHeaderError },
  bulkLoad_users_file: {
    kind: 'bulkUsers',
    columns: BULK_USER_COLUMNS,
    unexpectedHeader: bulkUserHeaderError,
  },
};

/** The product name as the spec's messages and the download's file name use it. */
export const PRODUCT = 'Fulfilment';

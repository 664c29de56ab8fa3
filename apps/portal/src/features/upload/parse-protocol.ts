import { UPLOAD_MESSAGES, type RowError } from '@fulfil/domain';
import type { FileTypeKey } from './upload-kinds';

/** What the page sends the parse worker first: the file's bytes, moved rather than copied. */
export interface ParseRequest {
  fileType: FileTypeKey;
  fileName: string;
  buffer: ArrayBuffer;
}

/** A row read through the file type's header rules: its fields by name, as text. */
export type FileRow = Record<string, string>;

/** A file the worker could not turn into rows: the file-level error, or why it could not be read. */
export type ParseRefusal = { error: RowError } | { fatal: string };

/** A file read: the rows to check and send, or why not. */
export type ParseAnswer = { rows: FileRow[]; sheetName: string } | ParseRefusal;

/**
 * The store a store setup's rows are checked against, looked up by the file's store key: its food
 * safety type names, or the row errors that stop the file there (the store does not exist; none
 * when no store is chosen), or why the lookup failed.
 */
export type StoreLookup = { foodSafetyTypeNames: string[] } | { errors: RowError[] } | { fatal: string };

/**
 * The worker's last word on a file: its row errors, with the rows they name at their own index
 * (the row error table shows them; the others are left out), or why it could not be read, or the
 * checked rows as their JSON's UTF-8 bytes, moved to the page to be sent as they are.
 */
export type CheckAnswer =
  | { errors: RowError[]; rows: FileRow[] }
  | { fatal: string }
  | { rowCount: number; rowsJson: Uint8Array<ArrayBuffer>; sheetName: string; storeSourceKey: string };

/** What the worker asks of the page and tells it while it reads and checks a file. */
export interface PageLink {
  /** The store a store setup is for, by the key of its first row, looked up while the worker reads on. */
  lookup(storeKey: string): Promise<StoreLookup>;
  /** The file is read: its `rowCount` rows are being checked. */
  validating(rowCount: number): void;
}

/** What the worker posts: a store key to look up, the start of the checks, then its answer. */
export type FromWorker = { ask: string } | { validating: number } | { answer: CheckAnswer };

/** What the page posts after the file: the lookup of a store key the worker asked for. */
export interface LookupReply {
  storeKey: string;
  lookup: StoreLookup;
}

/**
 * Reads and checks a file in a worker, off the page's thread, so the ticker keeps running on large
 * files; the page looks the store up while the worker reads on. The worker ends with its answer.
 */
export function checkInWorker(request: ParseRequest, page: PageLink): Promise<CheckAnswer> {
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CheckAnswer>((resolve) => {
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if ('answer' in data) resolve(data.answer);
      else if ('validating' in data) page.validating(data.validating);
      else
        void page.lookup(data.ask).then((lookup) => {
          const reply: LookupReply = { storeKey: data.ask, lookup };
          worker.postMessage(reply);
        });
    };
    worker.onerror = () => resolve({ fatal: UPLOAD_MESSAGES.fatalRead });
    worker.postMessage(request, [request.buffer]);
  }).finally(() => worker.terminate());
}

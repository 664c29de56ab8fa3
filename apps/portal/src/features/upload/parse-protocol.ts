import { UPLOAD_MESSAGES, type RowError } from '@fulfil/domain';
import { askWorker } from '../../lib/worker-call';
import type { FileTypeKey } from './upload-kinds';

/** What the page sends the parse worker: the file's bytes, moved rather than copied. */
export interface ParseRequest {
  fileType: FileTypeKey;
  fileName: string;
  buffer: ArrayBuffer;
}

/** A file the worker could not turn into rows: the file-level error, or why it could not be read. */
export type ParseRefusal = { error: RowError } | { fatal: string };

/** A file read: the rows to check and send, or why not. */
export type ParseAnswer = { rows: Record<string, string>[]; sheetName: string } | ParseRefusal;

/**
 * What the worker posts: the rows as their JSON's UTF-8 bytes, moved rather than copied. Cloning
 * 100,000 row objects across, then serialising them again for the request, cost the page more.
 */
export type WorkerAnswer = { rowsJson: Uint8Array<ArrayBuffer>; sheetName: string } | ParseRefusal;

/** The rows read, and the same rows as JSON for the request's body. */
export interface ParsedFile {
  rows: Record<string, string>[];
  rowsJson: Uint8Array<ArrayBuffer>;
  sheetName: string;
}

/** Parses a file in a worker, off the page's thread, so the ticker keeps running on large files. */
export async function parseInWorker(request: ParseRequest): Promise<ParsedFile | ParseRefusal> {
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
  const answer = await askWorker<ParseRequest, WorkerAnswer>(
    worker,
    request,
    { fatal: UPLOAD_MESSAGES.fatalRead },
    [request.buffer],
  );
  if (!('rowsJson' in answer)) return answer;
  const rows = JSON.parse(new TextDecoder().decode(answer.rowsJson)) as Record<string, string>[];
  return { rows, rowsJson: answer.rowsJson, sheetName: answer.sheetName };
}

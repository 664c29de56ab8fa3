import { UPLOAD_MESSAGES, type RowError } from '@fulfil/domain';
import { askWorker } from '../../lib/worker-call';
import type { FileTypeKey } from './upload-kinds';

/** What the page sends the parse worker: the file's bytes, moved rather than copied. */
export interface ParseRequest {
  fileType: FileTypeKey;
  fileName: string;
  buffer: ArrayBuffer;
}

/** The worker's answer: the rows to check and send, the file-level error, or why it could not be read. */
export type ParseAnswer =
  { rows: Record<string, string>[]; sheetName: string } | { error: RowError } | { fatal: string };

/** Parses a file in a worker, off the page's thread, so the ticker keeps running on large files. */
export function parseInWorker(request: ParseRequest): Promise<ParseAnswer> {
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
  return askWorker<ParseRequest, ParseAnswer>(worker, request, { fatal: UPLOAD_MESSAGES.fatalRead }, [
    request.buffer,
  ]);
}

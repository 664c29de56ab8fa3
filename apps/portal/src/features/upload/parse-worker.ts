/// <reference lib="webworker" />
import { UPLOAD_MESSAGES } from '@fulfil/domain';
import { checkFile } from './check-file';
import type { CheckAnswer, FromWorker, LookupReply, PageLink, ParseRequest } from './parse-protocol';

const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

/** The lookups asked of the page, by store key, until it replies. */
const replies = new Map<string, (reply: LookupReply['lookup']) => void>();

const page: PageLink = {
  lookup: (storeKey) =>
    new Promise((resolve) => {
      replies.set(storeKey, resolve);
      post({ ask: storeKey });
    }),
  validating: (rowCount) => post({ validating: rowCount }),
};

self.onmessage = async ({ data }: MessageEvent<ParseRequest | LookupReply>) => {
  if ('lookup' in data) return replies.get(data.storeKey)?.(data.lookup);
  let answer: CheckAnswer;
  try {
    answer = await checkFile(data, page);
  } catch {
    answer = { fatal: UPLOAD_MESSAGES.fatalRead };
  }
  // The rows' bytes are moved, not copied.
  post({ answer }, 'rowsJson' in answer ? [answer.rowsJson.buffer] : []);
};

/// <reference lib="webworker" />
import { UPLOAD_MESSAGES } from '@fulfil/domain';
import { parseFile } from './parse-file';
import type { ParseAnswer, ParseRequest, WorkerAnswer } from './parse-protocol';

/** The answer as posted: read rows as their JSON's bytes, moved to the page. */
function posted(answer: ParseAnswer): [WorkerAnswer, Transferable[]] {
  if (!('rows' in answer)) return [answer, []];
  const rowsJson = new TextEncoder().encode(JSON.stringify(answer.rows));
  return [{ rowsJson, sheetName: answer.sheetName }, [rowsJson.buffer]];
}

self.onmessage = async (message: MessageEvent<ParseRequest>) => {
  let answer: ParseAnswer;
  try {
    answer = await parseFile(message.data);
  } catch {
    answer = { fatal: UPLOAD_MESSAGES.fatalRead };
  }
  self.postMessage(...posted(answer));
};

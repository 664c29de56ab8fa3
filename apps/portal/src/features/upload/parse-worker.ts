/// <reference lib="webworker" />
import { UPLOAD_MESSAGES } from '@fulfil/domain';
import { parseFile } from './parse-file';
import type { ParseAnswer, ParseRequest } from './parse-protocol';

self.onmessage = async (message: MessageEvent<ParseRequest>) => {
  let answer: ParseAnswer;
  try {
    answer = await parseFile(message.data);
  } catch {
    answer = { fatal: UPLOAD_MESSAGES.fatalRead };
  }
  self.postMessage(answer);
};

/// <reference lib="webworker" />
import type { XlsxAnswer, XlsxRequest } from './xlsx-export';
import { xlsxBytes } from './xlsx-file';

// Loaded as the worker starts, exceljs is ready by the time the rows come (xlsxBytes imports the same module).
void import('exceljs');

self.onmessage = async ({ data }: MessageEvent<XlsxRequest>) => {
  try {
    const bytes = await xlsxBytes(data.sheetName, data.rows);
    self.postMessage({ bytes } satisfies XlsxAnswer, [bytes]);
  } catch {
    self.postMessage({ bytes: null } satisfies XlsxAnswer);
  }
};

/// <reference lib="webworker" />
import { xlsxBytes } from '../../lib/xlsx-file';
import type { ExportAnswer, ExportRequest } from './export-report';

self.onmessage = async ({ data }: MessageEvent<ExportRequest>) => {
  try {
    const bytes = await xlsxBytes(data.sheetName, data.rows);
    self.postMessage({ bytes } satisfies ExportAnswer, [bytes]);
  } catch {
    self.postMessage({ bytes: null } satisfies ExportAnswer);
  }
};

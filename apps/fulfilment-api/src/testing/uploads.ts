import { STORE_SETUP_COLUMNS } from '@fulfil/domain';
import type { StoreUploadJob } from '@fulfil/rest-contract';
import { expect } from 'vitest';
import type { TestApi } from './test-api.js';

type Row = Record<string, string | number>;

/** The store setup download, as rows under the file's headers. */
export async function downloadStoreSetup(api: TestApi, storeId: number, as: string): Promise<Row[]> {
  const response = await api.call('GET', `/upload/downloadExcel/${storeId}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: Row[] }>().rows;
}

/** Rows under the file's headers as the upload body's camelCase fields, as the portal parses them. */
export const asUploadData = (rows: Row[]) =>
  rows.map((row) => Object.fromEntries(STORE_SETUP_COLUMNS.map(([header, field]) => [field, row[header]])));

/** One store setup row as the upload body carries it: aisle X01 of Lakeside Market (DG-0201), changed by `fields`. */
export const storeSetupRow = (fields: Record<string, unknown> = {}) => ({
  storeNumber: 'DG-0201',
  aisle: 'X01',
  aisleName: 'Seasonal',
  aisleFST: 'Ambient',
  aislePrepItemMode: '',
  aislePrepOptionId: '',
  aisleSeq: 1,
  location: 'X01-1',
  locationName: 'Top',
  locationFST: 'ambient',
  locationPrepItemMode: '',
  locationPrepOptionId: '',
  seq: 1,
  zones: '',
  ...fields,
});

/** A store setup job once it has ended, asked after every 50 ms as an integrator following it would. */
export async function jobEnd(
  api: TestApi,
  jobId: string,
  as: string,
  timeoutMs = 20_000,
): Promise<StoreUploadJob> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const response = await api.call('GET', `/upload/job/${jobId}`, { as });
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json<StoreUploadJob>();
    if (job.phase !== 'STORING') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not end within ${timeoutMs} ms`);
}

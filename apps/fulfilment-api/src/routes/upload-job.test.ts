import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@fulfil/domain';
import { ifStarted, startSmtpServer, type TestSmtpServer } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, SYSADMIN, sectionsOf } from '../testing/layout.js';
import { demoClientIds, idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { asUploadData, downloadStoreSetup, jobEnd, storeSetupRow } from '../testing/uploads.js';

/** A low threshold, so that a file of a few rows is a large one here. */
const LARGE_UPLOAD_ROWS = 5;

let smtp: TestSmtpServer;
let api: TestApi;
let demo: number;
let lakeside: number;
let riverside: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  api = await startTestApi({ config: { smtpUrl: smtp.url, largeUploadRows: LARGE_UPLOAD_ROWS } });
  ({ demo } = await demoClientIds(api));
  const ids = await idsByName(api);
  lakeside = ids.store('Lakeside Market');
  riverside = ids.store('Riverside Spoke');
});
afterAll(async () => {
  await ifStarted(api)?.close();
  await ifStarted(smtp)?.close();
});

/** `count` rows of one new aisle, a shelf each, after the store's own aisles. */
const shelves = (count: number, fields: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, index) =>
    storeSetupRow({ aisleSeq: 999, location: `X01-${index + 1}`, seq: index + 1, ...fields }),
  );

function upload(data: Record<string, unknown>[], jobId?: string, storeSourceKey = 'DG-0201') {
  const body = {
    clientId: demo,
    storeSourceKey,
    fileName: 'Locations.xlsx',
    workBookName: 'Merchandise Locations',
    data,
    jobId,
  };
  return api.call('POST', '/upload/store', { as: ADMIN, body });
}

const ended = (jobId: string) => jobEnd(api, jobId, ADMIN);

async function historyOf(storeId: number) {
  const response = await api.call('GET', `/history?storeId=${storeId}&pageSize=200`, { as: SYSADMIN });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    entries: { entityType: string; entityId: string; via: string; actorName: string }[];
  }>().entries;
}

describe(`store setup files of more than LARGE_UPLOAD_ROWS rows (responseCode 2)`, () => {
  it('answers at once with the job, stores the file after, and mails the uploader its counts', async () => {
    const jobId = randomUUID();
    const historyBefore = (await historyOf(lakeside)).length;
    // The store's layout as downloaded, with one new aisle of eight shelves.
    const data = [...asUploadData(await downloadStoreSetup(api, lakeside, ADMIN)), ...shelves(8)];
    const response = await upload(data, jobId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      responseCode: 2,
      jobId,
      storeId: lakeside,
      rowCount: data.length,
      sectionsCreated: 0,
      shelvesCreated: 0,
      emailAddress: 'clientadmin@demo.test',
      error: null,
    });

    const job = await ended(jobId);
    const counts = {
      sectionsCreated: 1,
      sectionsUpdated: 0,
      sectionsDeleted: 0,
      shelvesCreated: 8,
      shelvesUpdated: 0,
    };
    expect(job).toMatchObject({ jobId, storeId: lakeside, phase: 'DONE', rowCount: data.length });
    expect(job.answer).toMatchObject({ isSuccess: true, responseCode: 0, shelvesDeleted: 0, ...counts });

    const mail = await smtp.nextMail();
    expect(mail.to).toMatchObject({ value: [{ address: 'clientadmin@demo.test' }] });
    expect(mail.subject).toBe('Store setup stored: Locations.xlsx');
    expect(mail.text).toContain(
      'Your store setup file "Locations.xlsx" for Lakeside Market (DG-0201) has been stored.',
    );
    expect(mail.text).toContain(`Rows: ${data.length}\nSections: 1 created, 0 updated, 0 deleted\n`);
    expect(mail.text).toContain('Shelves: 8 created, 0 updated, 0 deleted');

    const stored = (await sectionsOf(api, lakeside)).find((section) => section.sectionSourceKey === 'X01');
    expect(stored?.shelves).toHaveLength(8);
    // One entry per row written, in the uploader's name, as an upload answered at once records.
    const added = (await historyOf(lakeside)).slice(0, -historyBefore || undefined);
    expect(added.filter((entry) => entry.entityType === 'Shelf')).toHaveLength(8);
    expect(added.filter((entry) => entry.entityType === 'Section')).toHaveLength(1);
    expect(new Set(added.map((entry) => `${entry.entityType}/${entry.entityId}`)).size).toBe(added.length);
    expect(added.every((entry) => entry.via === 'upload' && entry.actorName !== 'Anonymous')).toBe(true);
  });

  it('mails why a job failed, and stores nothing of it', async () => {
    const before = await sectionsOf(api, riverside);
    const jobId = randomUUID();
    const rows = shelves(6, { storeNumber: 'DG-0102', aisle: 'Z9', location: 'Z9-1', zones: 'Nowhere' }).map(
      (row, index) => ({ ...row, location: `Z9-${index + 1}` }),
    );
    expect((await upload(rows, jobId, 'DG-0102')).json()).toMatchObject({ responseCode: 2, jobId });
    const job = await ended(jobId);
    expect(job).toMatchObject({
      phase: 'FAILED',
      answer: { isSuccess: false, error: UPLOAD_MESSAGES.zonesFailed },
    });
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Store setup not stored: Locations.xlsx');
    expect(mail.text).toContain(`could not be stored: ${UPLOAD_MESSAGES.zonesFailed}`);
    expect(await sectionsOf(api, riverside)).toEqual(before);
  });

  it('answers a file of the threshold or fewer rows at once, with no job', async () => {
    const response = await upload(
      shelves(LARGE_UPLOAD_ROWS, { aisle: 'X02', location: 'X02-1' }).map((row, index) => ({
        ...row,
        location: `X02-${index + 1}`,
      })),
    );
    expect(response.json()).toMatchObject({
      isSuccess: true,
      responseCode: 0,
      jobId: null,
      shelvesCreated: 5,
    });
  });

  it('answers a refused large file at once with its row errors, starting no job', async () => {
    const response = await upload(shelves(8, { aisle: '' }), randomUUID());
    expect(response.json()).toMatchObject({ isSuccess: false, responseCode: 1, jobId: null });
    expect(response.json().rowErrors.length).toBeGreaterThan(0);
  });

  it('refuses a job id already in use with 400 naming it, and unknown jobs with 404', async () => {
    const jobId = randomUUID();
    await upload(
      shelves(6, { aisle: 'X03' }).map((row, index) => ({ ...row, location: `X03-${index + 1}` })),
      jobId,
    );
    const again = await upload(shelves(6), jobId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`jobId ${jobId} is already in use by another upload.`);
    await ended(jobId);
    await smtp.nextMail();
    expect((await api.call('GET', `/upload/job/${randomUUID()}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await api.call('GET', '/upload/job/no', { as: ADMIN })).statusCode).toBe(400);
  });

  it('refuses another client’s admin the job with 403', async () => {
    const jobId = randomUUID();
    await upload(
      shelves(6, { aisle: 'X04' }).map((row, index) => ({ ...row, location: `X04-${index + 1}` })),
      jobId,
    );
    const response = await api.call('GET', `/upload/job/${jobId}`, { as: OTHER_ADMIN });
    expect(response.statusCode).toBe(403);
    expect(response.json().answer).toBeUndefined();
    await ended(jobId);
    await smtp.nextMail();
  });
});

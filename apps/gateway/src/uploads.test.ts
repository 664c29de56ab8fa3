import { randomUUID } from 'node:crypto';
import { STORE_SETUP_COLUMNS } from '@fulfil/domain';
import { createFulfilmentClient } from '@fulfil/fulfilment-client';
import { createBus } from '@fulfil/live';
import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followStoreUploadJob } from './http/upload-jobs.js';
import { execute, startStackFor, type SignedInStack } from './testing/stack.js';

const redisUrl = process.env.REDIS_URL;

let stack: SignedInStack;
let clientadmin: string;
let shopper: string;
let otheradmin: string;
let sysadmin: string;
/** Downtown Hub of Demo Grocers. */
const STORE = '1';
/** Files of more rows are saved for later here; Downtown Hub's own layout has far fewer. */
const LARGE_UPLOAD_ROWS = 500;
const STORE_KEY = 'DG-0101';

beforeAll(async () => {
  if (!redisUrl) throw new Error('REDIS_URL is required: the upload events travel over the Redis bus');
  const bus = createBus({ redisUrl, prefix: `test-${randomUUID()}` });
  [clientadmin, shopper, otheradmin, sysadmin] = (stack = await startStackFor(
    ['clientadmin@demo.test', 'shopper@demo.test', 'otheradmin@demo.test', 'sysadmin@demo.test'],
    { bus },
    { LARGE_UPLOAD_ROWS: String(LARGE_UPLOAD_ROWS) },
  )).tokens;
});
afterAll(() => ifStarted(stack)?.close());

/** An answer of the upload route: the API's JSON, or `error` naming why it was refused. */
interface Answer {
  error?: string;
  isSuccess?: boolean;
  rows?: Record<string, unknown>[];
  rowErrors?: { reasonCode: string }[];
  [field: string]: unknown;
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  { token, body, contentType = 'application/json' }: { token?: string; body?: unknown; contentType?: string },
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = contentType;
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer };
}

const errorOf = (answer: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0];

const clientIdOf = async (token: string) =>
  ((await stack.run('{ me { clientId } }', {}, token)).me as { clientId: string }).clientId;

/** The store's setup as the download gives it, as the upload body's camelCase rows. */
async function downloadedRows(token: string) {
  const { status, json } = await send('GET', `/upload/downloadExcel/${STORE}`, { token });
  expect(status, JSON.stringify(json)).toBe(200);
  return (json.rows ?? []).map((row) =>
    Object.fromEntries(STORE_SETUP_COLUMNS.map(([header, field]) => [field, row[header]])),
  );
}

const storeUpload = async (data: Record<string, unknown>[], clientId: string) => ({
  clientId: Number(clientId),
  storeSourceKey: STORE_KEY,
  fileName: 'Locations Downtown Hub.xlsx',
  workBookName: 'Merchandise Locations',
  data,
  clearExisting: false,
});

describe('the upload route', () => {
  it('stores a clientAdmin’s store setup, answers the counts and tells the store’s open screens', async () => {
    const listener = await stack.subscribe(
      clientadmin,
      `subscription ($storeId: ID!) { storeEvents(storeId: $storeId) { __typename
        ... on StoreSetupUploaded { scope actor { userName } rowCount sectionsUpdated sectionsDeleted shelvesDeleted } } }`,
      { storeId: STORE },
    );
    const rows = await downloadedRows(clientadmin);
    const renamed = String(rows[0]?.aisle);
    const data = rows.map((row) =>
      row.aisle === renamed ? { ...row, aisleName: 'Renamed by upload' } : row,
    );
    const { status, json } = await send('POST', '/upload/store', {
      token: clientadmin,
      body: await storeUpload(data, await clientIdOf(clientadmin)),
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({
      isSuccess: true,
      responseCode: 0,
      rowCount: rows.length,
      sectionsUpdated: 1,
      sectionsCreated: 0,
      sectionsDeleted: 0,
      shelvesDeleted: 0,
      error: null,
    });
    const heard = await listener.waitFor((event) => event.storeEvents.__typename === 'StoreSetupUploaded');
    expect(heard.storeEvents).toEqual({
      __typename: 'StoreSetupUploaded',
      scope: `store:${STORE}`,
      actor: { userName: 'clientadmin@demo.test' },
      rowCount: rows.length,
      sectionsUpdated: 1,
      sectionsDeleted: 0,
      shelvesDeleted: 0,
    });
  });

  it('refuses a shopper and another client’s admin with 403 and the API’s reason', async () => {
    const body = await storeUpload(await downloadedRows(clientadmin), await clientIdOf(clientadmin));
    for (const token of [shopper, otheradmin]) {
      const { status, json } = await send('POST', '/upload/store', { token, body });
      expect(status).toBe(403);
      expect(json.error).toEqual(expect.any(String));
      expect(JSON.stringify(json)).not.toMatch(/\bat .*\.js/);
    }
    expect((await send('GET', `/upload/downloadExcel/${STORE}`, { token: shopper })).status).toBe(403);
  });

  it('answers 401 without a token and 415 to a body that is not JSON', async () => {
    const unsigned = await send('POST', '/upload/users', {
      body: { clientId: 1, fileName: 'u.csv', data: [] },
    });
    expect(unsigned.status).toBe(401);
    expect(unsigned.json.error).toMatch(/Sign in/);
    expect((await send('GET', `/upload/downloadExcel/${STORE}`, {})).status).toBe(401);
    // What a form on another site could send: refused before it is read.
    const form = await send('POST', '/upload/store', {
      token: clientadmin,
      body: 'clientId=1&storeSourceKey=DG-0101',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.json.error).toMatch(/application\/json/);
    const text = await send('POST', '/upload/catmap', {
      token: clientadmin,
      body: '{}',
      contentType: 'text/plain',
    });
    expect(text.status).toBe(415);
  });

  it('refuses rows naming __proto__ or constructor with 400, and keeps formula-like text as text', async () => {
    const clientId = await clientIdOf(clientadmin);
    const rows = await downloadedRows(clientadmin);
    for (const key of ['__proto__', 'constructor']) {
      const body = JSON.stringify(await storeUpload(rows, clientId)).replace(
        '{"storeNumber"',
        `{"${key}":"x","storeNumber"`,
      );
      // Refused as the body is read, naming the key, before any of it reaches the API.
      const { status, json } = await send('POST', '/upload/store', { token: clientadmin, body });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(json.message).toBe(`The column "${key}" is not allowed: the name is reserved.`);
      expect(JSON.stringify(json)).not.toMatch(/\bat .*\.js/);
    }
    // Text a spreadsheet would run is stored as text and neutralised in the download.
    const formula = '=HYPERLINK("http://evil.test")';
    const data = rows.map((row, index) => (index === 0 ? { ...row, locationName: formula } : row));
    const { json } = await send('POST', '/upload/store', {
      token: clientadmin,
      body: await storeUpload(data, clientId),
    });
    expect(json.isSuccess, JSON.stringify(json)).toBe(true);
    const downloaded = await send('GET', `/upload/downloadExcel/${STORE}`, { token: clientadmin });
    expect(downloaded.json.rows?.map((row) => row.locationname)).toContain(`'${formula}`);
    // Uploaded back as downloaded, the quote comes off again: nothing changes.
    const again = await send('POST', '/upload/store', {
      token: clientadmin,
      body: await storeUpload(await downloadedRows(clientadmin), clientId),
    });
    expect(again.json).toMatchObject({ isSuccess: true, shelvesUpdated: 0, sectionsUpdated: 0 });
  });

  it('takes a body above GraphQL’s 1 MB limit', async () => {
    const rows = await downloadedRows(clientadmin);
    // The layout's rows repeated until the body passes 2 MB.
    const padded = [...rows];
    while (JSON.stringify(padded).length < 2_000_000) padded.push(...padded.slice(0, 50));
    const { status, json } = await send('POST', '/upload/store', {
      token: clientadmin,
      body: await storeUpload(padded, await clientIdOf(clientadmin)),
    });
    // Read and judged by the API: duplicates are refused as data, not as a body too large.
    expect(status, JSON.stringify(json).slice(0, 300)).toBe(200);
    expect(json.isSuccess).toBe(false);
    expect(json.rowErrors?.[0]?.reasonCode).toBe('DUPLICATE ROW DATA');
  });
});

const PROGRESS_FIELDS = 'jobId phase rowsDone rowCount percent message actor { displayName }';
const STORE_PROGRESS = `subscription ($storeId: ID!) { storeEvents(storeId: $storeId) { __typename
  ... on StoreSetupUploadProgress { ${PROGRESS_FIELDS} } } }`;
const UPLOAD_PROGRESS = `subscription ($storeId: ID!, $jobId: String!) {
  uploadProgress(storeId: $storeId, jobId: $jobId) { ${PROGRESS_FIELDS} } }`;
const REPORT = `mutation ($storeId: ID!, $jobId: String!, $phase: UploadPhase!, $rowsDone: Int!, $rowCount: Int!) {
  reportUploadProgress(storeId: $storeId, jobId: $jobId, phase: $phase, rowsDone: $rowsDone, rowCount: $rowCount) }`;

const report = (token: string, variables: Record<string, unknown>) =>
  execute(
    stack.url,
    REPORT,
    { storeId: STORE, phase: 'PARSING', rowsDone: 0, rowCount: 10, ...variables },
    token,
  );

describe('an upload’s progress', () => {
  it('tells every admin of the store each step with its percent, and the uploader its job to its end', async () => {
    const jobId = randomUUID();
    const rows = await downloadedRows(clientadmin);
    const banner = await stack.subscribe(sysadmin, STORE_PROGRESS, { storeId: STORE });
    const mine = await stack.subscribe(clientadmin, UPLOAD_PROGRESS, { storeId: STORE, jobId });
    // Following another job hears nothing of this one.
    const others = await stack.subscribe(clientadmin, UPLOAD_PROGRESS, {
      storeId: STORE,
      jobId: randomUUID(),
    });
    // The browser's steps, as the portal reports them for a file of ten rows.
    for (const [phase, rowsDone] of [
      ['PARSING', 0],
      ['VALIDATING', 10],
      ['SENDING', 5],
    ] as const)
      expect(errorOf(await report(clientadmin, { jobId, phase, rowsDone, rowCount: 10 }))).toBeUndefined();
    const { status, json } = await send('POST', `/upload/store?jobId=${jobId}&storeId=${STORE}`, {
      token: clientadmin,
      body: await storeUpload(rows, await clientIdOf(clientadmin)),
    });
    expect(status, JSON.stringify(json)).toBe(200);
    await mine.waitFor((event) => event.uploadProgress.phase === 'DONE');
    expect(mine.events.map((event) => [event.uploadProgress.phase, event.uploadProgress.percent])).toEqual([
      ['PARSING', 0],
      ['VALIDATING', 40],
      ['SENDING', 60],
      ['STORING', 80],
      ['DONE', 100],
    ]);
    // The job ended: the server completes the subscription.
    expect(mine.errors).toEqual([]);
    const done = await banner.waitFor((event) => event.storeEvents.phase === 'DONE');
    expect(done.storeEvents).toEqual({
      __typename: 'StoreSetupUploadProgress',
      jobId,
      phase: 'DONE',
      rowsDone: rows.length,
      rowCount: rows.length,
      percent: 100,
      message: null,
      actor: { displayName: expect.stringMatching(/\S/) },
    });
    expect(
      banner.events
        .filter((event) => event.storeEvents.jobId === jobId)
        .map((event) => event.storeEvents.phase),
    ).toEqual(['PARSING', 'VALIDATING', 'SENDING', 'STORING', 'DONE']);
    expect(others.events).toEqual([]);
    await Promise.all([banner.dispose(), mine.dispose(), others.dispose()]);
  });

  it('tells the store’s admins a refused file FAILED, with the reason the uploader was given', async () => {
    const jobId = randomUUID();
    const banner = await stack.subscribe(sysadmin, STORE_PROGRESS, { storeId: STORE });
    const rows = await downloadedRows(clientadmin);
    const broken = rows.map((row, index) => (index === 0 ? { ...row, aisle: '' } : row));
    const { json } = await send('POST', `/upload/store?jobId=${jobId}&storeId=${STORE}`, {
      token: clientadmin,
      body: await storeUpload(broken, await clientIdOf(clientadmin)),
    });
    expect(json.isSuccess).toBe(false);
    const failed = await banner.waitFor((event) => event.storeEvents.phase === 'FAILED');
    expect(failed.storeEvents).toMatchObject({ jobId, percent: 100, message: json.error });
    expect(failed.storeEvents.message).toMatch(/AISLE EMPTY/);
    await banner.dispose();
  });

  it('lets only the store’s writers report, with sound job ids, counts and browser phases', async () => {
    const jobId = randomUUID();
    for (const token of [shopper, otheradmin])
      expect(errorOf(await report(token, { jobId }))?.extensions?.code).toBe('FORBIDDEN');
    const wrong = [
      [{ jobId: 'a b' }, 'jobId'],
      [{ jobId, rowsDone: 11 }, 'rowsDone'],
      [{ jobId, rowCount: -1, rowsDone: 0 }, 'rowCount'],
      [{ jobId, phase: 'DONE' }, 'phase'],
    ] as const;
    for (const [variables, field] of wrong) {
      const error = errorOf(await report(clientadmin, variables));
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(error?.message).toMatch(new RegExp(`^${field} must`));
    }
  });

  it('refuses to follow another client’s store, and a job named wrongly on the upload route', async () => {
    const refused = await stack.subscribe(otheradmin, UPLOAD_PROGRESS, {
      storeId: STORE,
      jobId: randomUUID(),
    });
    expect(JSON.stringify(refused.errors)).toMatch(/FORBIDDEN|may not see this store/);
    const body = await storeUpload(await downloadedRows(clientadmin), await clientIdOf(clientadmin));
    const badJob = await send('POST', `/upload/store?jobId=x&storeId=${STORE}`, { token: clientadmin, body });
    expect(badJob).toEqual({
      status: 400,
      json: { error: 'jobId must be 8 to 64 letters, digits or dashes.' },
    });
    const noStore = await send('POST', `/upload/store?jobId=${randomUUID()}`, { token: clientadmin, body });
    expect(noStore).toEqual({ status: 400, json: { error: 'storeId must be a positive whole number.' } });
    // Another client's store: its admins are never told of this upload.
    const foreign = await send('POST', `/upload/store?jobId=${randomUUID()}&storeId=${STORE}`, {
      token: otheradmin,
      body,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('a store setup file saved for later (responseCode 2)', () => {
  it('is answered at once, then followed to its end: the uploader and the store hear it stored', async () => {
    const jobId = randomUUID();
    const mine = await stack.subscribe(clientadmin, UPLOAD_PROGRESS, { storeId: STORE, jobId });
    const layout = await stack.subscribe(
      sysadmin,
      `subscription ($storeId: ID!) { storeEvents(storeId: $storeId) { __typename
        ... on StoreSetupUploaded { rowCount sectionsCreated shelvesCreated } } }`,
      { storeId: STORE },
    );
    const rows = await downloadedRows(clientadmin);
    const extra = Array.from({ length: LARGE_UPLOAD_ROWS }, (_, index) => ({
      ...rows[0],
      aisle: 'JOB',
      aisleName: 'Saved for later',
      aisleSeq: 900,
      location: `JOB-${index + 1}`,
      locationName: `Bay ${index + 1}`,
      seq: index + 1,
      zones: '',
    }));
    const data = [...rows, ...extra];
    const { status, json } = await send('POST', `/upload/store?jobId=${jobId}&storeId=${STORE}`, {
      token: clientadmin,
      body: await storeUpload(data, await clientIdOf(clientadmin)),
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({
      isSuccess: true,
      responseCode: 2,
      jobId,
      rowCount: data.length,
      shelvesCreated: 0,
      emailAddress: 'clientadmin@demo.test',
    });
    const uploaded = await layout.waitFor(
      (event) => event.storeEvents.__typename === 'StoreSetupUploaded',
      10_000,
    );
    expect(uploaded.storeEvents).toMatchObject({
      rowCount: data.length,
      sectionsCreated: 1,
      shelvesCreated: LARGE_UPLOAD_ROWS,
    });
    await mine.waitFor((event) => event.uploadProgress.phase === 'DONE');
    const phases = mine.events.map((event) => event.uploadProgress.phase);
    expect(phases[0]).toBe('STORING');
    expect(phases.at(-1)).toBe('DONE');
    expect(mine.errors).toEqual([]);
    await Promise.all([mine.dispose(), layout.dispose()]);
  });

  it('finds a job the API no longer knows (lost in a restart) gone, rather than following it on', async () => {
    const api = createFulfilmentClient({ baseUrl: stack.apiUrl }).withSession({ token: clientadmin });
    const times = { pollMs: 10, stillStoringMs: 60_000, giveUpMs: 10_000 };
    expect(await followStoreUploadJob(api, randomUUID(), () => Promise.resolve(), times)).toBeNull();
    await api.close();
  });
});

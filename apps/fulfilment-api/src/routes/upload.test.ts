import { STORE_SETUP_COLUMNS } from '@fulfil/domain';
import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LEAD, MANAGER, OTHER_ADMIN, SHOPPER, SYSADMIN, sectionsOf } from '../testing/layout.js';
import { demoClientIds, idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import {
  asUploadData as asData,
  downloadStoreSetup,
  jobEnd,
  storeSetupRow as row,
} from '../testing/uploads.js';

const PREPPER = 'prep@demo.test';

let api: TestApi;
let demo: number;
let other: number;
let downtown: number;
let riverside: number;
let lakeside: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ demo, other } = await demoClientIds(api));
  const ids = await idsByName(api);
  downtown = ids.store('Downtown Hub');
  riverside = ids.store('Riverside Spoke');
  lakeside = ids.store('Lakeside Market');
});
afterAll(() => ifStarted(api)?.close());

const download = (storeId: number, as = ADMIN) => downloadStoreSetup(api, storeId, as);

function uploadStore(
  data: Record<string, unknown>[],
  options: {
    as?: string;
    storeSourceKey?: string;
    clearExisting?: boolean;
    fileName?: string;
    clientId?: number;
  } = {},
) {
  const body = {
    clientId: options.clientId ?? demo,
    storeSourceKey: options.storeSourceKey ?? 'DG-0101',
    fileName: options.fileName ?? 'Locations.xlsx',
    workBookName: 'Merchandise Locations',
    data,
    clearExisting: options.clearExisting ?? false,
  };
  return api.call('POST', '/upload/store', { as: options.as ?? ADMIN, body });
}

/** Counts of an upload that changed nothing. */
const noChange = Object.fromEntries(
  ['sections', 'shelves'].flatMap((rows) =>
    ['Created', 'Updated', 'Deleted'].map((what) => [`${rows}${what}`, 0]),
  ),
);

/** Roles refused every upload and the download, as they are refused every layout write. */
const REFUSED: [string, string][] = [
  ['the other client’s admin', OTHER_ADMIN],
  ['a shopper', SHOPPER],
  ['a lead shopper', LEAD],
  ['a prepared item worker', PREPPER],
];

describe('GET upload/foodSafetyTypeNames', () => {
  it('answers the store’s food safety type names by client and store source key', async () => {
    const response = await api.call('GET', `/upload/foodSafetyTypeNames/${demo}/DG-0101`, { as: MANAGER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      storeId: downtown,
      foodSafetyTypes: ['Ambient', 'Cooler', 'Freezer', 'Hot Food', 'Chemical'],
    });
  });

  it('answers 404 for a source key the client has no store for (STORE DOES NOT EXIST in the portal)', async () => {
    const response = await api.call('GET', `/upload/foodSafetyTypeNames/${demo}/NOPE`, { as: ADMIN });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ...REFUSED.map(([who, as]) => [who, as, 'DG-0101']),
    ['a store manager, for a store not its own', MANAGER, 'DG-0201'],
  ])('refuses %s with 403 and no data', async (_who, as, key) => {
    const response = await api.call('GET', `/upload/foodSafetyTypeNames/${demo}/${key}`, { as });
    expect(response.statusCode).toBe(403);
    expect(response.json().foodSafetyTypes).toBeUndefined();
  });
});

describe('store setup download and upload', () => {
  it('downloads one row per shelf under the upload’s column names', async () => {
    const rows = await download(downtown);
    const sections = await sectionsOf(api, downtown);
    expect(rows).toHaveLength(sections.reduce((n, section) => n + section.shelves.length, 0));
    expect(Object.keys(rows[0]!)).toEqual(STORE_SETUP_COLUMNS.map(([header]) => header));
    expect(rows[0]).toMatchObject({
      storenumber: 'DG-0101',
      aisle: 'A01',
      aislename: 'Aisle 1 – Produce',
      aislefst: 'Cooler',
      aisleseq: 1,
      location: 'A01-1',
      locationname: 'Apples & Pears',
      seq: 1,
      zones: 'Front of Store, Fresh',
    });
  });

  it('uploads a downloaded file back with nothing created, updated or deleted', async () => {
    const rows = await download(downtown);
    const response = await uploadStore(asData(rows), { as: MANAGER });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      responseCode: 0,
      storeId: downtown,
      rowCount: rows.length,
      ...noChange,
      zonesWereMerged: true,
      error: null,
      filename: 'Locations.xlsx',
      workbookName: 'Merchandise Locations',
      emailAddress: 'manager@demo.test',
    });
    expect(await download(downtown)).toEqual(rows);
  });

  it('creates, updates and deletes sections and shelves, merges zones and bumps the section list version', async () => {
    const before = await api.call('GET', `/section/detail/store/${riverside}`, { as: ADMIN });
    const data = asData(await download(riverside));
    const kept = data.filter((entry) => entry.location !== 'A01-2');
    kept[0] = { ...kept[0], aisleName: 'Fresh Produce' };
    for (const entry of kept) if (entry.aisle === 'A01') entry.aisleName = 'Fresh Produce';
    kept.push(
      row({ storeNumber: 'DG-0102', aisle: 'A99', aisleSeq: 99, location: 'A99-1', zones: 'Grocery' }),
    );
    const response = await uploadStore(kept, { storeSourceKey: 'DG-0102' });
    expect(response.json()).toMatchObject({
      isSuccess: true,
      sectionsCreated: 1,
      sectionsUpdated: 1,
      sectionsDeleted: 0,
      shelvesCreated: 1,
      shelvesDeleted: 1,
      shelvesUpdated: 3,
    });
    const sections = await sectionsOf(api, riverside);
    expect(sections.at(-1)).toMatchObject({
      sectionSourceKey: 'A99',
      name: 'Seasonal',
      zoneSections: [{ zoneName: 'Grocery' }],
    });
    expect(sections[0]).toMatchObject({ name: 'Fresh Produce', version: 2 });
    const after = await api.call('GET', `/section/detail/store/${riverside}`, { as: ADMIN });
    expect(after.json().listVersion).toBeGreaterThan(before.json().listVersion);
  });

  it('clears all existing sections and shelves first when clearExisting is set', async () => {
    const sections = await sectionsOf(api, lakeside);
    const shelves = sections.reduce((n, section) => n + section.shelves.length, 0);
    const response = await uploadStore([row(), row({ location: 'X01-2', seq: 2 })], {
      storeSourceKey: 'DG-0201',
      clearExisting: true,
      as: SYSADMIN,
    });
    expect(response.json()).toMatchObject({
      isSuccess: true,
      sectionsDeleted: sections.length,
      shelvesDeleted: shelves,
      sectionsCreated: 1,
      shelvesCreated: 2,
      zonesWereMerged: false,
    });
    expect((await sectionsOf(api, lakeside)).map((section) => section.sectionSourceKey)).toEqual(['X01']);
  });

  it('stores nothing when a zone of the file does not exist, with the ZONES message', async () => {
    const before = await download(lakeside);
    const response = await uploadStore([row({ aisle: 'X02', zones: 'Fresh, Attic' })], {
      storeSourceKey: 'DG-0201',
    });
    expect(response.json()).toMatchObject({
      isSuccess: false,
      responseCode: 1,
      error: 'ZONES: Failed. Zones in file must already exist. Zones should be comma separated.',
      ...noChange,
    });
    expect(await download(lakeside)).toEqual(before);
  });

  it('answers every row rule’s reason code from row 2, and stores nothing', async () => {
    const before = await download(lakeside);
    const response = await uploadStore(
      [
        row({ aisle: '', aisleFST: '' }),
        row({ locationFST: 'Frozen Solid' }),
        row({ aisle: 'X03', location: 'X03-1' }),
        row({ aisle: 'X03', location: 'X03-1' }),
        row({ aisle: 'X04', aisleSeq: '1.5', seq: '=1+1' }),
        row({ aisle: 'X01', location: 'X01-9', aisleName: 'Other', aisleSeq: 7 }),
        row({ storeNumber: 'DG-0101', aisle: 'X05' }),
        row({ aisle: 'X06', location: 'X06-1', locationFST: '', seq: '' }),
      ],
      { storeSourceKey: 'DG-0201' },
    );
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: false, responseCode: 1, ...noChange });
    expect(
      body.rowErrors.map((e: { rowIndex: number; reasonCode: string }) => [e.rowIndex, e.reasonCode]),
    ).toEqual([
      [2, 'INCOMPLETE DATA'],
      [2, 'AISLE EMPTY'],
      [2, 'AISLE FST EMPTY'],
      [3, 'INVALID FOOD SAFETY TYPE'],
      [5, 'DUPLICATE ROW DATA'],
      [6, 'AISLE SEQUENCE NOT INTEGER'],
      [6, 'LOCATION SEQUENCE NOT INTEGER'],
      [7, 'AMBIGUOUS AISLE NAME'],
      [7, 'AMBIGUOUS AISLE SEQUENCE'],
      [8, 'STORE DOES NOT EXIST'],
      [9, 'INCOMPLETE DATA'],
      [9, 'LOCATION FST EMPTY'],
      [9, 'SEQUENCE EMPTY'],
    ]);
    expect(body.error).toMatch(/^Row 2: INCOMPLETE DATA; Row 2: AISLE EMPTY;/);
    expect(await download(lakeside)).toEqual(before);
  });

  it.each([
    ['an unexpected header', [row({ colour: 'red' })], 'UNEXPECTED HEADER "colour"'],
    ['no rows', [], 'NO DATA IN WORKSHEET'],
  ])('refuses a file with %s', async (_what, data, reasonCode) => {
    const response = await uploadStore(data, { storeSourceKey: 'DG-0201' });
    expect(response.json()).toMatchObject({
      isSuccess: false,
      responseCode: 1,
      rowErrors: [{ rowIndex: 1, reasonCode }],
    });
  });

  it("refuses a file that is not xlsx with 'File Type Incorrect'", async () => {
    const response = await uploadStore([row()], { storeSourceKey: 'DG-0201', fileName: 'setup.csv' });
    expect(response.json()).toMatchObject({
      isSuccess: false,
      responseCode: 1,
      rowErrors: [
        {
          reasonCode: 'File Type Incorrect',
          message: 'File setup.csv has an invalid extension, only xlsx files are allowed.',
        },
      ],
    });
  });

  it('answers STORE DOES NOT EXIST for a source key the client has no store for', async () => {
    const response = await uploadStore([row()], { storeSourceKey: 'DG-9999' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      responseCode: 1,
      storeId: null,
      error: 'STORE DOES NOT EXIST',
    });
  });

  it.each(REFUSED)('refuses %s with 403', async (_who, as) => {
    const upload = await uploadStore([row()], { storeSourceKey: 'DG-0201', as });
    expect(upload.statusCode).toBe(403);
    const read = await api.call('GET', `/upload/downloadExcel/${lakeside}`, { as });
    expect(read.statusCode).toBe(403);
    expect(read.json().rows).toBeUndefined();
  });

  it('refuses a store manager another store of its client', async () => {
    expect((await uploadStore([row()], { storeSourceKey: 'DG-0201', as: MANAGER })).statusCode).toBe(403);
  });

  it('refuses an upload naming the other client with 403, though the key exists there', async () => {
    const response = await uploadStore([row({ storeNumber: 'OF-0001' })], {
      clientId: other,
      storeSourceKey: 'OF-0001',
    });
    expect(response.statusCode).toBe(403);
  });

  it('stores a 100,000-row file, as a job saved for later', { timeout: 600_000 }, async () => {
    const data = Array.from({ length: 100_000 }, (_, index) => {
      const aisle = Math.floor(index / 100) + 1;
      return row({
        aisle: `L${aisle}`,
        aisleName: `Aisle ${aisle}`,
        aisleSeq: aisle,
        location: `L${aisle}-${index % 100}`,
        seq: index % 100,
      });
    });
    const response = await uploadStore(data, { storeSourceKey: 'DG-0201', clearExisting: true });
    expect(response.statusCode).toBe(200);
    const { jobId } = response.json<{ jobId: string }>();
    expect(response.json()).toMatchObject({ isSuccess: true, responseCode: 2, rowCount: 100_000 });
    const job = await jobEnd(api, jobId, ADMIN, 500_000);
    expect(job.answer).toMatchObject({
      isSuccess: true,
      rowCount: 100_000,
      sectionsCreated: 1000,
      shelvesCreated: 100_000,
    });
  });
});

describe('bad input', () => {
  it('answers 400 naming the field for an id of 2^31 or more', async () => {
    const response = await uploadStore([row()], { clientId: 2 ** 31, storeSourceKey: 'DG-0201' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('clientId');
    expect((await api.call('GET', `/upload/downloadExcel/${2 ** 31}`, { as: ADMIN })).statusCode).toBe(400);
  });

  it('answers 400 for a NUL character in a cell', async () => {
    const response = await uploadStore([row({ aisleName: 'bad\u0000name' })], { storeSourceKey: 'DG-0201' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/data/0/aisleName must not contain the NUL character.');
  });

  it('answers 400 for a cell longer than 1,000 characters', async () => {
    const response = await uploadStore([row({ aisleName: 'x'.repeat(1001) })], { storeSourceKey: 'DG-0201' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('aisleName');
  });

  /** Posts raw JSON text, as a client that builds its own body would. */
  async function postRaw(url: string, payload: string) {
    const headers = {
      authorization: `Bearer ${(await api.signIn(ADMIN)).token}`,
      'content-type': 'application/json',
    };
    return api.app.inject({ method: 'POST', url, headers, payload });
  }

  it.each(['__proto__', 'constructor', 'prototype'])(
    'answers 400 naming a %s field, before any row is built from it',
    async (name) => {
      const body = `{"clientId":${demo},"storeSourceKey":"DG-0201","fileName":"a.xlsx","workBookName":"w","data":[{"${name}":{"aisle":"x"}}]}`;
      const response = await postRaw('/upload/store', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`The column "${name}" is not allowed: the name is reserved.`);
    },
  );

  it('answers 400 for a body that is not JSON', async () => {
    const response = await postRaw('/upload/users', '{"clientId":');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The body is not valid JSON: /);
  });
});

describe('POST upload/catmap', () => {
  const catmap = (
    data: Record<string, unknown>[],
    options: { as?: string; fileName?: string; storeId?: number } = {},
  ) =>
    api.call('POST', '/upload/catmap', {
      as: options.as ?? ADMIN,
      body: {
        clientId: demo,
        storeId: options.storeId ?? downtown,
        fileName: options.fileName ?? 'catmap.csv',
        data,
      },
    });

  it('maps item categories to sections of the store', async () => {
    const response = await catmap([
      { categoryId: 'Dairy', categoryName: 'Dairy & Eggs', sectionId: 'A03' },
      { categoryId: 'Eggs', categoryName: 'Eggs', sectionId: 'A03' },
      { categoryId: 'Dairy', categoryName: 'Dairy & Eggs', sectionId: 'A01' },
    ]);
    expect(response.json()).toEqual({
      isSuccess: true,
      responseMessage: 'Mapped 2 item categories to 2 sections.',
      rowErrors: [],
    });
  });

  it('answers INCOMPLETE DATA, unknown categories and sections by row, storing nothing', async () => {
    const response = await catmap([
      { categoryId: 'Dairy', categoryName: '', sectionId: 'A03' },
      { categoryId: 'Dairy', categoryName: 'Dairy', sectionId: 'A03' },
    ]);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      rowErrors: [{ rowIndex: 2, reasonCode: 'INCOMPLETE DATA' }],
    });
    const unknown = await catmap([{ categoryId: 'Toys', categoryName: 'Toys', sectionId: 'Z9' }]);
    expect(unknown.json()).toMatchObject({
      isSuccess: false,
      responseMessage: 'Row 2: ITEM CATEGORY DOES NOT EXIST; Row 2: SECTION DOES NOT EXIST',
    });
  });

  it('lets a store manager map its own store, not another of the client', async () => {
    const dairy = [{ categoryId: 'Dairy', categoryName: 'Dairy', sectionId: 'A03' }];
    expect((await catmap(dairy, { as: MANAGER })).json()).toMatchObject({ isSuccess: true });
    expect((await catmap(dairy, { as: MANAGER, storeId: lakeside })).statusCode).toBe(403);
  });

  it("refuses another extension with 'File Type Incorrect'", async () => {
    const response = await catmap([{ categoryId: 'Dairy', categoryName: 'Dairy', sectionId: 'A03' }], {
      fileName: 'map.txt',
    });
    expect(response.json()).toMatchObject({
      isSuccess: false,
      responseMessage:
        'Row 1: File Type Incorrect (File map.txt has an invalid extension, only csv or excel files are allowed.)',
    });
  });

  it.each(REFUSED)('refuses %s with 403', async (_who, as) => {
    const response = await catmap([{ categoryId: 'Dairy', categoryName: 'Dairy', sectionId: 'A03' }], { as });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST upload/users', () => {
  const user = (fields: Record<string, unknown> = {}) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada@bulk.test',
    password: 'analytical-engine',
    email: 'ada@bulk.test',
    role: 'shopper',
    storeLocation: 'DG-0101',
    isForcedLabelScan: 'TRUE',
    isForcedScanDuringCarryout: 'FALSE',
    ...fields,
  });
  /** Signs in through the login route, as the new user would. */
  const signIn = (email: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: '/user/LoginWithEmail',
      payload: { Email: email, Password: password },
    });
  const signInStatus = async (email: string, password: string) => (await signIn(email, password)).statusCode;
  const upload = (data: Record<string, unknown>[], as = ADMIN) =>
    api.call('POST', '/upload/users', { as, body: { clientId: demo, fileName: 'users.xlsx', data } });

  it('stores the good rows, answers each bad row, and the new user signs in with the file’s password', async () => {
    const response = await upload([
      user(),
      user({ username: 'bob@bulk.test', email: '' }),
      user({ username: 'cy@bulk.test', email: 'cy@bulk.test', role: 'systemAdmin' }),
    ]);
    expect(response.json()).toEqual({
      isSuccess: false,
      filename: 'users.xlsx',
      rowCount: 3,
      createdUsers: 1,
      updatedUsers: 0,
      errorCount: 2,
      errors: [
        {
          rowIndex: 3,
          username: 'bob@bulk.test',
          reasonCode: 'INCOMPLETE DATA',
          errorMessage: 'INCOMPLETE DATA',
        },
        {
          rowIndex: 4,
          username: 'cy@bulk.test',
          reasonCode: 'INVALID USER',
          errorMessage: 'You may not give a user the role System Admin.',
        },
      ],
      error: '2 of 3 users were not saved.',
    });
    expect(await signInStatus('ada@bulk.test', 'analytical-engine')).toBe(200);
  });

  it('updates a user of the client by Username, with its new password and stores', async () => {
    const response = await upload([
      user({ firstName: 'Augusta', password: 'difference-engine', storeLocation: 'DG-0101, DG-0102' }),
    ]);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      createdUsers: 0,
      updatedUsers: 1,
      errorCount: 0,
      error: null,
    });
    expect(await signInStatus('ada@bulk.test', 'difference-engine')).toBe(200);
    expect(await signInStatus('ada@bulk.test', 'analytical-engine')).toBe(401);
  });

  it('keeps the user’s sessions when a file gives the same password again', async () => {
    const token = (await signIn('ada@bulk.test', 'difference-engine')).json().token;
    const again = await upload([
      user({ firstName: 'Augusta', password: 'difference-engine', storeLocation: 'DG-0101, DG-0102' }),
    ]);
    expect(again.json()).toMatchObject({ isSuccess: true, updatedUsers: 1 });
    const headers = { authorization: `Bearer ${token}` };
    expect((await api.app.inject({ method: 'GET', url: '/store', headers })).statusCode).toBe(200);
  });

  it('answers a store location the client does not have, a short password and a role above a store manager’s', async () => {
    const response = await upload(
      [
        user({ username: 'dee@bulk.test', email: 'dee@bulk.test', storeLocation: 'OF-0001' }),
        user({ username: 'eve@bulk.test', email: 'eve@bulk.test', password: 'short' }),
        user({ username: 'fay@bulk.test', email: 'fay@bulk.test', role: 'clientAdmin' }),
      ],
      MANAGER,
    );
    expect(response.json().errors.map((e: { errorMessage: string }) => e.errorMessage)).toEqual([
      'Store Location OF-0001 is not a store of the client.',
      'The password must be at least 8 characters.',
      'You may not give a user the role Client Admin.',
    ]);
  });

  it('answers DUPLICATE ROW DATA for a user name given twice, storing the first', async () => {
    const response = await upload([
      user({ username: 'gil@bulk.test', email: 'gil@bulk.test' }),
      user({ username: 'GIL@bulk.test', email: 'gil2@bulk.test' }),
    ]);
    expect(response.json()).toMatchObject({
      createdUsers: 1,
      errors: [{ rowIndex: 3, reasonCode: 'DUPLICATE ROW DATA' }],
    });
  });

  it('refuses a user name of another client', async () => {
    const response = await upload([user({ username: 'otheradmin@demo.test', email: 'x@bulk.test' })]);
    expect(response.json().errors[0].errorMessage).toBe(
      "A user named 'otheradmin@demo.test' already exists.",
    );
  });

  it.each(REFUSED)('refuses %s with 403', async (_who, as) => {
    expect((await upload([user({ username: 'zed@bulk.test' })], as)).statusCode).toBe(403);
  });

  it('refuses the file whole for an unexpected header', async () => {
    const response = await upload([user({ nickname: 'Ada' })]);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      createdUsers: 0,
      error: 'Row 1: Unexpected header (There were headers errors while parsing your file... "nickname")',
    });
  });
});

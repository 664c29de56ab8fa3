import { LOGO_NOT_PNG, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '@fulfil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let demo: number;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await idsByName(api)).client('Demo Grocers');
});
afterAll(() => ifStarted(api)?.close());

/** The signature of a PNG, then `size - 8` bytes of picture. */
function png(size: number, fill = 1): string {
  const bytes = Buffer.alloc(size, fill);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
}

const save = (as: string, body: Record<string, unknown>) =>
  api.call('POST', '/client/SaveLogo', { as, body });
const read = (as: string, clientId: number, prefix: string) =>
  api.call('GET', `/client/GetLogo/${clientId}/${prefix}`, { as });
const clear = (as: string, clientId: number, prefix: string) =>
  api.call('PUT', `/client/DeleteLogo/${clientId}/${prefix}`, { as });

describe('branding', () => {
  it('saves a PNG logo, reads it back, replaces it with a new version and deletes it', async () => {
    const first = await save(ADMIN, { clientId: demo, filePrefix: 'report', imageData: png(300) });
    expect(first.json()).toMatchObject({
      isSuccess: true,
      errors: [],
      logo: { clientId: demo, filePrefix: 'report', version: 1, updatedBy: ADMIN },
    });
    expect((await read(ADMIN, demo, 'report')).json()).toMatchObject({ imageData: png(300), version: 1 });

    const second = await save(SYSADMIN, { clientId: demo, filePrefix: 'report', imageData: png(400, 2) });
    expect(second.json().logo).toMatchObject({ version: 2, updatedBy: SYSADMIN });
    expect((await read(ADMIN, demo, 'report')).json().imageData).toBe(png(400, 2));

    expect((await clear(ADMIN, demo, 'report')).json()).toEqual({ isSuccess: true, errors: [] });
    expect((await read(ADMIN, demo, 'report')).statusCode).toBe(404);
  });

  it('refuses data that is not a PNG or is too large, storing nothing', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString(
      'base64',
    );
    expect((await save(ADMIN, { clientId: demo, filePrefix: 'app', imageData: jpeg })).json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: LOGO_NOT_PNG }],
    });
    const large = await save(ADMIN, {
      clientId: demo,
      filePrefix: 'app',
      imageData: png(MAX_LOGO_BYTES + 3),
    });
    expect(large.json()).toEqual({ isSuccess: false, errors: [{ errorMessage: LOGO_TOO_LARGE }] });
    expect((await read(ADMIN, demo, 'app')).statusCode).toBe(404);
  });

  it('refuses another client’s admin and store-level roles, and unknown prefixes', async () => {
    const body = { clientId: demo, filePrefix: 'app', imageData: png(100) };
    expect((await save(OTHER_ADMIN, body)).statusCode).toBe(403);
    expect((await save(MANAGER, body)).statusCode).toBe(403);
    expect((await read(OTHER_ADMIN, demo, 'app')).statusCode).toBe(403);
    expect((await clear(OTHER_ADMIN, demo, 'app')).statusCode).toBe(403);
    expect((await save(ADMIN, { ...body, filePrefix: 'label' })).statusCode).toBe(400);
  });
});

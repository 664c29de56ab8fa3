import { PRIVATE_INFO_ROLES } from '@fulfil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let demo: number;
let other: number;

beforeAll(async () => {
  api = await startTestApi();
  const ids = await idsByName(api);
  demo = ids.client('Demo Grocers');
  other = ids.client('Other Foods');
});
afterAll(() => ifStarted(api)?.close());

type Setting = { role: string; version: number } & Record<string, number | string>;

async function read(as: string, clientId = demo) {
  const { token } = await api.signIn(as);
  return api.app.inject({
    method: 'GET',
    url: '/privateinformation/settings',
    headers: { authorization: `Bearer ${token}`, 'fulfiller-clientid': String(clientId) },
  });
}
const settings = async (clientId = demo) =>
  (await read(SYSADMIN, clientId)).json<{ privateInformationSettings: Setting[] }>()
    .privateInformationSettings;
const save = (as: string, clientId: number, blocks: Setting[]) =>
  api.call('POST', '/privateinformation/settings', {
    as,
    body: { clientId, privateInformationSettings: blocks },
  });
const strip = ({ updatedAt: _at, updatedBy: _by, ...block }: Setting) => block as Setting;

describe('private information settings', () => {
  it('reads one block per listed role, in the spec’s order, with twelve 0/1 flags', async () => {
    const blocks = await settings();
    expect(blocks.map((block) => block.role)).toEqual([...PRIVATE_INFO_ROLES]);
    const shopper = blocks.find((block) => block.role === 'shopper')!;
    expect(shopper).toMatchObject({ customerFirstName: 1, customerDOB: 0, customerCountry: 0 });
    expect(Object.keys(strip(shopper))).toHaveLength(14);
  });

  it('reads roles never stored as hidden, at version 0, and stores them from there', async () => {
    const shopper = (await settings(other)).find((block) => block.role === 'shopper')!;
    expect(shopper).toMatchObject({ version: 0, customerFirstName: 0, customerPhone: 0 });
    const saved = await save(OTHER_ADMIN, other, [{ ...strip(shopper), customerPhone: 1 }]);
    expect(saved.json()).toMatchObject({ isSuccess: true });
    const stored = (await settings(other)).find((block) => block.role === 'shopper')!;
    expect(stored).toMatchObject({ version: 1, customerPhone: 1, updatedBy: OTHER_ADMIN });
  });

  it('writes a role over its version and refuses a stale one with 409, writing nothing', async () => {
    const blocks = await settings();
    const driver = strip(blocks.find((block) => block.role === 'deliveryDriver')!);
    const lead = strip(blocks.find((block) => block.role === 'leadShopper')!);
    expect((await save(SYSADMIN, demo, [{ ...driver, customerCountry: 1 }])).json()).toMatchObject({
      isSuccess: true,
    });
    const stale = await save(ADMIN, demo, [
      { ...lead, customerDOB: 1 },
      { ...driver, customerEmailAddress: 1 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      changedBy: SYSADMIN,
      current: { role: 'deliveryDriver', customerCountry: 1 },
    });
    const after = await settings();
    expect(after.find((block) => block.role === 'leadShopper')).toMatchObject({
      customerDOB: 0,
      version: lead.version,
    });
  });

  it('refuses a role that is not listed', async () => {
    const [first] = await settings();
    const answer = await save(ADMIN, demo, [{ ...strip(first!), role: 'supportAdmin' }]);
    expect(answer.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'supportAdmin is not a role whose private information is set.' }],
    });
  });

  it('keeps each client’s settings to its managers', async () => {
    expect((await read(OTHER_ADMIN)).statusCode).toBe(403);
    expect((await read(MANAGER)).statusCode).toBe(403);
    const [first] = await settings();
    expect((await save(OTHER_ADMIN, demo, [strip(first!)])).statusCode).toBe(403);
    expect((await save(MANAGER, demo, [strip(first!)])).statusCode).toBe(403);
  });
});

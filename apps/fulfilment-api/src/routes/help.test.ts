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

interface HelpItem {
  productId: number;
  upcList: string;
  helpHTML: string;
  version: number;
}

const write = (as: string, body: Record<string, unknown>) =>
  api.call('PUT', '/client/updatehelp/', { as, body });
const list = async (as = ADMIN) =>
  (await api.call('GET', `/client/gethelp/${demo}`, { as })).json<{ helpItems: HelpItem[] }>().helpItems;

describe('help items', () => {
  it('creates an item without a productId and updates it with one, keeping the HTML as written', async () => {
    const html = '<p>Keep <b>frozen</b></p>';
    const created = await write(ADMIN, {
      clientId: demo,
      helpItem: { upcList: '0001, 0002', helpHTML: html },
    });
    expect(created.json()).toMatchObject({
      isSuccess: true,
      helpItem: { upcList: '0001, 0002', helpHTML: html, version: 1, updatedBy: ADMIN },
    });
    const { productId } = created.json<{ helpItem: HelpItem }>().helpItem;
    expect((await list()).map((item) => item.productId)).toContain(productId);

    const updated = await write(ADMIN, {
      clientId: demo,
      productId,
      helpItem: { upcList: '0001', helpHTML: '<p>Thaw first</p>', version: 1 },
    });
    expect(updated.json()).toMatchObject({ helpItem: { productId, upcList: '0001', version: 2 } });
  });

  it('answers a stale version with 409, the stored item and who changed it', async () => {
    const created = await write(ADMIN, { clientId: demo, helpItem: { upcList: '0100', helpHTML: 'x' } });
    const { productId } = created.json<{ helpItem: HelpItem }>().helpItem;
    const helpItem = { upcList: '0100', helpHTML: 'y', version: 1 };
    await write(SYSADMIN, { clientId: demo, productId, helpItem });
    const stale = await write(ADMIN, { clientId: demo, productId, helpItem: { ...helpItem, helpHTML: 'z' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changedBy: SYSADMIN, current: { helpHTML: 'y', version: 2 } });
  });

  it('keeps each client’s help to its own managers', async () => {
    expect((await api.call('GET', `/client/gethelp/${demo}`, { as: OTHER_ADMIN })).statusCode).toBe(403);
    expect((await api.call('GET', `/client/gethelp/${demo}`, { as: MANAGER })).statusCode).toBe(403);
    const created = await write(ADMIN, { clientId: demo, helpItem: { upcList: '0200', helpHTML: 'mine' } });
    const { productId } = created.json<{ helpItem: HelpItem }>().helpItem;
    // Naming its own client does not reach another client's item.
    const other = (await idsByName(api)).client('Other Foods');
    const stolen = await write(OTHER_ADMIN, {
      clientId: other,
      productId,
      helpItem: { upcList: '0200', helpHTML: 'x' },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list()).find((item) => item.productId === productId)?.helpHTML).toBe('mine');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;

beforeAll(async () => {
  api = await startTestApi();
  storeId = (await idsByName(api)).store('Downtown Hub');
});
afterAll(() => ifStarted(api)?.close());

const list = async (as = ADMIN) =>
  (await api.call('GET', `/store/storeAttributes/${storeId}`, { as })).json<{
    storeAttributes: { storeAttributeId: number; name: string; value: string; version: number }[];
  }>().storeAttributes;

describe('store attributes', () => {
  it('lists the possible keys: web hooks, label templates and times', async () => {
    const response = await api.call('GET', '/store/storeAttributePossibleKeys/types', { as: MANAGER });
    const names = response.json().appStoreAttributeTypes.map((key: { name: string }) => key.name);
    expect(names).toEqual(expect.arrayContaining(['WebHookUrl', 'BagLabelZPLTemplate', 'StoreOpenTime']));
  });

  it('refuses a value that fails its type with the spec message and saves nothing', async () => {
    const before = await list();
    const response = await api.call('POST', '/store/storeAttribute', {
      as: ADMIN,
      body: { storeId, name: 'WebHookUrl', value: '[{"name":"Orders","url":"ftp://bad"}]' },
    });
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [
        {
          errorMessage: "The value of the 'WebHookUrl' Attribute is incorrect. ftp://bad is not a valid url",
        },
      ],
    });
    expect(await list()).toEqual(before);
  });

  it('creates, updates and deletes an attribute, refusing a stale version with 409', async () => {
    const value = '[{"name":"Orders","url":"https://hooks.test/orders"}]';
    const created = written(
      await api.call('POST', '/store/storeAttribute', {
        as: MANAGER,
        body: { storeId, name: 'WebHookUrl', value },
      }),
    ).storeAttribute;
    expect(created).toMatchObject({
      storeId,
      name: 'WebHookUrl',
      value,
      valueType: 5,
      version: 1,
      updatedBy: MANAGER,
    });
    expect(created.description).toContain('Web hooks');

    const duplicate = await api.call('POST', '/store/storeAttribute', {
      as: ADMIN,
      body: { storeId, name: 'WebHookUrl', value },
    });
    expect(duplicate.json().errors).toEqual([
      { errorMessage: "The attribute 'WebHookUrl' is already defined for this store." },
    ]);

    const update = (version: number) =>
      api.call('PUT', '/store/storeAttribute', {
        as: ADMIN,
        body: {
          storeAttributeId: created.storeAttributeId,
          storeId,
          name: 'WebHookUrl',
          value: '[]',
          version,
        },
      });
    expect(written(await update(1)).storeAttribute).toMatchObject({
      value: '[]',
      version: 2,
      updatedBy: ADMIN,
    });
    const stale = await update(1);
    expect(stale.statusCode).toBe(409);

    written(
      await api.call('DELETE', '/store/storeAttribute', {
        as: ADMIN,
        body: { storeAttributeId: created.storeAttributeId, storeId },
      }),
    );
    expect((await list()).some((attribute) => attribute.name === 'WebHookUrl')).toBe(false);
  });

  it('refuses another client with 403, for reads and writes', async () => {
    expect((await api.call('GET', `/store/storeAttributes/${storeId}`, { as: OTHER_ADMIN })).statusCode).toBe(
      403,
    );
    const write = await api.call('POST', '/store/storeAttribute', {
      as: OTHER_ADMIN,
      body: { storeId, name: 'StoreOpenTime', value: '08:00' },
    });
    expect(write.statusCode).toBe(403);
  });
});

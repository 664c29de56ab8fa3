import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, foodSafetyTypeIds, MANAGER, SHOPPER, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;

beforeAll(async () => {
  api = await startTestApi();
  storeId = (await idsByName(api)).store('Downtown Hub');
});
afterAll(() => ifStarted(api)?.close());

interface Category {
  itemCategoryTypeId: number;
  itemCategoryTypeSourceKey: string;
  sequenceId: number;
  isAlcohol: boolean;
}

const list = async () =>
  (await api.call('GET', `/itemcategorytype/store/${storeId}`, { as: SHOPPER })).json<{
    itemCategoryTypes: Category[];
  }>().itemCategoryTypes;

describe('item categories', () => {
  it('lists the store’s categories in order with their food safety type names', async () => {
    const categories = await list();
    expect(categories).toHaveLength(22);
    expect(categories.find((c) => c.itemCategoryTypeSourceKey === 'Beer & Wine')).toMatchObject({
      isAlcohol: true,
      foodSafetyTypeName: 'Ambient',
    });
  });

  it('creates a category whose sequenceId is the list length', async () => {
    const length = (await list()).length;
    const cooler = (await foodSafetyTypeIds(api, storeId)).get('Cooler');
    const body = written(
      await api.call('POST', '/itemcategorytype', {
        as: MANAGER,
        body: {
          storeId,
          itemCategoryTypeSourceKey: 'Flowers',
          foodSafetyTypeId: cooler,
          preparedItemsMode: 2,
        },
      }),
    );
    expect(body.itemCategoryType).toMatchObject({
      itemCategoryTypeSourceKey: 'Flowers',
      sequenceId: length,
      foodSafetyTypeName: 'Cooler',
      preparedItemsMode: 2,
      isAlcohol: false,
      version: 1,
    });
  });

  it('refuses a category without a source key', async () => {
    const response = await api.call('POST', '/itemcategorytype', {
      as: ADMIN,
      body: { storeId, itemCategoryTypeSourceKey: '' },
    });
    expect(response.json()).toMatchObject({ isSuccess: false, errors: ['Source key is required'] });
  });

  it('updates the alcohol toggle and refuses a stale version with 409', async () => {
    const [first] = await list();
    const change = {
      itemCategoryTypeId: first!.itemCategoryTypeId,
      version: 1,
      itemCategoryTypeSourceKey: 'Produce',
      isAlcohol: true,
    };
    expect(
      written(await api.call('PUT', '/itemcategorytype', { as: ADMIN, body: change })).itemCategoryType,
    ).toMatchObject({
      isAlcohol: true,
      version: 2,
    });
    expect((await api.call('PUT', '/itemcategorytype', { as: MANAGER, body: change })).statusCode).toBe(409);
  });

  it('deletes a category and stores a new order with UpdateSequence', async () => {
    const categories = await list();
    const doomed = categories.at(-1)!;
    written(await api.call('DELETE', `/itemcategorytype/${doomed.itemCategoryTypeId}`, { as: ADMIN }));
    const rest = (await list()).reverse();
    const items = rest.map((c, index) => ({ itemCategoryTypeId: c.itemCategoryTypeId, sequenceId: index }));
    const body = written(
      await api.call('PUT', '/itemcategorytype/UpdateSequence', { as: ADMIN, body: { storeId, items } }),
    );
    expect(body.orderedIds).toEqual(rest.map((c) => c.itemCategoryTypeId));
    expect((await list()).map((c) => c.sequenceId)).toEqual(items.map((item) => item.sequenceId));
  });
});

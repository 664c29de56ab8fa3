import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, SHOPPER, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;

beforeAll(async () => {
  api = await startTestApi();
  storeId = (await idsByName(api)).store('Downtown Hub');
});
afterAll(() => ifStarted(api)?.close());

interface Staging {
  stagingSectionId: number;
  name: string;
  sequenceId: number;
  version: number;
  shelves: { shelfId: number; name: string; sequenceId: number }[];
}

const sections = async () =>
  (await api.call('GET', `/stagingsection/store/${storeId}`, { as: SHOPPER })).json<{ sections: Staging[] }>()
    .sections;

describe('carry-out staging sections and shelves', () => {
  it('reads the store’s staging sections with their shelves', async () => {
    const list = await sections();
    expect(list.map((s) => s.name)).toEqual([
      'Ambient Staging',
      'Cooler Staging',
      'Freezer Staging',
      'Hot Food Staging',
    ]);
    expect(list[0]).toMatchObject({ labelId: 'AS', foodSafetyTypeName: 'Ambient', sequenceId: 0 });
    expect(list[0]!.shelves.map((s) => s.name)).toEqual(['AS1', 'AS2', 'AS3', 'AS4']);
    const shelves = await api.call('GET', `/stagingshelf/BySection/${list[1]!.stagingSectionId}`, {
      as: SHOPPER,
    });
    expect(shelves.json().stagingShelves.map((s: { name: string }) => s.name)).toEqual(['CS1', 'CS2', 'CS3']);
  });

  it('creates a staging section whose sequenceId is the count of sections', async () => {
    const count = (await sections()).length;
    const body = written(
      await api.call('POST', '/stagingsection', {
        as: MANAGER,
        body: { storeId, name: 'Bulk Staging', labelId: 'BS' },
      }),
    );
    expect(body.stagingSection).toMatchObject({
      name: 'Bulk Staging',
      labelId: 'BS',
      sequenceId: count,
      shelves: [],
    });
  });

  it('creates the first shelf of a section at 0 and the next at count + 1', async () => {
    const section = written(
      await api.call('POST', '/stagingsection', { as: ADMIN, body: { storeId, name: 'Empty' } }),
    ).stagingSection;
    const add = async (name: string) =>
      written(
        await api.call('POST', '/stagingshelf', {
          as: ADMIN,
          body: { stagingSectionId: section.stagingSectionId, name },
        }),
      ).stagingShelf;
    expect((await add('E1')).sequenceId).toBe(0);
    expect((await add('E2')).sequenceId).toBe(2);
    expect((await add('E3')).sequenceId).toBe(3);
  });

  it('refuses a staging section or shelf without a name', async () => {
    const response = await api.call('POST', '/stagingsection', { as: ADMIN, body: { storeId, name: ' ' } });
    expect(response.json()).toMatchObject({ isSuccess: false, errors: ['Name is required'] });
    const [first] = await sections();
    const shelf = await api.call('POST', '/stagingshelf', {
      as: ADMIN,
      body: { stagingSectionId: first!.stagingSectionId },
    });
    expect(shelf.json()).toMatchObject({ isSuccess: false, errors: ['Name is required'] });
  });

  it('updates a section and a shelf and refuses stale versions with 409', async () => {
    const [first] = await sections();
    const change = {
      stagingSectionId: first!.stagingSectionId,
      version: first!.version,
      name: 'Dry Staging',
      labelId: 'DS',
    };
    expect(
      written(await api.call('PUT', '/stagingsection', { as: ADMIN, body: change })).stagingSection,
    ).toMatchObject({
      name: 'Dry Staging',
      version: first!.version + 1,
    });
    expect((await api.call('PUT', '/stagingsection', { as: ADMIN, body: change })).statusCode).toBe(409);

    const shelf = first!.shelves[0]!;
    const shelfChange = { shelfId: shelf.shelfId, version: 1, name: 'DS1' };
    expect(
      written(await api.call('PUT', '/stagingshelf', { as: MANAGER, body: shelfChange })).stagingShelf,
    ).toMatchObject({
      name: 'DS1',
      version: 2,
    });
    const stale = await api.call('PUT', '/stagingshelf', { as: ADMIN, body: shelfChange });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changedBy).toBe('manager@demo.test');
  });

  it('reorders sections and shelves with UpdateSequence and deletes both', async () => {
    const list = await sections();
    const items = [...list]
      .reverse()
      .map((s, index) => ({ stagingSectionId: s.stagingSectionId, sequenceId: index }));
    const reordered = written(
      await api.call('PUT', '/stagingsection/UpdateSequence', { as: ADMIN, body: { storeId, items } }),
    );
    expect(reordered.orderedIds).toEqual(items.map((item) => item.stagingSectionId));

    const cooler = list.find((s) => s.name === 'Cooler Staging')!;
    const shelfItems = [...cooler.shelves]
      .reverse()
      .map((s, index) => ({ shelfId: s.shelfId, sequenceId: index + 1 }));
    const shelvesBody = written(
      await api.call('PUT', '/stagingshelf/UpdateSequence', {
        as: ADMIN,
        body: { stagingSectionId: cooler.stagingSectionId, items: shelfItems },
      }),
    );
    expect(shelvesBody.orderedIds).toEqual(shelfItems.map((item) => item.shelfId));

    const deletedShelf = written(
      await api.call('DELETE', `/stagingshelf/${cooler.shelves[0]!.shelfId}`, { as: ADMIN }),
    );
    expect(deletedShelf.stagingShelf.shelfId).toBe(cooler.shelves[0]!.shelfId);
    const deleted = written(
      await api.call('DELETE', `/stagingsection/${cooler.stagingSectionId}`, { as: ADMIN }),
    );
    expect(deleted.stagingSection).toMatchObject({ name: 'Cooler Staging', shelves: expect.any(Array) });
    expect((await sections()).map((s) => s.stagingSectionId)).not.toContain(cooler.stagingSectionId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SYSADMIN, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;
let otherStoreId: number;

beforeAll(async () => {
  api = await startTestApi();
  const ids = await idsByName(api);
  storeId = ids.store('Downtown Hub');
  otherStoreId = ids.store('Riverside Spoke');
});
afterAll(() => ifStarted(api)?.close());

interface Category {
  itemCategoryTypeId: number;
  sequenceId: number;
}

async function categories(store = storeId) {
  const response = await api.call('GET', `/itemcategorytype/store/${store}`, { as: ADMIN });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ itemCategoryTypes: Category[]; listVersion: number }>();
  return {
    ids: body.itemCategoryTypes.map((c) => c.itemCategoryTypeId),
    rows: body.itemCategoryTypes,
    listVersion: body.listVersion,
  };
}

const reorder = (ids: readonly number[], listVersion?: number, as = ADMIN) =>
  api.call('PUT', '/itemcategorytype/UpdateSequence', {
    as,
    body: {
      storeId,
      listVersion,
      items: ids.map((itemCategoryTypeId, index) => ({ itemCategoryTypeId, sequenceId: index })),
    },
  });

describe('list versions of ordered lists', () => {
  it('stores a reorder based on the current list version and answers the next version', async () => {
    const before = await categories();
    const reversed = [...before.ids].reverse();
    const body = written(await reorder(reversed, before.listVersion));
    expect(body).toMatchObject({ orderedIds: reversed, listVersion: before.listVersion + 1 });
    const after = await categories();
    expect(after).toMatchObject({ ids: reversed, listVersion: before.listVersion + 1 });
    expect(after.rows.map((c) => c.sequenceId)).toEqual(reversed.map((_id, index) => index));
  });

  it('refuses a reorder based on a stale list with 409 and the current order', async () => {
    const start = await categories();
    // Two admins reorder from the same list; the first is stored.
    const first = [start.ids[1]!, start.ids[0]!, ...start.ids.slice(2)];
    written(await reorder(first, start.listVersion, SYSADMIN));
    const second = [...start.ids.slice(1), start.ids[0]!];
    const stale = await reorder(second, start.listVersion);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual({ orderedIds: first, listVersion: start.listVersion + 1 });
    expect(await categories()).toMatchObject({ ids: first, listVersion: start.listVersion + 1 });
  });

  it.each([
    ['partial', (ids: number[]) => ids.slice(1), 'missing'],
    ['repeated', (ids: number[]) => [ids[0]!, ...ids.slice(0, -1)], 'repeated'],
    ['foreign', (ids: number[], foreign: number) => [...ids.slice(0, -1), foreign], 'not in this list'],
  ])('refuses a %s id list with 400 naming what is wrong, and changes nothing', async (_kind, make, says) => {
    const start = await categories();
    const foreign = (await categories(otherStoreId)).ids[0]!;
    const response = await reorder(make([...start.ids].reverse(), foreign), start.listVersion);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(says);
    const after = await categories();
    expect(after).toEqual(start);
    expect(new Set(after.rows.map((c) => c.sequenceId)).size).toBe(after.rows.length);
  });

  it('increases the list version with every move, create and delete, and answers it', async () => {
    const read = async () =>
      (await api.call('GET', `/section/detail/store/${storeId}`, { as: ADMIN })).json<{
        sectionDetails: { sectionId: number }[];
        listVersion: number;
      }>();
    const start = await read();
    const [a, b] = start.sectionDetails.map((s) => s.sectionId);
    const versions: number[] = [];
    for (const direction of ['After', 'Before', 'After']) {
      const moved = written(
        await api.call('POST', '/section/move', {
          as: ADMIN,
          body: { storeId, sourceSectionId: a, direction, targetSectionId: b },
        }),
      );
      versions.push(moved.listVersion);
    }
    expect(versions).toEqual([1, 2, 3].map((n) => start.listVersion + n));
    expect((await read()).listVersion).toBe(start.listVersion + 3);

    const created = written(
      await api.call('POST', '/stagingsection', { as: ADMIN, body: { storeId, name: 'Overflow' } }),
    );
    const deleted = written(
      await api.call('DELETE', `/stagingsection/${created.stagingSection.stagingSectionId}`, { as: ADMIN }),
    );
    expect(deleted.listVersion).toBe(created.listVersion + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LEAD, MANAGER, OTHER_ADMIN, sectionsOf, SHOPPER, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

/** Every layout read of one store, as GET paths. */
async function readPaths(storeId: number) {
  const [section] = await sectionsOf(api, storeId);
  const staging = (await api.call('GET', `/stagingsection/store/${storeId}`, { as: SYSADMIN })).json()
    .sections;
  return [
    `/foodsafetytype/store/${storeId}`,
    `/itemcategorytype/store/${storeId}`,
    `/section/detail/store/${storeId}`,
    `/section/summary/store/${storeId}`,
    `/section/${section!.sectionId}`,
    `/shelf/BySectionNoCache/${section!.sectionId}`,
    `/shelf/${section!.shelves[0]!.shelfId}`,
    `/stagingsection/store/${storeId}`,
    `/stagingshelf/BySection/${staging[0].stagingSectionId}`,
    `/zone/detail/store/${storeId}`,
    `/user/GetSectionsByStoreIdAndSectionId/${storeId}/${section!.sectionId}`,
    `/user/GetPrepperOptInsByStoreIdAndSectionId/${storeId}/${section!.sectionId}`,
  ];
}

/** One write of each area against the store, each harmless if it were allowed. */
async function writes(storeId: number) {
  const [section] = await sectionsOf(api, storeId);
  const shelf = section!.shelves[0]!;
  const zones = (await api.call('GET', `/zone/detail/store/${storeId}`, { as: SYSADMIN })).json().zoneDetails;
  return [
    {
      method: 'POST',
      url: '/foodsafetytype',
      body: { storeId, name: 'X', containerColor: 'Kale', containerIcon: 'Cooler' },
    },
    { method: 'POST', url: '/itemcategorytype', body: { storeId, itemCategoryTypeSourceKey: 'X' } },
    { method: 'PUT', url: '/section/UpdateSequence', body: { storeId, items: [] } },
    { method: 'POST', url: '/shelf', body: { sectionId: section!.sectionId } },
    { method: 'PUT', url: '/shelf/UpdateSequence', body: { sectionId: section!.sectionId, items: [] } },
    { method: 'DELETE', url: `/shelf/${shelf.shelfId}` },
    { method: 'POST', url: '/stagingsection', body: { storeId, name: 'X' } },
    { method: 'POST', url: `/zone/${zones[0].zoneId}/section/${section!.sectionId}` },
    {
      method: 'POST',
      url: '/section/move',
      body: {
        storeId,
        sourceSectionId: section!.sectionId,
        direction: 'After',
        targetSectionId: section!.sectionId,
      },
    },
  ] as const;
}

/** Every read of the store's layout answers `status` to `as`. */
async function expectReads(as: string, storeId: number, status: number) {
  for (const path of await readPaths(storeId)) {
    const response = await api.call('GET', path, { as });
    expect(response.statusCode, path).toBe(status);
    if (status === 403)
      expect(Object.keys(response.json()).sort(), path).toEqual(['error', 'message', 'statusCode']);
  }
}

/** Every write of the store's layout is refused to `as` with 403. */
async function expectWritesRefused(as: string, storeId: number) {
  for (const write of await writes(storeId)) {
    const body = 'body' in write ? write.body : undefined;
    expect((await api.call(write.method, write.url, { as, body })).statusCode, write.url).toBe(403);
  }
}

describe('store layout tenant rules', () => {
  it("refuses another client's admin every read of Demo Grocers' layout with 403 and no data", async () => {
    await expectReads(OTHER_ADMIN, ids.store('Downtown Hub'), 403);
  });

  it("refuses another client's admin every write to Demo Grocers' layout with 403", async () => {
    await expectWritesRefused(OTHER_ADMIN, ids.store('Downtown Hub'));
  });

  it('refuses a storeManager the layout of a store it is not assigned, reading and writing', async () => {
    await expectReads(MANAGER, ids.store('Lakeside Market'), 403);
    await expectWritesRefused(MANAGER, ids.store('Lakeside Market'));
  });

  it('lets a shopper read its store’s layout but refuses it every write', async () => {
    await expectReads(SHOPPER, ids.store('Downtown Hub'), 200);
    await expectWritesRefused(SHOPPER, ids.store('Downtown Hub'));
  });

  it('lets the clientAdmin and an assigned storeManager write', async () => {
    const downtown = ids.store('Downtown Hub');
    const body = { storeId: downtown, itemCategoryTypeSourceKey: 'Flowers' };
    for (const as of [ADMIN, MANAGER]) {
      const response = await api.call('POST', '/itemcategorytype', { as, body });
      expect(response.statusCode).toBe(200);
      expect(response.json().isSuccess).toBe(true);
    }
  });

  it('answers the layout write rule alone at /store/{storeId}/layoutaccess', async () => {
    const downtown = ids.store('Downtown Hub');
    const status = async (as: string, storeId = downtown) =>
      (await api.call('GET', `/store/${storeId}/layoutaccess`, { as })).statusCode;
    for (const as of [SYSADMIN, ADMIN, MANAGER]) expect(await status(as), as).toBe(204);
    for (const as of [SHOPPER, LEAD, OTHER_ADMIN]) expect(await status(as), as).toBe(403);
    expect(await status(MANAGER, ids.store('Lakeside Market'))).toBe(403);
    expect(await status(SYSADMIN, 999999)).toBe(404);
  });

  it('refuses a food safety type of another store in a body with 400', async () => {
    const harborTypes = (
      await api.call('GET', `/foodsafetytype/store/${ids.store('Harbor Standalone')}`, { as: SYSADMIN })
    ).json();
    const foreign = harborTypes.foodSafetyTypeObjects[0].foodSafetyTypeId;
    const response = await api.call('POST', '/itemcategorytype', {
      as: ADMIN,
      body: {
        storeId: ids.store('Downtown Hub'),
        itemCategoryTypeSourceKey: 'Sneaky',
        foodSafetyTypeId: foreign,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('foodSafetyTypeId');
  });

  it('answers 404 for layout rows and stores that do not exist', async () => {
    expect((await api.call('GET', '/section/detail/store/999999', { as: SYSADMIN })).statusCode).toBe(404);
    expect((await api.call('GET', '/section/999999', { as: SYSADMIN })).statusCode).toBe(404);
    expect((await api.call('DELETE', '/section/999999', { as: SYSADMIN })).statusCode).toBe(404);
    expect((await api.call('GET', '/shelf/BySectionNoCache/999999', { as: SYSADMIN })).statusCode).toBe(404);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await api.call('GET', `/section/detail/store/${ids.store('Downtown Hub')}`)).statusCode).toBe(
      401,
    );
  });
});

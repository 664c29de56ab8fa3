import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, sectionsOf, written, type SectionDetail } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;

beforeAll(async () => {
  api = await startTestApi();
  storeId = (await idsByName(api)).store('Downtown Hub');
});
afterAll(() => ifStarted(api)?.close());

const section = async (code: string) =>
  (await sectionsOf(api, storeId)).find((s) => s.sectionSourceKey === code)!;
const shelfIds = (s: SectionDetail) => s.shelves.map((shelf) => shelf.shelfId);
const oneToN = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('merchandise shelves', () => {
  it('reads a section’s shelves in order', async () => {
    const produce = await section('A01');
    const response = await api.call('GET', `/shelf/BySectionNoCache/${produce.sectionId}`, { as: MANAGER });
    expect(response.statusCode).toBe(200);
    const shelves = response.json().shelves;
    expect(shelves.map((s: { name: string }) => s.name)).toEqual([
      'Apples & Pears',
      'Citrus',
      'Salad Greens',
      'Herbs',
      'Root Vegetables',
    ]);
    expect(shelves.map((s: { sequenceId: number }) => s.sequenceId)).toEqual(oneToN(5));
  });

  it('reads one shelf by its id alone, as its section lists it', async () => {
    const produce = await section('A01');
    const response = await api.call('GET', `/shelf/${produce.shelves[1]!.shelfId}`, { as: MANAGER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shelf: produce.shelves[1] });
  });

  it('refuses one shelf as it refuses its section: another client’s, unknown, or past 32 bits', async () => {
    const { sectionId, shelves } = await section('A01');
    const shelf = await api.call('GET', `/shelf/${shelves[0]!.shelfId}`, { as: OTHER_ADMIN });
    const ofSection = await api.call('GET', `/section/${sectionId}`, { as: OTHER_ADMIN });
    expect(shelf.statusCode).toBe(403);
    expect(shelf.json()).toEqual(ofSection.json());
    const unknown = await api.call('GET', '/shelf/999999', { as: ADMIN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Shelf 999999 was not found.');
    const tooBig = await api.call('GET', '/shelf/2147483648', { as: ADMIN });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/shelfId.*2147483647/);
  });

  it('creates a shelf at count + 1 inheriting from its section (mode 5) by default', async () => {
    const deli = await section('A05');
    const body = written(
      await api.call('POST', '/shelf', { as: MANAGER, body: { sectionId: deli.sectionId, name: 'Olives' } }),
    );
    expect(body.shelf).toMatchObject({
      sectionId: deli.sectionId,
      name: 'Olives',
      sequenceId: deli.shelves.length + 1,
      preparedItemsMode: 5,
      prepOptionId: deli.prepOptionId,
      version: 1,
    });
  });

  it('updates a shelf and refuses a stale version with 409', async () => {
    const bakery = await section('A02');
    const shelf = bakery.shelves[0]!;
    const change = {
      shelfId: shelf.shelfId,
      version: 1,
      name: 'Sourdough',
      preparedItemsMode: 4,
      prepOptionId: 3,
    };
    expect(written(await api.call('PUT', '/shelf', { as: ADMIN, body: change })).shelf).toMatchObject({
      name: 'Sourdough',
      prepOptionId: 3,
      version: 2,
    });
    const stale = await api.call('PUT', '/shelf', { as: MANAGER, body: { ...change, name: 'Rye' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Sourdough', version: 2 });
  });

  it('moves a shelf within its section and answers the section’s new order', async () => {
    const dairy = await section('A03');
    const ids = shelfIds(dairy);
    const move = {
      sectionId: dairy.sectionId,
      sourceShelfId: ids[4],
      direction: 'Before',
      targetShelfId: ids[0],
    };
    const body = written(await api.call('POST', '/shelf/move', { as: MANAGER, body: move }));
    expect(body.orderedIds).toEqual([ids[4], ...ids.slice(0, 4)]);
    expect(body.shelf).toMatchObject({ shelfId: ids[4], sequenceId: 1 });
    const stored = await section('A03');
    expect(shelfIds(stored)).toEqual(body.orderedIds);
    expect(stored.shelves.map((s) => s.sequenceId)).toEqual(oneToN(5));
  });

  it('moves a shelf onto another section: created last there, deleted from the source, the inherited prep option following the new section', async () => {
    const produce = await section('A01');
    const hotFood = await section('A06');
    const moving = produce.shelves[1]!;
    expect(moving).toMatchObject({ preparedItemsMode: 5, prepOptionId: null });
    const body = written(
      await api.call('POST', '/shelf/moveToSection', {
        as: MANAGER,
        body: { shelfId: moving.shelfId, targetSectionId: hotFood.sectionId },
      }),
    );
    expect(body.shelf).toMatchObject({
      sectionId: hotFood.sectionId,
      name: 'Citrus',
      preparedItemsMode: 5,
      prepOptionId: hotFood.prepOptionId,
      sequenceId: hotFood.shelves.length + 1,
    });
    expect(body.removedShelf).toMatchObject({ shelfId: moving.shelfId, sectionId: produce.sectionId });
    const source = await section('A01');
    const target = await section('A06');
    expect(shelfIds(source)).not.toContain(moving.shelfId);
    expect(source.shelves.map((s) => s.sequenceId)).toEqual(oneToN(4));
    expect(body.sourceOrderedIds).toEqual(shelfIds(source));
    expect(body.orderedIds).toEqual(shelfIds(target));
    expect(shelfIds(target).at(-1)).toBe(body.shelf.shelfId);
  });

  it('refuses to move a shelf onto a section of another store with 400', async () => {
    const produce = await section('A01');
    const otherStore = (await idsByName(api)).store('Riverside Spoke');
    const [foreign] = await sectionsOf(api, otherStore);
    const response = await api.call('POST', '/shelf/moveToSection', {
      as: ADMIN,
      body: { shelfId: produce.shelves[0]!.shelfId, targetSectionId: foreign!.sectionId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('targetSectionId');
  });

  it('deletes a shelf and renumbers its section 1..n', async () => {
    const pantry = await section('A08');
    const body = written(await api.call('DELETE', `/shelf/${pantry.shelves[2]!.shelfId}`, { as: ADMIN }));
    expect(body.shelf).toMatchObject({ shelfId: pantry.shelves[2]!.shelfId });
    const after = await section('A08');
    expect(after.shelves.map((s) => s.sequenceId)).toEqual(oneToN(pantry.shelves.length - 1));
  });

  it('stores the order sent with UpdateSequence', async () => {
    const snacks = await section('A09');
    const ids = shelfIds(snacks).reverse();
    const items = ids.map((shelfId, index) => ({ shelfId, sequenceId: index + 1 }));
    const body = written(
      await api.call('PUT', '/shelf/UpdateSequence', {
        as: MANAGER,
        body: { sectionId: snacks.sectionId, items },
      }),
    );
    expect(body.orderedIds).toEqual(ids);
  });
});

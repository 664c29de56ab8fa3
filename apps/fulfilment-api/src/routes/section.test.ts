import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, foodSafetyTypeIds, MANAGER, OTHER_ADMIN, sectionsOf, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;
let cooler: number;

beforeAll(async () => {
  api = await startTestApi();
  storeId = (await idsByName(api)).store('Riverside Spoke');
  cooler = (await foodSafetyTypeIds(api, storeId)).get('Cooler')!;
});
afterAll(() => ifStarted(api)?.close());

const sequences = (rows: { sequenceId: number }[]) => rows.map((row) => row.sequenceId);
const oneToN = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

async function createSection(sectionSourceKey: string, extra: Record<string, unknown> = {}) {
  const body = { storeId, sectionSourceKey, foodSafetyTypeId: cooler, preparedItemsMode: 2, ...extra };
  return written(await api.call('POST', '/section', { as: ADMIN, body })).section;
}

describe('merchandise sections', () => {
  it('reads the store’s sections in order, each with its zones and its shelves sorted by sequenceId', async () => {
    const sections = await sectionsOf(api, storeId);
    expect(sections).toHaveLength(12);
    expect(sections[0]).toMatchObject({
      name: 'Aisle 1 – Produce',
      sectionSourceKey: 'A01',
      foodSafetyTypeName: 'Cooler',
      zoneSections: [
        { zoneName: 'Front of Store', zoneId: expect.any(Number) },
        { zoneName: 'Fresh', zoneId: expect.any(Number) },
      ],
    });
    expect(sequences(sections)).toEqual(oneToN(12));
    for (const section of sections)
      expect(sequences(section.shelves)).toEqual(oneToN(section.shelves.length));
  });

  it('reads one section with its zones and shelves, as the store’s list has it', async () => {
    const listed = (await sectionsOf(api, storeId))[0]!;
    const response = await api.call('GET', `/section/${listed.sectionId}`, { as: MANAGER });
    expect(response.statusCode).toBe(200);
    expect(response.json().section).toEqual(listed);
    expect(listed.shelves.length).toBeGreaterThan(0);
  });

  it('reads the store’s sections with their shelf counts in place of their shelves, and the same list version', async () => {
    const emptyId = (await createSection('EMPTY-COUNT')).sectionId;
    const detail = (await api.call('GET', `/section/detail/store/${storeId}`, { as: MANAGER })).json();
    const response = await api.call('GET', `/section/summary/store/${storeId}`, { as: MANAGER });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.listVersion).toBe(detail.listVersion);
    expect(summary.sectionSummaries).toEqual(
      detail.sectionDetails.map(({ shelves, ...section }: { shelves: unknown[] }) => ({
        ...section,
        shelfCount: shelves.length,
      })),
    );
    expect(
      summary.sectionSummaries.find((s: { sectionId: number }) => s.sectionId === emptyId).shelfCount,
    ).toBe(0);
    expect(summary.sectionSummaries.some((s: { shelfCount: number }) => s.shelfCount > 1)).toBe(true);
    await api.call('DELETE', `/section/${emptyId}`, { as: ADMIN });
  });

  it('refuses one section of another client’s store with 403 and no data', async () => {
    const [section] = await sectionsOf(api, storeId);
    const response = await api.call('GET', `/section/${section!.sectionId}`, { as: OTHER_ADMIN });
    expect(response.statusCode).toBe(403);
    expect(response.json().section).toBeUndefined();
  });

  it('creates a section at count + 1, named by its code when no name is given', async () => {
    const before = (await sectionsOf(api, storeId)).length;
    const section = await createSection('B01');
    expect(section).toMatchObject({
      name: 'B01',
      sequenceId: before + 1,
      prepOptionId: 1,
      shelves: [],
      zoneSections: [],
    });
  });

  it('refuses a section without code, food safety type and mode with the spec’s messages', async () => {
    const body = {
      storeId,
      name: 'Nameless',
      sectionSourceKey: ' ',
      foodSafetyTypeId: null,
      preparedItemsMode: null,
    };
    const response = await api.call('POST', '/section', { as: ADMIN, body });
    expect(response.json()).toMatchObject({
      isSuccess: false,
      errors: ['Code field is required', 'Food Safety Type is required', 'Prepared items mode is required'],
    });
  });

  it('answers 400 naming the field for a mode out of range', async () => {
    const body = { storeId, sectionSourceKey: 'Z', foodSafetyTypeId: cooler, preparedItemsMode: 9 };
    const response = await api.call('POST', '/section', { as: ADMIN, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('preparedItemsMode');
  });

  it('changes the prep option of the inheriting shelves only, in the same write', async () => {
    const section = await createSection('B02', { prepOptionId: 1 });
    const shelf = (body: object) =>
      api
        .call('POST', '/shelf', { as: ADMIN, body: { sectionId: section.sectionId, ...body } })
        .then(written);
    const inheriting = (await shelf({ name: 'inherits' })).shelf;
    const own = (await shelf({ name: 'own', preparedItemsMode: 4, prepOptionId: 3 })).shelf;
    expect(inheriting).toMatchObject({ preparedItemsMode: 5, prepOptionId: 1 });

    const change = {
      sectionId: section.sectionId,
      version: section.version,
      sectionSourceKey: 'B02',
      foodSafetyTypeId: cooler,
      preparedItemsMode: 2,
      prepOptionId: 4,
    };
    const body = written(await api.call('PUT', '/section', { as: MANAGER, body: change }));
    expect(body.section).toMatchObject({ prepOptionId: 4, version: section.version + 1 });
    expect(body.updatedShelves).toEqual([
      expect.objectContaining({ shelfId: inheriting.shelfId, prepOptionId: 4, version: 2 }),
    ]);
    const shelves = (
      await api.call('GET', `/shelf/BySectionNoCache/${section.sectionId}`, { as: ADMIN })
    ).json().shelves;
    expect(shelves.find((s: { shelfId: number }) => s.shelfId === own.shelfId)).toMatchObject({
      prepOptionId: 3,
      version: 1,
    });

    const noPrep = written(
      await api.call('PUT', '/section', {
        as: MANAGER,
        body: { ...change, version: 2, preparedItemsMode: 1 },
      }),
    );
    expect(noPrep.section.prepOptionId).toBeNull();
    expect(noPrep.updatedShelves[0]).toMatchObject({ shelfId: inheriting.shelfId, prepOptionId: null });
  });

  it('refuses a stale version with 409 carrying the current section and who changed it', async () => {
    const section = await createSection('B03');
    const change = {
      sectionId: section.sectionId,
      version: 1,
      sectionSourceKey: 'B03',
      foodSafetyTypeId: cooler,
      preparedItemsMode: 2,
    };
    written(await api.call('PUT', '/section', { as: MANAGER, body: { ...change, name: 'First' } }));
    const stale = await api.call('PUT', '/section', { as: ADMIN, body: { ...change, name: 'Second' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      current: { name: 'First', version: 2 },
      changedBy: 'manager@demo.test',
    });
  });

  it('deletes a section with its shelves and renumbers the rest 1..n', async () => {
    const [first] = await sectionsOf(api, storeId);
    const body = written(await api.call('DELETE', `/section/${first!.sectionId}`, { as: ADMIN }));
    expect(body.section).toMatchObject({ sectionId: first!.sectionId, shelves: first!.shelves });
    const after = await sectionsOf(api, storeId);
    expect(after.map((s) => s.sectionId)).not.toContain(first!.sectionId);
    expect(sequences(after)).toEqual(oneToN(after.length));
    expect(
      (await api.call('GET', `/shelf/BySectionNoCache/${first!.sectionId}`, { as: ADMIN })).statusCode,
    ).toBe(404);
  });

  it('moves a section before or after another and answers the store’s full new order', async () => {
    const ids = (await sectionsOf(api, storeId)).map((s) => s.sectionId);
    const move = { storeId, sourceSectionId: ids[0], direction: 'After', targetSectionId: ids[2] };
    const body = written(await api.call('POST', '/section/move', { as: MANAGER, body: move }));
    const expected = [ids[1], ids[2], ids[0], ...ids.slice(3)];
    expect(body.orderedIds).toEqual(expected);
    expect(body.section).toMatchObject({ sectionId: ids[0], sequenceId: 3 });
    const stored = await sectionsOf(api, storeId);
    expect(stored.map((s) => s.sectionId)).toEqual(expected);
    expect(sequences(stored)).toEqual(oneToN(stored.length));
  });

  it('lands two concurrent moves both, with sequences 1..n and no duplicates', async () => {
    const ids = (await sectionsOf(api, storeId)).map((s) => s.sectionId);
    const last = ids[ids.length - 1];
    const [a, b] = await Promise.all([
      api.call('POST', '/section/move', {
        as: ADMIN,
        body: { storeId, sourceSectionId: ids[0], direction: 'After', targetSectionId: last },
      }),
      api.call('POST', '/section/move', {
        as: MANAGER,
        body: { storeId, sourceSectionId: ids[1], direction: 'Before', targetSectionId: ids[3] },
      }),
    ]);
    written(a);
    written(b);
    const stored = await sectionsOf(api, storeId);
    const order = stored.map((s) => s.sectionId);
    expect(order[order.length - 1]).toBe(ids[0]);
    expect(order.indexOf(ids[1]!)).toBe(order.indexOf(ids[3]!) - 1);
    expect(new Set(order).size).toBe(ids.length);
    expect(sequences(stored)).toEqual(oneToN(ids.length));
  });

  it('lands 100 concurrent moves, every section once with sequences 1..n', async () => {
    const ids = (await sectionsOf(api, storeId)).map((s) => s.sectionId);
    // Sources and targets spread over the list, up and down, so the shifted ranges overlap.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        api.call('POST', '/section/move', {
          as: n % 2 ? ADMIN : MANAGER,
          body: {
            storeId,
            sourceSectionId: ids[(n * 7) % ids.length],
            direction: n % 3 ? 'After' : 'Before',
            targetSectionId: ids[(n * 5 + 3) % ids.length],
          },
        }),
      ),
    );
    const bodies = answers.map(written).sort((a, b) => a.listVersion - b.listVersion);
    expect(new Set(bodies.map((body) => body.listVersion)).size).toBe(100);
    const stored = await sectionsOf(api, storeId);
    // The newest answer's order is the stored one: each move saw the order the previous one left.
    expect(bodies.at(-1).orderedIds).toEqual(stored.map((s) => s.sectionId));
    expect(new Set(stored.map((s) => s.sectionId))).toEqual(new Set(ids));
    expect(sequences(stored)).toEqual(oneToN(ids.length));
  });

  it('refuses a move whose target is not a section of the store with 400', async () => {
    const [first] = await sectionsOf(api, storeId);
    const move = { storeId, sourceSectionId: first!.sectionId, direction: 'Before', targetSectionId: 999999 };
    const response = await api.call('POST', '/section/move', { as: ADMIN, body: move });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('target');
  });

  it('refuses a direction other than Before or After with 400 naming the field', async () => {
    const [first, second] = await sectionsOf(api, storeId);
    const move = {
      storeId,
      sourceSectionId: first!.sectionId,
      direction: 'Above',
      targetSectionId: second!.sectionId,
    };
    const response = await api.call('POST', '/section/move', { as: ADMIN, body: move });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('direction');
  });

  it('stores the order sent with UpdateSequence and refuses ids of another store', async () => {
    const ids = (await sectionsOf(api, storeId)).map((s) => s.sectionId).reverse();
    const items = ids.map((sectionId, index) => ({ sectionId, sequenceId: index + 1 }));
    const body = written(
      await api.call('PUT', '/section/UpdateSequence', { as: ADMIN, body: { storeId, items } }),
    );
    expect(body.orderedIds).toEqual(ids);
    const bad = await api.call('PUT', '/section/UpdateSequence', {
      as: ADMIN,
      body: { storeId, items: [{ sectionId: 1, sequenceId: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

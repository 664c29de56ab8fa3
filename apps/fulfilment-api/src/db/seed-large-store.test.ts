import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, sectionsOf } from '../testing/layout.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { seedLargeStore } from './seed-large-store.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;
let seedMillis: number;

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (db) => {
      const started = performance.now();
      storeId = await seedLargeStore(db, { sections: 300, shelvesPerSection: 20 });
      seedMillis = performance.now() - started;
    },
  });
});
afterAll(() => ifStarted(api)?.close());

describe('seedLargeStore', () => {
  it('adds a Demo Grocers store with 300 sections of 20 shelves, contiguous and readable through the API', async () => {
    const stores = (await api.call('GET', '/store', { as: ADMIN })).json<
      { storeId: number; name: string }[]
    >();
    expect(stores.find((s) => s.storeId === storeId)?.name).toBe('Large Store 5 (300×20)');
    const sections = await sectionsOf(api, storeId);
    expect(sections).toHaveLength(300);
    expect(sections.map((s) => s.sequenceId)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(sections.every((s) => s.shelves.length === 20)).toBe(true);
    expect(sections[0]).toMatchObject({ name: 'Aisle 1 – Produce', sectionSourceKey: 'L0001' });
  });

  it('seeds in batches, fast enough to run before every benchmark', () => {
    expect(seedMillis).toBeLessThan(10_000);
  });
});

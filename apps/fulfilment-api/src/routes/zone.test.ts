import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, sectionsOf, SHOPPER, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => api?.close());

interface ZoneDetail {
  zoneId: number;
  name: string;
  zoneSections: { sectionId: number; name: string }[];
  zoneUsers: { userName: string }[];
}

const zones = async (storeId: number) =>
  (await api.call('GET', `/zone/detail/store/${storeId}`, { as: SHOPPER })).json<{
    zoneDetails: ZoneDetail[];
  }>().zoneDetails;

describe('zones of the store layout', () => {
  it('reads the store’s zones with their sections and users', async () => {
    const list = await zones(ids.store('Downtown Hub'));
    expect(list.map((z) => z.name)).toEqual(['Front of Store', 'Grocery', 'Fresh', 'Frozen']);
    expect(list[3]!.zoneSections.map((s) => s.name)).toEqual(['Aisle 7 – Frozen']);
    expect(list[0]!.zoneUsers.map((u) => u.userName)).toContain('shopper@demo.test');
  });

  it('links and unlinks a section and a zone, twice without harm, answering the section’s zones', async () => {
    const storeId = ids.store('Downtown Hub');
    const frozen = (await zones(storeId)).find((z) => z.name === 'Frozen')!;
    const [produce] = await sectionsOf(api, storeId);
    const path = `/zone/${frozen.zoneId}/section/${produce!.sectionId}`;
    for (let time = 0; time < 2; time += 1) {
      const body = written(await api.call('POST', path, { as: MANAGER }));
      expect(body.section.zoneSections.map((z: { zoneName: string }) => z.zoneName)).toEqual([
        'Front of Store',
        'Fresh',
        'Frozen',
      ]);
    }
    for (let time = 0; time < 2; time += 1) {
      const body = written(await api.call('DELETE', path, { as: ADMIN }));
      expect(body.section.zoneSections.map((z: { zoneName: string }) => z.zoneName)).toEqual([
        'Front of Store',
        'Fresh',
      ]);
    }
  });

  it('refuses to link a zone to a section of another store with 400', async () => {
    const [downtownZone] = await zones(ids.store('Downtown Hub'));
    const [riverside] = await sectionsOf(api, ids.store('Riverside Spoke'));
    const response = await api.call('POST', `/zone/${downtownZone!.zoneId}/section/${riverside!.sectionId}`, {
      as: ADMIN,
    });
    expect(response.statusCode).toBe(400);
  });
});

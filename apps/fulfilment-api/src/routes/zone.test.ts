import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, sectionsOf, SHOPPER, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

interface ZoneDetail {
  zoneId: number;
  storeId: number;
  name: string;
  foodSafetyTypeId: number | null;
  version: number;
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

describe('creating, changing and deleting zones', () => {
  const createZone = (as: string, storeId: number, sectionIds: number[], name = 'Bakery') =>
    api.call('POST', '/zone', {
      as,
      body: {
        storeId,
        name,
        foodSafetyTypeId: null,
        zoneSections: sectionIds.map((sectionId) => ({ sectionId })),
      },
    });

  it('creates a zone with its sections, answering responseCode 0, its id and the zone as the list reads it', async () => {
    const storeId = ids.store('Downtown Hub');
    const [first, second] = await sectionsOf(api, storeId);
    const body = written(await createZone(MANAGER, storeId, [first!.sectionId, second!.sectionId]));
    expect(body).toMatchObject({ responseCode: 0, zoneId: expect.any(Number) });
    const listed = (await zones(storeId)).find((zone) => zone.zoneId === body.zoneId);
    expect(body.zone).toEqual(listed);
    expect(body.zone.zoneSections.map((s: { sectionId: number }) => s.sectionId)).toEqual([
      first!.sectionId,
      second!.sectionId,
    ]);
    expect(body.zone).toMatchObject({ name: 'Bakery', version: 1, updatedBy: MANAGER, zoneUsers: [] });
  });

  it('refuses a zone without sections with the spec’s message', async () => {
    const response = await createZone(ADMIN, ids.store('Downtown Hub'), []);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      responseCode: 1,
      errors: ['Please choose at least one section for this zone.'],
    });
  });

  it('refuses sections of another store with 400, and another client’s store with 403', async () => {
    const [riverside] = await sectionsOf(api, ids.store('Riverside Spoke'));
    expect((await createZone(ADMIN, ids.store('Downtown Hub'), [riverside!.sectionId])).statusCode).toBe(400);
    const [downtown] = await sectionsOf(api, ids.store('Downtown Hub'));
    const other = await createZone(OTHER_ADMIN, ids.store('Downtown Hub'), [downtown!.sectionId]);
    expect(other.statusCode).toBe(403);
    expect(other.json()).not.toHaveProperty('zone');
    expect((await createZone(SHOPPER, ids.store('Downtown Hub'), [downtown!.sectionId])).statusCode).toBe(
      403,
    );
  });

  it('renames a zone with a new version, and answers 409 CONFLICT with the stored zone to a stale version', async () => {
    const storeId = ids.store('Downtown Hub');
    const [section] = await sectionsOf(api, storeId);
    const { zone } = written(await createZone(ADMIN, storeId, [section!.sectionId], 'Deli'));
    const update = (as: string, name: string) =>
      api.call('PUT', '/zone', {
        as,
        body: { zoneId: zone.zoneId, storeId, name, foodSafetyTypeId: null, version: zone.version },
      });
    const renamed = written(await update(MANAGER, 'Deli Counter'));
    expect(renamed).toMatchObject({ responseCode: 0, zone: { name: 'Deli Counter', version: 2 } });
    const stale = await update(ADMIN, 'Deli Corner');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      changedBy: MANAGER,
      current: { zoneId: zone.zoneId, name: 'Deli Counter', version: 2 },
    });
    expect((await update(OTHER_ADMIN, 'Mine')).statusCode).toBe(403);
  });

  it('deletes a zone, answering it as it was, and refuses a store the caller does not manage', async () => {
    const storeId = ids.store('Downtown Hub');
    const [section] = await sectionsOf(api, storeId);
    const { zone } = written(await createZone(ADMIN, storeId, [section!.sectionId], 'Seasonal'));
    expect((await api.call('DELETE', `/zone/${zone.zoneId}`, { as: OTHER_ADMIN })).statusCode).toBe(403);
    const body = written(await api.call('DELETE', `/zone/${zone.zoneId}`, { as: MANAGER }));
    expect(body).toMatchObject({ responseCode: 0, zoneId: zone.zoneId, zone: { name: 'Seasonal' } });
    expect((await zones(storeId)).some((z) => z.zoneId === zone.zoneId)).toBe(false);
  });
});

describe('zone users', () => {
  it('adds and removes a user of the store, twice without harm', async () => {
    const storeId = ids.store('Downtown Hub');
    const frozen = (await zones(storeId)).find((z) => z.name === 'Frozen')!;
    const userId = await ids.userId('shopper2.downtown@demo.test');
    const path = `/zone/${frozen.zoneId}/user/${userId}`;
    for (let time = 0; time < 2; time += 1) {
      const body = written(await api.call('POST', path, { as: MANAGER }));
      const members = body.zone.zoneUsers.filter((u: { userId: number }) => u.userId === userId);
      expect(members).toHaveLength(1);
    }
    for (let time = 0; time < 2; time += 1) {
      const body = written(await api.call('DELETE', path, { as: ADMIN }));
      expect(body.zone.zoneUsers.some((u: { userId: number }) => u.userId === userId)).toBe(false);
    }
  });

  it('refuses a user not assigned to the zone’s store with 400, and another client with 403', async () => {
    const [zone] = await zones(ids.store('Downtown Hub'));
    const lakeside = await ids.userId('shopper1.lakeside@demo.test');
    expect((await api.call('POST', `/zone/${zone!.zoneId}/user/${lakeside}`, { as: ADMIN })).statusCode).toBe(
      400,
    );
    const shopper = await ids.userId(SHOPPER);
    expect(
      (await api.call('POST', `/zone/${zone!.zoneId}/user/${shopper}`, { as: OTHER_ADMIN })).statusCode,
    ).toBe(403);
  });
});

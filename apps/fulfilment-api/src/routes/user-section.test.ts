import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, sectionsOf, SHOPPER, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;
let storeId: number;
let beerAndWine: number;
let deli: number;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
  storeId = ids.store('Downtown Hub');
  const sections = await sectionsOf(api, storeId);
  beerAndWine = sections.find((s) => s.sectionSourceKey === 'A11')!.sectionId;
  deli = sections.find((s) => s.sectionSourceKey === 'A05')!.sectionId;
});
afterAll(() => ifStarted(api)?.close());

interface SectionUser {
  id: number;
  userName: string;
  enabled: boolean;
}

const enabledOf = (users: SectionUser[]) => users.filter((u) => u.enabled).map((u) => u.userName);

describe('shopper restrictions and prepper opt-ins', () => {
  it('lists the store’s shoppers with whether each is restricted from the section', async () => {
    const response = await api.call(
      'GET',
      `/user/GetSectionsByStoreIdAndSectionId/${storeId}/${beerAndWine}`,
      { as: MANAGER },
    );
    const users: SectionUser[] = response.json().users;
    expect(users.map((u) => u.userName)).toContain('lead@demo.test');
    expect(users.map((u) => u.userName)).not.toContain('manager@demo.test');
    expect(enabledOf(users)).toEqual(['shopper1.downtown@demo.test']);
  });

  it('restricts a shopper with allowed false and lifts it with allowed true', async () => {
    const userId = await ids.userId(SHOPPER);
    const set = (allowed: boolean) =>
      api.call('POST', '/user/SetRestriction', {
        as: MANAGER,
        body: { storeId, userId, sectionId: beerAndWine, allowed },
      });
    expect(written(await set(false)).user).toMatchObject({
      id: userId,
      sectionId: beerAndWine,
      enabled: true,
    });
    const read = async () =>
      enabledOf(
        (
          await api.call('GET', `/user/GetSectionsByStoreIdAndSectionId/${storeId}/${beerAndWine}`, {
            as: ADMIN,
          })
        ).json().users,
      );
    expect(await read()).toContain('shopper@demo.test');
    expect(written(await set(true)).user.enabled).toBe(false);
    expect(await read()).not.toContain('shopper@demo.test');
  });

  it('lists the store’s preppers with their opt-ins and opts one out and in again', async () => {
    const path = `/user/GetPrepperOptInsByStoreIdAndSectionId/${storeId}/${deli}`;
    expect((await api.call('GET', path, { as: ADMIN })).json().users).toEqual([
      {
        id: await ids.userId('prep@demo.test'),
        userName: 'prep@demo.test',
        fullName: 'Pat Prepper',
        role: 'preparedItemWorker',
        sectionId: deli,
        enabled: true,
      },
    ]);
    const userId = await ids.userId('prep@demo.test');
    const set = (allowed: boolean) =>
      api.call('POST', '/user/SetPrepper', {
        as: ADMIN,
        body: { storeId, userId, sectionId: deli, allowed },
      });
    expect(written(await set(false)).user.enabled).toBe(false);
    expect(written(await set(true)).user.enabled).toBe(true);
  });

  it('refuses to restrict a user who is not a shopper of the store with 400', async () => {
    const userId = await ids.userId(MANAGER);
    const response = await api.call('POST', '/user/SetRestriction', {
      as: ADMIN,
      body: { storeId, userId, sectionId: beerAndWine, allowed: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('userId');
  });

  it('refuses a shopper to change restrictions and another client’s admin to read them', async () => {
    const userId = await ids.userId(SHOPPER);
    const body = { storeId, userId, sectionId: beerAndWine, allowed: false };
    expect((await api.call('POST', '/user/SetRestriction', { as: SHOPPER, body })).statusCode).toBe(403);
    const read = await api.call('GET', `/user/GetSectionsByStoreIdAndSectionId/${storeId}/${beerAndWine}`, {
      as: OTHER_ADMIN,
    });
    expect(read.statusCode).toBe(403);
  });

  it('lists a user’s sections at a store with their restriction and prep opt-in', async () => {
    const shopper = await ids.userId('shopper1.downtown@demo.test');
    const response = await api.call('GET', `/user/GetSectionsByStoreIdAndUserId/${storeId}/${shopper}`, {
      as: MANAGER,
    });
    expect(response.statusCode).toBe(200);
    const sections: { sectionId: number; isCurrentUserRestricted: boolean }[] = response.json().sections;
    expect(sections.map((s) => s.sectionId)).toEqual(
      (await sectionsOf(api, storeId)).map((s) => s.sectionId),
    );
    expect(sections.find((s) => s.sectionId === beerAndWine)).toMatchObject({
      storeId,
      isCurrentUserRestricted: true,
      isCurrentUserPrepUserOptIn: false,
    });
    expect(sections.filter((s) => s.isCurrentUserRestricted)).toHaveLength(1);

    const prep = await ids.userId('prep@demo.test');
    const prepSections = (
      await api.call('GET', `/user/GetSectionsByStoreIdAndUserId/${storeId}/${prep}`, { as: ADMIN })
    ).json().sections;
    expect(prepSections.find((s: { sectionId: number }) => s.sectionId === deli)).toMatchObject({
      isCurrentUserRestricted: false,
      isCurrentUserPrepUserOptIn: true,
    });
  });

  it('refuses another client’s admin with 403 and answers 404 for a user not of the store', async () => {
    const shopper = await ids.userId('shopper1.downtown@demo.test');
    const path = `/user/GetSectionsByStoreIdAndUserId/${storeId}/${shopper}`;
    expect((await api.call('GET', path, { as: OTHER_ADMIN })).statusCode).toBe(403);
    const lakeside = await ids.userId('shopper1.lakeside@demo.test');
    const notHere = await api.call('GET', `/user/GetSectionsByStoreIdAndUserId/${storeId}/${lakeside}`, {
      as: ADMIN,
    });
    expect(notHere.statusCode).toBe(404);
  });

  it('lists the shoppers of a client with their stores, and refuses another client’s admin', async () => {
    const clientId = ids.client('Demo Grocers');
    const response = await api.call('GET', `/user/ShoppersByClient/${clientId}`, { as: ADMIN });
    const shoppers = response.json();
    expect(shoppers).toHaveLength(9);
    expect(shoppers.find((s: { userName: string }) => s.userName === 'shopper@demo.test')).toMatchObject({
      fullName: 'Shay Shopper',
      role: 'shopper',
      stores: [{ clientId, storeId, name: 'Downtown Hub' }],
    });
    expect(
      (await api.call('GET', `/user/ShoppersByClient/${clientId}`, { as: OTHER_ADMIN })).statusCode,
    ).toBe(403);
    const manager = (await api.call('GET', `/user/ShoppersByClient/${clientId}`, { as: MANAGER })).json();
    expect(
      manager.every((s: { stores: { name: string }[] }) =>
        s.stores.some((st) => st.name !== 'Lakeside Market'),
      ),
    ).toBe(true);
    expect(manager.map((s: { userName: string }) => s.userName)).not.toContain('shopper1.lakeside@demo.test');
  });
});

import { ifStarted } from '@fulfil/test-fixtures';
import type { HistoryEntry } from '@fulfil/rest-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createSection as newSection,
  foodSafetyTypeIds,
  LEAD,
  MANAGER,
  OTHER_ADMIN,
  SHOPPER,
  SYSADMIN,
  written,
} from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;
let storeId: number;
let clientId: number;
let cooler: number;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
  storeId = ids.store('Downtown Hub');
  clientId = ids.client('Demo Grocers');
  cooler = (await foodSafetyTypeIds(api, storeId)).get('Cooler')!;
});
afterAll(() => ifStarted(api)?.close());

async function history(query: Record<string, string | number>, as = SYSADMIN) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  const response = await api.call('GET', `/history?${search}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: HistoryEntry[]; hasMore: boolean; page: number; pageSize: number }>();
}

/** The newest entry's id in the store, to read what a write adds after it. */
const mark = async () => BigInt((await history({ storeId, pageSize: 1 })).entries[0]?.historyId ?? 0);
const storeEntriesAfter = async (since: bigint) =>
  (await history({ storeId, pageSize: 200 })).entries.filter((entry) => BigInt(entry.historyId) > since);

/** The entries of one row, oldest first. */
const entriesOf = async (entityType: string, entityId: number | string) =>
  (await history({ entityType, entityId: String(entityId) })).entries.reverse();

const createSection = (sectionSourceKey: string) =>
  newSection(api, { storeId, foodSafetyTypeId: cooler }, sectionSourceKey);

describe('recording every write through the API', () => {
  it('records a created section once, with its fields, who made it, its store and client', async () => {
    const section = await createSection('H01');
    const [entry, ...more] = await entriesOf('Section', section.sectionId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'created',
      storeId,
      clientId,
      actorUserId: await ids.userId(ADMIN),
      actorApiKeyId: null,
      via: 'portal',
      changes: {
        name: { before: null, after: 'H01' },
        sectionSourceKey: { before: null, after: 'H01' },
        foodSafetyTypeId: { before: null, after: cooler },
      },
    });
    expect(new Date(entry!.recordedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Bookkeeping is the row's, not a change: version, position, updated by/at.
    expect(Object.keys(entry!.changes)).not.toEqual(expect.arrayContaining(['version']));
    expect(entry!.changes.sequenceId).toBeUndefined();
  });

  it('records an update with only the fields that changed, before and after', async () => {
    const section = await createSection('H02');
    const body = { ...section, name: 'Dairy', version: section.version };
    written(await api.call('PUT', '/section', { as: MANAGER, body }));
    const [, updated] = await entriesOf('Section', section.sectionId);
    expect(updated).toMatchObject({
      action: 'updated',
      actorUserId: await ids.userId(MANAGER),
      changes: { name: { before: 'H02', after: 'Dairy' } },
    });
    expect(Object.keys(updated!.changes)).toEqual(['name']);
  });

  it('records nothing for a write that was refused (a stale version)', async () => {
    const section = await createSection('H03');
    written(await api.call('PUT', '/section', { as: ADMIN, body: { ...section, name: 'First' } }));
    const stale = await api.call('PUT', '/section', { as: ADMIN, body: { ...section, name: 'Second' } });
    expect(stale.statusCode).toBe(409);
    expect((await entriesOf('Section', section.sectionId)).map((entry) => entry.action)).toEqual([
      'created',
      'updated',
    ]);
  });

  it('records a move once, from where to where, and not the rows it shifted', async () => {
    const sections = (await api.call('GET', `/section/detail/store/${storeId}`, { as: ADMIN })).json()
      .sectionDetails as { sectionId: number }[];
    const [first, , third] = sections;
    const since = await mark();
    const body = {
      storeId,
      sourceSectionId: third!.sectionId,
      direction: 'Before',
      targetSectionId: first!.sectionId,
    };
    written(await api.call('POST', '/section/move', { as: ADMIN, body }));
    const entries = await storeEntriesAfter(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'moved',
      entityType: 'Section',
      entityId: String(third!.sectionId),
      changes: { position: { before: 3, after: 1 } },
    });
  });

  it('records a whole-list reorder as the moves of the rows that moved', async () => {
    const read = async () =>
      (await api.call('GET', `/section/detail/store/${storeId}`, { as: ADMIN })).json().sectionDetails as {
        sectionId: number;
      }[];
    const order = (await read()).map((row) => row.sectionId);
    // The last section dragged to the top: one move, whatever the list's length.
    const wanted = [order.at(-1)!, ...order.slice(0, -1)];
    const since = await mark();
    const items = wanted.map((sectionId, index) => ({ sectionId, sequenceId: index + 1 }));
    const response = await api.call('PUT', '/section/UpdateSequence', {
      as: ADMIN,
      body: { storeId, items },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await storeEntriesAfter(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'moved',
      entityId: String(order.at(-1)),
      changes: { position: { before: order.length, after: 1 } },
    });
  });

  it('records a deleted section once, not the shelves its deletion removed with it', async () => {
    const section = await createSection('H04');
    const shelf = written(
      await api.call('POST', '/shelf', {
        as: ADMIN,
        body: { sectionId: section.sectionId, name: 'Top', preparedItemsMode: 2 },
      }),
    ).shelf;
    const removed = await api.call('DELETE', `/section/${section.sectionId}`, { as: ADMIN });
    expect(removed.statusCode, removed.body).toBe(200);
    const entries = await entriesOf('Section', section.sectionId);
    expect(entries.at(-1)).toMatchObject({
      action: 'deleted',
      changes: { name: { before: 'H04', after: null } },
    });
    expect((await entriesOf('Shelf', shelf.shelfId)).map((entry) => entry.action)).toEqual(['created']);
  });

  it('names each write’s own author when several people write at once', async () => {
    const people = [ADMIN, MANAGER, SYSADMIN, ADMIN, MANAGER, SYSADMIN];
    const sections = await Promise.all(
      people.map(async (as, index) => {
        const body = {
          storeId,
          sectionSourceKey: `P${index}`,
          foodSafetyTypeId: cooler,
          preparedItemsMode: 2,
        };
        return written(await api.call('POST', '/section', { as, body })).section.sectionId as number;
      }),
    );
    for (const [index, sectionId] of sections.entries()) {
      const [entry] = await entriesOf('Section', sectionId);
      expect(entry!.actorUserId).toBe(await ids.userId(people[index]!));
    }
  });

  it('records an API key’s writes as the key’s, through an integration', async () => {
    const key = written(
      await api.call('POST', '/apikey', { as: ADMIN, body: { clientId, name: 'Sync', role: 'clientAdmin' } }),
    );
    const body = { storeId, sectionSourceKey: 'H05', foodSafetyTypeId: cooler, preparedItemsMode: 2 };
    const response = await api.app.inject({
      method: 'POST',
      url: '/section',
      headers: { authorization: `Bearer ${key.secret}` },
      payload: body,
    });
    const section = written(response).section;
    const [entry] = await entriesOf('Section', section.sectionId);
    expect(entry).toMatchObject({
      actorUserId: null,
      actorApiKeyId: key.apiKey.apiKeyId,
      actorName: 'API key Sync',
      via: 'integration',
    });
  });
});

describe('secrets are recorded as changed, never their values', () => {
  it('keeps a delivery provider’s credentials and an integration’s auth options out', async () => {
    const delivery = {
      storeId,
      providerId: 3,
      providerEndpointUri: 'https://doordash.test/api',
      providerEndpointAuthInfo: 'secret-credential-1',
      notificationTypeId: 1,
    };
    const provider = written(
      await api.call('POST', '/store/StoreDeliveryProvider', { as: ADMIN, body: delivery }),
    );
    const integration = written(
      await api.call('POST', '/clientintegrations/create', {
        as: ADMIN,
        body: {
          clientId,
          providerId: 2,
          name: 'POS',
          status: true,
          authOptions: [{ key: 'apiKey', value: 'secret-option-2' }],
        },
      }),
    );
    const [providerEntry] = await entriesOf('StoreDeliveryProvider', provider.storeDeliveryProviderId);
    expect(providerEntry!.changes.providerEndpointAuthInfo).toBe('changed');
    expect(providerEntry!.changes.providerEndpointUri).toEqual({
      before: null,
      after: 'https://doordash.test/api',
    });
    const [integrationEntry] = await entriesOf('Integration', integration.integrationId);
    expect(integrationEntry!.changes.authOptions).toBe('changed');
    const everything = JSON.stringify((await history({ pageSize: 200 })).entries);
    expect(everything).not.toContain('secret-credential-1');
    expect(everything).not.toContain('secret-option-2');
  });

  it('keeps passwords and API key hashes out, uploads included', async () => {
    const user = written(
      await api.call('POST', '/user/detail/Create', {
        as: ADMIN,
        body: {
          userName: 'hist@demo.test',
          emailAddress: 'hist@demo.test',
          password: 'secret-password-3',
          client: clientId,
          role: 'shopper',
        },
      }),
    ).user;
    const [created] = await entriesOf('User', user.id);
    expect(created).toMatchObject({ action: 'created', changes: { passwordHash: 'changed' } });
    const uploaded = await api.call('POST', '/upload/users', {
      as: ADMIN,
      body: {
        clientId,
        fileName: 'users.xlsx',
        data: [
          {
            firstName: 'Ada',
            lastName: 'Lovelace',
            username: 'ada@history.test',
            password: 'secret-password-4',
            email: 'ada@history.test',
            role: 'shopper',
            storeLocation: 'DG-0101',
            isForcedLabelScan: 'TRUE',
            isForcedScanDuringCarryout: 'FALSE',
          },
        ],
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { entries } = await history({ entityType: 'User', actorUserId: await ids.userId(ADMIN) });
    expect(entries[0]).toMatchObject({
      action: 'uploaded',
      via: 'upload',
      changes: { userName: { after: 'ada@history.test' }, passwordHash: 'changed' },
    });
    const key = written(
      await api.call('POST', '/apikey', {
        as: ADMIN,
        body: { clientId, name: 'Hidden', role: 'clientAdmin' },
      }),
    );
    const [keyEntry] = await entriesOf('ApiKey', key.apiKey.apiKeyId);
    expect(keyEntry!.changes.keyHash).toBe('changed');
    const everything = JSON.stringify((await history({ pageSize: 200 })).entries);
    for (const secret of ['secret-password-3', 'secret-password-4', key.secret, '$2']) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('reading the history as the rows are read', () => {
  it('gives a shopper and a lead shopper the layout of their store, not its settings or other stores', async () => {
    for (const person of [SHOPPER, LEAD]) {
      const { entries } = await history({ pageSize: 200 }, person);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.storeId).toBe(storeId);
        expect([
          'Section',
          'Shelf',
          'Zone',
          'StagingSection',
          'StagingShelf',
          'ItemCategory',
          'FoodSafetyType',
        ]).toContain(entry.entityType);
      }
      const secrets = await history({ entityType: 'StoreDeliveryProvider' }, person);
      expect(secrets.entries).toEqual([]);
    }
  });

  it('refuses another client’s admin the store and the client with 403, and gives it none of their entries', async () => {
    for (const query of [`storeId=${storeId}`, `clientId=${clientId}`]) {
      const response = await api.call('GET', `/history?${query}`, { as: OTHER_ADMIN });
      expect(response.statusCode).toBe(403);
      expect(response.json().entries).toBeUndefined();
    }
    const own = await history({ pageSize: 200 }, OTHER_ADMIN);
    expect(own.entries.filter((entry) => entry.clientId === clientId)).toEqual([]);
  });

  it('filters by person and time and pages newest first', async () => {
    const manager = await ids.userId(MANAGER);
    const byManager = await history({ actorUserId: manager });
    expect(byManager.entries.length).toBeGreaterThan(0);
    expect(byManager.entries.every((entry) => entry.actorUserId === manager)).toBe(true);
    expect((await history({ from: new Date(Date.now() + 60_000).toISOString() })).entries).toEqual([]);

    const first = await history({ storeId, pageSize: 2 });
    const second = await history({ storeId, pageSize: 2, page: 2 });
    expect(first.hasMore).toBe(true);
    const times = [...first.entries, ...second.entries].map((entry) => entry.recordedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(second.entries[0]!.historyId).not.toBe(first.entries[1]!.historyId);
  });

  it('answers 400 naming a bad filter', async () => {
    const response = await api.call('GET', '/history?from=yesterday', { as: ADMIN });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/from/);
  });
});

describe('one entry per change: a row’s links are fields of its own entry', () => {
  /** The store's entries since `since`, each as entity type, id and action with its changes. */
  const changesSince = async (since: bigint) =>
    (await storeEntriesAfter(since)).map(({ entityType, entityId, action, changes }) => ({
      entityType,
      entityId,
      action,
      changes,
    }));

  it('records a zone made with its sections, then its people and sections, as the zone’s entries', async () => {
    const [first, second] = (await api.call('GET', `/section/detail/store/${storeId}`, { as: ADMIN })).json()
      .sectionDetails as { sectionId: number }[];
    const [a, b] = [first!.sectionId, second!.sectionId].sort((x, y) => x - y);
    let since = await mark();
    const body = {
      storeId,
      name: 'History zone',
      foodSafetyTypeId: null,
      zoneSections: [{ sectionId: b }, { sectionId: a }],
    };
    const { zoneId } = written(await api.call('POST', '/zone', { as: ADMIN, body }));
    expect(await changesSince(since)).toEqual([
      {
        entityType: 'Zone',
        entityId: String(zoneId),
        action: 'created',
        changes: expect.objectContaining({
          name: { before: null, after: 'History zone' },
          sectionIds: { before: [], after: [a, b] },
        }),
      },
    ]);

    const shopper = await ids.userId(SHOPPER);
    since = await mark();
    written(await api.call('POST', `/zone/${zoneId}/user/${shopper}`, { as: ADMIN }));
    written(await api.call('DELETE', `/zone/${zoneId}/section/${a}`, { as: ADMIN }));
    expect(await changesSince(since)).toEqual([
      {
        entityType: 'Zone',
        entityId: String(zoneId),
        action: 'updated',
        changes: { sectionIds: { before: [a, b], after: [b] } },
      },
      {
        entityType: 'Zone',
        entityId: String(zoneId),
        action: 'updated',
        changes: { userIds: { before: [], after: [shopper] } },
      },
    ]);
  });

  it('records a user’s new stores as the user’s entry, and a section’s restricted shopper as the section’s', async () => {
    const shopper = await ids.userId(SHOPPER);
    const before = (await api.call('GET', `/user/stores/${shopper}`, { as: ADMIN })).json() as
      { storeId: number }[] | { stores: { storeId: number }[] };
    const stores = (Array.isArray(before) ? before : before.stores).map((store) => store.storeId);
    // Riverside Spoke assigned or unassigned, whichever changes the list.
    const riverside = ids.store('Riverside Spoke');
    const after = stores.includes(riverside)
      ? stores.filter((id) => id !== riverside)
      : [...stores, riverside];
    const since = await entriesOf('User', shopper);
    written(
      await api.call('PUT', '/user/UpdateStores', {
        as: ADMIN,
        body: { userId: shopper, stores: after.map((id) => ({ storeId: id })) },
      }),
    );
    const sorted = (list: number[]) => [...list].sort((x, y) => x - y);
    const entries = await entriesOf('User', shopper);
    expect(entries.slice(since.length)).toEqual([
      expect.objectContaining({
        action: 'updated',
        changes: { storeIds: { before: sorted(stores), after: sorted(after) } },
      }),
    ]);
    expect((await history({ entityType: 'UserStore' })).entries).toEqual([]);

    const section = await createSection('H06');
    written(
      await api.call('POST', '/user/SetRestriction', {
        as: ADMIN,
        body: { storeId, userId: shopper, sectionId: section.sectionId, allowed: false },
      }),
    );
    expect((await entriesOf('Section', section.sectionId)).at(-1)).toMatchObject({
      action: 'updated',
      changes: { restrictedUserIds: { before: [], after: [shopper] } },
    });
  });

  it('records a retried hand-off to the point of sale under its order, in its store', async () => {
    const { orders } = (
      await api.call('GET', `/orderStatusHistory/pos/store/${storeId}`, { as: ADMIN })
    ).json<{
      orders: { orderId: number; posCompleteDate: string | null }[];
    }>();
    const order = orders.find((row) => row.posCompleteDate === null)!;
    const since = await mark();
    const response = await api.call('PUT', '/orderStatusHistory/createInFile/', {
      as: ADMIN,
      body: { storeId, orderId: order.orderId },
    });
    expect(response.json().isSuccess, response.body).toBe(true);
    expect(await changesSince(since)).toEqual([
      {
        entityType: 'PosHandOff',
        entityId: String(order.orderId),
        action: 'created',
        changes: expect.objectContaining({ infileSentDate: { before: null, after: expect.any(String) } }),
      },
    ]);
  });
});

describe('the history of a deleted store', () => {
  it('stays readable by whoever reads its client, and is refused to another client as a live store is', async () => {
    const created = written(
      await api.call('POST', '/store/Create', {
        as: ADMIN,
        body: { clientId, name: 'Gone Soon', storeTypeId: 3 },
      }),
    ).store;
    const removed = await api.call('PUT', '/store/Delete', { as: ADMIN, body: { storeId: created.storeId } });
    expect(removed.json()).toEqual({ isSuccess: true, errors: [] });

    const { entries } = await history({ storeId: created.storeId }, ADMIN);
    expect(entries.map((entry) => [entry.entityType, entry.action])).toContainEqual(['Store', 'deleted']);
    expect(entries.every((entry) => entry.storeId === created.storeId)).toBe(true);

    const refused = await api.call('GET', `/history?storeId=${created.storeId}`, { as: OTHER_ADMIN });
    expect(refused.statusCode).toBe(403);
    const live = await api.call('GET', `/history?storeId=${storeId}`, { as: OTHER_ADMIN });
    expect(live.statusCode).toBe(403);
    expect((await api.call('GET', '/history?storeId=999999', { as: ADMIN })).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startStackFor, type LiveSubscription, type SignedInStack } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: SignedInStack;
let clientadmin: string;
let sysadmin: string;
let clientId: string;
let hubId: string;
let watcher: LiveSubscription;

const run = (query: string, variables: Record<string, unknown>, token = clientadmin) =>
  stack.run(query, variables, token);

const STORE = 'id name storeType parentStoreId timeZoneName stateProvince version updatedBy';
const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on StoreChanged { scope actor { userName } store { ${STORE} } }
    ... on StoreDeleted { storeId }
  }
}`;
const CREATE = `mutation ($c: ID!, $input: StoreInput!, $copy: StoreCopyInput) {
  createStore(clientId: $c, input: $input, copyFrom: $copy) { store { ${STORE} } errors { field message } } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: StoreInput!) {
  updateStore(id: $id, version: $version, input: $input) { store { ${STORE} } errors { field message } } }`;
const DELETE = 'mutation ($id: ID!) { deleteStore(id: $id) { deletedId errors { field message } } }';

const storeName = () => `Store ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  [sysadmin, clientadmin] = (stack = await startStackFor([
    'sysadmin@demo.test',
    'clientadmin@demo.test',
  ])).tokens;
  clientId = (await run('{ clients(search: "Demo Grocers") { id } }', {})).clients[0].id;
  const { stores } = await run('query ($c: ID) { stores(clientId: $c) { id name } }', { c: clientId });
  hubId = stores.find((store: { name: string }) => store.name === 'Downtown Hub').id;
  watcher = await stack.subscribe(clientadmin, CLIENT_EVENTS, { clientId });
});

afterAll(() => ifStarted(stack)?.close());

describe('stores', () => {
  it('lists time zones with abbreviation, offset and windows id', async () => {
    const { timeZones } = await run('{ timeZones { abbreviation offSet windowsId } }', {});
    expect(timeZones).toContainEqual({
      abbreviation: 'US/Pacific',
      offSet: '(UTC-08:00)',
      windowsId: 'Pacific Standard Time',
    });
  });

  it('links copied delivery settings from the new store, disabled until someone enables them', async () => {
    const { stores } = await run('query ($c: ID) { stores(clientId: $c) { id name } }', { c: clientId });
    const riverside = stores.find((store: { name: string }) => store.name === 'Riverside Spoke').id;
    const { createStore } = await run(
      `mutation ($c: ID!, $input: StoreInput!, $copy: StoreCopyInput) {
        createStore(clientId: $c, input: $input, copyFrom: $copy) {
          store { storeDeliveryProviderId storeDeliveryProviderEnabled } errors { message } } }`,
      {
        c: clientId,
        input: { name: storeName(), storeType: 'STANDALONE' },
        copy: { storeId: riverside, data: ['DELIVERY_SETTINGS'] },
      },
    );
    expect(createStore).toEqual({
      store: { storeDeliveryProviderId: expect.any(String), storeDeliveryProviderEnabled: false },
      errors: [],
    });
  });

  it("refuses a store without a type with 'Store Type Invalid', storing nothing", async () => {
    const name = storeName();
    const answer = (await run(CREATE, { c: clientId, input: { name } })).createStore;
    expect(answer).toEqual({ store: null, errors: [{ field: 'storeType', message: 'Store Type Invalid' }] });
    const { stores } = await run('query ($c: ID) { stores(clientId: $c) { name } }', { c: clientId });
    expect(stores).not.toContainEqual({ name });
  });

  it('creates a spoke copying zones from its hub and tells the client’s subscribers who did it', async () => {
    const name = storeName();
    const answer = (
      await run(CREATE, {
        c: clientId,
        input: { name, storeType: 'SPOKE', parentStoreId: hubId, stateProvince: 'NJ' },
        copy: { storeId: hubId, data: ['FOOD_SAFETY_TYPES', 'ZONES'] },
      })
    ).createStore;
    expect(answer).toMatchObject({
      store: {
        name,
        storeType: 'SPOKE',
        parentStoreId: hubId,
        timeZoneName: 'US Eastern Standard Time',
        version: 1,
      },
      errors: [],
    });
    const event = await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'StoreChanged' && data.clientEvents.store.id === answer.store.id,
    );
    expect(event.clientEvents).toMatchObject({
      scope: `client:${clientId}`,
      actor: { userName: 'clientadmin@demo.test' },
    });
    const zones = async (storeId: string) =>
      (await run('query ($s: ID!) { zones(storeId: $s) { name } }', { s: storeId })).zones
        .map((zone: { name: string }) => zone.name)
        .sort();
    expect(await zones(answer.store.id)).toEqual(await zones(hubId));
  });

  it('changes a store, refuses a stale version with CONFLICT and who changed it, and deletes it', async () => {
    const created = (
      await run(CREATE, { c: clientId, input: { name: storeName(), storeType: 'STANDALONE' } })
    ).createStore.store;
    const input = { name: `${created.name} East`, storeType: 'HUB', timeZoneName: 'US/Central' };
    const updated = (await run(UPDATE, { id: created.id, version: 1, input })).updateStore;
    expect(updated.store).toMatchObject({
      name: input.name,
      storeType: 'HUB',
      timeZoneName: 'US/Central',
      version: 2,
    });

    const stale = await execute(stack.url, UPDATE, { id: created.id, version: 1, input }, sysadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: created.id, name: input.name, version: 2 },
      changedBy: 'clientadmin@demo.test',
    });

    expect((await run(DELETE, { id: created.id })).deleteStore).toEqual({
      deletedId: created.id,
      errors: [],
    });
    await watcher.waitFor(
      (data) => data.clientEvents.__typename === 'StoreDeleted' && data.clientEvents.storeId === created.id,
    );
  });

  it('answers a refused delete with one error per reason', async () => {
    const { deleteStore } = await run(DELETE, { id: hubId });
    expect(deleteStore.deletedId).toBeNull();
    expect(deleteStore.errors.map((error: { message: string }) => error.message)).toEqual([
      expect.stringMatching(/^Store has \d+ assigned users; unassign them first\.$/),
      expect.stringMatching(/^Store is the parent of \d+ spoke stores?; move them first\.$/),
    ]);
  });
});

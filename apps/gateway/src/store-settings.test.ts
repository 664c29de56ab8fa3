import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startStackFor, type LiveSubscription, type SignedInStack } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: SignedInStack;
let clientadmin: string;
let manager: string;
let watcher: LiveSubscription;
const STORE = '1';

const run = (query: string, variables: Record<string, unknown>, token = clientadmin) =>
  stack.run(query, variables, token);

const SETTINGS_EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on StoreDeliveryProviderChanged { actor { userName } storeDelivery { enabled provider { providerName version } } }
    ... on StoreAttributeChanged { storeAttribute { id name webHooks { name url } } }
    ... on StoreAttributeDeleted { storeAttributeId }
  }
}`;

beforeAll(async () => {
  [clientadmin, manager] = (stack = await startStackFor([
    'clientadmin@demo.test',
    'manager@demo.test',
  ])).tokens;
  watcher = await stack.subscribe(manager, SETTINGS_EVENTS, { storeId: STORE });
});

afterAll(() => ifStarted(stack)?.close());

const DELIVERY =
  'storeDelivery { storeId enabled provider { id providerId providerName notificationTypeName notificationMinutesBeforePromiseTime notificationEmail version } } errors { field message }';
const SAVE = `mutation ($s: ID!, $id: ID, $version: Int, $input: StoreDeliveryProviderInput!) {
  saveStoreDeliveryProvider(storeId: $s, id: $id, version: $version, input: $input) { ${DELIVERY} } }`;
const ENABLE = `mutation ($s: ID!, $enabled: Boolean!) { setStoreDeliveryEnabled(storeId: $s, enabled: $enabled) { ${DELIVERY} } }`;

const generic = {
  providerId: 1,
  providerEndpointUri: 'https://csv.demo.test/deliveries',
  providerEndpointAuthInfo: 'token',
  notificationTypeId: 2,
  notificationMinutesBeforePromiseTime: 120,
  notificationEmail: 'ops@demo.test, night@demo.test',
};

describe('store delivery provider', () => {
  it('refuses an invalid notification e-mail list before anything is saved', async () => {
    const answer = (await run(SAVE, { s: STORE, input: { ...generic, notificationEmail: 'ops@demo' } }))
      .saveStoreDeliveryProvider;
    expect(answer).toEqual({
      storeDelivery: null,
      errors: [{ field: 'input', message: 'Please enter one or more email addresses separated by commas.' }],
    });
    const { storeDelivery } = await run(
      'query ($s: ID!) { storeDelivery(storeId: $s) { provider { id } } }',
      {
        s: STORE,
      },
    );
    expect(storeDelivery.provider).toBeNull();
  });

  it('creates, enables and updates the settings, each change delivered, and answers CONFLICT on a stale version', async () => {
    const created = (await run(SAVE, { s: STORE, input: generic })).saveStoreDeliveryProvider;
    expect(created.storeDelivery).toMatchObject({
      storeId: STORE,
      enabled: false,
      provider: {
        providerName: 'Generic',
        notificationTypeName: 'Time Based',
        notificationMinutesBeforePromiseTime: 120,
        version: 1,
      },
    });
    await watcher.waitFor(
      (data) =>
        data.storeEvents.__typename === 'StoreDeliveryProviderChanged' &&
        data.storeEvents.storeDelivery.provider?.version === 1,
    );

    const enabled = (await run(ENABLE, { s: STORE, enabled: true })).setStoreDeliveryEnabled;
    expect(enabled.storeDelivery.enabled).toBe(true);
    await watcher.waitFor((data) => data.storeEvents.storeDelivery?.enabled === true);

    const id = created.storeDelivery.provider.id;
    const doorDash = {
      ...generic,
      providerId: 3,
      notificationTypeId: 1,
      notificationMinutesBeforePromiseTime: 0,
    };
    const updated = (await run(SAVE, { s: STORE, id, version: 1, input: doorDash }, manager))
      .saveStoreDeliveryProvider;
    expect(updated.storeDelivery.provider).toMatchObject({ providerName: 'DoorDash', version: 2 });

    const stale = await execute(stack.url, SAVE, { s: STORE, id, version: 1, input: generic }, clientadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id, providerName: 'DoorDash', version: 2 },
      changedBy: 'manager@demo.test',
    });
  });
});

const ATTRIBUTE = 'storeAttribute { id name value version webHooks { name url } } errors { field message }';

describe('store attributes', () => {
  it("refuses a value that fails its type with 'The value of the ... Attribute is incorrect.'", async () => {
    const answer = (
      await run(
        `mutation ($s: ID!, $input: StoreAttributeInput!) { createStoreAttribute(storeId: $s, input: $input) { ${ATTRIBUTE} } }`,
        { s: STORE, input: { name: 'WebHookUrl', value: 'not a url' } },
      )
    ).createStoreAttribute;
    expect(answer.storeAttribute).toBeNull();
    expect(answer.errors[0].message).toMatch(/^The value of the 'WebHookUrl' Attribute is incorrect\. /);
  });

  it('creates a web hook attribute with its entries, then deletes it, each change delivered', async () => {
    const value = JSON.stringify([{ name: 'Orders', url: 'https://hooks.demo.test/orders' }]);
    const created = (
      await run(
        `mutation ($s: ID!, $input: StoreAttributeInput!) { createStoreAttribute(storeId: $s, input: $input) { ${ATTRIBUTE} } }`,
        { s: STORE, input: { name: 'WebHookUrl', value } },
      )
    ).createStoreAttribute;
    expect(created.storeAttribute.webHooks).toEqual([
      { name: 'Orders', url: 'https://hooks.demo.test/orders' },
    ]);
    await watcher.waitFor((data) => data.storeEvents.storeAttribute?.id === created.storeAttribute.id);

    const deleted = await run(
      'mutation ($id: ID!, $s: ID!) { deleteStoreAttribute(id: $id, storeId: $s) { deletedId } }',
      {
        id: created.storeAttribute.id,
        s: STORE,
      },
    );
    expect(deleted.deleteStoreAttribute.deletedId).toBe(created.storeAttribute.id);
    await watcher.waitFor((data) => data.storeEvents.storeAttributeId === created.storeAttribute.id);
  });
});

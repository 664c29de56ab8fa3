import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  signIn,
  startClientStack,
  type ClientStack,
  type LiveSubscription,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: ClientStack;
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
let manager: string;
let watcher: LiveSubscription;
let storeWatcher: LiveSubscription;
let clientId: string;
let storeId: string;

const run = (query: string, variables: Record<string, unknown>, token = clientadmin) =>
  stack.run(query, variables, token);

// A 1x1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const TYPE = 'id clientId storeId name sourceKey iconMimeType iconUrl version updatedBy';
const TYPES = `query ($c: ID!, $s: ID) { customOrderTypes(clientId: $c, storeId: $s) { ${TYPE} } }`;
const CREATE_TYPE = `mutation ($c: ID!, $s: ID, $input: CustomOrderTypeInput!) {
  createCustomOrderType(clientId: $c, storeId: $s, input: $input) { customOrderType { ${TYPE} } errors { message } } }`;
const UPDATE_TYPE = `mutation ($id: ID!, $c: ID!, $v: Int!, $input: CustomOrderTypeInput!) {
  updateCustomOrderType(id: $id, clientId: $c, version: $v, input: $input) { customOrderType { ${TYPE} } errors { message } } }`;
const DELETE_TYPE = `mutation ($id: ID!) { deleteCustomOrderType(id: $id) { deletedId errors { message } } }`;
const FILTERS = `query ($c: ID!, $contains: String, $sort: MessageFilterSort, $skip: Int) {
  messageFilters(clientId: $c, contains: $contains, sort: $sort, skip: $skip) { totalCount messageFilters { id word allow version } } }`;
const CREATE_FILTER = `mutation ($c: ID!, $word: String!) {
  createMessageFilter(clientId: $c, word: $word) { messageFilter { id word allow } errors { message } } }`;
const DELETE_FILTER = `mutation ($id: ID!, $c: ID!) { deleteMessageFilter(id: $id, clientId: $c) { deletedId errors { message } } }`;
const PRIVATE = `query ($c: ID!) { privateInfoSettings(clientId: $c) { clientId roles { role customerPhone customerDOB version } } }`;
const SAVE_PRIVATE = `mutation ($c: ID!, $role: String!, $v: Int!, $input: PrivateInfoSettingInput!) {
  savePrivateInfoSetting(clientId: $c, role: $role, version: $v, input: $input) {
    privateInfoSettings { roles { role customerDOB version } } errors { message } } }`;
const FULL_ROLE = `role customerFirstName customerLastName customerDOB customerLoyaltyNumber customerPhone
  customerEmailAddress customerAddressLine1 customerAddressLine2 customerCityTown customerStateProvince
  customerZipCode customerCountry version`;

const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on CustomOrderTypeChanged { scope actor { userName } customOrderType { id name iconUrl version } }
    ... on CustomOrderTypeDeleted { customOrderTypeId }
    ... on MessageFilterChanged { messageFilter { id word } }
    ... on MessageFilterDeleted { messageFilterId }
    ... on PrivateInfoSettingsChanged { privateInfoSettings { clientId roles { role customerDOB version } } }
  }
}`;
const STORE_EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on StoreCustomOrderTypeChanged { scope customOrderType { id name storeId } }
    ... on StoreCustomOrderTypeDeleted { customOrderTypeId }
  }
}`;

beforeAll(async () => {
  stack = await startClientStack(CLIENT_EVENTS);
  ({
    clientId,
    watcher,
    tokens: [sysadmin, clientadmin, otheradmin],
  } = stack);
  manager = await signIn(stack.url, 'manager@demo.test');
  const { stores } = await run(
    'query ($c: ID!) { stores(clientId: $c) { id name } }',
    { c: clientId },
    sysadmin,
  );
  storeId = stores.find((store: { name: string }) => store.name === 'Downtown Hub').id;
  storeWatcher = await stack.subscribe(manager, STORE_EVENTS, { storeId });
});

afterAll(() => ifStarted(stack)?.close());

describe('custom order types', () => {
  it('creates, changes and deletes a client type, each change heard on clientEvents', async () => {
    const input = { name: 'Wedding', sourceKey: 'WED', iconData: `data:image/png;base64,${PNG}` };
    const created = (await run(CREATE_TYPE, { c: clientId, input })).createCustomOrderType;
    expect(created).toMatchObject({
      customOrderType: { name: 'Wedding', storeId: null, iconMimeType: 'image/png', version: 1 },
      errors: [],
    });
    expect(created.customOrderType.iconUrl).toBe(`data:image/png;base64,${PNG}`);
    const { id } = created.customOrderType;
    const changed = await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'CustomOrderTypeChanged' &&
        data.clientEvents.customOrderType.id === id,
    );
    expect(changed.clientEvents).toMatchObject({
      scope: `client:${clientId}`,
      actor: { userName: 'clientadmin@demo.test' },
    });

    const edit = { id, c: clientId, v: 1, input: { name: 'Weddings', sourceKey: 'WED' } };
    expect((await run(UPDATE_TYPE, edit)).updateCustomOrderType.customOrderType).toMatchObject({
      name: 'Weddings',
      version: 2,
    });
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'CustomOrderTypeChanged' &&
        data.clientEvents.customOrderType.version === 2,
    );
    const stale = await execute(stack.url, UPDATE_TYPE, edit, sysadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { name: 'Weddings', version: 2 },
    });

    expect((await run(DELETE_TYPE, { id })).deleteCustomOrderType).toEqual({ deletedId: id, errors: [] });
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'CustomOrderTypeDeleted' &&
        data.clientEvents.customOrderTypeId === id,
    );
  });

  it("refuses missing fields in the spec's words", async () => {
    const answer = (await run(CREATE_TYPE, { c: clientId, input: { name: 'No icon', sourceKey: 'NI' } }))
      .createCustomOrderType;
    expect(answer.errors).toEqual([
      { message: 'Is neccesary include Name, SourceKey and Image to create a new Order Sub Type' },
    ]);
  });

  it('tells the store of its own types on storeEvents, and lists them at store level only', async () => {
    const input = { name: 'Sushi', sourceKey: 'SUSHI', iconData: PNG };
    const created = (await run(CREATE_TYPE, { c: clientId, s: storeId, input }, manager))
      .createCustomOrderType;
    const { id } = created.customOrderType;
    const heard = await storeWatcher.waitFor(
      (data) => data.storeEvents.__typename === 'StoreCustomOrderTypeChanged',
    );
    expect(heard.storeEvents).toMatchObject({ scope: `store:${storeId}`, customOrderType: { id, storeId } });
    const storeLevel = (await run(TYPES, { c: clientId, s: storeId }, manager)).customOrderTypes;
    expect(storeLevel.map((type: { name: string }) => type.name)).toEqual(['Deli Platter', 'Sushi']);
    const clientLevel = (await run(TYPES, { c: clientId })).customOrderTypes;
    expect(clientLevel.map((type: { name: string }) => type.name)).not.toContain('Sushi');
    await run(DELETE_TYPE, { id }, manager);
    await storeWatcher.waitFor((data) => data.storeEvents.__typename === 'StoreCustomOrderTypeDeleted');
  });

  it('refuses another client’s admin and a storeManager at client level', async () => {
    const foreign = await execute(stack.url, TYPES, { c: clientId }, otheradmin);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const input = { name: 'X', sourceKey: 'X', iconData: PNG };
    const refused = await execute(stack.url, CREATE_TYPE, { c: clientId, input }, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('message filters', () => {
  it('pages and searches the words, and hears creates and deletes on clientEvents', async () => {
    const first = (await run(FILTERS, { c: clientId })).messageFilters;
    expect(first.messageFilters).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThanOrEqual(25);
    const last = (await run(FILTERS, { c: clientId, sort: 'DESCENDING' })).messageFilters.messageFilters[0]
      .word;
    expect(last.localeCompare(first.messageFilters[0].word)).toBeGreaterThan(0);

    const created = (await run(CREATE_FILTER, { c: clientId, word: 'Gadzooks' })).createMessageFilter;
    expect(created).toMatchObject({ messageFilter: { word: 'Gadzooks', allow: false }, errors: [] });
    const { id } = created.messageFilter;
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'MessageFilterChanged' && data.clientEvents.messageFilter.id === id,
    );
    expect((await run(FILTERS, { c: clientId, contains: 'zOOk' })).messageFilters.messageFilters).toEqual([
      { id, word: 'Gadzooks', allow: false, version: 1 },
    ]);
    expect((await run(DELETE_FILTER, { id, c: clientId })).deleteMessageFilter).toEqual({
      deletedId: id,
      errors: [],
    });
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'MessageFilterDeleted' && data.clientEvents.messageFilterId === id,
    );
    expect((await run(DELETE_FILTER, { id, c: clientId })).deleteMessageFilter).toEqual({
      deletedId: null,
      errors: [{ message: 'Message Filter could not be deleted' }],
    });
  });
});

describe('private information', () => {
  it('saves a role’s flags, heard by the client’s admins, and refuses a stale version', async () => {
    const { privateInfoSettings } = await run(PRIVATE, { c: clientId });
    expect(privateInfoSettings.roles).toHaveLength(9);
    const full = await run(
      `query ($c: ID!) { privateInfoSettings(clientId: $c) { roles { ${FULL_ROLE} } } }`,
      { c: clientId },
    );
    const shopper = full.privateInfoSettings.roles.find((role: { role: string }) => role.role === 'shopper');
    const { role: _role, version, ...fields } = shopper;
    const save = { c: clientId, role: 'shopper', v: version, input: { ...fields, customerDOB: true } };
    const saved = (await run(SAVE_PRIVATE, save)).savePrivateInfoSetting;
    expect(saved.errors).toEqual([]);
    const heard = await watcher.waitFor(
      (data) => data.clientEvents.__typename === 'PrivateInfoSettingsChanged',
    );
    expect(
      heard.clientEvents.privateInfoSettings.roles.find((role: { role: string }) => role.role === 'shopper'),
    ).toEqual({ role: 'shopper', customerDOB: true, version: shopper.version + 1 });
    const stale = await execute(stack.url, SAVE_PRIVATE, { ...save, input: fields }, sysadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { role: 'shopper', customerDOB: true },
    });
    const foreign = await execute(stack.url, PRIVATE, { c: clientId }, otheradmin);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

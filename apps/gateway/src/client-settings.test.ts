import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startClientStack, type ClientStack, type LiveSubscription } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: ClientStack;
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
let watcher: LiveSubscription;
let clientId: string;

const run = (query: string, variables: Record<string, unknown>, token = clientadmin) =>
  stack.run(query, variables, token);

const FIELD = 'id clientId name sourceKey description dataType assignment version updatedBy';
const LIST = `query ($c: ID!) { customFields(clientId: $c) { ${FIELD} } }`;
const CREATE = `mutation ($c: ID!, $input: CreateCustomFieldInput!) {
  createCustomField(clientId: $c, input: $input) { customField { ${FIELD} } errors { field message } } }`;
const UPDATE = `mutation ($id: ID!, $c: ID!, $version: Int!, $input: UpdateCustomFieldInput!) {
  updateCustomField(id: $id, clientId: $c, version: $version, input: $input) { customField { ${FIELD} } errors { field message } } }`;
const DELETE = `mutation ($id: ID!, $c: ID!, $key: String!) {
  deleteCustomField(id: $id, clientId: $c, sourceKey: $key) { deletedId errors { message } } }`;
const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on CustomFieldChanged { scope actor { userName } customField { ${FIELD} } }
    ... on CustomFieldDeleted { customFieldId }
    ... on CreditDefinitionChanged { creditDefinition { id name multipliers } }
    ... on CreditDefinitionDeleted { creditDefinitionId }
    ... on HelpItemChanged { helpItem { id upcList } }
  }
}`;

/** Source keys are unique in a client, so each test gets its own. */
const freeKey = () => `key_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stack = await startClientStack(CLIENT_EVENTS);
  ({
    clientId,
    watcher,
    tokens: [sysadmin, clientadmin, otheradmin],
  } = stack);
});

afterAll(() => ifStarted(stack)?.close());

describe('custom fields', () => {
  it('refuses a source key with a hyphen in the spec’s words, storing nothing', async () => {
    const input = { name: 'Gift note', sourceKey: 'gift-note', dataType: 'Text', assignment: 1 };
    const answer = (await run(CREATE, { c: clientId, input })).createCustomField;
    expect(answer).toEqual({
      customField: null,
      errors: [{ field: null, message: 'Please fill all required fields correctly.' }],
    });
    const { customFields } = await run(LIST, { c: clientId });
    expect(customFields.map((row: { sourceKey: string }) => row.sourceKey)).not.toContain('gift-note');
  });

  it('creates, changes and deletes a field, each change delivered on clientEvents', async () => {
    const sourceKey = freeKey();
    const input = { name: 'Door code', sourceKey, dataType: 'Text', assignment: 1 };
    const created = (await run(CREATE, { c: clientId, input })).createCustomField;
    expect(created).toMatchObject({
      customField: { name: 'Door code', sourceKey, assignment: 1, version: 1, clientId },
      errors: [],
    });
    const { id } = created.customField;
    const changed = await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'CustomFieldChanged' && data.clientEvents.customField.id === id,
    );
    expect(changed.clientEvents).toMatchObject({
      scope: `client:${clientId}`,
      actor: { userName: 'clientadmin@demo.test' },
    });

    const edit = {
      id,
      c: clientId,
      version: 1,
      input: { name: 'Gate code', dataType: 'Number', assignment: 2 },
    };
    const updated = (await run(UPDATE, edit)).updateCustomField;
    expect(updated).toMatchObject({
      customField: { id, name: 'Gate code', assignment: 2, version: 2 },
      errors: [],
    });

    const stale = await execute(
      stack.url,
      UPDATE,
      { ...edit, input: { ...edit.input, name: 'Mine' } },
      sysadmin,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id, name: 'Gate code', version: 2 },
      changedBy: 'clientadmin@demo.test',
    });

    expect((await run(DELETE, { id, c: clientId, key: sourceKey })).deleteCustomField).toEqual({
      deletedId: id,
      errors: [],
    });
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'CustomFieldDeleted' && data.clientEvents.customFieldId === id,
    );
    const { customFields } = await run(LIST, { c: clientId });
    expect(customFields.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it('passes the spec’s message back when an edit lacks its data type', async () => {
    const sourceKey = freeKey();
    const input = { name: 'Bags', sourceKey, dataType: 'Number', assignment: 2 };
    const { id } = (await run(CREATE, { c: clientId, input })).createCustomField.customField;
    const answer = (
      await run(UPDATE, { id, c: clientId, version: 1, input: { name: 'Bags', dataType: '', assignment: 2 } })
    ).updateCustomField;
    expect(answer).toEqual({
      customField: null,
      errors: [{ field: null, message: 'Data Type is required.' }],
    });
  });

  it('refuses another client’s admin', async () => {
    const answer = await execute(stack.url, LIST, { c: clientId }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const DEFINITION =
  'id clientId name sourceKey notificationTemplate departments multipliers permissions version';
const DEFINITIONS = `query ($c: ID!) { creditDefinitions(clientId: $c) { ${DEFINITION} } }`;
const CREATE_DEFINITION = `mutation ($c: ID!, $input: CreditDefinitionInput!) {
  createCreditDefinition(clientId: $c, input: $input) { creditDefinition { ${DEFINITION} } errors { message } } }`;
const UPDATE_DEFINITION = `mutation ($id: ID!, $c: ID!, $version: Int!, $input: CreditDefinitionInput!) {
  updateCreditDefinition(id: $id, clientId: $c, version: $version, input: $input) {
    creditDefinition { ${DEFINITION} } errors { message } } }`;
const DELETE_DEFINITION = `mutation ($id: ID!, $c: ID!) { deleteCreditDefinition(id: $id, clientId: $c) { deletedId errors { message } } }`;

describe('credit definitions', () => {
  const input = {
    name: 'Damaged item',
    sourceKey: 'DMG',
    notificationTemplate: 'Sorry about that.',
    departments: ['Produce'],
    multipliers: ['1.5'],
    permissions: [],
  };

  it('creates a definition as Small Credit when it has no permission, and changes and deletes it live', async () => {
    const created = (await run(CREATE_DEFINITION, { c: clientId, input })).createCreditDefinition;
    expect(created).toMatchObject({
      creditDefinition: {
        name: 'Damaged item',
        multipliers: ['1.5'],
        permissions: ['Small Credit'],
        version: 1,
      },
      errors: [],
    });
    const { id } = created.creditDefinition;
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'CreditDefinitionChanged' &&
        data.clientEvents.creditDefinition.id === id,
    );
    const listed = (await run(DEFINITIONS, { c: clientId })).creditDefinitions;
    expect(listed.map((row: { id: string }) => row.id)).toContain(id);

    const change = { ...input, multipliers: ['2.0', '4.0'], permissions: ['Big Credit'] };
    const updated = (await run(UPDATE_DEFINITION, { id, c: clientId, version: 1, input: change }))
      .updateCreditDefinition;
    expect(updated.creditDefinition).toMatchObject({
      multipliers: ['2.0', '4.0'],
      permissions: ['Big Credit'],
      version: 2,
    });

    const stale = await execute(
      stack.url,
      UPDATE_DEFINITION,
      { id, c: clientId, version: 1, input },
      sysadmin,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id, multipliers: ['2.0', '4.0'], version: 2 },
      changedBy: 'clientadmin@demo.test',
    });

    expect((await run(DELETE_DEFINITION, { id, c: clientId })).deleteCreditDefinition).toEqual({
      deletedId: id,
      errors: [],
    });
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'CreditDefinitionDeleted' &&
        data.clientEvents.creditDefinitionId === id,
    );
  });

  it('refuses another client’s admin', async () => {
    const answer = await execute(stack.url, DEFINITIONS, { c: clientId }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const HELP_ITEM = 'id clientId upcList helpHTML version';
const HELP_ITEMS = `query ($c: ID!) { helpItems(clientId: $c) { ${HELP_ITEM} } }`;
const SAVE_HELP = `mutation ($c: ID!, $id: ID, $version: Int, $input: HelpItemInput!) {
  saveHelpItem(clientId: $c, id: $id, version: $version, input: $input) { helpItem { ${HELP_ITEM} } errors { message } } }`;

describe('help items', () => {
  it('creates an item, changes it over its version and delivers each change on clientEvents', async () => {
    const input = { upcList: '0001234', helpHTML: '<p>Keep frozen</p>' };
    const created = (await run(SAVE_HELP, { c: clientId, input })).saveHelpItem;
    expect(created).toMatchObject({ helpItem: { ...input, version: 1, clientId }, errors: [] });
    const { id } = created.helpItem;
    await watcher.waitFor(
      (data) => data.clientEvents.__typename === 'HelpItemChanged' && data.clientEvents.helpItem.id === id,
    );

    const change = { upcList: '0001234, 0005678', helpHTML: '<p>Thaw first</p>' };
    const updated = (await run(SAVE_HELP, { c: clientId, id, version: 1, input: change })).saveHelpItem;
    expect(updated.helpItem).toMatchObject({ id, ...change, version: 2 });
    const { helpItems } = await run(HELP_ITEMS, { c: clientId });
    expect(helpItems).toContainEqual(expect.objectContaining({ id, upcList: '0001234, 0005678' }));

    const stale = await execute(stack.url, SAVE_HELP, { c: clientId, id, version: 1, input }, sysadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id, helpHTML: '<p>Thaw first</p>', version: 2 },
    });
  });

  it('refuses another client’s admin', async () => {
    const answer = await execute(stack.url, HELP_ITEMS, { c: clientId }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

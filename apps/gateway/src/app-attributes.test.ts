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

const ATTRIBUTE = 'id clientId name value valueType version';
const LIST = `query ($c: ID!) { appAttributes(clientId: $c) { ${ATTRIBUTE} } }`;
const CREATE = `mutation ($c: ID!, $input: AppAttributeInput!) {
  createAppAttribute(clientId: $c, input: $input) { appAttribute { ${ATTRIBUTE} } errors { field message } } }`;
const UPDATE = `mutation ($id: ID!, $c: ID!, $version: Int!, $input: AppAttributeInput!) {
  updateAppAttribute(id: $id, clientId: $c, version: $version, input: $input) { appAttribute { ${ATTRIBUTE} } errors { field message } } }`;
const DELETE = `mutation ($id: ID!, $c: ID!) { deleteAppAttribute(id: $id, clientId: $c) { deletedId errors { message } } }`;
const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on AppAttributeChanged { scope actor { userName } appAttribute { ${ATTRIBUTE} } }
    ... on AppAttributeDeleted { appAttributeId }
  }
}`;

/** A free name is checked as text, so each test gets its own attribute. */
const freeName = () => `Note${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stack = await startClientStack(CLIENT_EVENTS);
  ({
    clientId,
    watcher,
    tokens: [sysadmin, clientadmin, otheradmin],
  } = stack);
});

afterAll(() => ifStarted(stack)?.close());

describe('application attributes', () => {
  it('refuses an enabled time frame that ends before it starts in the spec’s words, storing nothing', async () => {
    const value = '{"Enabled": true, "StartTime": "19:00", "EndTime": "08:00"}';
    const answer = (await run(CREATE, { c: clientId, input: { name: 'ExpressOrderTimeFrame', value } }))
      .createAppAttribute;
    expect(answer.appAttribute).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0].field).toBe('value');
    expect(answer.errors[0].message).toMatch(
      /^The value of the 'ExpressOrderTimeFrame' Attribute is incorrect\. .*The StartTime must be lower than EndTime value/,
    );
    const { appAttributes } = await run(LIST, { c: clientId });
    expect(appAttributes.map((row: { value: string }) => row.value)).not.toContain(value);
  });

  it('creates, changes and deletes an attribute, each change delivered on clientEvents', async () => {
    const name = freeName();
    const created = (await run(CREATE, { c: clientId, input: { name, value: 'First' } })).createAppAttribute;
    expect(created).toMatchObject({
      appAttribute: { name, value: 'First', valueType: 1, version: 1 },
      errors: [],
    });
    const { id } = created.appAttribute;
    const changedEvent = await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'AppAttributeChanged' && data.clientEvents.appAttribute.id === id,
    );
    expect(changedEvent.clientEvents).toMatchObject({
      scope: `client:${clientId}`,
      actor: { userName: 'clientadmin@demo.test' },
    });

    const updated = (await run(UPDATE, { id, c: clientId, version: 1, input: { name, value: 'Second' } }))
      .updateAppAttribute;
    expect(updated).toMatchObject({ appAttribute: { id, value: 'Second', version: 2 }, errors: [] });

    const stale = await execute(
      stack.url,
      UPDATE,
      { id, c: clientId, version: 1, input: { name, value: 'Mine' } },
      sysadmin,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id, value: 'Second', version: 2 },
      changedBy: 'clientadmin@demo.test',
    });

    expect((await run(DELETE, { id, c: clientId })).deleteAppAttribute).toEqual({
      deletedId: id,
      errors: [],
    });
    await watcher.waitFor(
      (data) =>
        data.clientEvents.__typename === 'AppAttributeDeleted' && data.clientEvents.appAttributeId === id,
    );
    const { appAttributes } = await run(LIST, { c: clientId });
    expect(appAttributes.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it('refuses another client’s admin', async () => {
    const answer = await execute(stack.url, LIST, { c: clientId }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the possible keys with their value types and descriptions', async () => {
    const { appAttributeKeys } = await run('{ appAttributeKeys { name valueType description } }', {});
    expect(appAttributeKeys).toContainEqual(
      expect.objectContaining({ name: 'ExpressOrderTimeFrame', valueType: 15 }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifStarted } from '@fulfil/test-fixtures';
import { execute, startClientStack, type ClientStack, type LiveSubscription } from './testing/stack.js';

let stack: ClientStack;
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
let watcher: LiveSubscription;
let clientId: string;
let storeId: string;

const FIELD = 'id clientId storeId type key value sequence version updatedBy';
const LIST = `query ($c: ID!, $s: ID) { assignmentRules(clientId: $c, storeId: $s) { rules { ${FIELD} } listVersion } }`;
const PAYLOAD = `assignmentRule { ${FIELD} } orderedIds listVersion errors { message }`;
const CREATE = `mutation ($c: ID!, $s: ID, $input: AssignmentRuleInput!) {
  createAssignmentRule(clientId: $c, storeId: $s, input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: AssignmentRuleInput!) {
  updateAssignmentRule(id: $id, version: $version, input: $input) { ${PAYLOAD} } }`;
const MOVE = `mutation ($id: ID!, $direction: MoveDirection!, $target: ID!) {
  moveAssignmentRule(id: $id, direction: $direction, targetId: $target) { ${PAYLOAD} } }`;
const DELETE = `mutation ($id: ID!) { deleteAssignmentRule(id: $id) { orderedIds listVersion errors { message } } }`;
const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on AssignmentRuleChanged { scope actor { userName } assignmentRule { ${FIELD} } orderedIds listVersion }
    ... on AssignmentRuleDeleted { assignmentRule { id storeId } orderedIds listVersion }
  }
}`;

beforeAll(async () => {
  stack = await startClientStack(CLIENT_EVENTS);
  ({
    clientId,
    watcher,
    tokens: [sysadmin, clientadmin, otheradmin],
  } = stack);
  const { stores } = await stack.run(
    'query ($c: ID) { stores(clientId: $c) { id name } }',
    { c: clientId },
    sysadmin,
  );
  storeId = stores.find((store: { name: string }) => store.name === 'Downtown Hub').id;
});

afterAll(() => ifStarted(stack)?.close());

const hears = (type: string, id: string) =>
  watcher.waitFor(
    ({ clientEvents }) => clientEvents.__typename === type && clientEvents.assignmentRule.id === id,
  );

describe('auto-assignment rules', () => {
  it('creates, changes, moves and deletes a store’s rules, each change heard on the client’s events', async () => {
    const first = (
      await stack.run(
        CREATE,
        { c: clientId, s: storeId, input: { type: 'RANK', key: 'ORDER_VALUE', value: 'DESC' } },
        clientadmin,
      )
    ).createAssignmentRule;
    expect(first).toMatchObject({
      assignmentRule: {
        storeId,
        type: 'RANK',
        key: 'ORDER_VALUE',
        version: 1,
        updatedBy: 'clientadmin@demo.test',
      },
      errors: [],
    });
    const created = await hears('AssignmentRuleChanged', first.assignmentRule.id);
    expect(created.clientEvents).toMatchObject({
      scope: `client:${clientId}`,
      actor: { userName: 'clientadmin@demo.test' },
      orderedIds: first.orderedIds,
      listVersion: first.listVersion,
    });

    const second = (
      await stack.run(
        CREATE,
        { c: clientId, s: storeId, input: { type: 'LIMIT', key: 'ITEM_COUNT', value: '30' } },
        sysadmin,
      )
    ).createAssignmentRule;
    const id = second.assignmentRule.id;
    const moved = (
      await stack.run(MOVE, { id, direction: 'BEFORE', target: first.assignmentRule.id }, clientadmin)
    ).moveAssignmentRule;
    expect(moved.orderedIds.slice(-2)).toEqual([id, first.assignmentRule.id]);
    expect(moved.listVersion).toBe(second.listVersion + 1);

    const updated = (
      await stack.run(
        UPDATE,
        { id, version: 1, input: { type: 'LIMIT', key: 'ITEM_COUNT', value: '45' } },
        clientadmin,
      )
    ).updateAssignmentRule;
    expect(updated.assignmentRule).toMatchObject({ value: '45', version: 2 });

    const deleted = (await stack.run(DELETE, { id }, clientadmin)).deleteAssignmentRule;
    expect(deleted.orderedIds).not.toContain(id);
    const heard = await hears('AssignmentRuleDeleted', id);
    expect(heard.clientEvents).toMatchObject({
      assignmentRule: { storeId },
      listVersion: deleted.listVersion,
    });

    const { assignmentRules } = await stack.run(LIST, { c: clientId, s: storeId }, clientadmin);
    expect(assignmentRules.rules.map((rule: { id: string }) => rule.id)).toEqual(deleted.orderedIds);
    expect(assignmentRules.listVersion).toBe(deleted.listVersion);
  });

  it('answers a refused rule with the spec’s message and a stale edit with CONFLICT naming who changed it', async () => {
    const refused = (
      await stack.run(CREATE, { c: clientId, input: { type: 'RANK', key: ' ', value: 'ASC' } }, clientadmin)
    ).createAssignmentRule;
    expect(refused).toEqual({
      assignmentRule: null,
      orderedIds: [],
      listVersion: null,
      errors: [{ message: 'Please insert all the information.' }],
    });

    const { assignmentRule } = (
      await stack.run(
        CREATE,
        { c: clientId, input: { type: 'RANK', key: 'ORDER_TYPE', value: 'PICKUP' } },
        clientadmin,
      )
    ).createAssignmentRule;
    const edit = {
      id: assignmentRule.id,
      version: 1,
      input: { type: 'RANK', key: 'ORDER_TYPE', value: 'SPOKE' },
    };
    await stack.run(UPDATE, edit, sysadmin);
    const stale = await execute(stack.url, UPDATE, edit, clientadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      changedBy: 'sysadmin@demo.test',
      current: { __typename: 'AssignmentRule', id: assignmentRule.id, value: 'SPOKE', version: 2 },
    });
  });

  it('offers the store’s lead time rules, at client level named with their store, and the custom order types as values', async () => {
    const CHOICES = `query ($c: ID!, $s: ID) {
      assignmentRuleChoices(clientId: $c, storeId: $s) { leadTimeRules { id name } customOrderTypes { id name } } }`;
    const { assignmentRuleChoices: store } = await stack.run(
      CHOICES,
      { c: clientId, s: storeId },
      clientadmin,
    );
    expect(store.leadTimeRules.length).toBeGreaterThan(0);
    expect(store.leadTimeRules.map((rule: { name: string }) => rule.name)).toContain('Hot food waiting');
    const { assignmentRuleChoices: client } = await stack.run(CHOICES, { c: clientId }, clientadmin);
    expect(client.leadTimeRules.map((rule: { name: string }) => rule.name)).toContain(
      'Hot food waiting (Downtown Hub)',
    );
    const { customOrderTypes } = await stack.run(
      'query ($c: ID!, $s: ID) { customOrderTypes(clientId: $c, storeId: $s) { id } }',
      { c: clientId },
      clientadmin,
    );
    const offered = store.customOrderTypes.map((type: { id: string }) => type.id);
    expect(offered).toEqual(expect.arrayContaining(customOrderTypes.map((type: { id: string }) => type.id)));
    const refused = await execute(stack.url, CHOICES, { c: clientId }, otheradmin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the rules from another client’s admin, by query and by subscription', async () => {
    const read = await execute(stack.url, LIST, { c: clientId }, otheradmin);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await stack.subscribe(otheradmin, CLIENT_EVENTS, { clientId });
    const { assignmentRule } = (
      await stack.run(
        CREATE,
        { c: clientId, input: { type: 'LIMIT', key: 'ORDER_COUNT', value: '3' } },
        clientadmin,
      )
    ).createAssignmentRule;
    await hears('AssignmentRuleChanged', assignmentRule.id);
    expect(stranger.events).toEqual([]);
    expect(stranger.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
  });
});

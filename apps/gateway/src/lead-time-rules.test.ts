import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startStackFor, type LiveSubscription, type SignedInStack } from './testing/stack.js';

let stack: SignedInStack;
let clientadmin: string;
let manager: string;
let shopper: string;
let watcher: LiveSubscription;
const STORE = '1';

const run = (query: string, variables: Record<string, unknown>, token = clientadmin) =>
  stack.run(query, variables, token);

const RULE =
  'id name leadTimeRuleTypeId sequenceId orderTypeId printZplLabel zplLabelTemplate printLabelQuantity version updatedBy';
const EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on LeadTimeRuleChanged { actor { userName } rule { id name version } }
    ... on LeadTimeRuleDeleted { leadTimeRuleId }
    ... on LeadTimeRulesReordered { orderedIds listVersion }
    ... on LeadTimeRuleUserChanged { leadTimeRuleId user { userId excluded prepperEnabled } }
  }
}`;
const LIST = `query ($s: ID!) { leadTimeRules(storeId: $s) { ${RULE} } listOrder(list: LEAD_TIME_RULES, parentId: $s) { orderedIds listVersion } }`;
const CREATE = `mutation ($s: ID!, $input: LeadTimeRuleInput!) { createLeadTimeRule(storeId: $s, input: $input) { rule { ${RULE} } errors { field message } } }`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: LeadTimeRuleInput!) { updateLeadTimeRule(id: $id, version: $v, input: $input) { rule { ${RULE} } errors { field message } } }`;
const REORDER = `mutation ($s: ID!, $ids: [ID!]!, $v: Int) { reorderLeadTimeRules(storeId: $s, orderedIds: $ids, listVersion: $v) { orderedIds listVersion errors { message } } }`;

beforeAll(async () => {
  [clientadmin, manager, shopper] = (stack = await startStackFor([
    'clientadmin@demo.test',
    'manager@demo.test',
    'shopper@demo.test',
  ])).tokens;
  watcher = await stack.subscribe(manager, EVENTS, { storeId: STORE });
});
afterAll(() => ifStarted(stack)?.close());

const zpl = {
  name: 'Slow picks',
  minutesFromPromiseTime: 40,
  alertColor: 'purple',
  leadTimeRuleTypeId: 5,
  orderCompletionPercent: 30,
};

describe('lead time rules through the gateway', () => {
  it('reads the rules with their order, and the editor’s choices with type 6 for Demo Grocers', async () => {
    const { leadTimeRules, listOrder } = await run(LIST, { s: STORE }, shopper);
    expect(leadTimeRules.map((rule: { id: string }) => rule.id)).toEqual(listOrder.orderedIds);
    const { leadTimeRuleEditorChoices } = await run(
      'query ($s: ID!) { leadTimeRuleEditorChoices(storeId: $s) { partnerStatuses orderSubTypes { name } templates { name } sectionShelves { sectionName shelfName } } }',
      { s: STORE },
    );
    expect(leadTimeRuleEditorChoices.partnerStatuses).toContain('Shopper Arrived');
    expect(leadTimeRuleEditorChoices.templates.length).toBeGreaterThan(0);
    expect(leadTimeRuleEditorChoices.sectionShelves.length).toBeGreaterThan(0);
  });

  it('refuses a rule with the spec’s messages before anything is sent', async () => {
    const answer = (
      await run(CREATE, {
        s: STORE,
        input: { minutesFromPromiseTime: 5, alertColor: 'red', leadTimeRuleTypeId: 3 },
      })
    ).createLeadTimeRule;
    expect(answer).toEqual({
      rule: null,
      errors: [{ field: 'name', message: 'You have to provide a name for the rule' }],
    });
  });

  it('creates and updates a rule, each change delivered, and answers CONFLICT naming who changed it', async () => {
    const created = (
      await run(CREATE, {
        s: STORE,
        input: { ...zpl, printZplLabel: true, zplLabelTemplate: '^XA^XZ', printLabelQuantity: 2 },
      })
    ).createLeadTimeRule.rule;
    expect(created).toMatchObject({ name: 'Slow picks', printLabelQuantity: 2, version: 1 });
    await watcher.waitFor((data) => data.storeEvents.rule?.id === created.id);

    const updated = (
      await run(UPDATE, { id: created.id, v: 1, input: { ...zpl, name: 'Slow picking' } }, manager)
    ).updateLeadTimeRule.rule;
    expect(updated).toMatchObject({
      name: 'Slow picking',
      printZplLabel: false,
      zplLabelTemplate: null,
      version: 2,
    });
    await watcher.waitFor(
      (data) => data.storeEvents.rule?.version === 2 && data.storeEvents.rule.id === created.id,
    );

    const stale = await execute(stack.url, UPDATE, { id: created.id, v: 1, input: zpl }, clientadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: created.id, name: 'Slow picking', version: 2 },
      changedBy: 'manager@demo.test',
    });
  });

  it('stores a reorder, announces it, and refuses one based on a stale list with the stored order', async () => {
    const { listOrder } = await run(LIST, { s: STORE });
    const reversed = [...listOrder.orderedIds].reverse();
    const stored = (await run(REORDER, { s: STORE, ids: reversed, v: listOrder.listVersion }))
      .reorderLeadTimeRules;
    expect(stored).toMatchObject({
      orderedIds: reversed,
      listVersion: listOrder.listVersion + 1,
      errors: [],
    });
    await watcher.waitFor((data) => data.storeEvents.listVersion === listOrder.listVersion + 1);
    const stale = await execute(
      stack.url,
      REORDER,
      { s: STORE, ids: listOrder.orderedIds, v: listOrder.listVersion },
      manager,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { orderedIds: reversed },
    });
  });

  it('excludes a shopper from a rule, delivered to the store’s admins', async () => {
    const { leadTimeRules } = await run(LIST, { s: STORE });
    const ruleId = leadTimeRules[0].id;
    const { leadTimeRuleUsers } = await run(
      'query ($r: ID!) { leadTimeRuleUsers(leadTimeRuleId: $r) { userId role excluded } }',
      { r: ruleId },
    );
    const target = leadTimeRuleUsers.find((user: { role: string }) => user.role === 'shopper');
    const set = await run(
      'mutation ($r: ID!, $u: ID!) { setLeadTimeRuleUser(leadTimeRuleId: $r, userId: $u, setting: EXCLUDED_SHOPPER, on: true) { userId excluded } }',
      { r: ruleId, u: target.userId },
    );
    expect(set.setLeadTimeRuleUser).toEqual({ userId: target.userId, excluded: true });
    await watcher.waitFor(
      (data) => data.storeEvents.user?.userId === target.userId && data.storeEvents.user.excluded,
    );
  });

  it('refuses a shopper’s write', async () => {
    const refused = await execute(stack.url, CREATE, { s: STORE, input: zpl }, shopper);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

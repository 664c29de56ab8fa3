import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifStarted } from '@fulfil/test-fixtures';
import { ADMIN, MANAGER, OTHER_ADMIN, SHOPPER, SYSADMIN, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let demo: number;
let downtown: number;
/** Rows the rules name: two custom order types of Demo Grocers and two lead time rules of Downtown Hub. */
let subTypes: number[];
let leadTimeRules: number[];

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (db) => {
      const store = await db
        .selectFrom('stores')
        .select(['storeId', 'clientId'])
        .where('name', '=', 'Downtown Hub')
        .executeTakeFirstOrThrow();
      const types = await db
        .insertInto('orderSubTypes')
        .values(['Catering', 'Pharmacy'].map((name) => ({ clientId: store.clientId, name, sourceKey: name })))
        .returning('orderSubTypeId')
        .execute();
      subTypes = types.map((type) => type.orderSubTypeId);
      const rules = await db
        .insertInto('leadTimeRules')
        .values(
          ['Late pickups', 'Big orders'].map((name) => ({
            storeId: store.storeId,
            name,
            minutesFromPromiseTime: 30,
            leadTimeRuleTypeId: 3,
          })),
        )
        .returning('leadTimeRuleId')
        .execute();
      leadTimeRules = rules.map((rule) => rule.leadTimeRuleId);
    },
  });
  const ids = await idsByName(api);
  demo = ids.client('Demo Grocers');
  downtown = ids.store('Downtown Hub');
});
afterAll(() => ifStarted(api)?.close());

interface Rule {
  assignmentRuleId: number;
  type: string;
  key: string;
  value: string;
  sequence: number;
  version: number;
}

const create = (as: string, body: Record<string, unknown>) =>
  api.call('POST', '/autoassignment/rule', { as, body: { clientId: demo, sequence: 0, ...body } });
const list = async (query: string, as = ADMIN) => {
  const response = await api.call('GET', `/autoassignment/rule?${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ assignmentRules: Rule[]; listVersion: number }>();
};
const rank = (key: string, value: string) => ({ type: 'RANK', key, value });

describe('auto-assignment rules', () => {
  it('keeps client and store lists apart, each new rule last, 0..n-1', async () => {
    const ids = (rules: Rule[]) => rules.map((rule) => rule.assignmentRuleId);
    const clientBefore = (await list(`clientId=${demo}`)).assignmentRules;
    const storeBefore = (await list(`clientId=${demo}&storeId=${downtown}`)).assignmentRules;
    const first = written(await create(ADMIN, rank('PENDING_ITEM_COUNT', 'DESC')));
    const second = written(await create(ADMIN, { type: 'LIMIT', key: 'ORDER_COUNT', value: '4' }));
    const atStore = written(await create(ADMIN, { storeId: downtown, ...rank('ORDER_TYPE', 'PICKUP') }));
    expect(second.orderedIds).toEqual([
      ...ids(clientBefore),
      first.assignmentRule.assignmentRuleId,
      second.assignmentRule.assignmentRuleId,
    ]);
    expect(second.listVersion).toBe(first.listVersion + 1);

    const client = await list(`clientId=${demo}`);
    expect(client.assignmentRules.slice(-2).map((rule) => [rule.key, rule.sequence])).toEqual([
      ['PENDING_ITEM_COUNT', clientBefore.length],
      ['ORDER_COUNT', clientBefore.length + 1],
    ]);
    expect(client.assignmentRules.map((rule) => rule.sequence)).toEqual(
      client.assignmentRules.map((_, i) => i),
    );
    expect(client.listVersion).toBe(second.listVersion);
    const store = await list(`clientId=${demo}&storeId=${downtown}`);
    expect(ids(store.assignmentRules)).toEqual([
      ...ids(storeBefore),
      atStore.assignmentRule.assignmentRuleId,
    ]);
    expect(atStore.assignmentRule).toMatchObject({ storeId: downtown, updatedBy: ADMIN });
  });

  it('refuses missing information and values out of bounds with clear messages, storing nothing', async () => {
    const before = await list(`clientId=${demo}`);
    expect((await create(ADMIN, { type: 'RANK', key: '', value: 'ASC' })).json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Please insert all the information.' }],
    });
    expect((await create(ADMIN, { type: 'LIMIT', key: 'ITEM_COUNT', value: '101' })).json().errors).toEqual([
      { errorMessage: 'Item Count must be a whole number from 1 to 100.' },
    ]);
    expect((await create(ADMIN, { type: 'LIMIT', key: 'ITEM_WEIGHT', value: '0' })).json().errors).toEqual([
      { errorMessage: 'Item Weight must be a number of at least 0.1.' },
    ]);
    expect((await list(`clientId=${demo}`)).assignmentRules).toEqual(before.assignmentRules);
  });

  it('lets a lead time rule or custom order type be ranked or filtered by one rule only, until it is freed', async () => {
    const scope = { storeId: downtown };
    const ranked = written(
      await create(ADMIN, { ...scope, ...rank('LEAD_TIME_RULE', String(leadTimeRules[0])) }),
    );
    expect(
      (await create(ADMIN, { ...scope, ...rank('LEAD_TIME_RULE', String(leadTimeRules[0])) })).json().errors,
    ).toEqual([{ errorMessage: `Lead time rule ${leadTimeRules[0]} is already ranked by another rule.` }]);
    const filter = { type: 'FILTER', key: 'ORDER_SUB_TYPE_FILTER', value: `equal_to:${subTypes[0]}` };
    written(await create(ADMIN, { ...scope, ...filter }));
    expect(
      (await create(ADMIN, { ...scope, ...filter, value: `not_equal_to:${subTypes.join(',')}` })).json()
        .errors,
    ).toEqual([{ errorMessage: `Custom order type ${subTypes[0]} is already used by another filter rule.` }]);

    // Deleting the rank rule frees its lead time rule.
    const { assignmentRuleId } = ranked.assignmentRule;
    written(await api.call('DELETE', '/autoassignment/rule', { as: ADMIN, body: { assignmentRuleId } }));
    written(await create(ADMIN, { ...scope, ...rank('LEAD_TIME_RULE', String(leadTimeRules[0])) }));
  });

  it('offers the scope’s lead time rules and custom order types as values, to its managers only', async () => {
    const choices = async (query: string, as = ADMIN) => {
      const response = await api.call('GET', `/autoassignment/rule/choices?${query}`, { as });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        leadTimeRules: { leadTimeRuleId: number; name: string; storeName: string }[];
        orderSubTypes: { orderSubTypeId: number; name: string }[];
      }>();
    };
    const store = await choices(`clientId=${demo}&storeId=${downtown}`);
    expect(store.leadTimeRules.filter((rule) => leadTimeRules.includes(rule.leadTimeRuleId))).toEqual([
      { leadTimeRuleId: leadTimeRules[0], name: 'Late pickups', storeName: 'Downtown Hub' },
      { leadTimeRuleId: leadTimeRules[1], name: 'Big orders', storeName: 'Downtown Hub' },
    ]);
    expect(store.orderSubTypes.map((type) => type.orderSubTypeId)).toEqual(expect.arrayContaining(subTypes));
    // A client-level rule may name any of the client's stores' lead time rules.
    const client = await choices(`clientId=${demo}`, SYSADMIN);
    expect(client.leadTimeRules.map((rule) => rule.leadTimeRuleId)).toEqual(
      expect.arrayContaining(leadTimeRules),
    );

    const other = (await idsByName(api)).client('Other Foods');
    expect((await choices(`clientId=${other}`, SYSADMIN)).leadTimeRules).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ leadTimeRuleId: leadTimeRules[0] })]),
    );
    for (const refused of [OTHER_ADMIN, MANAGER, SHOPPER]) {
      const response = await api.call('GET', `/autoassignment/rule/choices?clientId=${demo}`, {
        as: refused,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses ids that are not the scope’s own', async () => {
    const other = (await idsByName(api)).client('Other Foods');
    const response = await api.call('POST', '/autoassignment/rule', {
      as: SYSADMIN,
      body: { clientId: other, ...rank('ORDER_SUB_TYPE_RANK', String(subTypes[1])) },
    });
    expect(response.json().errors).toEqual([
      { errorMessage: `Custom order type ${subTypes[1]} was not found.` },
    ]);
  });

  it('moves a rule before or after another and renumbers the list in one go', async () => {
    for (const value of ['ASC', 'DESC']) {
      written(await create(SYSADMIN, { storeId: downtown, ...rank('PENDING_ITEM_COUNT', value) }));
    }
    const before = (await list(`clientId=${demo}&storeId=${downtown}`)).assignmentRules.map(
      (rule) => rule.assignmentRuleId,
    );
    const last = before.at(-1)!;
    const moved = written(
      await api.call('POST', '/autoassignment/rule/Move', {
        as: ADMIN,
        body: { sourceAssignmentRuleId: last, direction: 'Before', targetAssignmentRuleId: before[0] },
      }),
    );
    expect(moved.orderedIds).toEqual([last, ...before.slice(0, -1)]);
    const after = (await list(`clientId=${demo}&storeId=${downtown}`)).assignmentRules;
    expect(after.map((rule) => rule.assignmentRuleId)).toEqual(moved.orderedIds);
    expect(after.map((rule) => rule.sequence)).toEqual(after.map((_, index) => index));
  });

  it('answers a stale update with 409 and who changed the rule', async () => {
    const { assignmentRule } = written(await create(ADMIN, rank('PREPARED_ITEM_STATUS', 'PREPARED_OPEN')));
    const body = {
      assignmentRuleId: assignmentRule.assignmentRuleId,
      version: 1,
      ...rank('PREPARED_ITEM_STATUS', 'PREPARED_COMPLETE'),
    };
    written(await api.call('PUT', '/autoassignment/rule', { as: SYSADMIN, body }));
    const stale = await api.call('PUT', '/autoassignment/rule', { as: ADMIN, body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      changedBy: SYSADMIN,
      current: { value: 'PREPARED_COMPLETE', version: 2 },
    });
  });

  it('keeps a client’s rules, its stores’ too, to the client’s managers', async () => {
    expect(
      (await api.call('GET', `/autoassignment/rule?clientId=${demo}`, { as: OTHER_ADMIN })).statusCode,
    ).toBe(403);
    expect((await api.call('GET', `/autoassignment/rule?clientId=${demo}`, { as: MANAGER })).statusCode).toBe(
      403,
    );
    const storeList = `/autoassignment/rule?clientId=${demo}&storeId=${downtown}`;
    for (const lower of [MANAGER, SHOPPER]) {
      expect((await api.call('GET', storeList, { as: lower })).statusCode).toBe(403);
      expect((await create(lower, { storeId: downtown, ...rank('ORDER_VALUE', 'ASC') })).statusCode).toBe(
        403,
      );
    }

    const { assignmentRule } = written(await create(ADMIN, rank('ORDER_TYPE', 'SPOKE')));
    const { assignmentRuleId } = assignmentRule;
    expect(
      (await api.call('GET', `/autoassignment/rule/${assignmentRuleId}`, { as: OTHER_ADMIN })).statusCode,
    ).toBe(403);
    const removed = await api.call('DELETE', '/autoassignment/rule', {
      as: OTHER_ADMIN,
      body: { assignmentRuleId },
    });
    expect(removed.statusCode).toBe(403);
    // A store of another client named beside this client's id is not found.
    const otherStore = (await api.call('GET', '/store', { as: OTHER_ADMIN })).json<
      { storeId: number }[]
    >()[0]!.storeId;
    expect(
      (await api.call('GET', `/autoassignment/rule?clientId=${demo}&storeId=${otherStore}`, { as: SYSADMIN }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call('GET', `/autoassignment/rule/${assignmentRuleId}`, { as: ADMIN })).json(),
    ).toMatchObject({
      key: 'ORDER_TYPE',
    });
  });
});

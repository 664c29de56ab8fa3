import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startStackFor, type AnswerTree, type SignedInStack } from './testing/stack.js';

let stack: SignedInStack<[admin: string, shopper: string, otherAdmin: string]>;
let storeId: string;
let clientId: string;

const HISTORY = `query ($filter: HistoryFilterInput, $pageSize: Int) {
  history(filter: $filter, pageSize: $pageSize) {
    page pageSize hasMore
    entries { id recordedAt storeId clientId entityType entityId action actorName via
      changes { field secret before after } }
  }
}`;
const CREATE_SECTION = `mutation ($s: ID!, $input: SectionInput!) {
  createSection(storeId: $s, input: $input) { section { id } errors { message } } }`;

beforeAll(async () => {
  stack = await startStackFor(['clientadmin@demo.test', 'shopper@demo.test', 'otheradmin@demo.test']);
  const [admin] = stack.tokens;
  const { stores } = await stack.run('{ stores { id name clientId } }', {}, admin);
  const downtown = (stores as AnswerTree[]).find((store) => store.name === 'Downtown Hub');
  storeId = downtown.id;
  clientId = downtown.clientId;
});
afterAll(() => ifStarted(stack)?.close());

const read = async (token: string, filter: Record<string, unknown>, pageSize = 200) =>
  (await stack.run(HISTORY, { filter, pageSize }, token)).history;

describe('history', () => {
  it('reads a change made through the gateway, with its fields before and after', async () => {
    const [admin] = stack.tokens;
    const { foodSafetyTypes } = await stack.run(
      'query ($s: ID!) { foodSafetyTypes(storeId: $s) { id } }',
      { s: storeId },
      admin,
    );
    const input = {
      name: 'Bakery',
      sectionSourceKey: 'G01',
      foodSafetyTypeId: foodSafetyTypes[0].id,
      preparedItemsMode: 2,
    };
    const { createSection } = await stack.run(CREATE_SECTION, { s: storeId, input }, admin);
    expect(createSection.errors).toEqual([]);
    const { entries } = await read(admin, { entityType: 'Section', entityId: createSection.section.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'created',
      via: 'portal',
      actorName: 'clientadmin@demo.test',
      storeId,
      clientId,
    });
    expect(entries[0].changes).toContainEqual({
      field: 'name',
      secret: false,
      before: null,
      after: '"Bakery"',
    });
  });

  it('shows a secret as changed, with no values', async () => {
    const [admin] = stack.tokens;
    const CREATE = `mutation ($c: ID!, $input: IntegrationInput!) { createIntegration(clientId: $c, input: $input) { errors { message } } }`;
    const input = {
      integrationTypeId: 1,
      providerId: 2,
      name: 'POS',
      status: true,
      authOptions: [{ key: 'apiKey', value: 'gateway-secret-9' }],
    };
    const answer = await execute(stack.url, CREATE, { c: clientId, input }, admin);
    expect(answer.errors).toBeUndefined();
    const { entries } = await read(admin, { entityType: 'Integration' });
    expect(entries[0].changes).toContainEqual({
      field: 'authOptions',
      secret: true,
      before: null,
      after: null,
    });
    expect(JSON.stringify(entries)).not.toContain('gateway-secret-9');
  });

  it('gives a shopper only the layout of their store, and another client’s admin FORBIDDEN', async () => {
    const [, shopper, otherAdmin] = stack.tokens;
    const { entries } = await read(shopper, {});
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.every((entry: AnswerTree) => entry.storeId === storeId && entry.entityType !== 'Integration'),
    ).toBe(true);
    const refused = await execute(stack.url, HISTORY, { filter: { storeId } }, otherAdmin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is readable by an integrator with an API key', async () => {
    const [admin] = stack.tokens;
    const CREATE_KEY = `mutation ($c: ID!, $input: ApiKeyInput!) { createApiKey(clientId: $c, input: $input) { secret errors { message } } }`;
    const { createApiKey } = await stack.run(
      CREATE_KEY,
      { c: clientId, input: { name: 'Audit', role: 'clientAdmin' } },
      admin,
    );
    const page = await read(createApiKey.secret, { clientId }, 2);
    expect(page.hasMore).toBe(true);
    // Newest first: the key's own creation, by the admin who made it.
    expect(page.entries[0]).toMatchObject({
      entityType: 'ApiKey',
      action: 'created',
      actorName: 'clientadmin@demo.test',
    });
    expect(page.entries.every((entry: AnswerTree) => entry.clientId === clientId)).toBe(true);
  });
});

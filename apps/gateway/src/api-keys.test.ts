import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeCodeAfterInit,
  execute,
  startClientStack,
  type AnswerTree,
  type ClientStack,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: ClientStack;
let clientadmin: string;
let otheradmin: string;

const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on ApiKeyChanged { actor { userName } apiKey { id name revokedBy } }
    ... on HelpItemChanged { helpItem { id upcList } }
  }
}`;
const CREATE = `mutation ($c: ID!, $input: ApiKeyInput!) {
  createApiKey(clientId: $c, input: $input) { apiKey { id name role storeIds keyStart createdBy } secret errors { field message } } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { apiKey { id revokedBy revokedAt } errors { message } } }`;
const HELP = `mutation ($c: ID!) {
  saveHelpItem(clientId: $c, input: { upcList: "0001", helpHTML: "<p>Ask at the desk</p>" }) { errors { message } } }`;

beforeAll(async () => {
  stack = await startClientStack(CLIENT_EVENTS);
  [, clientadmin, otheradmin] = stack.tokens;
});
afterAll(() => ifStarted(stack)?.close());

/** Creates a key of Demo Grocers as its clientAdmin. */
async function createKey(input: Record<string, unknown>) {
  const { createApiKey } = await stack.run(CREATE, { c: stack.clientId, input }, clientadmin);
  expect(createApiKey.errors).toEqual([]);
  return createApiKey as { apiKey: AnswerTree; secret: string };
}

const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code;

describe('API keys', () => {
  it('answers a new key once, lists it without it, and tells the client’s admins', async () => {
    const { apiKey, secret } = await createKey({ name: 'ERP sync', role: 'clientAdmin' });
    expect(secret).toMatch(/^fk_/);
    expect(apiKey).toMatchObject({ name: 'ERP sync', role: 'clientAdmin', keyStart: secret.slice(0, 10) });
    const listed = await execute(
      stack.url,
      'query ($c: ID!) { apiKeys(clientId: $c) { id keyStart } }',
      { c: stack.clientId },
      clientadmin,
    );
    expect(JSON.stringify(listed)).not.toContain(secret);
    const event = await stack.watcher.waitFor((e) => e.clientEvents.apiKey?.id === apiKey.id);
    expect(event.clientEvents).toMatchObject({
      __typename: 'ApiKeyChanged',
      actor: { userName: 'clientadmin@demo.test' },
    });
  });

  it('acts over HTTP as its client’s admin, or as a store manager of its stores only', async () => {
    const wide = await createKey({ name: 'Reports', role: 'clientAdmin' });
    const { stores } = await stack.run('{ stores { id name clientId } }', {}, wide.secret);
    expect(stores.length).toBeGreaterThan(1);
    expect(new Set(stores.map((store: AnswerTree) => store.clientId))).toEqual(new Set([stack.clientId]));

    const downtown = stores.find((store: AnswerTree) => store.name === 'Downtown Hub').id;
    const riverside = stores.find((store: AnswerTree) => store.name === 'Riverside Spoke').id;
    const narrow = await createKey({ name: 'Hub till', role: 'storeManager', storeIds: [downtown] });
    const own = await stack.run('{ stores { name } }', {}, narrow.secret);
    expect(own.stores).toEqual([{ name: 'Downtown Hub' }]);
    const refused = await execute(
      stack.url,
      'query ($id: ID!) { storeDashboard(storeId: $id) { storeId } }',
      { id: riverside },
      narrow.secret,
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('refuses bad fields in the rules’ words, and keys of another client or from a key', async () => {
    const answer = await stack.run(
      CREATE,
      { c: stack.clientId, input: { name: '', role: 'storeManager' } },
      clientadmin,
    );
    expect(answer.createApiKey).toEqual({
      apiKey: null,
      secret: null,
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'storeIds', message: 'Choose at least one store for a Store Manager key' },
      ],
    });
    const foreign = await execute(
      stack.url,
      CREATE,
      { c: stack.clientId, input: { name: 'Mine', role: 'clientAdmin' } },
      otheradmin,
    );
    expect(codeOf(foreign)).toBe('FORBIDDEN');
    const { secret } = await createKey({ name: 'No successor', role: 'clientAdmin' });
    const fromKey = await execute(
      stack.url,
      CREATE,
      { c: stack.clientId, input: { name: 'Next', role: 'clientAdmin' } },
      secret,
    );
    expect(codeOf(fromKey)).toBe('FORBIDDEN');
    expect(
      codeOf(
        await execute(
          stack.url,
          'query ($c: ID!) { apiKeys(clientId: $c) { id } }',
          { c: stack.clientId },
          secret,
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('subscribes with the key in the connection parameters, hearing the client’s changes but no keys', async () => {
    const { secret } = await createKey({ name: 'Listener', role: 'clientAdmin' });
    const listening = await stack.subscribe(secret, CLIENT_EVENTS, { clientId: stack.clientId });
    await createKey({ name: 'Unheard', role: 'clientAdmin' });
    await stack.run(HELP, { c: stack.clientId }, clientadmin);
    await listening.waitFor((e) => e.clientEvents.__typename === 'HelpItemChanged');
    expect(listening.events.map((e) => e.clientEvents.__typename)).not.toContain('ApiKeyChanged');
  });

  it('closes a revoked key’s socket within a second, and refuses it over HTTP and WebSocket', async () => {
    const { apiKey, secret } = await createKey({ name: 'Revoked soon', role: 'clientAdmin' });
    const listening = await stack.subscribe(secret, CLIENT_EVENTS, { clientId: stack.clientId });
    const revokedAt = Date.now();
    const { revokeApiKey } = await stack.run(REVOKE, { id: apiKey.id }, clientadmin);
    expect(revokeApiKey).toMatchObject({ apiKey: { revokedBy: 'clientadmin@demo.test' }, errors: [] });
    expect(await listening.closed).toBe(4403);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect(codeOf(await execute(stack.url, '{ stores { id } }', {}, secret))).toBe('UNAUTHENTICATED');
    expect(await closeCodeAfterInit(stack.wsUrl, { authorization: `Bearer ${secret}` })).toBe(4403);
  });
});

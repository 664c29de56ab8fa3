import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStackFor, type AnswerTree, type SignedInStack } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

/** The depth-6 query that made one REST call per store and client before relations were batched. */
const NESTED = '{ stores { client { stores { client { stores { id } } } } } }';

/** Demo Grocers grows to this many stores and this many users, the sizes the batching is measured at. */
const STORES = 72;
const USERS = 50;

let stack: SignedInStack<[string, string]>;
let clientId: string;

beforeAll(async () => {
  stack = await startStackFor(['sysadmin@demo.test', 'clientadmin@demo.test']);
  const [, clientadmin] = stack.tokens;
  const { stores } = await stack.run('{ stores { id clientId } }', {}, clientadmin);
  clientId = stores[0].clientId;
  for (let index = stores.length; index < STORES; index += 1) {
    await stack.run(
      'mutation ($clientId: ID!, $name: String!) { createStore(clientId: $clientId, input: { name: $name, storeType: STANDALONE }) { errors { message } } }',
      { clientId, name: `Batch Store ${index}` },
      clientadmin,
    );
  }
  const storeIds = stores.map((store: AnswerTree) => store.id);
  const users = await usersPage(clientadmin);
  for (let index = users.length; index < USERS; index += 1) {
    await stack.run(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { errors { message } } }`,
      {
        input: {
          user: {
            userName: `batch.shopper${index}`,
            email: `batch.shopper${index}@demo.test`,
            clientId,
            role: 'shopper',
            receiveArrivalNotifications: false,
          },
          storeIds: storeIds.slice(0, 1 + (index % storeIds.length)),
        },
      },
      clientadmin,
    );
  }
}, 120_000);

afterAll(() => ifStarted(stack)?.close());

const USERS_WITH_STORES = `query ($clientId: ID, $take: Int!) {
  users(scope: { clientId: $clientId }, search: { skip: 0, take: $take }) {
    id role stores { id clientId } assignedStores { id clientId }
  }
}`;

async function usersPage(token: string): Promise<AnswerTree[]> {
  const { users } = await stack.run(USERS_WITH_STORES, { clientId, take: USERS }, token);
  return users;
}

describe('batched relations', () => {
  it("answers a clientAdmin's depth-6 stores query with at most 3 REST calls, all within its client", async () => {
    const [, clientadmin] = stack.tokens;
    let data: AnswerTree;
    const calls = await stack.restCallsDuring(async () => {
      data = await stack.run(NESTED, {}, clientadmin);
    });
    expect(data.stores).toHaveLength(STORES);
    const [sysadmin] = stack.tokens;
    const own = await stack.run(
      'query ($clientId: ID) { stores(clientId: $clientId) { id } }',
      { clientId },
      sysadmin,
    );
    const ownIds = new Set(own.stores.map((store: AnswerTree) => store.id));
    const innermost = data.stores.flatMap((store: AnswerTree) =>
      store.client.stores.flatMap((inner: AnswerTree) =>
        inner.client.stores.map((last: AnswerTree) => last.id),
      ),
    );
    expect(innermost).toHaveLength(STORES ** 3);
    expect(new Set(innermost)).toEqual(ownIds);
    expect(calls.length).toBeLessThanOrEqual(3);
    expect(calls).toEqual([
      'GET /store',
      `GET /client/ByIds?ids=${clientId}`,
      `GET /store/ByClientIds?ids=${clientId}`,
    ]);
  });

  it('answers a page of 50 users with their stores and assigned stores with 2 to 3 REST calls', async () => {
    for (const token of stack.tokens) {
      let users: AnswerTree[] = [];
      const calls = await stack.restCallsDuring(async () => {
        users = await usersPage(token);
      });
      expect(users).toHaveLength(USERS);
      expect(
        users.every((user) => user.stores.every((store: AnswerTree) => store.clientId === clientId)),
      ).toBe(true);
      expect(users.some((user) => user.assignedStores.length > 1)).toBe(true);
      // The search, then one batch for the clientAdmins' stores and one for everyone's assigned stores.
      expect(calls[0]).toMatch(/^POST \/user\/search/);
      expect(
        calls
          .slice(1)
          .map((call) => call.split('?')[0])
          .sort(),
      ).toEqual(['GET /store/ByClientIds', 'GET /store/ByUserIds']);
    }
  });

  it("gives a systemAdmin the same user's stores a clientAdmin sees, each through its own loaders", async () => {
    const [sysadmin, clientadmin] = stack.tokens;
    const [asSystem, asClient] = await Promise.all([usersPage(sysadmin), usersPage(clientadmin)]);
    expect(asSystem.map((user) => user.assignedStores)).toEqual(asClient.map((user) => user.assignedStores));
  });

  it('reads a row changed by one mutation of a document anew in the next', async () => {
    const [sysadmin] = stack.tokens;
    const { client } = await stack.run(
      'query ($id: ID!) { client(id: $id) { name version } }',
      { id: clientId },
      sysadmin,
    );
    const storeClient = 'store { client { name } }';
    const data = await stack.run(
      `mutation ($clientId: ID!, $version: Int!) {
        before: createStore(clientId: $clientId, input: { name: "Before Rename", storeType: STANDALONE }) { ${storeClient} }
        rename: updateClient(id: $clientId, version: $version, input: { name: "Demo Grocers Renamed" }) { client { name } }
        after: createStore(clientId: $clientId, input: { name: "After Rename", storeType: STANDALONE }) { ${storeClient} }
      }`,
      { clientId, version: client.version },
      sysadmin,
    );
    expect(data.before.store.client.name).toBe(client.name);
    expect(data.after.store.client.name).toBe('Demo Grocers Renamed');
  });
});

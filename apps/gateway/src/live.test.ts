import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EVENTS,
  closeCodeAfterInit,
  execute,
  expectNoGraphQLErrors,
  startGateway,
  startStackFor,
  type SignedInStack,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: SignedInStack;
let sysadmin: string;
let otheradmin: string;

beforeAll(async () => {
  [sysadmin, otheradmin] = (stack = await startStackFor([
    'sysadmin@demo.test',
    'otheradmin@demo.test',
  ])).tokens;
});

afterAll(() => ifStarted(stack)?.close());

const listen = (token: string) => stack.subscribe(token, ADMIN_EVENTS);

async function createClient(name: string): Promise<string> {
  const data = expectNoGraphQLErrors(
    await execute<{ createClient: { client: { id: string } } }>(
      stack.url,
      'mutation ($name: String!) { createClient(input: { name: $name }) { client { id } } }',
      { name },
      sysadmin,
    ),
  );
  return data.createClient.client.id;
}

describe('adminEvents', () => {
  it('delivers ClientCreated to a systemAdmin and not to a clientAdmin of another client', async () => {
    const [admin, other] = [await listen(sysadmin), await listen(otheradmin)];
    const name = `Live ${randomUUID()}`;
    const id = await createClient(name);
    const event = await admin.waitFor((data) => JSON.stringify(data).includes(name));
    expect(event).toEqual({
      adminEvents: {
        __typename: 'ClientCreated',
        eventId: expect.any(String),
        scope: `client:${id}`,
        actor: { userName: 'sysadmin@demo.test' },
        client: { id, name, version: 1 },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.events).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('delivers ClientUpdated of their own client to a clientAdmin', async () => {
    const other = await listen(otheradmin);
    const current = expectNoGraphQLErrors(
      await execute<{ clients: { id: string; name: string; version: number }[] }>(
        stack.url,
        '{ clients { id name version } }',
        {},
        otheradmin,
      ),
    ).clients[0]!;
    expectNoGraphQLErrors(
      await execute(
        stack.url,
        'mutation ($id: ID!, $version: Int!, $input: UpdateClientInput!) { updateClient(id: $id, version: $version, input: $input) { client { id } } }',
        { id: current.id, version: current.version, input: { name: current.name } },
        otheradmin,
      ),
    );
    const event = await other.waitFor((data) => data.adminEvents.__typename === 'ClientUpdated');
    expect(event).toMatchObject({
      adminEvents: { __typename: 'ClientUpdated', scope: `client:${current.id}`, client: { id: current.id } },
    });
  });

  it('closes a socket whose connection_init has no valid token with 4403', async () => {
    expect(await closeCodeAfterInit(stack.wsUrl, {})).toBe(4403);
    expect(await closeCodeAfterInit(stack.wsUrl, { authorization: 'Bearer not-a-token' })).toBe(4403);
  });
});

describe('socket expiry', () => {
  it('closes an open socket with 4403 when its token expires', async () => {
    const expiring = await startGateway(stack.apiUrl, {
      verifyToken: async () => ({
        id: 1,
        userName: 'sysadmin@demo.test',
        displayName: 'Sam Sysadmin',
        role: 'systemAdmin',
        clientId: 0,
        claims: [],
        expiresAtMs: Date.now() + 500,
      }),
    });
    try {
      expect(await closeCodeAfterInit(expiring.wsUrl, { authorization: 'Bearer soon-expired' })).toBe(4403);
    } finally {
      await expiring.app.close();
    }
  });
});

describe('clientEvents', () => {
  const CLIENT_EVENTS = `subscription ($clientId: ID!) {
    clientEvents(clientId: $clientId) { __typename ... on ClientUpdated { scope actor { displayName } client { id name } } }
  }`;

  it('delivers a change of the client to its clientAdmin and refuses another client’s admin', async () => {
    const own = expectNoGraphQLErrors(
      await execute<{ clients: { id: string; name: string; version: number }[] }>(
        stack.url,
        '{ clients { id name version } }',
        {},
        otheradmin,
      ),
    ).clients[0]!;
    const demoGrocers = expectNoGraphQLErrors(
      await execute<{ clients: { id: string }[] }>(
        stack.url,
        '{ clients(search: "Demo Grocers") { id } }',
        {},
        sysadmin,
      ),
    ).clients[0]!;
    const admin = await stack.subscribe(otheradmin, CLIENT_EVENTS, { clientId: own.id });
    const stranger = await stack.subscribe(otheradmin, CLIENT_EVENTS, { clientId: demoGrocers.id });
    expectNoGraphQLErrors(
      await execute(
        stack.url,
        'mutation ($id: ID!, $version: Int!, $input: UpdateClientInput!) { updateClient(id: $id, version: $version, input: $input) { client { id } } }',
        { id: own.id, version: own.version, input: { name: own.name } },
        sysadmin,
      ),
    );
    const event = await admin.waitFor((data) => data.clientEvents.__typename === 'ClientUpdated');
    expect(event.clientEvents).toMatchObject({
      __typename: 'ClientUpdated',
      scope: `client:${own.id}`,
      client: { id: own.id, name: own.name },
    });
    expect(stranger.events).toEqual([]);
    expect(stranger.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
  });
});

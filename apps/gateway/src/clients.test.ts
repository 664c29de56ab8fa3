import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, expectNoGraphQLErrors, startStackFor, type SignedInStack } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

interface ClientRow {
  id: string;
  name: string;
  version: number;
  curbsideOnly: boolean;
  updatedBy: string | null;
}

const CLIENT_FIELDS = 'id name version curbsideOnly updatedBy';
const CREATE = `mutation ($input: CreateClientInput!) { createClient(input: $input) { client { ${CLIENT_FIELDS} } errors { message } } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: UpdateClientInput!) { updateClient(id: $id, version: $version, input: $input) { client { ${CLIENT_FIELDS} } errors { message } } }`;
const DELETE = 'mutation ($id: ID!) { deleteClient(id: $id) { deletedId errors { message } } }';
const CLIENTS = `query ($search: String) { clients(search: $search) { ${CLIENT_FIELDS} } }`;

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

async function createClient(name: string): Promise<ClientRow> {
  const data = expectNoGraphQLErrors(
    await execute<{ createClient: { client: ClientRow; errors: unknown[] } }>(
      stack.url,
      CREATE,
      { input: { name } },
      sysadmin,
    ),
  );
  expect(data.createClient.errors).toEqual([]);
  return data.createClient.client;
}

const clientNames = async (token: string, search?: string) =>
  expectNoGraphQLErrors(
    await execute<{ clients: ClientRow[] }>(stack.url, CLIENTS, { search }, token),
  ).clients.map((client) => client.name);

describe('clients', () => {
  it('finds clients whose name contains the search text, in any case', async () => {
    expect(await clientNames(sysadmin, 'oTHER')).toEqual(['Other Foods']);
    expect(await clientNames(sysadmin)).toEqual(expect.arrayContaining(['Demo Grocers', 'Other Foods']));
  });

  it('shows a clientAdmin only their own client', async () => {
    expect(await clientNames(otheradmin)).toEqual(['Other Foods']);
  });

  it('creates, updates and deletes a client', async () => {
    const created = await createClient(`Created ${randomUUID()}`);
    expect(created).toMatchObject({ version: 1, curbsideOnly: false });

    const renamed = `Renamed ${randomUUID()}`;
    const updated = expectNoGraphQLErrors(
      await execute<{ updateClient: { client: ClientRow } }>(
        stack.url,
        UPDATE,
        { id: created.id, version: 1, input: { name: renamed, curbsideOnly: true } },
        sysadmin,
      ),
    ).updateClient.client;
    expect(updated).toMatchObject({ id: created.id, name: renamed, version: 2, curbsideOnly: true });
    expect(updated.updatedBy).toBe('sysadmin@demo.test');

    const deleted = expectNoGraphQLErrors(
      await execute<{ deleteClient: { deletedId: string; errors: unknown[] } }>(
        stack.url,
        DELETE,
        { id: created.id },
        sysadmin,
      ),
    );
    expect(deleted.deleteClient).toEqual({ deletedId: created.id, errors: [] });
    const found = await execute(
      stack.url,
      'query ($id: ID!) { client(id: $id) { id } }',
      { id: created.id },
      sysadmin,
    );
    expect(found.data).toEqual({ client: null });
  });

  it('answers a duplicate name as a user error, not an exception', async () => {
    const answer = expectNoGraphQLErrors(
      await execute<{ createClient: { client: null; errors: { message: string }[] } }>(
        stack.url,
        CREATE,
        { input: { name: 'Demo Grocers' } },
        sysadmin,
      ),
    );
    expect(answer.createClient.client).toBeNull();
    expect(answer.createClient.errors).toHaveLength(1);
  });

  it('refuses a delete the API refuses, with its message', async () => {
    const demo = expectNoGraphQLErrors(
      await execute<{ clients: ClientRow[] }>(stack.url, CLIENTS, { search: 'Demo Grocers' }, sysadmin),
    ).clients[0]!;
    const answer = expectNoGraphQLErrors(
      await execute<{ deleteClient: { deletedId: null; errors: { message: string }[] } }>(
        stack.url,
        DELETE,
        { id: demo.id },
        sysadmin,
      ),
    );
    expect(answer.deleteClient.deletedId).toBeNull();
    expect(answer.deleteClient.errors[0]?.message).toEqual(expect.any(String));
  });

  it('refuses a stale version with CONFLICT carrying the current client and who changed it', async () => {
    const created = await createClient(`Contested ${randomUUID()}`);
    const first = await execute(
      stack.url,
      UPDATE,
      { id: created.id, version: 1, input: { name: `${created.name} A` } },
      sysadmin,
    );
    expectNoGraphQLErrors(first);
    const stale = await execute(
      stack.url,
      UPDATE,
      { id: created.id, version: 1, input: { name: `${created.name} B` } },
      sysadmin,
    );
    expect(stale.errors).toHaveLength(1);
    expect(stale.errors![0]!.extensions).toMatchObject({
      code: 'CONFLICT',
      changedBy: 'sysadmin@demo.test',
      current: { id: created.id, name: `${created.name} A`, version: 2 },
    });
  });

  it('refuses createClient to a clientAdmin as FORBIDDEN', async () => {
    const answer = await execute(stack.url, CREATE, { input: { name: `Nope ${randomUUID()}` } }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('tenant scope', () => {
  it('refuses another client’s dashboard as FORBIDDEN and shows the own one', async () => {
    const [demo, other] = await Promise.all(
      ['Demo Grocers', 'Other Foods'].map(
        async (name) =>
          expectNoGraphQLErrors(
            await execute<{ clients: ClientRow[] }>(stack.url, CLIENTS, { search: name }, sysadmin),
          ).clients[0]!,
      ),
    );
    const query = 'query ($id: ID!) { clientDashboard(clientId: $id) { clientId storeCount userCount } }';
    const refused = await execute(stack.url, query, { id: demo!.id }, otheradmin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
    const own = expectNoGraphQLErrors(
      await execute<{ clientDashboard: { clientId: string; storeCount: number } }>(
        stack.url,
        query,
        { id: other!.id },
        otheradmin,
      ),
    );
    expect(own.clientDashboard).toMatchObject({ clientId: other!.id, storeCount: 1 });
  });

  it('lists only the caller’s stores, with their client and type', async () => {
    const data = expectNoGraphQLErrors(
      await execute<{ stores: { name: string; storeType: string; client: { name: string } }[] }>(
        stack.url,
        '{ stores { name storeType client { name } } }',
        {},
        otheradmin,
      ),
    );
    expect(data.stores).toEqual([
      { name: 'Harbor Standalone', storeType: 'STANDALONE', client: { name: 'Other Foods' } },
    ]);
  });

  it('refuses the admin dashboard to a clientAdmin and answers it to a systemAdmin', async () => {
    const query = '{ adminDashboard { clientCount storeCount userCount shopperCount } }';
    expect((await execute(stack.url, query, {}, otheradmin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const data = expectNoGraphQLErrors(
      await execute<{ adminDashboard: { clientCount: number } }>(stack.url, query, {}, sysadmin),
    );
    expect(data.adminDashboard.clientCount).toBeGreaterThanOrEqual(2);
  });

  it('refuses any query without a token as UNAUTHENTICATED', async () => {
    const answer = await execute(stack.url, '{ clients { id } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

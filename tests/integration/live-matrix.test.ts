import { randomBytes, randomUUID } from 'node:crypto';
import {
  DEMO_PASSWORD,
  execute,
  expectNoGraphQLErrors,
  operationLimitErrors,
  startApi,
  startGateway,
  type AnswerTree,
} from '@fulfil/gateway/testing';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  DEMO_PEOPLE,
  mayManage,
  mayRead,
  mayWrite,
  type DemoWorld,
  type PersonName,
} from './live-matrix/access-model.js';
import { liveOperations, loadContract, type LiveOperation } from './live-matrix/documents.js';
import {
  mutationSteps,
  SECRET_MARK,
  UPLOAD_JOB_ID,
  type Mutate,
  type Send,
  type Tenant,
} from './live-matrix/mutations.js';
import { probesFor, type Ask } from './live-matrix/probes.js';
import { ifStarted } from '@fulfil/test-fixtures';

/*
 * Every demo person subscribes to every subscription of the contract, with the arguments of their
 * own tenant and of the other one, while real changes produce every event type. Each delivered event
 * is held against the same person's query of the same rows at that moment: a subscriber receives
 * exactly what the query would return to them.
 */

const redisUrl = process.env.REDIS_URL;
const serverUrl = process.env.DATABASE_URL;
const PEOPLE = Object.keys(DEMO_PEOPLE) as PersonName[];
/** Fields whose values are credentials: only the writers of their store or client may hold them. */
const SECRET_FIELDS = new Set(['providerEndpointAuthInfo', 'authOptions', 'webHooks', 'storeAttribute']);

/** A fresh PostgreSQL database beside the one DATABASE_URL names, so runs never meet. */
async function freshDatabase(server: string) {
  const name = `fulfil_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

type Gateway = Awaited<ReturnType<typeof startGateway>>;
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
let api: Awaited<ReturnType<typeof startApi>>;
let gateways: Gateway[] = [];
const sockets: Client[] = [];
const tokens = {} as Record<PersonName, string>;

beforeAll(async () => {
  database = serverUrl ? await freshDatabase(serverUrl) : undefined;
  api = await startApi(database ? { DATABASE_URL: database.url } : {});
  const livePrefix = `matrix-${randomUUID()}`;
  gateways = await Promise.all(
    (redisUrl ? [1, 2] : [1]).map(() => startGateway(api.url, { redisUrl, livePrefix })),
  );
  // Signed in at the API itself, so people the portal turns away get a token too.
  for (const person of PEOPLE) {
    const response = await fetch(`${api.url}/user/LoginWithEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: DEMO_PEOPLE[person].email, Password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`${person} could not sign in: ${await response.text()}`);
    tokens[person] = ((await response.json()) as { token: string }).token;
  }
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await Promise.all(gateways.map((gateway) => gateway.app.close()));
  await ifStarted(api)?.app.close();
  await database?.drop();
});

/** Changes go through the first gateway; with Redis, subscribers listen on the second. */
const changes = () => gateways[0]!;
const listener = () => gateways[gateways.length - 1]!;

const ask =
  (person: PersonName): Ask =>
  (query, variables) =>
    execute<AnswerTree>(changes().url, query, variables, tokens[person]);

const mutate: Mutate = async (query, variables = {}) => {
  const data = expectNoGraphQLErrors(await ask('sysadmin')(query, variables));
  const value = Object.values(data as Record<string, AnswerTree>)[0];
  if (value?.errors?.length) throw new Error(`${query} refused: ${JSON.stringify(value.errors)}`);
  return value;
};

const send: Send = async (path, body) => {
  const response = await fetch(new URL(path, changes().url), {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${tokens.sysadmin}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as AnswerTree;
};

/** The ids of the demo rows, looked up by name, and the tenants the changes are made in. */
async function demoWorld(): Promise<{ world: DemoWorld; tenants: Tenant[] }> {
  const clients: { id: string; name: string }[] = await mutate('{ clients { id name } }');
  const stores: { id: string; name: string; clientId: string }[] = await mutate(
    '{ stores { id name clientId } }',
  );
  const clientId = (name: string) => clients.find((client) => client.name === name)!.id;
  const storeId = (name: string) => stores.find((store) => store.name === name)!.id;
  const userIds = async (store: string) => {
    const users: { id: string; userName: string }[] = await mutate(
      'query ($s: ID!) { users(scope: { storeId: $s }, search: { skip: 0, take: 100 }) { id userName } }',
      { s: storeId(store) },
    );
    return (userName: string) => users.find((user) => user.userName === userName)!.id;
  };
  const downtown = await userIds('Downtown Hub');
  const harbor = await userIds('Harbor Standalone');
  return {
    world: {
      clientIds: { demo: Number(clientId('Demo Grocers')), other: Number(clientId('Other Foods')) },
      storeIds: new Map(stores.map((store) => [store.name, Number(store.id)])),
      storeClients: new Map(stores.map((store) => [Number(store.id), Number(store.clientId)])),
    },
    tenants: [
      {
        name: 'Demo Grocers',
        clientId: clientId('Demo Grocers'),
        storeId: storeId('Downtown Hub'),
        shopperId: downtown('shopper@demo.test'),
        prepperId: downtown('prep@demo.test'),
      },
      {
        name: 'Other Foods',
        clientId: clientId('Other Foods'),
        storeId: storeId('Harbor Standalone'),
        shopperId: harbor('shopper1.harbor@demo.test'),
      },
    ],
  };
}

/** One person's subscription with one set of arguments, and all it received. */
interface Listening {
  person: PersonName;
  operation: LiveOperation;
  variables: Record<string, string>;
  label: string;
  delivered: AnswerTree[];
  /** How many of `delivered` were checked already. */
  checked: number;
  errors: { message: string; extensions?: { code?: string } }[];
}

/** Opens one socket per person and every subscription on it. */
function listen(operations: LiveOperation[]): { listenings: Listening[]; closed: string[] } {
  const listenings: Listening[] = [];
  const closed: string[] = [];
  for (const person of PEOPLE) {
    const socket = createClient({
      url: listener().wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[person]}` },
      retryAttempts: 0,
      lazy: false,
      on: { closed: (event) => closed.push(`${person}: ${(event as { code: number }).code}`) },
    });
    sockets.push(socket);
    for (const operation of operations)
      for (const variables of operation.variableSets) {
        const listening: Listening = {
          person,
          operation,
          variables,
          label: `${person} ${operation.field}(${Object.values(variables).join(',')})`,
          delivered: [],
          checked: 0,
          errors: [],
        };
        listenings.push(listening);
        for (const query of operation.documents)
          socket.subscribe<AnswerTree>(
            { query, variables },
            {
              next: (result) => {
                if (result.errors) listening.errors.push(...result.errors);
                if (result.data) listening.delivered.push(result.data[operation.field]);
              },
              error: (error) => listening.errors.push({ message: String(error) }),
              complete: () => undefined,
            },
          );
      }
  }
  return { listenings, closed };
}

const isRefused = (errors: { extensions?: { code?: string } }[] | undefined) =>
  (errors ?? []).some((error) => error.extensions?.code === 'FORBIDDEN');

/**
 * Subscriptions that deliver a query's answer in slices rather than change events, each with the run
 * it is asked for in a tenant and that query: a person receives, slice by slice, exactly its answer.
 */
const SLICED_QUERIES = {
  tableReportRows: {
    run: (tenant: Tenant) => ({
      clientId: tenant.clientId,
      storeId: Number(tenant.storeId),
      reportName: 'Order Value by Type',
      timeFrame: 'all',
      startValue: '0',
      endValue: '0',
    }),
    subscription: `subscription ($run: ReportRunInput!) {
      tableReportRows(run: $run) { isSuccess columns rowCount offset rows } }`,
    query: 'query ($run: ReportRunInput!) { tableReport(run: $run) { isSuccess columns rows } }',
  },
};

/** Every slice `person` receives of a sliced subscription, until it completes, and its errors. */
function slicesOf(person: PersonName, query: string, variables: Record<string, unknown>) {
  const socket = createClient({
    url: listener().wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${tokens[person]}` },
    retryAttempts: 0,
  });
  sockets.push(socket);
  const slices: AnswerTree[] = [];
  const errors: { message: string; extensions?: { code?: string } }[] = [];
  return new Promise<{ slices: AnswerTree[]; errors: typeof errors }>((resolve) => {
    socket.subscribe<AnswerTree>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
          if (result.data) slices.push(Object.values(result.data)[0]);
        },
        error: (error) => {
          errors.push(...(Array.isArray(error) ? error : [{ message: String(error) }]));
          resolve({ slices, errors });
        },
        complete: () => resolve({ slices, errors }),
      },
    );
  });
}

/** The query each subscription answers like: refused to the same people. */
const MATCHING_QUERY: Record<
  string,
  (variables: Record<string, string>) => [string, Record<string, unknown>]
> = {
  adminEvents: () => ['{ clients { id } }', {}],
  clientEvents: ({ clientId }) => ['query ($c: ID!) { appAttributes(clientId: $c) { id } }', { c: clientId }],
  storeEvents: ({ storeId }) => ['query ($s: ID!) { store(id: $s) { id } }', { s: storeId }],
  uploadProgress: ({ storeId }) => ['query ($s: ID!) { store(id: $s) { id } }', { s: storeId }],
  userEvents: ({ clientId }) => [
    'query ($scope: UserScopeInput) { users(scope: $scope, search: { skip: 0, take: 1 }) { id } }',
    { scope: clientId ? { clientId } : null },
  ],
};

/** The credential fields an event carries with a value. */
function secretsIn(value: AnswerTree, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => secretsIn(item, found));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      const held = Array.isArray(inner) ? inner.length > 0 : inner !== null && inner !== '';
      if (SECRET_FIELDS.has(key) && held) found.push(key);
      else secretsIn(inner, found);
    }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live events follow the rules of the queries, for every role, subscription and tenant', () => {
  it('delivers each person exactly what their own queries answer, and refuses what they refuse', async () => {
    const contract = loadContract();
    const { world, tenants } = await demoWorld();
    const operations = liveOperations(
      contract,
      {
        storeId: tenants.map((tenant) => tenant.storeId),
        clientId: tenants.map((tenant) => tenant.clientId),
        jobId: [UPLOAD_JOB_ID],
      },
      Object.keys(SLICED_QUERIES),
    );
    for (const operation of operations)
      for (const document of operation.documents) expect(operationLimitErrors(document)).toEqual([]);
    const probes = probesFor(contract);
    const { listenings, closed } = listen(operations);
    const total = (person?: PersonName) =>
      listenings
        .filter((listening) => !person || listening.person === person)
        .reduce((sum, listening) => sum + listening.delivered.length + listening.errors.length, 0);
    // Refusals arrive at once; accepted subscriptions are registered after the API confirms the person.
    await sleep(1500);

    const leaks: string[] = [];
    // (3) A subscription is refused exactly when its matching query is.
    for (const listening of listenings) {
      const { field } = listening.operation;
      const [query, variables] = MATCHING_QUERY[field]!(listening.variables);
      const refused = isRefused(listening.errors);
      const queryRefused = isRefused((await ask(listening.person)(query, variables)).errors);
      // userEvents carries every user of a client, which only its admins read at once (docs/live.md);
      // the users query answers store-level people the users of their stores.
      const clientId = listening.variables.clientId ? Number(listening.variables.clientId) : null;
      const expected =
        field === 'userEvents' ? !mayManage(DEMO_PEOPLE[listening.person], clientId, world) : queryRefused;
      if (queryRefused && !refused) leaks.push(`${listening.label}: accepted, but the query is refused`);
      else if (refused !== expected)
        leaks.push(
          `${listening.label}: subscription ${refused ? 'refused' : 'accepted'}, query ${queryRefused ? 'refused' : 'answered'}`,
        );
      const others = listening.errors.filter((error) => error.extensions?.code !== 'FORBIDDEN');
      if (others.length) leaks.push(`${listening.label}: ${JSON.stringify(others)}`);
    }

    const produced = new Set<string>();
    let secretsDelivered = 0;
    /** Holds every event delivered since the last check against the rules and the person's queries. */
    const checkDeliveries = async () => {
      for (const listening of listenings) {
        const person = DEMO_PEOPLE[listening.person];
        for (const event of listening.delivered.slice(listening.checked)) {
          produced.add(`${listening.operation.field}.${event.__typename}`);
          const where = `${listening.label} ${event.__typename} ${event.scope}`;
          const expectedScope = listening.variables.storeId
            ? `store:${listening.variables.storeId}`
            : listening.variables.clientId && `client:${listening.variables.clientId}`;
          // (1) Never an event about a row of a tenant or store the person may not read.
          if (expectedScope && event.scope !== expectedScope)
            leaks.push(`${where}: outside ${expectedScope}`);
          if (!mayRead(person, event.scope, world)) leaks.push(`${where}: a scope the person may not read`);
          // (4) Credentials only to the writers of their store or client.
          const secrets = secretsIn(event);
          if (secrets.length) {
            secretsDelivered += 1;
            if (!mayWrite(person, event.scope, world)) leaks.push(`${where}: carries ${secrets.join(', ')}`);
          }
          if (JSON.stringify(event).includes(SECRET_MARK) && !mayWrite(person, event.scope, world))
            leaks.push(`${where}: carries a stored secret`);
          // (2) The person's own query of the same rows agrees.
          const probe = probes[event.__typename];
          if (!probe) throw new Error(`no query is known for ${event.__typename}; add one to the probes`);
          const problem = await probe(event, ask(listening.person));
          if (problem) leaks.push(`${where}: ${problem}`);
        }
        listening.checked = listening.delivered.length;
      }
    };

    for (const step of mutationSteps(mutate, send, tenants)) {
      const before = total('sysadmin');
      await step.run().catch((error: unknown) => {
        throw new Error(`${step.name}: ${(error as Error).message}`);
      });
      // The systemAdmin hears every change; the others' deliveries have arrived once all is quiet.
      for (let waited = 0; total('sysadmin') === before && waited < 5000; waited += 50) await sleep(50);
      for (let last = -1; last !== total();) {
        last = total();
        await sleep(150);
      }
      await checkDeliveries();
    }

    printSummary(listenings);
    expect(closed).toEqual([]);
    expect(leaks).toEqual([]);
    expect(secretsDelivered).toBeGreaterThan(0);
    // Every event type of every subscription was produced, so a new one cannot go unchecked.
    // LiveResync carries no rows (it says "refetch"); tests/integration/live-resync.test.ts produces it.
    const missing = operations.flatMap((operation) =>
      operation.members
        .filter((member) => member !== 'LiveResync')
        .map((member) => `${operation.field}.${member}`)
        .filter((key) => !produced.has(key)),
    );
    expect(missing).toEqual([]);
    // A person who may read a subscription's scope hears something on it: the check is not vacuous.
    const silent = listenings.filter((listening) => {
      if (isRefused(listening.errors) || listening.delivered.length > 0) return false;
      const person = DEMO_PEOPLE[listening.person];
      const { storeId, clientId } = listening.variables;
      const scope = storeId ? `store:${storeId}` : clientId ? `client:${clientId}` : null;
      return scope ? mayRead(person, scope, world) : person.reach !== 'none';
    });
    expect(silent.map((listening) => listening.label)).toEqual([]);
  }, 120_000);
});

describe('subscriptions that answer a query in slices', () => {
  it('deliver each person, in every tenant, exactly the answer of their own query, and refuse whom it refuses', async () => {
    const { tenants } = await demoWorld();
    const leaks: string[] = [];
    let answered = 0;
    for (const [field, sliced] of Object.entries(SLICED_QUERIES))
      for (const person of PEOPLE)
        for (const tenant of tenants) {
          const variables = { run: sliced.run(tenant) };
          const label = `${person} ${field}(${tenant.name})`;
          const query = await ask(person)(sliced.query, variables);
          const live = await slicesOf(person, sliced.subscription, variables);
          const codes = (errors: { extensions?: { code?: string } }[] | undefined) =>
            (errors ?? []).map((error) => error.extensions?.code);
          if (query.errors?.length) {
            if (live.slices.length > 0) leaks.push(`${label}: slices delivered, but the query is refused`);
            if (JSON.stringify(codes(live.errors)) !== JSON.stringify(codes(query.errors)))
              leaks.push(
                `${label}: refused with ${codes(live.errors)}, the query with ${codes(query.errors)}`,
              );
            continue;
          }
          answered += 1;
          const whole = Object.values(query.data as Record<string, AnswerTree>)[0];
          const rows = live.slices.flatMap((slice) => slice.rows as unknown[]);
          if (live.errors.length) leaks.push(`${label}: ${JSON.stringify(live.errors)}`);
          if (JSON.stringify(live.slices[0]?.columns) !== JSON.stringify(whole.columns))
            leaks.push(`${label}: columns differ from the query's`);
          if (JSON.stringify(rows) !== JSON.stringify(whole.rows))
            leaks.push(`${label}: ${rows.length} rows delivered, the query answers ${whole.rows.length}`);
        }
    expect(leaks).toEqual([]);
    // Some people are answered, so the comparison is not vacuous.
    expect(answered).toBeGreaterThan(0);
  });
});

/** Role × subscription: events delivered, or refused. */
function printSummary(listenings: Listening[]) {
  const columns = [...new Set(listenings.map((listening) => listening.label.split(' ')[1]!))];
  const rows = PEOPLE.map((person) =>
    [
      person.padEnd(12),
      ...columns.map((column) => {
        const listening = listenings.find((item) => item.label === `${person} ${column}`)!;
        return (isRefused(listening.errors) ? 'refused' : String(listening.delivered.length)).padStart(
          column.length,
        );
      }),
    ].join(' '),
  );
  console.log([['role'.padEnd(12), ...columns].join(' '), ...rows].join('\n'));
}

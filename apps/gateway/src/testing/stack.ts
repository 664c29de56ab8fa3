import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { buildApp, loadConfig as loadApiConfig } from '@fulfil/fulfilment-api';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { GraphQLError, parse } from 'graphql';
import { buildGateway, type GatewayOverrides } from '../app.js';
import { loadConfig } from '../config.js';
import { createHardening, operationRefusal } from '../http/hardening.js';
import { loadSchema } from '../schema.js';

export const DEMO_PASSWORD = 'demo-password';

/**
 * The reference API with fresh demo data, listening on a free port. It runs on an in-memory PGlite
 * database, so every test file starts from the same data, unless `variables` name an empty
 * PostgreSQL database as DATABASE_URL. `variables` are its environment variables (SMTP_URL, ...).
 */
export async function startApi(
  variables: Record<string, string> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({
    ...loadApiConfig({ LOG_LEVEL: 'silent', ...variables }),
    dataDir: 'memory://',
    demoData: true,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** A gateway in front of the API, on a free port, with a live prefix of its own unless given one. */
export async function startGateway(
  apiUrl: string,
  options: {
    redisUrl?: string;
    livePrefix?: string;
    production?: boolean;
    portalDir?: string;
  } & GatewayOverrides = {},
): Promise<{ app: FastifyInstance; url: string; wsUrl: string }> {
  const { redisUrl, livePrefix, production, portalDir, ...overrides } = options;
  const app = await buildGateway(
    {
      ...loadConfig({ NODE_ENV: 'test', PORTAL_DIR: portalDir ?? '/nonexistent/portal' }),
      fulfilmentApiUrl: apiUrl,
      redisUrl,
      livePrefix: livePrefix ?? `test-${randomUUID()}`,
      production: production ?? false,
    },
    overrides,
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, wsUrl: `${url.replace(/^http/, 'ws')}/graphql` };
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * What the gateway's limits on one operation (tokens, depth, aliases, input, cost) say about `query`, as
 * both its HTTP and WebSocket endpoints would answer; empty when the operation may run.
 */
export function operationLimitErrors(query: string): string[] {
  const hardening = createHardening(false);
  try {
    const document = parse(query, hardening.parseOptions);
    const schema = loadGatewaySchema();
    const errors = hardening.validateOperation(schema, document);
    const refused = errors.length === 0 ? operationRefusal(schema, document, undefined) : null;
    return [...errors, ...(refused ? [refused] : [])].map((error) => error.message);
  } catch (error) {
    if (error instanceof GraphQLError) return [error.message];
    throw error;
  }
}

let gatewaySchema: ReturnType<typeof loadSchema> | undefined;
const loadGatewaySchema = () => (gatewaySchema ??= loadSchema(loadConfig({ NODE_ENV: 'test' }).schemaDir));

/** POSTs an operation as the portal does; a token makes it the signed-in user's. */
export async function execute<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer<T>, 'status'>) };
}

/** The data of an answer that must have no errors. */
export function expectNoGraphQLErrors<T>(answer: GraphQLAnswer<T>): T {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`expected no GraphQL errors, got ${JSON.stringify(answer.errors ?? answer)}`);
  }
  return answer.data;
}

/** Signs in as a demo user and returns the token. */
export async function signIn(gatewayUrl: string, email: string): Promise<string> {
  const data = expectNoGraphQLErrors(
    await execute<{ login: { token: string | null; errors: { message: string }[] } }>(
      gatewayUrl,
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token errors { message } } }',
      { email, password: DEMO_PASSWORD },
    ),
  );
  if (!data.login.token) throw new Error(`sign-in of ${email} refused: ${JSON.stringify(data.login.errors)}`);
  return data.login.token;
}

/** An API and a gateway in front of it, with demo users signed in. */
export interface SignedInStack<Tokens extends string[] = string[]> {
  /** The API's base URL, for a second gateway in front of it. */
  apiUrl: string;
  /** The gateway's base URL and its graphql-ws endpoint. */
  url: string;
  wsUrl: string;
  /** The users' tokens, in the order of their e-mails. */
  tokens: Tokens;
  /** Runs an operation that must answer without errors and returns its data. */
  run(query: string, variables: Record<string, unknown>, token: string): Promise<Record<string, AnswerTree>>;
  /** The REST calls the API received while `work` ran, as `GET /store/ByClientIds?ids=1`. */
  restCallsDuring(work: () => Promise<unknown>): Promise<string[]>;
  /** A live subscription that close() disposes. */
  subscribe(token: string, query: string, variables?: Record<string, unknown>): Promise<LiveSubscription>;
  /** Disposes the subscriptions, then stops the gateway and the API. */
  close(): Promise<void>;
}

/**
 * Starts the API (with `apiVariables` as its environment, e.g. SMTP_URL) and a gateway and signs in
 * the demo users; a failed start stops what it started.
 */
export async function startStackFor<const Emails extends readonly string[]>(
  emails: Emails,
  overrides: GatewayOverrides = {},
  apiVariables: Record<string, string> = {},
): Promise<SignedInStack<{ -readonly [Index in keyof Emails]: string }>> {
  const api = await startApi(apiVariables);
  // The server's request event sees every call the API receives, whoever sends it.
  let received: string[] | null = null;
  api.app.server.on('request', (request: IncomingMessage) =>
    received?.push(`${request.method} ${request.url}`),
  );
  const gateway = await startGateway(api.url, overrides).catch(async (error: unknown) => {
    await api.app.close();
    throw error;
  });
  const subscriptions: LiveSubscription[] = [];
  const close = async () => {
    await Promise.all(subscriptions.map((subscription) => subscription.dispose()));
    await gateway.app.close();
    await api.app.close();
  };
  const tokens = await Promise.all(emails.map((email) => signIn(gateway.url, email))).catch(
    async (error: unknown) => {
      await close();
      throw error;
    },
  );
  return {
    apiUrl: api.url,
    url: gateway.url,
    wsUrl: gateway.wsUrl,
    tokens: tokens as { -readonly [Index in keyof Emails]: string },
    run: async (query, variables, token) =>
      expectNoGraphQLErrors(await execute<Record<string, AnswerTree>>(gateway.url, query, variables, token)),
    restCallsDuring: async (work) => {
      const calls: string[] = [];
      received = calls;
      try {
        await work();
      } finally {
        received = null;
      }
      return calls;
    },
    subscribe: async (token, query, variables) => {
      const subscription = await subscribe(gateway.wsUrl, token, query, variables);
      subscriptions.push(subscription);
      return subscription;
    },
    close,
  };
}

/** A client's settings as an area's suite tests them, watched live by the systemAdmin. */
export interface ClientStack extends SignedInStack<
  [sysadmin: string, clientadmin: string, otheradmin: string]
> {
  /** Demo Grocers, which clientadmin administers; otheradmin administers another client. */
  clientId: string;
  /** The systemAdmin's subscription to the client's clientEvents. */
  watcher: LiveSubscription;
}

/** Signs in the three admins and subscribes the systemAdmin to Demo Grocers' events with `clientEvents`. */
export async function startClientStack(clientEvents: string): Promise<ClientStack> {
  const stack = await startStackFor(['sysadmin@demo.test', 'clientadmin@demo.test', 'otheradmin@demo.test']);
  const [sysadmin] = stack.tokens;
  try {
    const { clients } = await stack.run('{ clients(search: "Demo Grocers") { id } }', {}, sysadmin);
    const clientId: string = clients[0].id;
    return { ...stack, clientId, watcher: await stack.subscribe(sysadmin, clientEvents, { clientId }) };
  } catch (error) {
    await stack.close();
    throw error;
  }
}

/** A live subscription over a real WebSocket, collecting what it receives. */
export interface LiveSubscription {
  events: Record<string, AnswerTree>[];
  errors: unknown[];
  /** Resolves with the code the server closed the socket with. */
  closed: Promise<number>;
  /** Resolves with the first received event that passes the test, or rejects after the timeout. */
  waitFor(
    test: (event: Record<string, AnswerTree>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, AnswerTree>>;
  dispose(): Promise<void>;
}

/** How many subscriptions the gateway serving `wsUrl` has started, by its /metrics page. */
async function subscriptionsStartedAt(wsUrl: string): Promise<number> {
  const metrics = new URL('/metrics', wsUrl.replace(/^ws/, 'http'));
  const page = await (await fetch(metrics)).text();
  const line = page.split('\n').find((row) => row.startsWith('live_subscriptions_started_total '));
  return Number(line?.slice(line.lastIndexOf(' ') + 1));
}

/** Per gateway, the subscription being registered: one at a time, so the count names each. */
const registering = new Map<string, Promise<unknown>>();

/**
 * Starts a subscription and resolves once the gateway listens with it (its count of started
 * subscriptions went up) or refused it (an error, or the socket closed). The protocol acknowledges no subscription, and a change made before the
 * gateway listens reaches the subscriber only as a resync.
 */
export async function registered(wsUrl: string, start: () => unknown, refused: () => boolean): Promise<void> {
  const turn = (registering.get(wsUrl) ?? Promise.resolve()).then(async () => {
    const before = await subscriptionsStartedAt(wsUrl);
    start();
    const deadline = Date.now() + 10_000;
    while (!refused() && (await subscriptionsStartedAt(wsUrl)) <= before) {
      if (Date.now() > deadline)
        throw new Error(`the gateway at ${wsUrl} did not take the subscription within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  registering.set(
    wsUrl,
    turn.catch(() => undefined),
  );
  await turn;
}

/** Subscribes over a socket of its own; `connectionParams` adds to the token, e.g. the portal's tab id. */
export async function subscribe(
  wsUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  connectionParams: Record<string, unknown> = {},
): Promise<LiveSubscription> {
  let onClosed: (code: number) => void = () => undefined;
  let isClosed = false;
  const closed = new Promise<number>((resolve) => (onClosed = resolve)).finally(() => (isClosed = true));
  const client: WsClient = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { ...connectionParams, authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: { closed: (event) => onClosed((event as { code: number }).code) },
  });
  const events: Record<string, AnswerTree>[] = [];
  const errors: unknown[] = [];
  const listeners = new Set<() => void>();
  const start = () =>
    client.subscribe<Record<string, AnswerTree>>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
          if (result.data) events.push(result.data);
          listeners.forEach((notify) => notify());
        },
        error: (error) => {
          errors.push(error);
          listeners.forEach((notify) => notify());
        },
        complete: () => undefined,
      },
    );
  await registered(wsUrl, start, () => errors.length > 0 || isClosed);
  return {
    events,
    errors,
    closed,
    waitFor: (test, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    dispose: () => client.dispose() as Promise<void>,
  };
}

/** Opens a raw graphql-transport-ws socket, sends connection_init and resolves with the close code. */
export function closeCodeAfterInit(
  wsUrl: string,
  payload: Record<string, unknown>,
  timeoutMs = 5000,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    const timer = setTimeout(() => reject(new Error('socket stayed open')), timeoutMs);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    socket.on('error', reject);
  });
}

export const ADMIN_EVENTS = `subscription {
  adminEvents {
    __typename
    ... on ClientCreated { eventId scope actor { userName } client { id name version } }
    ... on ClientUpdated { eventId scope client { id name version } }
    ... on ClientDeleted { eventId scope clientId }
  }
}`;

/** A store's live stream as the layout screens subscribe to it. */
export const STORE_EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on SectionsMoved { eventId scope actor { userName } sectionId position listVersion }
    ... on SectionChanged { eventId section { id name version shelves { id } } }
    ... on ShelvesChanged { eventId section { id shelves { id name sequenceId } } }
    ... on FoodSafetyTypeChanged { eventId foodSafetyType { id name version } }
    ... on PresenceChanged { eventId actor { userName } present { actor { userName } screen openItemId } }
    ... on ZoneChanged {
      eventId scope actor { userName displayName }
      zone { zoneId storeId name foodSafetyTypeId version sections { sectionId } users { userId userName } }
    }
    ... on ZoneDeleted { eventId scope zoneId }
    ... on LiveResync { reason scope }
  }
}`;

/** Changes to users, of one client when clientId is given. */
export const USER_EVENTS = `subscription ($clientId: ID) {
  userEvents(clientId: $clientId) {
    __typename
    ... on UserChanged { eventId scope actor { userName displayName } user { id userName role version } }
    ... on UserDeleted { eventId scope userId }
  }
}`;

/**
 * Answer data as tests walk it: any field path may be followed and the assertions check the
 * values, so tests need no hand-written type per operation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions, not the compiler, check answers
export type AnswerTree = any;

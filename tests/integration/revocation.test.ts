import { randomUUID } from 'node:crypto';
import {
  closeCodeAfterInit,
  DEMO_PASSWORD,
  execute,
  expectNoGraphQLErrors,
  signIn,
  startApi,
  startGateway,
  subscribe,
  type LiveSubscription,
} from '@fulfil/gateway/testing';
import { ifStarted, startSmtpServer, type TestSmtpServer } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A change of access made through one gateway closes the person's sockets on every gateway.
const redisUrl = process.env.REDIS_URL;
const livePrefix = `revocation-${randomUUID()}`;
/** How soon a socket must close after the change that ends its session. */
const CLOSE_WITHIN_MS = 1000;
const FORBIDDEN = 4403;

type Gateway = Awaited<ReturnType<typeof startGateway>>;
let api: Awaited<ReturnType<typeof startApi>>;
let smtp: TestSmtpServer;
let gateways: Gateway[] = [];
let admin: string;
let storeIds: { downtown: string; riverside: string };
const subscriptions: LiveSubscription[] = [];

beforeAll(async () => {
  if (!redisUrl) throw new Error('REDIS_URL is required for the revocation test across gateways');
  smtp = await startSmtpServer();
  api = await startApi({ SMTP_URL: smtp.url, PORTAL_URL: 'http://portal.test' });
  gateways = await Promise.all([1, 2].map(() => startGateway(api.url, { redisUrl, livePrefix })));
  admin = await signIn(gateways[0]!.url, 'clientadmin@demo.test');
  const { stores } = await run<{ stores: { id: string; name: string }[] }>('{ stores { id name } }', {});
  const id = (name: string) => stores.find((store) => store.name === name)!.id;
  storeIds = { downtown: id('Downtown Hub'), riverside: id('Riverside Spoke') };
});

afterAll(async () => {
  await Promise.all(subscriptions.map((subscription) => subscription.dispose()));
  await Promise.all(gateways.map((gateway) => gateway.app.close()));
  await ifStarted(api)?.app.close();
  await ifStarted(smtp)?.close();
});

/** Runs an operation through the first gateway as the Demo Grocers clientAdmin. */
async function run<T>(query: string, variables: Record<string, unknown>, token = admin): Promise<T> {
  return expectNoGraphQLErrors(await execute<T>(gateways[0]!.url, query, variables, token));
}

/** A new Demo Grocers user, signed in. */
async function newUser(role: string, stores: string[]) {
  const email = `revoked.${randomUUID().slice(0, 8)}@demo.test`;
  const { createUser } = await run<{ createUser: { user: { id: string }; errors: unknown[] } }>(
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } errors { message } } }`,
    {
      input: {
        user: {
          userName: email,
          email,
          firstName: 'Riley',
          lastName: 'Revoked',
          clientId: '1',
          role,
          receiveArrivalNotifications: false,
        },
        password: DEMO_PASSWORD,
        storeIds: stores,
      },
    },
  );
  expect(createUser.errors).toEqual([]);
  return { id: createUser.user.id, email, token: await signIn(gateways[1]!.url, email) };
}

const STORE_EVENTS = `subscription ($storeId: ID!) { storeEvents(storeId: $storeId) { __typename } }`;
const CLIENT_EVENTS = `subscription ($clientId: ID!) { clientEvents(clientId: $clientId) { __typename } }`;

/** The user's subscriptions on both gateways. */
async function listenOnBoth(token: string, query: string, variables: Record<string, unknown>) {
  const opened = await Promise.all(
    gateways.map((gateway) => subscribe(gateway.wsUrl, token, query, variables)),
  );
  subscriptions.push(...opened);
  return opened;
}

/** Asserts that every socket closes with 4403 within the limit of the change made by `change`. */
async function expectClosedAfter(sockets: LiveSubscription[], change: () => Promise<unknown>) {
  const changedAt = Date.now();
  await change();
  const codes = await Promise.all(
    sockets.map((socket) =>
      Promise.race([
        socket.closed.then((code) => ({ code, afterMs: Date.now() - changedAt })),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the socket stayed open')), CLOSE_WITHIN_MS + 2000),
        ),
      ]),
    ),
  );
  for (const { code, afterMs } of codes) {
    expect(code).toBe(FORBIDDEN);
    expect(afterMs).toBeLessThan(CLOSE_WITHIN_MS);
  }
}

/** A new socket with the old token is refused on both gateways. */
async function expectRefusedEverywhere(token: string) {
  for (const gateway of gateways)
    expect(await closeCodeAfterInit(gateway.wsUrl, { authorization: `Bearer ${token}` })).toBe(FORBIDDEN);
}

describe('a change of access closes the person’s sockets on every gateway', () => {
  it('closes a demoted clientAdmin’s client subscription and refuses the old token', async () => {
    const user = await newUser('clientAdmin', []);
    const sockets = await listenOnBoth(user.token, CLIENT_EVENTS, { clientId: '1' });
    await expectClosedAfter(sockets, () =>
      run(`mutation ($id: ID!) { setUserRole(userId: $id, role: "shopper") { errors { message } } }`, {
        id: user.id,
      }),
    );
    await expectRefusedEverywhere(user.token);
  });

  it('closes a deleted user’s sockets', async () => {
    const user = await newUser('storeManager', [storeIds.downtown]);
    const sockets = await listenOnBoth(user.token, STORE_EVENTS, { storeId: storeIds.downtown });
    await expectClosedAfter(sockets, () =>
      run(`mutation ($id: ID!) { deleteUser(id: $id) { deletedId errors { message } } }`, { id: user.id }),
    );
    await expectRefusedEverywhere(user.token);
  });

  it('closes the sockets of a user who loses a store', async () => {
    const user = await newUser('storeManager', [storeIds.downtown, storeIds.riverside]);
    const sockets = await listenOnBoth(user.token, STORE_EVENTS, { storeId: storeIds.downtown });
    await expectClosedAfter(sockets, () =>
      run(
        `mutation ($id: ID!, $stores: [ID!]!) { setUserStores(userId: $id, storeIds: $stores) { errors { message } } }`,
        {
          id: user.id,
          stores: [storeIds.downtown],
        },
      ),
    );
    await expectRefusedEverywhere(user.token);
  });

  it('closes the sockets signed in before a password reset', async () => {
    const user = await newUser('storeManager', [storeIds.downtown]);
    const sockets = await listenOnBoth(user.token, STORE_EVENTS, { storeId: storeIds.downtown });
    await run(`mutation ($email: String!) { requestPasswordReset(email: $email) { ok } }`, {
      email: user.email,
    });
    const mail = await smtp.nextMail();
    const link = new URL(/http:\/\/\S+/.exec(mail.text ?? '')![0]);
    await expectClosedAfter(sockets, () =>
      run(
        `mutation ($email: String!, $token: String!) {
          resetPassword(email: $email, token: $token, newPassword: "a new password 1") { ok message }
        }`,
        { email: user.email, token: link.searchParams.get('t') },
      ),
    );
    await expectRefusedEverywhere(user.token);
  });

  it('closes a revoked API key’s sockets on both gateways, keeps the client’s other key, and refuses it over HTTP', async () => {
    const createKey = async (name: string) => {
      const { createApiKey } = await run<{ createApiKey: { apiKey: { id: string }; secret: string } }>(
        `mutation ($input: ApiKeyInput!) { createApiKey(clientId: "1", input: $input) { apiKey { id } secret } }`,
        { input: { name, role: 'storeManager', storeIds: [storeIds.downtown] } },
      );
      return createApiKey;
    };
    const revoked = await createKey('Till sync');
    const kept = await createKey('Scale sync');
    const sockets = await listenOnBoth(revoked.secret, STORE_EVENTS, { storeId: storeIds.downtown });
    const [keptSocket] = await listenOnBoth(kept.secret, STORE_EVENTS, { storeId: storeIds.downtown });
    await expectClosedAfter(sockets, () =>
      run(`mutation ($id: ID!) { revokeApiKey(id: $id) { errors { message } } }`, { id: revoked.apiKey.id }),
    );
    await expectRefusedEverywhere(revoked.secret);
    const refused = await execute(gateways[1]!.url, '{ stores { id } }', {}, revoked.secret);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stillOpen = await Promise.race([
      keptSocket!.closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 500)),
    ]);
    expect(stillOpen).toBe(true);
  });

  it('keeps the sockets of a user saved without a change of access', async () => {
    const user = await newUser('storeManager', [storeIds.downtown]);
    const sockets = await listenOnBoth(user.token, STORE_EVENTS, { storeId: storeIds.downtown });
    await run(
      `mutation ($id: ID!, $stores: [ID!]!) { setUserStores(userId: $id, storeIds: $stores) { errors { message } } }`,
      {
        id: user.id,
        stores: [storeIds.downtown, storeIds.riverside],
      },
    );
    const stillOpen = await Promise.race([
      Promise.all(sockets.map((socket) => socket.closed)).then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), CLOSE_WITHIN_MS + 500)),
    ]);
    expect(stillOpen).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import {
  ADMIN_EVENTS,
  execute,
  expectNoGraphQLErrors,
  signIn,
  startApi,
  startGateway,
  STORE_EVENTS,
  subscribe,
  USER_EVENTS,
  type AnswerTree,
  type LiveSubscription,
} from '@fulfil/gateway/testing';
import { ifStarted, startRedisServer, type TestRedisServer } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The subscriptions a portal opens, each able to receive LiveResync. */
const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) { __typename ... on LiveResync { reason scope } }
}`;
const withResync = (query: string) =>
  query.replace(/__typename/, '__typename ... on LiveResync { reason scope }');

const OUTAGE_MS = 5000;

type Started = Awaited<ReturnType<typeof startGateway>>;
let redis: TestRedisServer;
let api: Awaited<ReturnType<typeof startApi>>;
let gateways: Started[] = [];
const subscriptions: LiveSubscription[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  api = await startApi();
  const livePrefix = `resync-${randomUUID()}`;
  gateways = await Promise.all([1, 2].map(() => startGateway(api.url, { redisUrl: redis.url, livePrefix })));
});

afterAll(async () => {
  await Promise.all(subscriptions.map((subscription) => subscription.dispose()));
  await Promise.all(gateways.map((gateway) => gateway.app.close()));
  await ifStarted(api)?.app.close();
  await ifStarted(redis)?.stop();
});

/** The root field of a subscription's event, whatever the subscription. */
const rootOf = (event: Record<string, AnswerTree>): AnswerTree => Object.values(event)[0];

describe('a change made while Redis is down', () => {
  it('reaches every subscriber on both gateways, as the event or a LiveResync, within 5 s of Redis returning', async () => {
    const [first, second] = gateways as [Started, Started];
    const [sysadmin, clientadmin] = (await Promise.all(
      ['sysadmin@demo.test', 'clientadmin@demo.test'].map((email) => signIn(first.url, email)),
    )) as [string, string];
    const { clients } = expectNoGraphQLErrors(
      await execute<{ clients: { id: string }[] }>(
        first.url,
        '{ clients(search: "Demo Grocers") { id } }',
        {},
        sysadmin,
      ),
    );
    const clientId = clients[0]!.id;
    for (const gateway of [first, second]) {
      const opened = await Promise.all([
        ...[1, 2, 3].map(() =>
          subscribe(gateway.wsUrl, clientadmin, withResync(STORE_EVENTS), { storeId: '1' }),
        ),
        subscribe(gateway.wsUrl, sysadmin, withResync(ADMIN_EVENTS)),
        subscribe(gateway.wsUrl, sysadmin, CLIENT_EVENTS, { clientId }),
        subscribe(gateway.wsUrl, sysadmin, withResync(USER_EVENTS), { clientId }),
      ]);
      subscriptions.push(...opened);
    }

    await redis.stop();
    const outageStarted = Date.now();
    const sourceKey = `During outage ${randomUUID().slice(0, 8)}`;
    const created = expectNoGraphQLErrors(
      await execute<{ createItemCategory: { itemCategory: { id: string }; errors: unknown[] } }>(
        first.url,
        `mutation ($input: ItemCategoryInput!) {
          createItemCategory(storeId: 1, input: $input) { itemCategory { id } errors { message } } }`,
        { input: { sourceKey, preparedItemsMode: 1, isAlcohol: false } },
        clientadmin,
      ),
    );
    expect(created.createItemCategory.errors).toEqual([]);
    expect(subscriptions.every((subscription) => subscription.events.length === 0)).toBe(true);

    // Long enough for every connection to give up its first reconnect attempts, as in a real outage.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - outageStarted))),
    );
    await redis.start();
    const heard = await Promise.all(
      subscriptions.map((subscription) =>
        subscription.waitFor((event) => {
          const root = rootOf(event);
          return ['LiveResync', 'ItemCategoryChanged'].includes(root.__typename);
        }, 5000),
      ),
    );
    for (const event of heard) {
      const root = rootOf(event);
      if (root.__typename === 'LiveResync')
        expect(root).toMatchObject({ reason: 'BUS_RECONNECTED', scope: '*' });
    }
    expect(subscriptions.flatMap((subscription) => subscription.errors)).toEqual([]);

    // What a resynced screen refetches already holds the change, on either gateway.
    const { itemCategories } = expectNoGraphQLErrors(
      await execute<{ itemCategories: { sourceKey: string }[] }>(
        second.url,
        '{ itemCategories(storeId: 1) { sourceKey } }',
        {},
        clientadmin,
      ),
    );
    expect(itemCategories.map((row) => row.sourceKey)).toContain(sourceKey);
  });
});

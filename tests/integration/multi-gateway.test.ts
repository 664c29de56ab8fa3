import { randomUUID } from 'node:crypto';
import {
  ADMIN_EVENTS,
  execute,
  expectNoGraphQLErrors,
  signIn,
  startApi,
  startGateway,
  subscribe,
} from '@fulfil/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const redisUrl = process.env.REDIS_URL;
const livePrefix = `multi-${randomUUID()}`;

type Started = Awaited<ReturnType<typeof startGateway>>;
let api: Awaited<ReturnType<typeof startApi>>;
let gateways: Started[] = [];

beforeAll(async () => {
  if (!redisUrl) throw new Error('REDIS_URL is required for the multi-instance test');
  api = await startApi();
  gateways = await Promise.all([1, 2].map(() => startGateway(api.url, { redisUrl, livePrefix })));
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.app.close()));
  await api?.app.close();
});

describe('two gateways sharing Redis', () => {
  it('delivers a client created through one gateway to a subscriber of the other', async () => {
    const [first, second] = gateways as [Started, Started];
    const token = await signIn(first.url, 'sysadmin@demo.test');
    const subscription = await subscribe(second.wsUrl, token, ADMIN_EVENTS);
    try {
      const name = `Across ${randomUUID()}`;
      const created = expectNoGraphQLErrors(
        await execute<{ createClient: { client: { id: string } } }>(
          first.url,
          'mutation ($name: String!) { createClient(input: { name: $name }) { client { id } } }',
          { name },
          token,
        ),
      );
      const event = await subscription.waitFor((data) => JSON.stringify(data).includes(name));
      expect(event).toMatchObject({
        adminEvents: { __typename: 'ClientCreated', client: { id: created.createClient.client.id, name } },
      });
    } finally {
      await subscription.dispose();
    }
  });
});

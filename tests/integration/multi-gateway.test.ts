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
  type AnswerTree,
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

  it('delivers SectionsMoved from a move on one gateway to a storeEvents subscriber of the other', async () => {
    const [first, second] = gateways as [Started, Started];
    const token = await signIn(first.url, 'clientadmin@demo.test');
    const subscription = await subscribe(second.wsUrl, token, STORE_EVENTS, { storeId: '1' });
    try {
      const run = async (query: string, variables: Record<string, unknown>) =>
        expectNoGraphQLErrors(await execute<Record<string, AnswerTree>>(first.url, query, variables, token));
      const ids = (await run('{ sections(storeId: 1) { id } }', {})).sections.map(
        (s: { id: string }) => s.id,
      );
      await run(
        'mutation ($input: MoveSectionInput!) { moveSection(input: $input) { errors { message } } }',
        {
          input: { sectionId: ids[0], direction: 'AFTER', targetSectionId: ids[1] },
        },
      );
      const event = await subscription.waitFor((data) => data.storeEvents.__typename === 'SectionsMoved');
      expect(event.storeEvents).toMatchObject({
        sectionId: ids[0],
        orderedIds: [ids[1], ids[0], ...ids.slice(2)],
      });
    } finally {
      await subscription.dispose();
    }
  });

  it('delivers ZoneChanged from a zone created on one gateway to a storeEvents subscriber of the other', async () => {
    const [first, second] = gateways as [Started, Started];
    const token = await signIn(first.url, 'clientadmin@demo.test');
    const subscription = await subscribe(second.wsUrl, token, STORE_EVENTS, { storeId: '1' });
    try {
      const run = async (query: string, variables: Record<string, unknown>) =>
        expectNoGraphQLErrors(await execute<Record<string, AnswerTree>>(first.url, query, variables, token));
      const [section] = (await run('{ sections(storeId: 1) { id } }', {})).sections;
      const name = `Across ${randomUUID().slice(0, 8)}`;
      const created = await run(
        `mutation ($name: String!, $section: ID!) {
          createZone(storeId: 1, input: { name: $name }, sectionIds: [$section]) { zone { zoneId } errors { message } } }`,
        { name, section: section.id },
      );
      const event = await subscription.waitFor((data) => data.storeEvents.__typename === 'ZoneChanged');
      expect(event.storeEvents).toMatchObject({
        actor: { userName: 'clientadmin@demo.test', displayName: 'Casey Clientadmin' },
        zone: { zoneId: created.createZone.zone.zoneId, name, sections: [{ sectionId: section.id }] },
      });
    } finally {
      await subscription.dispose();
    }
  });

  it('shows presence reported through one gateway in the presence query of the other', async () => {
    const [first, second] = gateways as [Started, Started];
    const token = await signIn(first.url, 'clientadmin@demo.test');
    expectNoGraphQLErrors(
      await execute(first.url, 'mutation { reportPresence(storeId: 1, screen: "carryout") }', {}, token),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const present = expectNoGraphQLErrors(
      await execute<{ presence: unknown[] }>(
        second.url,
        '{ presence(storeId: 1) { actor { userName } screen } }',
        {},
        token,
      ),
    );
    expect(present.presence).toEqual([{ actor: { userName: 'clientadmin@demo.test' }, screen: 'carryout' }]);
  });
});

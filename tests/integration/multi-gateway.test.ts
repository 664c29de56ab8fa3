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
import { ifStarted } from '@fulfil/test-fixtures';

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
  await ifStarted(api)?.app.close();
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
        'mutation ($sectionId: ID!, $direction: MoveDirection!, $targetSectionId: ID!, $storeId: ID) { moveSection(sectionId: $sectionId, direction: $direction, targetSectionId: $targetSectionId, storeId: $storeId) { errors { message } } }',
        { sectionId: ids[0], direction: 'AFTER', targetSectionId: ids[1] },
      );
      const event = await subscription.waitFor((data) => data.storeEvents.__typename === 'SectionsMoved');
      expect(event.storeEvents).toMatchObject({
        sectionId: ids[0],
        position: 2,
        listVersion: expect.any(Number),
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

  it('tells a screen whose query ran just before another admin’s change on the other gateway to refetch', async () => {
    const [first, second] = gateways as [Started, Started];
    const [sysadmin, clientadmin] = (await Promise.all(
      ['sysadmin@demo.test', 'clientadmin@demo.test'].map((email) => signIn(first.url, email)),
    )) as [string, string];
    const zoneNames = async () =>
      expectNoGraphQLErrors(
        await execute<{ zones: { name: string }[] }>(
          first.url,
          '{ zones(storeId: 1) { name } }',
          {},
          sysadmin,
        ),
      ).zones.map((zone) => zone.name);
    // The screen's query is answered; the change lands before its subscription starts.
    const shown = await zoneNames();
    const name = `Between ${randomUUID().slice(0, 8)}`;
    const { sections } = expectNoGraphQLErrors(
      await execute<{ sections: { id: string }[] }>(
        second.url,
        '{ sections(storeId: 1) { id } }',
        {},
        clientadmin,
      ),
    );
    expectNoGraphQLErrors(
      await execute(
        second.url,
        'mutation ($name: String!, $section: ID!) { createZone(storeId: 1, input: { name: $name }, sectionIds: [$section]) { errors { message } } }',
        { name, section: sections[0]?.id },
        clientadmin,
      ),
    );
    const subscription = await subscribe(first.wsUrl, sysadmin, STORE_EVENTS, { storeId: '1' });
    try {
      expect(shown).not.toContain(name);
      expect(subscription.events[0]).toEqual({
        storeEvents: { __typename: 'LiveResync', reason: 'JUST_CHANGED', scope: 'store:1' },
      });
      expect(await zoneNames()).toContain(name);
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

  it('ends presence reported through one gateway when the tab’s socket on the other closes', async () => {
    const [first, second] = gateways as [Started, Started];
    const [manager, sysadmin] = (await Promise.all(
      ['manager@demo.test', 'sysadmin@demo.test'].map((email) => signIn(first.url, email)),
    )) as [string, string];
    const watcher = await subscribe(first.wsUrl, sysadmin, STORE_EVENTS, { storeId: '1' });
    const tab = await subscribe(second.wsUrl, manager, STORE_EVENTS, { storeId: '1' }, { tabId: 'across' });
    try {
      expectNoGraphQLErrors(
        await execute(
          first.url,
          'mutation { reportPresence(storeId: 1, screen: "zones", tabId: "across") }',
          {},
          manager,
        ),
      );
      const managerThere = (data: Record<string, AnswerTree>) =>
        data.storeEvents.present?.some((entry: AnswerTree) => entry.actor.userName === 'manager@demo.test');
      await watcher.waitFor((data) => managerThere(data) === true);
      const seen = watcher.events.length;
      await tab.dispose();
      const left = await watcher.waitFor(
        (data) => watcher.events.indexOf(data) >= seen && data.storeEvents.__typename === 'PresenceChanged',
        1000,
      );
      expect(managerThere(left)).toBe(false);
    } finally {
      await Promise.all([watcher.dispose(), tab.dispose()]);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { createBus, createChangeEvent, storeScope, type LiveBus } from '@fulfil/live';
import { ifStarted } from '@fulfil/test-fixtures';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESYNC_CLOSE_CODE } from './live/resync.js';
import { SharedExecution } from './live/shared-execution.js';
import { MAX_BUFFERED_BYTES } from './live/socket-outbox.js';
import {
  expectNoGraphQLErrors,
  execute,
  registered,
  signIn,
  startApi,
  startGateway,
  subscribe,
  type AnswerTree,
} from './testing/stack.js';

const redisUrl = process.env.REDIS_URL;
const livePrefix = `fanout-${randomUUID()}`;
const shared = new SharedExecution();
let api: Awaited<ReturnType<typeof startApi>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let bus: LiveBus;
let sysadmin: string;
let clientadmin: string;

const STORE_EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on SectionsMoved { eventId sectionId position listVersion }
    ... on SectionChanged { eventId section { id name } }
  }
}`;

beforeAll(async () => {
  if (!redisUrl) throw new Error('REDIS_URL is required for the fan-out tests');
  api = await startApi();
  gateway = await startGateway(api.url, { redisUrl, livePrefix, sharedExecution: shared });
  bus = createBus({ redisUrl, prefix: livePrefix });
  await bus.ready();
  sysadmin = await signIn(gateway.url, 'sysadmin@demo.test');
  clientadmin = await signIn(gateway.url, 'clientadmin@demo.test');
});

afterAll(async () => {
  await ifStarted(bus)?.dispose();
  await ifStarted(gateway)?.app.close();
  await ifStarted(api)?.app.close();
});

/** A graphql-transport-ws subscriber on a plain socket, keeping the `next` messages as received. */
interface RawSubscriber {
  socket: WebSocket;
  frames: string[];
  closed: Promise<number>;
  /** Resolves with the first frame, received or to come, that contains `text`. */
  frameWith(text: string): Promise<string>;
}

async function rawSubscriber(
  token: string,
  id: string,
  variables: Record<string, unknown>,
): Promise<RawSubscriber> {
  const socket = new WebSocket(gateway.wsUrl, 'graphql-transport-ws');
  const frames: string[] = [];
  let isClosed = false;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      isClosed = true;
      resolve(code);
    }),
  );
  const acknowledged = new Promise<void>((resolve, reject) => {
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('error', reject);
    socket.on('message', (data) => {
      const frame = String(data);
      if (frame.includes('"connection_ack"')) resolve();
      if (!frame.includes('"next"')) return;
      frames.push(frame);
    });
  });
  await acknowledged;
  await registered(
    gateway.wsUrl,
    () => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: STORE_EVENTS, variables } })),
    () => isClosed,
  );
  return {
    socket,
    frames,
    closed,
    frameWith: (text) =>
      new Promise((resolve) => {
        const found = frames.find((frame) => frame.includes(text));
        if (found) return resolve(found);
        const listen = (data: WebSocket.RawData) => {
          if (!String(data).includes(text)) return;
          socket.off('message', listen);
          resolve(String(data));
        };
        socket.on('message', listen);
      }),
  };
}

/** What follows the subscription id in a `next` frame: the payload, as bytes on the wire. */
const payloadOf = (frame: string) => frame.slice(frame.indexOf(',"payload":'));

const sectionsOf = async (storeId: string, token: string) =>
  expectNoGraphQLErrors(
    await execute<{ sections: { id: string }[] }>(
      gateway.url,
      'query ($s: ID!) { sections(storeId: $s) { id } }',
      { s: storeId },
      token,
    ),
  ).sections.map((section) => section.id);

describe('live fan-out', () => {
  it('sends the subscribers of one kind of viewer the same bytes, and executes another kind separately', async () => {
    const [first, second, other] = await Promise.all([
      rawSubscriber(sysadmin, 'first', { storeId: '1' }),
      rawSubscriber(sysadmin, 'second', { storeId: '1' }),
      rawSubscriber(clientadmin, 'other', { storeId: '1' }),
    ]);
    const ids = await sectionsOf('1', sysadmin);
    const before = { executions: shared.executions, serialisations: shared.serialisations };
    const moved = await execute<Record<string, AnswerTree>>(
      gateway.url,
      'mutation ($sectionId: ID!, $targetSectionId: ID!) { moveSection(sectionId: $sectionId, direction: AFTER, targetSectionId: $targetSectionId) { errors { message } } }',
      { sectionId: ids[0], targetSectionId: ids.at(-1) },
      sysadmin,
    );
    expect(expectNoGraphQLErrors(moved).moveSection.errors).toEqual([]);
    const frames = await Promise.all([first, second, other].map((s) => s.frameWith('SectionsMoved')));
    const [firstFrame, secondFrame, otherFrame] = frames as [string, string, string];

    expect(firstFrame.startsWith('{"id":"first","type":"next"')).toBe(true);
    expect(secondFrame.startsWith('{"id":"second","type":"next"')).toBe(true);
    expect(payloadOf(secondFrame)).toBe(payloadOf(firstFrame));
    expect(JSON.parse(otherFrame).payload).toEqual(JSON.parse(firstFrame).payload);
    // The move's history notice follows it on the same stream.
    await Promise.all([first, second, other].map((s) => s.frameWith('StoreHistoryRecorded')));
    // Of each event, one execution and one stringified payload for the systemAdmins, another for the clientAdmin.
    expect(shared.executions - before.executions).toBe(4);
    expect(shared.serialisations - before.serialisations).toBe(4);
    [first, second, other].forEach((s) => s.socket.close());
  });

  it('closes a socket that stops reading with the resync code, while the others get every event', async () => {
    const watcher = await subscribe(gateway.wsUrl, sysadmin, STORE_EVENTS, { storeId: '2' });
    const slow = await rawSubscriber(sysadmin, 'slow', { storeId: '2' });
    slow.socket.pause();
    // A section of the store as the API answers it, renamed by each event.
    const rows = await fetch(`${api.url}/section/detail/store/2`, {
      headers: { authorization: `Bearer ${sysadmin}` },
    });
    const [row] = ((await rows.json()) as { sectionDetails: { sectionId: number }[] }).sectionDetails;
    const section = (name: string) => ({ ...row, name });
    const publish = (name: string) =>
      bus.publish(
        createChangeEvent({
          type: 'SectionChanged',
          scope: storeScope(2),
          actor: { id: 1, userName: 'sysadmin', displayName: 'Sam Sysadmin' },
          payload: { section: section(name) },
        }),
      );
    // 12 MiB: far more than the kernel's socket buffers and the outbox's limit together hold.
    const big = 'x'.repeat(MAX_BUFFERED_BYTES / 4);
    const bigEvents = 48;
    for (let sent = 0; sent < bigEvents; sent++) await publish(big);
    await publish('last');

    const last = await watcher.waitFor((event) => event.storeEvents.section?.name === 'last', 10_000);
    expect(last.storeEvents.section.id).toBe(String(row!.sectionId));
    expect(watcher.events.filter((event) => event.storeEvents.section?.name === big)).toHaveLength(bigEvents);
    slow.socket.resume();
    expect(await slow.closed).toBe(RESYNC_CLOSE_CODE);
    expect(slow.frames.some((frame) => frame.includes('"last"'))).toBe(false);
  });
});

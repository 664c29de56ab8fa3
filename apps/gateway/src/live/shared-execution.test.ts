import { makeExecutableSchema } from '@graphql-tools/schema';
import { createChangeEvent, MemoryBus, storeScope } from '@fulfil/live';
import { parse, type ExecutionResult } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.js';
import { EventHub } from './event-hub.js';
import { SharedExecution } from './shared-execution.js';

const DOCUMENT = parse('subscription ($s: ID!) { storeEvents(storeId: $s) { label seenBy } }');
const hubs: EventHub[] = [];

afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.stop()));
});

/**
 * A bus, a hub and a schema shaped like the gateway's whose payload resolver counts its
 * invocations; `open` subscribes once per store id given, `publish` sends a labelled store event.
 */
async function setUp() {
  const bus = new MemoryBus();
  const hub = new EventHub(bus);
  hubs.push(hub);
  await hub.start();
  const calls = { label: 0 };
  const schema = makeExecutableSchema({
    typeDefs: `type Query { ok: Boolean }
      type Event { label: String seenBy: String }
      type Subscription { storeEvents(storeId: ID!): Event }`,
    resolvers: {
      Subscription: {
        storeEvents: {
          subscribe: (_parent: unknown, { storeId }: { storeId: string }) =>
            hub.listen((event) => event.scope === storeScope(storeId)),
          resolve: (event: unknown) => event,
        },
      },
      Event: {
        label: (event: { payload: { label: string } }) => {
          calls.label += 1;
          return event.payload.label;
        },
        // Stands for a field the API answers with the viewer's own rights.
        seenBy: (_event: unknown, _args: unknown, context?: { viewer: Viewer }) =>
          context?.viewer.userName ?? null,
      },
    },
  });
  const shared = new SharedExecution();
  const open = async (storeIds: string[], viewers: (Viewer | undefined)[] = []) =>
    (await Promise.all(
      storeIds.map((s, index) => {
        const viewer = viewers[index];
        const contextValue = viewer && { viewer };
        return shared.subscribe({ schema, document: DOCUMENT, variableValues: { s }, contextValue });
      }),
    )) as AsyncGenerator<ExecutionResult>[];
  const publish = (storeId: number, label: string) =>
    bus.publish(
      createChangeEvent({
        type: 'SectionsMoved',
        scope: storeScope(storeId),
        actor: { id: 1, userName: 'sysadmin', displayName: 'Sam Sysadmin' },
        payload: { label },
      }),
    );
  return { hub, calls, open, publish };
}

describe('SharedExecution', () => {
  it('resolves an event once for N subscribers of the same document and sends each the same result', async () => {
    const { hub, calls, open, publish } = await setUp();
    const streams = await open(Array.from({ length: 25 }, () => '7'));
    const firsts = streams.map((stream) => stream.next());
    await publish(7, 'x');
    const results = (await Promise.all(firsts)).map((next) => next.value as ExecutionResult);
    expect(calls.label).toBe(1);
    expect(results.every((result) => result === results[0])).toBe(true);
    expect(results[0]).toEqual({ data: { storeEvents: { label: 'x', seenBy: null } } });
    await Promise.all(streams.map((stream) => stream.return(undefined)));
    expect(hub.size).toBe(0);
  });

  it('executes separately for different variables', async () => {
    const { calls, open, publish } = await setUp();
    const streams = await open(['7', '7', '8']);
    const firsts = streams.map((stream) => stream.next());
    await publish(7, 'a');
    await publish(8, 'b');
    const results = (await Promise.all(firsts)).map((next) => next.value as ExecutionResult);
    expect(results.map((result) => result.data)).toEqual([
      { storeEvents: { label: 'a', seenBy: null } },
      { storeEvents: { label: 'a', seenBy: null } },
      { storeEvents: { label: 'b', seenBy: null } },
    ]);
    expect(calls.label).toBe(2);
  });

  it('shares an execution only between viewers whose answer cannot differ', async () => {
    const { calls, open, publish } = await setUp();
    const viewer = (userName: string, fields: Partial<Viewer>): Viewer => ({
      id: 1,
      userName,
      displayName: userName,
      email: userName,
      role: 'systemAdmin',
      clientId: 0,
      claims: [],
      storeIds: [],
      expiresAtMs: Date.now() + 60_000,
      ...fields,
    });
    const viewers = [
      viewer('first sysadmin', { id: 1 }),
      viewer('second sysadmin', { id: 2 }),
      viewer('shopper one', { id: 3, role: 'shopper', clientId: 1, storeIds: [7] }),
      viewer('shopper two', { id: 4, role: 'shopper', clientId: 1, storeIds: [7] }),
      viewer('admin of client 2', { id: 5, role: 'clientAdmin', clientId: 2 }),
    ];
    const streams = await open(['7', '7', '7', '7', '7'], viewers);
    const firsts = streams.map((stream) => stream.next());
    await publish(7, 'z');
    const seen = (await Promise.all(firsts)).map((next) => next.value.data.storeEvents.seenBy);
    // Both systemAdmins share one answer; each shopper and the clientAdmin get their own.
    expect(seen).toEqual([
      'first sysadmin',
      'first sysadmin',
      'shopper one',
      'shopper two',
      'admin of client 2',
    ]);
    expect(calls.label).toBe(4);
  });

  it('ends the hub listener at once when a subscriber leaves before any event', async () => {
    const { hub, open } = await setUp();
    const [stream] = await open(['7']);
    const pending = stream!.next();
    await stream!.return(undefined);
    expect(hub.size).toBe(0);
    expect(await pending).toEqual({ value: undefined, done: true });
  });

  it('applies to store, admin and user events only', () => {
    const applies = (query: string) =>
      SharedExecution.applies({ schema: undefined as never, document: parse(query) });
    expect(applies('subscription { storeEvents(storeId: 1) { __typename } }')).toBe(true);
    expect(applies('subscription { adminEvents { __typename } }')).toBe(true);
    expect(applies('subscription { userEvents { __typename } }')).toBe(true);
    expect(applies('query { me { id } }')).toBe(false);
  });
});

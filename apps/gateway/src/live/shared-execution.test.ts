import { makeExecutableSchema } from '@graphql-tools/schema';
import { createChangeEvent, MemoryBus, storeScope } from '@fulfil/live';
import { parse, type ExecutionResult } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { EventHub } from './event-hub.js';
import { SharedExecution } from './shared-execution.js';

const DOCUMENT = parse('subscription ($s: ID!) { storeEvents(storeId: $s) { label } }');
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
      type Event { label: String }
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
      },
    },
  });
  const shared = new SharedExecution();
  const open = async (storeIds: string[]) =>
    (await Promise.all(
      storeIds.map((s) => shared.subscribe({ schema, document: DOCUMENT, variableValues: { s } })),
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
    expect(results[0]).toEqual({ data: { storeEvents: { label: 'x' } } });
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
      { storeEvents: { label: 'a' } },
      { storeEvents: { label: 'a' } },
      { storeEvents: { label: 'b' } },
    ]);
    expect(calls.label).toBe(2);
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

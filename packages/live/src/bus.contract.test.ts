import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBus } from './bus.js';
import {
  clientScope,
  createChangeEvent,
  storeScope,
  type ChangeEvent,
  type NewChangeEvent,
} from './events.js';
import { MemoryBus } from './memory-bus.js';
import { RedisBus } from './redis-bus.js';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: running the live bus contract against MemoryBus only');

const sampleEvent = (scope: string): NewChangeEvent =>
  createChangeEvent({
    type: 'ClientUpdated',
    scope,
    actor: { id: 1, userName: 'sysadmin', displayName: 'Sam Sysadmin' },
    payload: { n: 1 },
  });

/** Collects delivered events and waits for a number of them. */
function collector() {
  const events: ChangeEvent[] = [];
  const handler = (event: ChangeEvent) => events.push(event);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
  return { events, handler, settle };
}

type BusFactory = (prefix: string) => Promise<LiveBus>;

const implementations: [string, BusFactory][] = [['MemoryBus', async () => new MemoryBus()]];
if (redisUrl) {
  implementations.push([
    'RedisBus',
    async (prefix) => {
      const bus = new RedisBus({ url: redisUrl, prefix });
      await bus.ready();
      return bus;
    },
  ]);
}

describe.each(implementations)('%s', (_name, makeBus) => {
  const buses: LiveBus[] = [];
  const open = async (prefix = `test-${randomUUID()}`) => {
    const bus = await makeBus(prefix);
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.dispose()));
  });

  it('delivers an event to a subscriber of its exact scope', async () => {
    const bus = await open();
    const { events, handler, settle } = collector();
    await bus.subscribe(clientScope(7), handler);
    const event = sampleEvent(clientScope(7));
    await bus.publish(event);
    await settle();
    expect(events).toEqual([{ ...event, position: 1 }]);
  });

  it('numbers the events of each scope 1, 2, 3 … in publish order', async () => {
    const bus = await open();
    const { events, handler, settle } = collector();
    await bus.subscribe('*', handler);
    const sent = [clientScope(1), storeScope(2), clientScope(1), clientScope(1), storeScope(2)].map(
      sampleEvent,
    );
    for (const event of sent) await bus.publish(event);
    await settle();
    expect(events.map((e) => [e.id, e.scope, e.position])).toEqual([
      [sent[0]!.id, 'client:1', 1],
      [sent[1]!.id, 'store:2', 1],
      [sent[2]!.id, 'client:1', 2],
      [sent[3]!.id, 'client:1', 3],
      [sent[4]!.id, 'store:2', 2],
    ]);
  });

  it('numbers concurrent publishes without repeating or skipping a position', async () => {
    const bus = await open();
    const { events, handler, settle } = collector();
    await bus.subscribe(clientScope(3), handler);
    await Promise.all(Array.from({ length: 20 }, () => bus.publish(sampleEvent(clientScope(3)))));
    await settle();
    expect(events.map((e) => e.position)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('delivers by pattern and skips scopes that do not match', async () => {
    const bus = await open();
    const { events, handler, settle } = collector();
    await bus.subscribe('client:*', handler);
    await bus.publish(sampleEvent('store:3'));
    await bus.publish(sampleEvent(clientScope(4)));
    await settle();
    expect(events.map((e) => e.scope)).toEqual(['client:4']);
  });

  it('accepts several scopes in one subscription', async () => {
    const bus = await open();
    const { events, handler, settle } = collector();
    await bus.subscribe([clientScope(1), 'store:2'], handler);
    await bus.publish(sampleEvent(clientScope(1)));
    await bus.publish(sampleEvent('store:2'));
    await bus.publish(sampleEvent(clientScope(3)));
    await settle();
    expect(events.map((e) => e.scope)).toEqual(['client:1', 'store:2']);
  });

  it('stops delivering after unsubscribe while other subscribers keep receiving', async () => {
    const bus = await open();
    const first = collector();
    const second = collector();
    const unsubscribe = await bus.subscribe('client:*', first.handler);
    await bus.subscribe('client:*', second.handler);
    await unsubscribe();
    await bus.publish(sampleEvent(clientScope(5)));
    await second.settle();
    expect(first.events).toHaveLength(0);
    expect(second.events).toHaveLength(1);
  });

  it('answers ping when connected', async () => {
    const bus = await open();
    await expect(bus.ping()).resolves.toBeUndefined();
  });

  it('keeps buses with different prefixes apart', async () => {
    const ours = await open(`test-${randomUUID()}`);
    const theirs = await open(`test-${randomUUID()}`);
    const heard = collector();
    await theirs.subscribe('*', heard.handler);
    await ours.publish(sampleEvent(clientScope(9)));
    await heard.settle();
    expect(heard.events).toEqual([]);
  });
});

describe.runIf(redisUrl)('RedisBus across instances', () => {
  it('carries events from one instance to another with the same prefix, numbered in the order published', async () => {
    const prefix = `test-${randomUUID()}`;
    const publisher = new RedisBus({ url: redisUrl!, prefix });
    const listener = new RedisBus({ url: redisUrl!, prefix });
    try {
      await Promise.all([publisher.ready(), listener.ready()]);
      const { events, handler, settle } = collector();
      await listener.subscribe('client:*', handler);
      const event = sampleEvent(clientScope(12));
      await publisher.publish(event);
      await publisher.publish(event);
      await settle();
      expect(events).toEqual([
        { ...event, position: 1 },
        { ...event, position: 2 },
      ]);
    } finally {
      await Promise.all([publisher.dispose(), listener.dispose()]);
    }
  });
});

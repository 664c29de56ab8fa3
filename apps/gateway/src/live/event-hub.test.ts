import {
  clientScope,
  createChangeEvent,
  MemoryBus,
  type BusResyncReason,
  type ChangeEvent,
  type ChangeHandler,
  type LiveBus,
  type ResyncHandler,
} from '@fulfil/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventHub, JUST_CHANGED_MS } from './event-hub.js';
import type { LiveEvent } from './resync.js';

const event = (clientId: number, type: ChangeEvent['type'] = 'ClientUpdated') =>
  createChangeEvent({
    type,
    scope: clientScope(clientId),
    actor: { id: 1, userName: 'sysadmin', displayName: 'Sam Sysadmin' },
    payload: {},
  });

/**
 * A bus whose test decides each event's position, since a real bus never skips one: it stands in
 * for events lost between Redis and this instance.
 */
class PositionedBus implements LiveBus {
  private handler: ChangeHandler = () => undefined;
  private resyncHandler: ResyncHandler = () => undefined;
  deliver(clientId: number, position: number, type?: ChangeEvent['type']): ChangeEvent {
    const delivered = { ...event(clientId, type), position };
    this.handler(delivered);
    return delivered;
  }
  reportResync(reason: BusResyncReason): void {
    this.resyncHandler(reason);
  }
  async publish(): Promise<void> {}
  async subscribe(_patterns: string | readonly string[], handler: ChangeHandler) {
    this.handler = handler;
    return async () => undefined;
  }
  onResync(handler: ResyncHandler) {
    this.resyncHandler = handler;
    return () => undefined;
  }
  async ready(): Promise<void> {}
  async ping(): Promise<void> {}
  async dispose(): Promise<void> {}
}

/** What a listener has received so far, events by position and resyncs by reason and scope. */
async function received(listener: AsyncIterableIterator<LiveEvent>, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { value } = await listener.next();
    seen.push(value.type === 'LiveResync' ? `resync ${value.reason} ${value.scope}` : `${value.position}`);
  }
  return seen;
}

async function startedHub() {
  const bus = new PositionedBus();
  const hub = new EventHub(bus);
  await hub.start();
  return { bus, hub };
}

describe('EventHub', () => {
  it('subscribes to the bus once however many listeners it serves', async () => {
    const bus = new MemoryBus();
    let subscriptions = 0;
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = (patterns, handler) => {
      subscriptions += 1;
      return subscribe(patterns, handler);
    };
    const hub = new EventHub(bus);
    await hub.start();
    const listeners = Array.from({ length: 50 }, () => hub.listen(() => true));
    expect(subscriptions).toBe(1);
    expect(hub.size).toBe(50);
    await Promise.all(listeners.map((listener) => listener.return!()));
    expect(hub.size).toBe(0);
    await hub.stop();
  });

  it('gives each listener only the events it accepts, in order', async () => {
    const bus = new MemoryBus();
    const hub = new EventHub(bus);
    await hub.start();
    const mine = hub.listen((e) => e.scope === clientScope(1));
    const sent = [event(1), event(2), event(1)];
    for (const e of sent) await bus.publish(e);
    expect((await mine.next()).value).toEqual({ ...sent[0], position: 1 });
    expect((await mine.next()).value).toEqual({ ...sent[2], position: 2 });
    await hub.stop();
    expect(await mine.next()).toEqual({ value: undefined, done: true });
  });

  it('tells the listeners of a scope to resync when one of its positions is skipped', async () => {
    const { bus, hub } = await startedHub();
    const ofClient1 = hub.listen((e) => e.scope === clientScope(1));
    const ofClient2 = hub.listen((e) => e.scope === clientScope(2));
    for (const position of [1, 2, 4]) bus.deliver(1, position);
    bus.deliver(2, 1);
    expect(await received(ofClient1, 4)).toEqual(['1', '2', 'resync GAP client:1', '4']);
    expect(await received(ofClient2, 1)).toEqual(['1']);
    await hub.stop();
  });

  it('tells a scope’s listeners to resync when its positions start over', async () => {
    const { bus, hub } = await startedHub();
    const listener = hub.listen(() => true);
    for (const position of [5, 6, 1]) bus.deliver(1, position);
    expect(await received(listener, 4)).toEqual(['5', '6', 'resync GAP client:1', '1']);
    await hub.stop();
  });

  it('tells every listener to resync when the bus may have lost events, then follows positions afresh', async () => {
    const { bus, hub } = await startedHub();
    const listeners = [hub.listen((e) => e.scope === clientScope(1)), hub.listen(() => false)];
    bus.deliver(1, 1);
    bus.reportResync('BUS_RECONNECTED');
    // Counted anew after the resync: a later position is no gap.
    bus.deliver(1, 9);
    bus.deliver(1, 10);
    expect(await received(listeners[0]!, 4)).toEqual(['1', 'resync BUS_RECONNECTED *', '9', '10']);
    expect(await received(listeners[1]!, 1)).toEqual(['resync BUS_RECONNECTED *']);
    await hub.stop();
  });

  describe('a listener that starts just after a change', () => {
    afterEach(() => vi.useRealTimers());

    it('resyncs first when it would have received the change, since its query may predate it', async () => {
      const { bus, hub } = await startedHub();
      bus.deliver(1, 1);
      const ofClient1 = hub.listen((e) => e.scope === clientScope(1));
      bus.deliver(1, 2);
      expect(await received(ofClient1, 2)).toEqual(['resync JUST_CHANGED client:1', '2']);
      await hub.stop();
    });

    it('gives the listeners that start after the same change the same notice, so it executes once', async () => {
      const { bus, hub } = await startedHub();
      bus.deliver(1, 1);
      const [one, two] = [hub.listen(() => true), hub.listen(() => true)];
      const [first, second] = [(await one.next()).value, (await two.next()).value];
      expect(first).toMatchObject({ type: 'LiveResync', reason: 'JUST_CHANGED' });
      expect(second.id).toBe(first.id);
      await hub.stop();
    });

    it('hears nothing of changes it would not have received', async () => {
      const { bus, hub } = await startedHub();
      bus.deliver(1, 1);
      const ofClient2 = hub.listen((e) => e.scope === clientScope(2));
      bus.deliver(2, 1);
      expect(await received(ofClient2, 1)).toEqual(['1']);
      await hub.stop();
    });

    it('resyncs every scope when several it covers changed', async () => {
      const { bus, hub } = await startedHub();
      bus.deliver(1, 1);
      bus.deliver(2, 1);
      expect(
        await received(
          hub.listen(() => true),
          1,
        ),
      ).toEqual(['resync JUST_CHANGED *']);
      await hub.stop();
    });

    it('starts quietly after a presence report, which the next report repairs', async () => {
      const { bus, hub } = await startedHub();
      bus.deliver(1, 1, 'PresenceChanged');
      const listener = hub.listen(() => true);
      bus.deliver(1, 2);
      expect(await received(listener, 1)).toEqual(['2']);
      await hub.stop();
    });

    it('starts quietly once the change is older than the time a screen takes to subscribe', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { bus, hub } = await startedHub();
      bus.deliver(1, 1);
      vi.setSystemTime(Date.now() + JUST_CHANGED_MS + 1);
      const listener = hub.listen(() => true);
      bus.deliver(1, 2);
      expect(await received(listener, 1)).toEqual(['2']);
      await hub.stop();
    });
  });

  it('replaces the queue of a listener that falls too far behind by one resync, and keeps it', async () => {
    const { bus, hub } = await startedHub();
    const slow = hub.listen(() => true);
    for (let position = 1; position <= 1001; position += 1) bus.deliver(1, position);
    bus.deliver(1, 1002);
    expect(hub.size).toBe(1);
    expect(await received(slow, 2)).toEqual(['resync SLOW_SUBSCRIBER *', '1002']);
    await hub.stop();
  });
});

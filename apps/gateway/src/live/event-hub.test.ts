import { clientScope, createChangeEvent, MemoryBus, type ChangeEvent } from '@fulfil/live';
import { describe, expect, it } from 'vitest';
import { EventHub } from './event-hub.js';

const event = (clientId: number): ChangeEvent =>
  createChangeEvent({
    type: 'ClientUpdated',
    scope: clientScope(clientId),
    actor: { id: 1, userName: 'sysadmin', displayName: 'Sam Sysadmin' },
    payload: {},
  });

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
    expect((await mine.next()).value).toEqual(sent[0]);
    expect((await mine.next()).value).toEqual(sent[2]);
    await hub.stop();
    expect(await mine.next()).toEqual({ value: undefined, done: true });
  });

  it('ends a listener that falls too far behind instead of buffering without limit', async () => {
    const bus = new MemoryBus();
    const hub = new EventHub(bus);
    await hub.start();
    const slow = hub.listen(() => true);
    for (let index = 0; index < 1001; index += 1) await bus.publish(event(index));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hub.size).toBe(0);
    expect(await slow.next()).toEqual({ value: undefined, done: true });
    await hub.stop();
  });
});

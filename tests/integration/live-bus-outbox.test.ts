import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import {
  createChangeEvent,
  RedisBus,
  storeScope,
  type BusResyncReason,
  type ChangeEvent,
  type NewChangeEvent,
} from '@fulfil/live';
import { ifStarted, freePort, startRedisServer, type TestRedisServer } from '@fulfil/test-fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * A TCP path to Redis that the test cuts and restores: an outage of one instance only, while the
 * others stay connected and can show what reached them.
 */
async function cuttablePath(redisPort: number) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const restore = async () => {
    server = createServer((client) => {
      const upstream = connect(redisPort, '127.0.0.1');
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const cut = async () => {
    const closed = once(server!, 'close');
    server!.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await restore();
  return { url: `redis://127.0.0.1:${port}`, cut, restore };
}

const event = (storeId: number, n: number): NewChangeEvent =>
  createChangeEvent({
    type: 'SectionChanged',
    scope: storeScope(storeId),
    actor: { id: 1, userName: 'sysadmin', displayName: 'Sam Sysadmin' },
    payload: { n },
  });

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let redis: TestRedisServer;
const buses: RedisBus[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.dispose()));
});
afterAll(async () => {
  await ifStarted(redis)?.stop();
});

/** A publishing instance behind a cuttable path, and a listening one that stays connected. */
async function twoInstances() {
  const path = await cuttablePath(redis.port);
  const prefix = `outbox-${randomUUID()}`;
  const publisher = new RedisBus({ url: path.url, prefix });
  const listener = new RedisBus({ url: redis.url, prefix });
  buses.push(publisher, listener);
  await Promise.all([publisher.ready(), listener.ready()]);
  const heard: ChangeEvent[] = [];
  const resyncs: BusResyncReason[] = [];
  await listener.subscribe('store:*', (delivered) => heard.push(delivered));
  listener.onResync((reason) => resyncs.push(reason));
  return { path, publisher, heard, resyncs };
}

describe('RedisBus while its Redis is unreachable', () => {
  it('keeps the events it could not publish and publishes them, in order, once Redis is back', async () => {
    const { path, publisher, heard, resyncs } = await twoInstances();
    await path.cut();
    const sent = [1, 2, 3].map((n) => event(5, n));
    for (const kept of sent) await publisher.publish(kept);
    expect(heard).toEqual([]);

    await path.restore();
    await until(() => heard.length === 3);
    expect(heard.map((e) => [e.id, e.position])).toEqual(sent.map((e, index) => [e.id, index + 1]));
    expect(resyncs).toEqual([]);
  });

  it('tells every instance to resync when more events waited than it keeps', async () => {
    const { path, publisher, heard, resyncs } = await twoInstances();
    await path.cut();
    const sent = Array.from({ length: 150 }, (_, n) => event(6, n));
    for (const kept of sent) await publisher.publish(kept);

    await path.restore();
    await until(() => resyncs.length > 0);
    expect(resyncs).toEqual(['EVENTS_DROPPED']);
    // The first hundred were kept and published in order; the rest are what the resync replaces.
    expect(heard.map((e) => e.id)).toEqual(sent.slice(0, 100).map((e) => e.id));
    expect(heard.map((e) => e.position)).toEqual(sent.slice(0, 100).map((_, index) => index + 1));
  });
});

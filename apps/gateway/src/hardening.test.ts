import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { execute, signIn, startApi, startGateway, subscribe } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: { app: FastifyInstance; url: string };
let gateway: { app: FastifyInstance; url: string; wsUrl: string };
let production: { app: FastifyInstance; url: string };
let sysadmin: string;

beforeAll(async () => {
  api = await startApi();
  [gateway, production] = await Promise.all([
    startGateway(api.url),
    startGateway(api.url, { production: true }),
  ]);
  sysadmin = await signIn(gateway.url, 'sysadmin@demo.test');
});

afterAll(async () => {
  await Promise.all([ifStarted(gateway)?.app.close(), ifStarted(production)?.app.close()]);
  await ifStarted(api)?.app.close();
});

/** Nine levels through the Client-Store cycle, beyond the depth limit of eight. */
const TOO_DEEP =
  '{ clients { stores { client { stores { client { stores { client { stores { id } } } } } } } } }';

describe('CSRF prevention', () => {
  it('refuses a POST with a simple content type', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a GET without a preflight header and answers one with it', async () => {
    const url = `${gateway.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`;
    expect((await fetch(url)).status).toBe(400);
    const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { me: null } });
  });

  it('refuses a mutation over GET', async () => {
    const query = encodeURIComponent('mutation { login(email: "a", password: "b") { token } }');
    const response = await fetch(`${gateway.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(405);
  });
});

describe('operation limits', () => {
  it('refuses a batch of operations', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a too-deep query over HTTP before running it', async () => {
    const answer = await execute(gateway.url, TOO_DEEP, {}, sysadmin);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses too many aliases over HTTP', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: me { id }`).join(' ');
    const answer = await execute(gateway.url, `{ ${aliases} }`, {}, sysadmin);
    expect(answer.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a too-deep subscription over WebSocket', async () => {
    const subscription = await subscribe(
      gateway.wsUrl,
      sysadmin,
      'subscription { adminEvents { ... on ClientCreated { client { stores { client { stores { client { stores { client { id } } } } } } } } } }',
    );
    try {
      expect(JSON.stringify(subscription.errors)).toMatch(/depth/i);
      expect(subscription.events).toEqual([]);
    } finally {
      await subscription.dispose();
    }
  });
});

/** A graphql-ws socket of the gateway, signed in (acknowledged) when a token is given. */
async function openSocket(token?: string): Promise<WebSocket> {
  const socket = new WebSocket(gateway.wsUrl, 'graphql-transport-ws');
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  if (!token) return socket;
  socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await new Promise((resolve) => socket.once('message', resolve));
  return socket;
}

/** The close code of the socket and how long after the call it closed. */
function closed(socket: WebSocket, timeoutMs = 10_000): Promise<{ code: number; afterMs: number }> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket stayed open')), timeoutMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, afterMs: Date.now() - start });
    });
  });
}

describe('WebSocket limits', () => {
  const OVER_ONE_MEGABYTE = 'x'.repeat(1024 * 1024 + 1);

  it('closes a socket that sends a frame over 1 MB before signing in, with 1009', async () => {
    const socket = await openSocket();
    const close = closed(socket);
    socket.send(OVER_ONE_MEGABYTE);
    expect((await close).code).toBe(1009);
  });

  it('closes a signed-in socket that sends a frame over 1 MB, with 1009', async () => {
    const socket = await openSocket(sysadmin);
    const close = closed(socket);
    socket.send(JSON.stringify({ type: 'ping', payload: { padding: OVER_ONE_MEGABYTE } }));
    expect((await close).code).toBe(1009);
  });

  it('keeps a signed-in socket that sends a frame just under the limit', async () => {
    const socket = await openSocket(sysadmin);
    const pong = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'ping', payload: { padding: 'x'.repeat(1000 * 1000) } }));
    expect(JSON.parse(String(await pong))).toMatchObject({ type: 'pong' });
    socket.close();
  });

  it('closes a socket that does not send connection_init within 3 seconds, with 4408', async () => {
    const socket = await openSocket();
    const { code, afterMs } = await closed(socket);
    expect(code).toBe(4408);
    expect(afterMs).toBeGreaterThan(2500);
    expect(afterMs).toBeLessThan(4500);
  });
});

describe('production mode', () => {
  it('refuses introspection', async () => {
    const answer = await execute(production.url, '{ __schema { types { name } } }');
    expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('hides field suggestions and stack traces', async () => {
    const answer = await execute(production.url, '{ clientz { id } }');
    expect(answer.errors?.[0]?.message).not.toMatch(/did you mean/i);
    const failed = await execute(production.url, '{ clients { id } }');
    expect(failed.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('suggests fields outside production', async () => {
    const answer = await execute(gateway.url, '{ clientz { id } }');
    expect(answer.errors?.[0]?.message).toMatch(/did you mean/i);
  });
});

describe('health and portal', () => {
  it('answers /healthz and /readyz while the API is reachable', async () => {
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { api: 'ok', bus: 'ok' } });
  });

  it('answers /readyz with 503 when the API is unreachable', async () => {
    const orphan = await startGateway('http://127.0.0.1:9');
    try {
      const ready = await fetch(`${orphan.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { bus: 'ok' } });
    } finally {
      await orphan.app.close();
    }
  });

  it('says the portal is not built when its folder is missing', async () => {
    for (const path of ['/', '/login', '/admin/clients']) {
      const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/portal is not built/);
    }
  });

  it('serves the built portal, with index.html for any page address, asked again each time, and its hashed assets kept for good', async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(portalDir, 'assets', 'app.js'), 'console.log(1)');
    const served = await startGateway(api.url, { portalDir });
    try {
      const page = (path: string) => fetch(`${served.url}${path}`, { headers: { accept: 'text/html' } });
      for (const path of ['/', '/admin/clients/12']) {
        const response = await page(path);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('id="root"');
      }
      // index.html names the build's files; they are named by their content, so kept for good.
      expect((await page('/store/activity')).headers.get('cache-control')).toBe('no-cache');
      const asset = await fetch(`${served.url}/assets/app.js`);
      expect(await asset.text()).toBe('console.log(1)');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${served.url}/assets/missing.js`)).status).toBe(404);
    } finally {
      await served.app.close();
    }
  });
});

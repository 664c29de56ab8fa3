import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  echoRequestId,
  OneLineRequestLog,
  registerMetrics,
  REQUEST_ID_HEADER,
  requestIdOf,
} from './index.js';

function server() {
  const app = Fastify({ genReqId: requestIdOf });
  echoRequestId(app);
  registerMetrics(app);
  app.get('/stores/:id', async () => ({ ok: true }));
  return app;
}

let app: ReturnType<typeof server>;
afterEach(() => app.close());

describe('metrics', () => {
  it('counts requests by route pattern and status, never by the path a caller typed', async () => {
    app = server();
    await app.inject('/stores/1');
    await app.inject('/stores/2');
    await app.inject('/no/such/path');
    const metrics = await app.inject('/metrics');
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/stores/:id",status="200"} 2',
    );
    expect(metrics.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1',
    );
    expect(metrics.body).not.toContain('/stores/1');
    expect(metrics.body).toContain('process_resident_memory_bytes');
  });
});

describe('request ids', () => {
  it('keeps a plain id the caller sent and answers with it', async () => {
    app = server();
    const answer = await app.inject({ url: '/stores/1', headers: { [REQUEST_ID_HEADER]: 'proxy-42.a:b' } });
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('proxy-42.a:b');
  });

  it('replaces an id that could forge or bloat a log line with a new one', async () => {
    app = server();
    for (const given of ['two\nlines', 'x'.repeat(129), 'a b', '']) {
      const answer = await app.inject({ url: '/stores/1', headers: { [REQUEST_ID_HEADER]: given } });
      expect(answer.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('request log', () => {
  it('writes one line a request, once it is answered, with its id, route and status', async () => {
    const lines: Record<string, unknown>[] = [];
    app = Fastify({
      logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      genReqId: requestIdOf,
      logController: new OneLineRequestLog(),
    });
    app.get('/stores/:id', async () => ({ ok: true }));
    await app.inject({ url: '/stores/7', headers: { [REQUEST_ID_HEADER]: 'req-7' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'req-7',
      method: 'GET',
      url: '/stores/7',
      statusCode: 200,
      msg: 'request completed',
    });
  });
});

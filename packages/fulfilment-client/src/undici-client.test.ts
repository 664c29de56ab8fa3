import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from './errors.js';
import { createFulfilmentClient } from './undici-client.js';

/** Answers with the status and body named by the path, e.g. /client/409, and records the headers. */
let server: Server;
let baseUrl: string;
let lastHeaders: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    const status = Number(request.url?.split('/').pop()) || 200;
    const body =
      status === 409
        ? { statusCode: 409, message: 'stale', current: { clientId: 409, version: 3 }, changedBy: 'casey' }
        : { statusCode: status, message: status === 500 ? 'secret detail' : `status ${status}` };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('createFulfilmentClient', () => {
  it('sends the token and both selection headers on every call', async () => {
    const api = createFulfilmentClient({ baseUrl, token: 'abc', clientId: 4, storeId: 40 });
    await api.client(200);
    expect(lastHeaders).toMatchObject({
      authorization: 'Bearer abc',
      'fulfiller-clientid': '4',
      'fulfiller-storeid': '40',
    });
    await api.withSession({ token: 'def' }).client(200);
    expect(lastHeaders).toMatchObject({
      authorization: 'Bearer def',
      'fulfiller-clientid': '0',
      'fulfiller-storeid': '0',
    });
    await api.close();
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [500, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
  ])('maps status %i to %s', async (status, code) => {
    const api = createFulfilmentClient({ baseUrl });
    const error = await failure(api.client(status));
    expect(error).toMatchObject({ code, status });
    if (status >= 500) expect(error.message).not.toContain('secret');
    await api.close();
  });

  it('carries the current row and who changed it on a conflict', async () => {
    const api = createFulfilmentClient({ baseUrl });
    const error = await failure(api.client(409));
    expect(error).toMatchObject({
      code: 'CONFLICT',
      details: { current: { clientId: 409, version: 3 }, changedBy: 'casey' },
    });
    await api.close();
  });

  it('reports an unreachable API as UPSTREAM_UNAVAILABLE', async () => {
    const api = createFulfilmentClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(await failure(api.checkReachable())).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 0 });
    await api.close();
  });
});

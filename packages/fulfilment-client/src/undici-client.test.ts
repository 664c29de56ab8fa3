import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetUserStoresByName } from '@fulfil/rest-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from './errors.js';
import { createFulfilmentClient, routeOf, type FinishedCall } from './undici-client.js';

/** Answers with the status and body named by the path, e.g. /client/409, and records the headers. */
let server: Server;
let baseUrl: string;
let lastHeaders: IncomingHttpHeaders = {};
let lastUrl: string | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    lastUrl = request.url;
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

  it('passes the request id on, also after acting as another session', async () => {
    const api = createFulfilmentClient({ baseUrl, requestId: 'req-7' });
    await api.client(200);
    expect(lastHeaders['x-request-id']).toBe('req-7');
    await api.withSession({ token: 'def' }).client(200);
    expect(lastHeaders['x-request-id']).toBe('req-7');
    await api.close();
  });

  it('tells each finished call by route, without its ids, with its status', async () => {
    const calls: FinishedCall[] = [];
    const api = createFulfilmentClient({ baseUrl, onCallDone: (call) => calls.push(call) });
    await api.client(200);
    await failure(api.client(404));
    await failure(
      createFulfilmentClient({
        baseUrl: 'http://127.0.0.1:9',
        onCallDone: (call) => calls.push(call),
      }).client(1),
    );
    expect(calls.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'GET', route: '/client/:id', status: 200 },
      { method: 'GET', route: '/client/:id', status: 404 },
      { method: 'GET', route: '/client/:id', status: 0 },
    ]);
    expect(calls.every((call) => call.seconds >= 0)).toBe(true);
    expect(routeOf('/store/ByClientIds?ids=1&ids=2')).toBe('/store/ByClientIds');
    expect(routeOf('/client/GetLogo/12/Large')).toBe('/client/GetLogo/:id/Large');
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

  it('sends the ids of a batch read as repeated query parameters', async () => {
    const api = createFulfilmentClient({ baseUrl });
    await api.storesOfUsers([3, 5]);
    expect(lastUrl).toBe('/store/ByUserIds?ids=3&ids=5');
    await api.clientsByIds([7]);
    expect(lastUrl).toBe('/client/ByIds?ids=7');
    await api.close();
  });

  it('calls any contract route directly, with its path filled', async () => {
    const api = createFulfilmentClient({ baseUrl });
    await api.call(GetUserStoresByName, { params: { userName: 'lee' } });
    expect(lastUrl).toBe('/user/userstores/lee');
    await api.close();
  });

  it('runs the session hook before each call, in derived sessions too, and a throw keeps the call unsent', async () => {
    const seen: string[] = [];
    const api = createFulfilmentClient({ baseUrl }).withSession({
      beforeCall: (method, path) => {
        seen.push(`${method} ${path}`);
        if (seen.length > 1) throw new Error('over budget');
      },
    });
    await api.storesOfClients([200]);
    lastUrl = undefined;
    await expect(api.withSession({ token: 'next' }).client(200)).rejects.toThrow('over budget');
    expect(seen).toEqual(['GET /store/ByClientIds?ids=200', 'GET /client/200']);
    expect(lastUrl).toBeUndefined();
    await api.close();
  });

  it('reports an unreachable API as UPSTREAM_UNAVAILABLE', async () => {
    const api = createFulfilmentClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(await failure(api.checkReachable())).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 0 });
    await api.close();
  });
});

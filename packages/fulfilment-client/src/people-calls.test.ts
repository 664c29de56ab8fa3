import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFulfilmentClient } from './undici-client.js';

/** Records each request with its raw body; answers a user's stores, or an outcome. */
let server: Server;
let baseUrl: string;
const requests: { method: string; url: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method!,
        url: request.url!,
        contentType: request.headers['content-type'],
        body,
      });
      const answer = request.url?.startsWith('/user/stores/')
        ? { stores: [{ clientId: 1, storeId: 40, name: 'Downtown Hub' }] }
        : { isSuccess: true, errors: [], responseCode: 0, responseMessage: 'ok' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sent = (count: number) =>
  requests
    .slice(-count)
    .map(({ method, url, body }) => ({ method, url, body: body ? JSON.parse(body) : undefined }));

describe('people calls', () => {
  it('sends the password reset address as a bare JSON string', async () => {
    const api = createFulfilmentClient({ baseUrl });
    await api.sendPasswordResetEmail('lee@demo.test');
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/user/SendPasswordResetEmail',
      contentType: 'application/json',
      body: '"lee@demo.test"',
    });
    await api.resetPassword('lee@demo.test', 't0ken', 'a-new-password');
    expect(sent(1)).toEqual([
      {
        method: 'POST',
        url: '/user/ResetPassword',
        body: { Email: 'lee@demo.test', ResetToken: 't0ken', NewPassword: 'a-new-password' },
      },
    ]);
    await api.close();
  });

  it('searches users at the path of the scope with the search request as sent', async () => {
    const api = createFulfilmentClient({ baseUrl });
    const request = {
      pagingRequest: { skip: 30, take: 30 },
      filterRequest: [{ field: 'EmailAddress' as const, operation: 'Contains' as const, values: ['lee'] }],
      sortingRequest: { field: 'UserName' as const, direction: 'Descending' as const },
    };
    await api.searchAllUsers(request);
    await api.searchClientUsers(4, request);
    await api.searchStoreUsers(40, request);
    expect(sent(3)).toEqual([
      { method: 'POST', url: '/user/search/all', body: request },
      { method: 'POST', url: '/user/search/ByClientId/4', body: request },
      { method: 'POST', url: '/user/search/detail/ByStoreId/40', body: request },
    ]);
    await api.close();
  });

  it('unwraps a user’s stores and sends store and zone membership changes in the contract shapes', async () => {
    const api = createFulfilmentClient({ baseUrl });
    expect(await api.assignedStores(7)).toEqual([{ clientId: 1, storeId: 40, name: 'Downtown Hub' }]);
    await api.updateUserStores(7, [40, 41]);
    await api.assignAllClientStores(7);
    await api.addClaimToUser(7, 'leadShopper');
    await api.setZoneUser(3, 7, true);
    await api.setZoneUser(3, 7, false);
    expect(sent(6)).toEqual([
      { method: 'GET', url: '/user/stores/7', body: undefined },
      {
        method: 'PUT',
        url: '/user/UpdateStores',
        body: { userId: 7, stores: [{ storeId: 40 }, { storeId: 41 }] },
      },
      { method: 'PUT', url: '/user/UpdateStoresWithAllUserClientStores', body: { userId: 7 } },
      { method: 'POST', url: '/user/AddClaimToUser', body: { userId: 7, role: 'leadShopper' } },
      { method: 'POST', url: '/zone/3/user/7', body: undefined },
      { method: 'DELETE', url: '/zone/3/user/7', body: undefined },
    ]);
    await api.close();
  });
});

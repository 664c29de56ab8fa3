import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFulfilmentClient } from './undici-client.js';

/** Records each request; answers every list empty and every write as done. */
let server: Server;
let baseUrl: string;
const requests: { method: string; url: string; clientId?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const clientId = request.headers['fulfiller-clientid'];
      requests.push({ method: request.method!, url: request.url!, clientId: String(clientId), body });
      const answer = { ok: true, isSuccess: true, errors: [], customerCreditDefinitions: [], helpItems: [] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => requests[requests.length - 1]!;

/** A session of clientId 4; made per test, once the server listens. */
const session = () => createFulfilmentClient({ baseUrl }).withSession({ token: 't', clientId: 4 });

describe('client settings calls', () => {
  it('deletes a custom field with its id, client and source key in the body', async () => {
    await session().deleteCustomField({ customFieldId: 7, clientId: 4, sourceKey: 'door_code' });
    expect(last()).toMatchObject({ method: 'DELETE', url: '/customfield/delete' });
    expect(JSON.parse(last().body)).toEqual({ customFieldId: 7, clientId: 4, sourceKey: 'door_code' });
  });

  it('reads credit definitions of the client the session selects, by header', async () => {
    expect(await session().creditDefinitions()).toEqual([]);
    expect(last()).toMatchObject({ method: 'GET', url: '/client/customerCreditDefinition', clientId: '4' });
  });

  it('creates help through updatehelp without a productId', async () => {
    await session().updateHelp({ clientId: 4, helpItem: { upcList: '0001', helpHTML: '<p>x</p>' } });
    expect(last()).toMatchObject({ method: 'PUT', url: '/client/updatehelp/' });
    expect(JSON.parse(last().body)).not.toHaveProperty('productId');
  });
});

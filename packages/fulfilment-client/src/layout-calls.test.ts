import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SectionProjection } from '@fulfil/rest-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from './errors.js';
import { createFulfilmentClient } from './undici-client.js';

/**
 * Records each request and answers a list under `sectionDetails`, one section or shelf, a
 * projection's text (403 for store 403), or a write outcome.
 */
let server: Server;
let baseUrl: string;
const requests: { method: string; url: string; body: unknown; authorization?: string }[] = [];

/** A projection's answer as the database writes it, spacing and all. */
const PROJECTED = '[{"b" : "Produce", "a" : "7"}, {"b" : "Bakery", "a" : "9"}]';
const FORBIDDEN = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'You do not have access to this resource.',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      requests.push({
        method: request.method!,
        url: request.url!,
        body,
        authorization: request.headers.authorization,
      });
      if (request.url === '/section/projection/store/403') {
        response.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify(FORBIDDEN));
        return;
      }
      if (request.url?.startsWith('/section/projection/')) {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(PROJECTED);
        return;
      }
      const answer = request.url?.startsWith('/section/detail/')
        ? { sectionDetails: [{ sectionId: 1 }], listVersion: 4 }
        : request.method === 'GET' && request.url?.startsWith('/section/')
          ? { section: { sectionId: 7 } }
          : request.method === 'GET' && request.url?.startsWith('/shelf/')
            ? { shelf: { shelfId: 3, sectionId: 7 } }
            : { isSuccess: true, errors: [] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('layout calls', () => {
  it('unwraps an ordered list from its response key, with the version it was read at', async () => {
    const api = createFulfilmentClient({ baseUrl });
    expect(await api.sections(40)).toEqual({ rows: [{ sectionId: 1 }], listVersion: 4 });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/section/detail/store/40' });
    await api.close();
  });

  it('reads one section by id and unwraps it', async () => {
    const api = createFulfilmentClient({ baseUrl });
    expect(await api.section(7)).toEqual({ sectionId: 7 });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/section/7' });
    await api.close();
  });

  it('reads one shelf by id and unwraps it', async () => {
    const api = createFulfilmentClient({ baseUrl });
    expect(await api.shelf(3)).toEqual({ shelfId: 3, sectionId: 7 });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/shelf/3' });
    await api.close();
  });

  it('answers a projection as the bytes sent, unparsed, through the session’s hooks', async () => {
    const seen: string[] = [];
    const done: number[] = [];
    const api = createFulfilmentClient({
      baseUrl,
      token: 'abc',
      beforeCall: (method, path) => seen.push(`${method} ${path}`),
      onCallDone: (call) => done.push(call.status),
    });
    const fields: SectionProjection = [
      { key: 'b', field: 'name' },
      { key: 'a', field: 'id' },
    ];
    const answer = await api.sectionProjection(40, fields);
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(answer.toString('utf8')).toBe(PROJECTED);
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/section/projection/store/40',
      body: { fields },
      authorization: 'Bearer abc',
    });
    expect(seen).toEqual(['POST /section/projection/store/40']);
    expect(done).toEqual([200]);
    await api.close();
  });

  it('rejects a refused projection with the usual error, parsed', async () => {
    const api = createFulfilmentClient({ baseUrl });
    const refused = api.sectionProjection(403, [{ key: 'id', field: 'id' }]);
    await expect(refused).rejects.toBeInstanceOf(UpstreamError);
    await expect(refused).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: FORBIDDEN.message,
    });
    await api.close();
  });

  it('sends moves, sequences and deletes in the contract shapes', async () => {
    const api = createFulfilmentClient({ baseUrl });
    await api.moveSection(40, 7, 'After', 9);
    await api.reorderItemCategoryTypes(40, [3, 1]);
    await api.reorderStagingShelves(5, [8, 6]);
    await api.deleteShelf(12);
    await api.linkZone(2, 7, false);
    expect(requests.slice(-5)).toEqual([
      {
        method: 'POST',
        url: '/section/move',
        body: { sourceSectionId: 7, direction: 'After', targetSectionId: 9, storeId: 40 },
      },
      {
        method: 'PUT',
        url: '/itemcategorytype/UpdateSequence',
        body: {
          storeId: 40,
          items: [
            { itemCategoryTypeId: 3, sequenceId: 0 },
            { itemCategoryTypeId: 1, sequenceId: 1 },
          ],
        },
      },
      {
        method: 'PUT',
        url: '/stagingshelf/UpdateSequence',
        body: {
          stagingSectionId: 5,
          items: [
            { shelfId: 8, sequenceId: 1 },
            { shelfId: 6, sequenceId: 2 },
          ],
        },
      },
      { method: 'DELETE', url: '/shelf/12', body: undefined },
      { method: 'DELETE', url: '/zone/2/section/7', body: undefined },
    ]);
    await api.close();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFulfilmentClient } from './undici-client.js';

/** Records each request and answers a list under `sectionDetails`, one section, or a write outcome. */
let server: Server;
let baseUrl: string;
const requests: { method: string; url: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      requests.push({ method: request.method!, url: request.url!, body });
      const answer = request.url?.startsWith('/section/detail/')
        ? { sectionDetails: [{ sectionId: 1 }], listVersion: 4 }
        : request.method === 'GET' && request.url?.startsWith('/section/')
          ? { section: { sectionId: 7 } }
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

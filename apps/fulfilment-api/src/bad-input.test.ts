import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  token = (await api.signIn('sysadmin@demo.test')).token;
});
afterAll(() => ifStarted(api)?.close());

interface Route {
  method: string;
  url: string;
}

/** Every registered route, read from the router's own listing so a new route is covered at once. */
function routes(): Route[] {
  const found: Route[] = [];
  const prefixes: string[] = [];
  for (const line of api.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const url = (prefixes.at(-1) ?? '') + match[2];
    prefixes.push(url);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD'))
      found.push({ method, url });
  }
  return found;
}

const BAD_PATH_VALUES = ['2147483648', '99999999999999999999', '-1', '0', 'abc', '%00', 'a%00b', '1.5'];

/** JSON text, as bodies travel; deep nesting is written directly (JSON.stringify would overflow). */
const json = (value: unknown) => JSON.stringify(value);

/** Bodies no call of the contract accepts, each with a field the API may read. */
const BAD_BODIES: Record<string, string> = Object.fromEntries(
  Object.entries({
    'ids past 2^31': {
      id: 2 ** 31,
      storeId: 2 ** 31,
      clientId: 2 ** 31,
      userId: 2 ** 31,
      sectionId: 2 ** 31,
      version: 2 ** 31,
    },
    'NUL in text': {
      Email: 'a\u0000@demo.test',
      Password: 'x\u0000',
      name: 'Dairy\u0000',
      userName: 'x\u0000',
      key: 'k\u0000',
      value: 'v\u0000',
    },
    'wrong types': { id: 'one', storeId: {}, clientId: [], version: 'latest', name: 12, stores: 'all' },
    'negative and huge pages': { pageNumber: -1, pageSize: 2 ** 40, page: -5, rowsPerPage: 1e12 },
    'a string where an object is expected': 'just text',
    'a huge string': { name: 'x'.repeat(2_000_000) },
  }).map(([what, value]) => [what, json(value)]),
);
BAD_BODIES['deep nesting'] = '{"id":'.repeat(5000) + '1' + '}'.repeat(5000);
BAD_BODIES['truncated JSON'] = '{"name": "Dairy", "storeId": 1';

/** A request of the corpus: never a 5xx, always a message that says what is wrong. */
async function expectClearRefusal(request: InjectOptions, what: string) {
  const response = await api.app.inject(request);
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400)
    expect(response.json().message, `${what} answers a message`).toEqual(expect.any(String));
  return response;
}

describe('bad input', () => {
  const all = () => routes();

  it('lists the routes to try', () => {
    expect(all().length).toBeGreaterThan(100);
  });

  it('answers every route with a bad id in its path with a 4xx and a message, never a 5xx', async () => {
    let tried = 0;
    for (const route of all().filter((r) => r.url.includes('/:'))) {
      for (const bad of BAD_PATH_VALUES) {
        const url = route.url.replace(/:[A-Za-z]+/g, bad);
        const response = await expectClearRefusal(
          {
            method: route.method as InjectOptions['method'],
            url,
            headers: { authorization: `Bearer ${token}` },
            payload: {},
          },
          `${route.method} ${url}`,
        );
        expect(response.statusCode, `${route.method} ${url}`).toBeGreaterThanOrEqual(400);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(150);
  });

  it('answers every route with a bad body with a 4xx or an expected refusal and a message, never a 5xx', async () => {
    let tried = 0;
    for (const route of all().filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const [what, payload] of Object.entries(BAD_BODIES)) {
        await expectClearRefusal(
          {
            method: route.method as InjectOptions['method'],
            url,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload,
          },
          `${route.method} ${url} with ${what}`,
        );
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(150);
  });

  it('names the field: an id past 2^31 in a path, a NUL in a body, a bad selection header', async () => {
    const asAdmin = { authorization: `Bearer ${token}` };
    const path = await api.app.inject({ method: 'GET', url: '/store/2147483648', headers: asAdmin });
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toMatch(/2147483647/);
    const login = await api.app.inject({
      method: 'POST',
      url: '/user/LoginWithEmail',
      payload: { Email: 'sysadmin@demo.test\u0000', Password: 'demo-password' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('body/Email must not contain the NUL character.');
    const header = await api.app.inject({
      method: 'GET',
      url: '/client/customerCreditDefinition',
      headers: { ...asAdmin, 'fulfiller-clientId': '99999999999' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('fulfiller-clientId must be a whole number from 0 to 2147483647.');
  });

  it('refuses bad input without a token as it does with one', async () => {
    for (const [what, payload] of Object.entries(BAD_BODIES))
      await expectClearRefusal(
        {
          method: 'POST',
          url: '/user/LoginWithEmail',
          headers: { 'content-type': 'application/json' },
          payload,
        },
        `login with ${what}`,
      );
  });
});

import { DEFAULT_CLAIMS } from '@fulfil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSADMIN } from '../testing/layout.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { DEMO_PASSWORD } from './seed-demo.js';
import { seedLargeClient } from './seed-users.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let seeded: Awaited<ReturnType<typeof seedLargeClient>>;

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (db) => {
      seeded = await seedLargeClient(db, { users: 250, stores: 3 });
    },
  });
});
afterAll(() => ifStarted(api)?.close());

const page = { skip: 0, take: 100 };

describe('seedLargeClient', () => {
  it('adds a client whose users the users search pages through, spread over its stores', async () => {
    const ids: number[] = [];
    for (let skip = 0; ; skip += 100) {
      const response = await api.call('POST', `/user/search/ByClientId/${seeded.clientId}`, {
        as: SYSADMIN,
        body: { pagingRequest: { ...page, skip } },
      });
      const { data } = response.json<{ data: { id: number; clientName: string }[] }>();
      ids.push(...data.map((user) => user.id));
      if (data.length < 100) break;
    }
    expect(new Set(ids).size).toBe(250);
    for (const storeId of seeded.storeIds) {
      const response = await api.call('POST', `/user/search/detail/ByStoreId/${storeId}`, {
        as: SYSADMIN,
        body: { pagingRequest: page },
      });
      expect(response.json().data.length).toBeGreaterThan(70);
    }
  });

  it('gives every user a role with its claims and the demo password', async () => {
    const response = await api.call('POST', '/user/LoginWithEmail', {
      body: { Email: `user000002.c${seeded.clientId}@large.test`, Password: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().claims).toEqual(DEFAULT_CLAIMS.leadShopper);
    const user = await api.call('GET', `/user/ById/${response.json().userId}`, { as: SYSADMIN });
    expect(user.json()).toMatchObject({
      role: 'leadShopper',
      clientName: seeded.name,
      stores: [expect.anything()],
    });
  });
});

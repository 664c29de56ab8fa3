import { API_KEY_REQUESTS_PER_MINUTE } from '@fulfil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SHOPPER, SYSADMIN, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

interface CreatedKey {
  secret: string;
  apiKey: { apiKeyId: number; keyStart: string; storeIds: number[] };
}

/** Creates a key of Demo Grocers as `as` and answers it with its secret. */
async function createKey(body: Record<string, unknown>, as = ADMIN): Promise<CreatedKey> {
  return written(
    await api.call('POST', '/apikey', {
      as,
      body: { clientId: ids.client('Demo Grocers'), role: 'clientAdmin', ...body },
    }),
  );
}

/** A call made with a key rather than a person's token. */
const withKey = (secret: string, method: 'GET' | 'DELETE', url: string) =>
  api.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` } });

const storeNames = async (secret: string) =>
  (await withKey(secret, 'GET', '/store')).json<{ name: string; clientId: number }[]>();

describe('API keys', () => {
  it('shows a new key once, lists it by its first characters only, and acts as its client’s admin', async () => {
    const { secret, apiKey } = await createKey({ name: '  Warehouse sync ' });
    expect(secret).toMatch(/^fk_[\w-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Warehouse sync',
      role: 'clientAdmin',
      createdBy: ADMIN,
      revokedAt: null,
    });
    expect(apiKey.keyStart).toBe(secret.slice(0, 10));

    const listed = await api.call('GET', `/apikey/client/${ids.client('Demo Grocers')}`, { as: SYSADMIN });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.json().apiKeys[0]).toMatchObject({ apiKeyId: apiKey.apiKeyId, keyStart: apiKey.keyStart });

    const stores = await storeNames(secret);
    expect(stores.length).toBeGreaterThan(1);
    expect(new Set(stores.map((store) => store.clientId))).toEqual(new Set([ids.client('Demo Grocers')]));
    const session = (await withKey(secret, 'GET', '/user/session')).json();
    expect(session).toMatchObject({
      userId: 0,
      displayName: 'API key Warehouse sync',
      role: 'clientAdmin',
      email: '',
    });
    const used = await api.call('GET', `/apikey/client/${ids.client('Demo Grocers')}`, { as: ADMIN });
    expect(used.json().apiKeys[0].lastUsedAt).not.toBeNull();
  });

  it('keeps a store manager key to its stores, and refuses stores of another client naming them', async () => {
    const downtown = ids.store('Downtown Hub');
    const { secret } = await createKey({
      name: 'Hub POS',
      role: 'storeManager',
      storeIds: [downtown, downtown],
    });
    expect((await storeNames(secret)).map((store) => store.name)).toEqual(['Downtown Hub']);
    expect((await withKey(secret, 'GET', `/store/${ids.store('Riverside Spoke')}`)).statusCode).toBe(403);

    const foreign = ids.store('Harbor Standalone');
    const refused = await api.call('POST', '/apikey', {
      as: ADMIN,
      body: {
        clientId: ids.client('Demo Grocers'),
        name: 'Wrong',
        role: 'storeManager',
        storeIds: [foreign],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(String(foreign));
  });

  it('refuses a key without a name, with a higher role, or without stores, in the rules’ words', async () => {
    const refusal = async (body: Record<string, unknown>) =>
      (
        await api.call('POST', '/apikey', {
          as: ADMIN,
          body: { clientId: ids.client('Demo Grocers'), name: 'Key', role: 'clientAdmin', ...body },
        })
      ).json();
    expect(await refusal({ name: ' ' })).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Name is required' }],
    });
    expect(await refusal({ role: 'systemAdmin' })).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'A key acts as a Client Admin or a Store Manager' }],
    });
    expect(await refusal({ role: 'storeManager' })).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Choose at least one store for a Store Manager key' }],
    });
  });

  it('is managed by the client’s admins in person only', async () => {
    const demo = ids.client('Demo Grocers');
    for (const as of [MANAGER, SHOPPER, OTHER_ADMIN]) {
      expect((await api.call('GET', `/apikey/client/${demo}`, { as })).statusCode, as).toBe(403);
      const body = { clientId: demo, name: 'Mine', role: 'clientAdmin' };
      expect((await api.call('POST', '/apikey', { as, body })).statusCode, as).toBe(403);
    }
    const { secret, apiKey } = await createKey({ name: 'No successors' });
    expect((await withKey(secret, 'GET', `/apikey/client/${demo}`)).statusCode).toBe(403);
    expect((await withKey(secret, 'DELETE', `/apikey/${apiKey.apiKeyId}`)).statusCode).toBe(403);
    expect((await api.call('DELETE', `/apikey/${apiKey.apiKeyId}`, { as: OTHER_ADMIN })).statusCode).toBe(
      403,
    );
  });

  it('refuses a revoked key at once, and keeps who revoked it and when', async () => {
    const { secret, apiKey } = await createKey({ name: 'Short lived' });
    expect((await withKey(secret, 'GET', '/store')).statusCode).toBe(200);
    const revoked = written(await api.call('DELETE', `/apikey/${apiKey.apiKeyId}`, { as: SYSADMIN }));
    expect(revoked.apiKey).toMatchObject({ revokedBy: SYSADMIN, revokedAt: expect.any(String) });
    const refused = await withKey(secret, 'GET', '/store');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The API key is invalid or was revoked.');
    expect((await api.call('DELETE', `/apikey/${apiKey.apiKeyId}`, { as: ADMIN })).json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'This key was revoked already' }],
    });
    expect((await withKey('fk_not-a-key', 'GET', '/store')).statusCode).toBe(401);
  });

  it(`answers 429 with Retry-After once a key made ${API_KEY_REQUESTS_PER_MINUTE} requests in a minute, other keys unaffected`, async () => {
    const busy = await createKey({ name: 'Busy' });
    const calm = await createKey({ name: 'Calm' });
    for (let sent = 0; sent < API_KEY_REQUESTS_PER_MINUTE; sent += 1) {
      const answer = await withKey(busy.secret, 'GET', '/user/session');
      if (answer.statusCode !== 200) throw new Error(`request ${sent + 1} answered ${answer.statusCode}`);
    }
    const over = await withKey(busy.secret, 'GET', '/user/session');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many requests with this API key\. Try again in \d+ seconds\.$/);
    expect((await withKey(calm.secret, 'GET', '/user/session')).statusCode).toBe(200);
  });
});

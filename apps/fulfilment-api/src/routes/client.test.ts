import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;
let demo: number;
let other: number;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
  demo = ids.client('Demo Grocers');
  other = ids.client('Other Foods');
});
afterAll(() => ifStarted(api)?.close());

const names = (body: { name: string }[]) => body.map((row) => row.name);

describe('GET /client', () => {
  it('lists every client for a systemAdmin', async () => {
    const response = await api.call('GET', '/client', { as: 'sysadmin@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(expect.arrayContaining(['Demo Grocers', 'Other Foods']));
    expect(response.json()[0]).toMatchObject({ version: expect.any(Number), updatedBy: expect.any(String) });
  });

  it('lists only their own client for a clientAdmin and a store-level role', async () => {
    for (const as of ['otheradmin@demo.test', 'shopper@demo.test']) {
      const response = await api.call('GET', '/client', { as });
      expect(names(response.json())).toEqual([as.startsWith('other') ? 'Other Foods' : 'Demo Grocers']);
    }
  });

  it('lists nothing for a supportAdmin, who has no client', async () => {
    expect((await api.call('GET', '/client', { as: 'support@demo.test' })).json()).toEqual([]);
  });

  it('refuses a caller without a token', async () => {
    expect((await api.call('GET', '/client')).statusCode).toBe(401);
  });
});

describe('GET /client/{id}', () => {
  it('answers the client row to its own users', async () => {
    const response = await api.call('GET', `/client/${demo}`, { as: 'manager@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clientId: demo,
      name: 'Demo Grocers',
      posMode: 1,
      persistMode: 1,
      curbsideOnly: false,
      version: 1,
    });
    expect(response.json()).not.toHaveProperty('oauthSettings');
  });

  it("refuses another client's admin with 403 and no data", async () => {
    const response = await api.call('GET', `/client/${demo}`, { as: 'otheradmin@demo.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.any(String) });
  });

  it('answers 404 to a systemAdmin for an unknown client', async () => {
    expect((await api.call('GET', '/client/999999', { as: 'sysadmin@demo.test' })).statusCode).toBe(404);
  });
});

describe('GET /client/ByIds', () => {
  it('answers the named clients a systemAdmin may read, by name', async () => {
    const query = `ids=${ids.client('Other Foods')}&ids=${ids.client('Demo Grocers')}`;
    const response = await api.call('GET', `/client/ByIds?${query}`, { as: 'sysadmin@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Demo Grocers', 'Other Foods']);
  });

  it('answers its own client to a clientAdmin and refuses a list with another client (403)', async () => {
    const own = await api.call('GET', `/client/ByIds?ids=${ids.client('Demo Grocers')}`, {
      as: 'clientadmin@demo.test',
    });
    expect(names(own.json())).toEqual(['Demo Grocers']);
    const query = `ids=${ids.client('Demo Grocers')}&ids=${ids.client('Other Foods')}`;
    const mixed = await api.call('GET', `/client/ByIds?${query}`, { as: 'clientadmin@demo.test' });
    expect(mixed.statusCode).toBe(403);
  });

  it('leaves out unknown ids and refuses no ids, too many ids or no token', async () => {
    const unknown = await api.call('GET', '/client/ByIds?ids=999999', { as: 'sysadmin@demo.test' });
    expect(unknown.json()).toEqual([]);
    expect((await api.call('GET', '/client/ByIds', { as: 'sysadmin@demo.test' })).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => `ids=${index + 1}`).join('&');
    expect((await api.call('GET', `/client/ByIds?${many}`, { as: 'sysadmin@demo.test' })).statusCode).toBe(
      400,
    );
    expect((await api.call('GET', `/client/ByIds?ids=${ids.client('Demo Grocers')}`)).statusCode).toBe(401);
  });
});

describe('GET /client/{clientId}/loginsettings', () => {
  it('answers without a token that a password client does not use OAuth', async () => {
    const response = await api.call('GET', `/client/${demo}/loginsettings`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      useOAuth: false,
      authorizationBaseUrl: null,
      accessTokenEndpoint: null,
      logoutEndpoint: null,
      scope: null,
      apps: [],
    });
  });

  it('answers 404 for an unknown client', async () => {
    expect((await api.call('GET', '/client/999999/loginsettings')).statusCode).toBe(404);
  });
});

describe('POST /client/Create', () => {
  it('creates a client for a systemAdmin, recording who created it', async () => {
    const response = await api.call('POST', '/client/Create', {
      as: 'sysadmin@demo.test',
      body: { name: '  Fresh Mart ', posMode: 2, curbsideOnly: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      errors: [],
      client: { name: 'Fresh Mart', posMode: 2, persistMode: null, curbsideOnly: true, version: 1 },
    });
    expect(response.json().client.updatedBy).toBe('sysadmin@demo.test');
  });

  it('refuses a name already taken, in any case', async () => {
    const response = await api.call('POST', '/client/Create', {
      as: 'sysadmin@demo.test',
      body: { name: 'demo grocers' },
    });
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: "A client named 'demo grocers' already exists." }],
    });
  });

  it('refuses a blank name', async () => {
    const response = await api.call('POST', '/client/Create', {
      as: 'sysadmin@demo.test',
      body: { name: '   ' },
    });
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Client name is required.' }],
    });
  });

  it('answers 400 naming the field when the name is missing', async () => {
    const response = await api.call('POST', '/client/Create', {
      as: 'sysadmin@demo.test',
      body: { posMode: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('name');
  });

  it('refuses a clientAdmin with 403', async () => {
    const response = await api.call('POST', '/client/Create', {
      as: 'clientadmin@demo.test',
      body: { name: 'Sneaky' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /client/Update', () => {
  const update = (as: string, body: Record<string, unknown>) =>
    api.call('PUT', '/client/Update', { as, body });

  it('lets the clientAdmin change its client, bumping the version', async () => {
    const current = (await api.call('GET', `/client/${other}`, { as: 'otheradmin@demo.test' })).json();
    const response = await update('otheradmin@demo.test', { ...current, curbsideOnly: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clientId: other,
      curbsideOnly: true,
      version: current.version + 1,
      updatedBy: 'otheradmin@demo.test',
    });
  });

  it('answers 409 with the stored row and who changed it when the version is stale', async () => {
    const current = (await api.call('GET', `/client/${other}`, { as: 'sysadmin@demo.test' })).json();
    await update('sysadmin@demo.test', { ...current, persistMode: 2 });
    const stale = await update('otheradmin@demo.test', { ...current, posMode: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      changedBy: 'sysadmin@demo.test',
      current: { clientId: other, persistMode: 2, posMode: current.posMode, version: current.version + 1 },
    });
  });

  it("refuses another client's admin with 403 and leaves the client unchanged", async () => {
    const before = (await api.call('GET', `/client/${demo}`, { as: 'sysadmin@demo.test' })).json();
    const response = await update('otheradmin@demo.test', { ...before, name: 'Taken Over' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('name');
    const after = (await api.call('GET', `/client/${demo}`, { as: 'sysadmin@demo.test' })).json();
    expect(after).toEqual(before);
  });

  it('refuses a store-level role with 403', async () => {
    const current = (await api.call('GET', `/client/${demo}`, { as: 'manager@demo.test' })).json();
    expect((await update('manager@demo.test', current)).statusCode).toBe(403);
  });

  it('answers 400 for a name another client has', async () => {
    const current = (await api.call('GET', `/client/${other}`, { as: 'sysadmin@demo.test' })).json();
    const response = await update('sysadmin@demo.test', { ...current, name: 'Demo Grocers' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A client named 'Demo Grocers' already exists.");
  });

  it('answers 400 for a blank name', async () => {
    const current = (await api.call('GET', `/client/${other}`, { as: 'sysadmin@demo.test' })).json();
    const response = await update('sysadmin@demo.test', { ...current, name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Client name is required.');
  });

  it('answers 400 naming the missing version', async () => {
    const response = await update('sysadmin@demo.test', { clientId: other, name: 'Other Foods' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('version');
  });
});

describe('PUT /client/Delete', () => {
  it('refuses to delete a client that still has stores and users, naming what remains', async () => {
    const response = await api.call('PUT', '/client/Delete', {
      as: 'sysadmin@demo.test',
      body: { clientId: demo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Client has 3 stores and 13 users; remove them first.' }],
    });
  });

  it('deletes a client with nothing left', async () => {
    const created = await api.call('POST', '/client/Create', {
      as: 'sysadmin@demo.test',
      body: { name: 'Short Lived' },
    });
    const { clientId } = created.json().client;
    const response = await api.call('PUT', '/client/Delete', {
      as: 'sysadmin@demo.test',
      body: { clientId },
    });
    expect(response.json()).toEqual({ isSuccess: true, errors: [] });
    expect((await api.call('GET', `/client/${clientId}`, { as: 'sysadmin@demo.test' })).statusCode).toBe(404);
  });

  it('refuses a clientAdmin with 403, even for its own client', async () => {
    const response = await api.call('PUT', '/client/Delete', {
      as: 'otheradmin@demo.test',
      body: { clientId: other },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown client', async () => {
    const response = await api.call('PUT', '/client/Delete', {
      as: 'sysadmin@demo.test',
      body: { clientId: 999999 },
    });
    expect(response.statusCode).toBe(404);
  });
});

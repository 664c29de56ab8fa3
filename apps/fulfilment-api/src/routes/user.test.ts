import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

const login = (Email: string, Password = 'demo-password') =>
  api.call('POST', '/user/LoginWithEmail', { body: { Email, Password } });

describe('POST /user/LoginWithEmail', () => {
  it('signs in with the e-mail address in any case and answers token, expiry, user id, integration and claims', async () => {
    const response = await login('SysAdmin@Demo.TEST');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'claims',
      'clientIntegrationEnabled',
      'expiresAt',
      'token',
      'userId',
    ]);
    expect(body.claims).toContain('adminAccessPermission');
    const lifetime = Date.parse(body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(3500_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);
  });

  it('puts user id, role, client, claims, display name and e-mail in the token', async () => {
    const { token, userId } = (await login('clientadmin@demo.test')).json();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: String(userId),
      role: 'clientAdmin',
      clientId: ids.client('Demo Grocers'),
      name: 'Casey Clientadmin',
      email: 'clientadmin@demo.test',
    });
    expect(claims.claims).toContain('adminAccessPermission');
  });

  it('issues a token that the published JWKS verifies', async () => {
    const { token } = (await login('manager@demo.test')).json();
    const jwks = await api.call('GET', '/.well-known/jwks.json');
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks.json()));
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.role).toBe('storeManager');
  });

  it('reports the client integration of a client with a point-of-sale mode', async () => {
    expect((await login('clientadmin@demo.test')).json().clientIntegrationEnabled).toBe(true);
    expect((await login('otheradmin@demo.test')).json().clientIntegrationEnabled).toBe(false);
  });

  it('lets a supportAdmin sign in, leaving the refusal to the portal', async () => {
    const response = await login('support@demo.test');
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token).role).toBe('supportAdmin');
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const response of [await login('sysadmin@demo.test', 'wrong'), await login('nobody@demo.test')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Username or password is incorrect' });
      expect(response.json()).not.toHaveProperty('token');
    }
  });

  it('answers 400 naming the missing field', async () => {
    const response = await api.call('POST', '/user/LoginWithEmail', {
      body: { Email: 'sysadmin@demo.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Password');
  });
});

describe('POST /user/RefreshToken', () => {
  it('exchanges a valid token for a new one of the same user', async () => {
    const response = await api.call('POST', '/user/RefreshToken', { as: 'shopper@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe(await ids.userId('shopper@demo.test'));
    expect(decodeJwt(response.json().token).role).toBe('shopper');
  });

  it('refuses a call without a token, and a forged token', async () => {
    expect((await api.call('POST', '/user/RefreshToken')).statusCode).toBe(401);
    const forged = await api.app.inject({
      method: 'POST',
      url: '/user/RefreshToken',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});

describe('GET /user/Roles', () => {
  it('lists every role with its friendly name', async () => {
    const response = await api.call('GET', '/user/Roles', { as: 'shopper@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ name: 'Store Manager', key: 'storeManager' });
    expect(response.json()).toContainEqual({ name: 'System Admin', key: 'systemAdmin' });
  });
});

describe('GET /user/ById/{id}', () => {
  it('answers the user record with client name, role name and stores', async () => {
    const id = await ids.userId('manager@demo.test');
    const response = await api.call('GET', `/user/ById/${id}`, { as: 'clientadmin@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      userName: 'manager@demo.test',
      emailAddress: 'manager@demo.test',
      firstname: 'Morgan',
      lastname: 'Manager',
      client: ids.client('Demo Grocers'),
      clientName: 'Demo Grocers',
      role: 'storeManager',
      roleName: 'Store Manager',
      receiveArrivalNotifications: true,
      version: 1,
    });
    expect(response.json().stores.map((s: { name: string }) => s.name)).toEqual([
      'Downtown Hub',
      'Riverside Spoke',
    ]);
  });

  it('lets every user read itself, even without a client', async () => {
    const id = await ids.userId('support@demo.test');
    const response = await api.call('GET', `/user/ById/${id}`, { as: 'support@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ client: 0, clientName: null, stores: [] });
  });

  it('refuses a clientAdmin of another client with 403 and no data', async () => {
    const id = await ids.userId('manager@demo.test');
    const response = await api.call('GET', `/user/ById/${id}`, { as: 'otheradmin@demo.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('userName');
  });

  it('lets a storeManager read a shopper of its store but not one of another store', async () => {
    const sameStore = await ids.userId('shopper@demo.test');
    const otherStore = await ids.userId('shopper1.lakeside@demo.test');
    expect((await api.call('GET', `/user/ById/${sameStore}`, { as: 'manager@demo.test' })).statusCode).toBe(
      200,
    );
    expect((await api.call('GET', `/user/ById/${otherStore}`, { as: 'manager@demo.test' })).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for an unknown user and 400 for an id that is not a number', async () => {
    expect((await api.call('GET', '/user/ById/999999', { as: 'sysadmin@demo.test' })).statusCode).toBe(404);
    const bad = await api.call('GET', '/user/ById/abc', { as: 'sysadmin@demo.test' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('GET /user/stores/{userId}', () => {
  it('answers the stores assigned to the user', async () => {
    const id = await ids.userId('manager@demo.test');
    const response = await api.call('GET', `/user/stores/${id}`, { as: 'manager@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stores: [
        { clientId: ids.client('Demo Grocers'), storeId: ids.store('Downtown Hub'), name: 'Downtown Hub' },
        {
          clientId: ids.client('Demo Grocers'),
          storeId: ids.store('Riverside Spoke'),
          name: 'Riverside Spoke',
        },
      ],
    });
  });

  it('answers an empty list for a user without stores', async () => {
    const id = await ids.userId('nostores@demo.test');
    const response = await api.call('GET', `/user/stores/${id}`, { as: 'nostores@demo.test' });
    expect(response.json()).toEqual({ stores: [] });
  });

  it('refuses a user of another client with 403 and no data', async () => {
    const id = await ids.userId('manager@demo.test');
    const response = await api.call('GET', `/user/stores/${id}`, { as: 'otheradmin@demo.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('stores');
  });
});

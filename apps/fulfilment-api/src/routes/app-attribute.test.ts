import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;
let demo: number;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
  demo = ids.client('Demo Grocers');
});
afterAll(() => ifStarted(api)?.close());

const create = (as: string, body: Record<string, unknown>) =>
  api.call('POST', '/client/appAttribute/Create', { as, body });

/** The demo data's own attribute (Demo Grocers' delivery partner statuses, for lead time rules). */
const SEEDED = 'StoreDeliveryPartnerStatuses';

/** The client's attributes that these tests wrote. */
const list = async (clientId: number, as = ADMIN) =>
  (await api.call('GET', `/client/appattributes/${clientId}`, { as }))
    .json<{
      appAttributes: { appAttributeId: number; name: string; value: string; version: number }[];
    }>()
    .appAttributes.filter((attribute) => attribute.name !== SEEDED);

const LOGIN_SETTINGS = {
  UseOAuth: false,
  BaseUrl: 'https://id.example.com',
  AuthorizationBaseUrl: 'https://id.example.com/auth',
  AccessTokenEndpoint: 'https://id.example.com/token',
  LogoutEndpoint: 'https://id.example.com/logout',
  Scope: 'openid email profile',
  Apps: [
    {
      AppType: 'admin',
      AppId: 'portal',
      ResponseType: 'code',
      PkceEnabled: true,
      RedirectUrl: 'https://a.test/cb',
    },
  ],
};

describe('application attributes', () => {
  it('lists the possible keys with their value types', async () => {
    const response = await api.call('GET', '/client/appAttributePossibleKeys/types', { as: ADMIN });
    expect(response.statusCode).toBe(200);
    expect(response.json().appAttributeTypes).toContainEqual({
      name: 'OAuthLoginSettings',
      valueType: 22,
      description: expect.any(String),
    });
  });

  it('creates, reads, updates and deletes an attribute of the client, recording who wrote it', async () => {
    const created = await create(ADMIN, { clientId: demo, name: 'MaxOrdersPerBatch', value: '4' });
    expect(created.json()).toMatchObject({
      isSuccess: true,
      errors: [],
      appAttribute: {
        clientId: demo,
        name: 'MaxOrdersPerBatch',
        value: '4',
        valueType: 3,
        version: 1,
        updatedBy: ADMIN,
      },
    });
    const { appAttributeId } = created.json().appAttribute;
    const one = await api.call('GET', `/client/${demo}/appattributes/MaxOrdersPerBatch`, { as: SYSADMIN });
    expect(one.json()).toMatchObject({ appAttributeId, value: '4' });

    const updated = await api.call('PUT', '/client/appattribute/Update', {
      as: SYSADMIN,
      body: { appAttributeId, clientId: demo, name: 'MaxOrdersPerBatch', value: '6', version: 1 },
    });
    expect(updated.json()).toMatchObject({
      isSuccess: true,
      appAttribute: { value: '6', version: 2, updatedBy: SYSADMIN },
    });
    const stale = await api.call('PUT', '/client/appattribute/Update', {
      as: ADMIN,
      body: { appAttributeId, clientId: demo, name: 'MaxOrdersPerBatch', value: '8', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changedBy: SYSADMIN, current: { value: '6', version: 2 } });

    const deleted = await api.call('PUT', '/client/appAttribute/Delete', {
      as: ADMIN,
      body: { appAttributeId, clientId: demo },
    });
    expect(deleted.json()).toEqual({ isSuccess: true, errors: [] });
    expect((await list(demo)).some((a) => a.appAttributeId === appAttributeId)).toBe(false);
  });

  it('refuses a value that fails its type’s check with the spec’s message, storing nothing', async () => {
    const response = await create(ADMIN, { clientId: demo, name: 'MaxOrdersPerBatch', value: 'lots' });
    expect(response.json()).toEqual({
      isSuccess: false,
      errors: [
        {
          errorMessage:
            "The value of the 'MaxOrdersPerBatch' Attribute is incorrect. lots is not a valid integer value",
        },
      ],
    });
    const settings = await create(ADMIN, {
      clientId: demo,
      name: 'OAuthLoginSettings',
      value: '{"UseOAuth":true}',
    });
    expect(settings.json().errors[0].errorMessage).toMatch(
      /^The value of the 'OAuthLoginSettings' Attribute is incorrect\. /,
    );
    expect(await list(demo)).toEqual([]);
  });

  it('refuses a second attribute of the same name', async () => {
    expect(
      (await create(ADMIN, { clientId: demo, name: 'SupportEmail', value: 'help@demo.test' })).json()
        .isSuccess,
    ).toBe(true);
    const again = await create(ADMIN, { clientId: demo, name: 'SupportEmail', value: 'other@demo.test' });
    expect(again.json().errors).toEqual([
      { errorMessage: "The attribute 'SupportEmail' is already defined for this client." },
    ]);
  });

  it('keeps the attributes of a client from other clients’ admins and from store managers', async () => {
    const other = ids.client('Other Foods');
    expect((await create(ADMIN, { clientId: other, name: 'ClientDisplayName', value: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await create(MANAGER, { clientId: demo, name: 'ClientDisplayName', value: 'x' })).statusCode,
    ).toBe(403);
    const read = await api.call('GET', `/client/appattributes/${demo}`, { as: OTHER_ADMIN });
    expect(read.statusCode).toBe(403);
    expect(read.json()).not.toHaveProperty('appAttributes');
    const [attribute] = await list(demo);
    const update = await api.call('PUT', '/client/appattribute/Update', {
      as: OTHER_ADMIN,
      body: { ...attribute, clientId: other },
    });
    expect(update.statusCode).toBe(403);
    const stolen = await api.call('PUT', '/client/appAttribute/Delete', {
      as: OTHER_ADMIN,
      body: { appAttributeId: attribute!.appAttributeId, clientId: other },
    });
    expect(stolen.statusCode).toBe(403);
    expect(await list(demo)).toHaveLength(1);
  });

  it('turns the OAuthLoginSettings attribute into the client’s login settings', async () => {
    const created = await create(ADMIN, {
      clientId: demo,
      name: 'OAuthLoginSettings',
      value: JSON.stringify(LOGIN_SETTINGS),
    });
    expect(created.json().isSuccess).toBe(true);
    const off = await api.call('GET', `/client/${demo}/loginsettings`);
    expect(off.json()).toMatchObject({ useOAuth: false, apps: [] });
    const refused = await api.call('POST', '/user/LoginWithAccessToken', {
      body: { clientId: demo, accessToken: 'x' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Client login system is not available, please try again later.');

    const { appAttributeId } = created.json().appAttribute;
    await api.call('PUT', '/client/appattribute/Update', {
      as: ADMIN,
      body: {
        appAttributeId,
        clientId: demo,
        name: 'OAuthLoginSettings',
        value: JSON.stringify({ ...LOGIN_SETTINGS, UseOAuth: true }),
        version: 1,
      },
    });
    const on = await api.call('GET', `/client/${demo}/loginsettings`);
    expect(on.json()).toEqual({
      useOAuth: true,
      authorizationBaseUrl: 'https://id.example.com/auth',
      accessTokenEndpoint: 'https://id.example.com/token',
      logoutEndpoint: 'https://id.example.com/logout',
      scope: 'openid email profile',
      apps: [
        {
          appType: 'admin',
          appId: 'portal',
          responseType: 'code',
          redirectUrl: 'https://a.test/cb',
          pkceEnabled: true,
        },
      ],
    });
  });
});

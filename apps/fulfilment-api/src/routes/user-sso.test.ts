import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ifStarted,
  obtainAccessToken,
  startOidcProvider,
  type TestOidcProvider,
} from '@fulfil/test-fixtures';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';

const CLIENT_ID = 'fulfilment-admin';
const REDIRECT_URI = 'http://portal.test/oauthlogin';

let provider: TestOidcProvider;
let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  provider = await startOidcProvider({
    accounts: ['Manager@Demo.test', 'stranger@elsewhere.test', 'otheradmin@demo.test'],
    clientId: CLIENT_ID,
    redirectUris: [REDIRECT_URI],
  });
  api = await startTestApi();
  ids = await idsByName(api);
  const created = await api.call('POST', '/client/appAttribute/Create', {
    as: 'clientadmin@demo.test',
    body: {
      clientId: ids.client('Demo Grocers'),
      name: 'OAuthLoginSettings',
      value: JSON.stringify({
        UseOAuth: true,
        BaseUrl: provider.issuer,
        AuthorizationBaseUrl: `${provider.issuer}/auth`,
        AccessTokenEndpoint: `${provider.issuer}/token`,
        LogoutEndpoint: `${provider.issuer}/session/end`,
        Scope: 'openid email profile',
        Apps: [
          {
            AppType: 'admin',
            AppId: CLIENT_ID,
            ResponseType: 'code',
            PkceEnabled: true,
            RedirectUrl: REDIRECT_URI,
          },
        ],
      }),
    },
  });
  expect(created.json(), created.body).toMatchObject({ isSuccess: true });
});
afterAll(async () => {
  await ifStarted(api)?.close();
  await ifStarted(provider)?.close();
});

const tokenFor = (email: string) =>
  obtainAccessToken(provider, { clientId: CLIENT_ID, redirectUri: REDIRECT_URI, email });

const loginWith = (clientId: number, accessToken: string) =>
  api.call('POST', '/user/LoginWithAccessToken', { body: { clientId, accessToken } });

const NOT_VALIDATED = 'Your user credentials could not be validated in the portal.';

describe('GET /client/{clientId}/loginsettings', () => {
  it('answers the client’s OAuthLoginSettings attribute in the contract’s names, without a token', async () => {
    const response = await api.call('GET', `/client/${ids.client('Demo Grocers')}/loginsettings`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      useOAuth: true,
      authorizationBaseUrl: `${provider.issuer}/auth`,
      accessTokenEndpoint: `${provider.issuer}/token`,
      logoutEndpoint: `${provider.issuer}/session/end`,
      scope: 'openid email profile',
      apps: [
        {
          appType: 'admin',
          appId: CLIENT_ID,
          responseType: 'code',
          redirectUrl: REDIRECT_URI,
          pkceEnabled: true,
        },
      ],
    });
  });
});

describe('POST /user/LoginWithAccessToken', () => {
  it('signs in the client’s user whose e-mail the provider vouches for, as LoginWithEmail does', async () => {
    const response = await loginWith(ids.client('Demo Grocers'), await tokenFor('Manager@Demo.test'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'claims',
      'clientIntegrationEnabled',
      'expiresAt',
      'token',
      'userId',
    ]);
    expect(body.userId).toBe(await ids.userId('manager@demo.test'));
    expect(decodeJwt(body.token)).toMatchObject({ role: 'storeManager', name: 'Morgan Manager' });
  });

  it('refuses a real token for an address that is not a user of the client', async () => {
    for (const email of ['stranger@elsewhere.test', 'otheradmin@demo.test']) {
      const response = await loginWith(ids.client('Demo Grocers'), await tokenFor(email));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: NOT_VALIDATED });
      expect(response.json()).not.toHaveProperty('token');
    }
  });

  it('refuses a token the provider did not issue', async () => {
    const response = await loginWith(ids.client('Demo Grocers'), 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(NOT_VALIDATED);
  });

  it('refuses a client without single sign-on settings', async () => {
    const response = await loginWith(ids.client('Other Foods'), await tokenFor('otheradmin@demo.test'));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Client login system is not available, please try again later.');
  });
});

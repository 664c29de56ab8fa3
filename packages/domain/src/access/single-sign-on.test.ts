import { describe, expect, it } from 'vitest';
import { ssoAdminApp } from './single-sign-on.js';

const admin = { appType: 'admin', appId: 'portal' };
const settings = {
  useOAuth: true,
  authorizationBaseUrl: 'https://id.example.test/auth',
  accessTokenEndpoint: 'https://id.example.test/token',
  apps: [{ appType: 'android', appId: 'phone' }, admin],
};

describe('single sign-on settings', () => {
  it('signs in through the admin app of a client with OAuth enabled', () => {
    expect(ssoAdminApp(settings)).toEqual({
      app: admin,
      authorizationBaseUrl: 'https://id.example.test/auth',
      accessTokenEndpoint: 'https://id.example.test/token',
    });
  });

  it('is not available without settings, with OAuth disabled, or without an admin app', () => {
    expect(ssoAdminApp(null)).toBeNull();
    expect(ssoAdminApp({ ...settings, useOAuth: false })).toBeNull();
    expect(ssoAdminApp({ ...settings, apps: [{ appType: 'ios', appId: 'phone' }] })).toBeNull();
    expect(ssoAdminApp({ ...settings, accessTokenEndpoint: null })).toBeNull();
  });
});

import { LOGIN_MESSAGES } from '@fulfil/domain';
import { createFulfilmentClient, type FulfilmentApi, type SessionContext } from '@fulfil/fulfilment-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  execute,
  expectNoGraphQLErrors,
  signIn,
  startApi,
  startGateway,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token expiresAt errors { message }
    user { id userName role clientId claims stores { id name storeType } }
  }
}`;

interface LoginData {
  login: {
    token: string | null;
    expiresAt: string | null;
    errors: { message: string }[];
    user: {
      id: string;
      userName: string;
      role: string;
      clientId: string | null;
      stores: { id: string }[];
    } | null;
  };
}

let api: { app: FastifyInstance; url: string };
let gateway: { app: FastifyInstance; url: string };

beforeAll(async () => {
  api = await startApi();
  gateway = await startGateway(api.url);
});

afterAll(async () => {
  await ifStarted(gateway)?.app.close();
  await ifStarted(api)?.app.close();
});

const login = async (email: string, password = DEMO_PASSWORD) =>
  expectNoGraphQLErrors(await execute<LoginData>(gateway.url, LOGIN, { email, password })).login;

describe('login', () => {
  it('signs in a systemAdmin with a token, an expiry and every store', async () => {
    const result = await login('sysadmin@demo.test');
    expect(result.errors).toEqual([]);
    expect(result.token).toEqual(expect.any(String));
    expect(Date.parse(result.expiresAt!)).toBeGreaterThan(Date.now());
    expect(result.user).toMatchObject({ userName: 'sysadmin@demo.test', role: 'systemAdmin' });
    expect(result.user!.stores.length).toBeGreaterThanOrEqual(4);
  });

  it('matches the e-mail without regard to case or surrounding spaces', async () => {
    const result = await login('  ClientAdmin@Demo.TEST ');
    expect(result.token).toEqual(expect.any(String));
    expect(result.user).toMatchObject({ role: 'clientAdmin' });
  });

  it.each([
    ['clientadmin@demo.test', 'clientAdmin'],
    ['manager@demo.test', 'storeManager'],
    ['nostores@demo.test', 'storeManager'],
    ['lead@demo.test', 'leadShopper'],
    ['shopper@demo.test', 'shopper'],
  ])('signs in %s (%s), who holds the adminAccess claim', async (email, role) => {
    const result = await login(email);
    expect(result.errors).toEqual([]);
    expect(result.user).toMatchObject({ userName: email, role });
  });

  it('gives a store manager only the assigned stores', async () => {
    const result = await login('manager@demo.test');
    expect(result.user!.stores).toHaveLength(2);
  });

  it('refuses a supportAdmin with the admin-portal message and no token', async () => {
    const result = await login('support@demo.test');
    expect(result).toMatchObject({
      token: null,
      user: null,
      errors: [{ message: LOGIN_MESSAGES.notAllowed }],
    });
    expect(LOGIN_MESSAGES.notAllowed).toBe('Role or Claim not allowed into Admin Portal.');
  });

  it('refuses a user without the adminAccess claim', async () => {
    // The demo data gives every portal role the claim, so this API answers user records without it.
    const withoutClaims = (real: FulfilmentApi): FulfilmentApi =>
      Object.create(real, {
        withSession: { value: (session: SessionContext) => withoutClaims(real.withSession(session)) },
        userById: { value: async (id: number) => ({ ...(await real.userById(id)), claims: [] }) },
      }) as FulfilmentApi;
    const stripped = await startGateway(api.url, {
      api: withoutClaims(createFulfilmentClient({ baseUrl: api.url })),
    });
    try {
      const answer = expectNoGraphQLErrors(
        await execute<LoginData>(stripped.url, LOGIN, { email: 'lead@demo.test', password: DEMO_PASSWORD }),
      );
      expect(answer.login).toMatchObject({ token: null, errors: [{ message: LOGIN_MESSAGES.notAllowed }] });
    } finally {
      await stripped.app.close();
    }
  });

  it('refuses a wrong password with the product message', async () => {
    const result = await login('sysadmin@demo.test', 'not-the-password');
    expect(result).toEqual({
      token: null,
      expiresAt: null,
      user: null,
      errors: [{ message: 'Username or password is incorrect' }],
    });
  });

  it('refuses an unknown e-mail with the same message', async () => {
    const result = await login('nobody@demo.test');
    expect(result.errors).toEqual([{ message: 'Username or password is incorrect' }]);
  });

  it('tells a person who tried too often when to try again, from any address', async () => {
    const from = async (address: string, password: string) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: LOGIN, variables: { email: 'lead@demo.test', password } }),
      });
      return ((await response.json()) as { data: LoginData }).data.login;
    };
    for (let attempt = 0; attempt < 10; attempt += 1) await from('10.1.1.1', 'wrong');
    const limited = await from('10.1.1.2', DEMO_PASSWORD);
    expect(limited.token).toBeNull();
    expect(limited.errors[0]?.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});

describe('session', () => {
  it('answers me for the bearer of a token', async () => {
    const token = await signIn(gateway.url, 'otheradmin@demo.test');
    const data = expectNoGraphQLErrors(
      await execute<{ me: { userName: string; clientName: string; roleName: string } }>(
        gateway.url,
        '{ me { userName clientName roleName } }',
        {},
        token,
      ),
    );
    expect(data.me).toEqual({
      userName: 'otheradmin@demo.test',
      clientName: 'Other Foods',
      roleName: 'Client Admin',
    });
  });

  it('answers me with null without a token', async () => {
    expect(expectNoGraphQLErrors(await execute(gateway.url, '{ me { id } }'))).toEqual({ me: null });
  });

  it('exchanges a token for a fresh one', async () => {
    const token = await signIn(gateway.url, 'clientadmin@demo.test');
    const data = expectNoGraphQLErrors(
      await execute<{ refreshToken: { token: string; user: { userName: string } } }>(
        gateway.url,
        'mutation { refreshToken { token user { userName } } }',
        {},
        token,
      ),
    );
    expect(data.refreshToken.token).toEqual(expect.any(String));
    expect(data.refreshToken.user.userName).toBe('clientadmin@demo.test');
  });

  it('refuses refreshToken without a token as UNAUTHENTICATED', async () => {
    const answer = await execute(gateway.url, 'mutation { refreshToken { token } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists every role with its friendly name', async () => {
    const token = await signIn(gateway.url, 'sysadmin@demo.test');
    const data = expectNoGraphQLErrors(
      await execute<{ roles: { key: string; name: string }[] }>(
        gateway.url,
        '{ roles { key name } }',
        {},
        token,
      ),
    );
    expect(data.roles).toContainEqual({ key: 'storeManager', name: 'Store Manager' });
  });
});

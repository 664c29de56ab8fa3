import { createFulfilmentClient, type FulfilmentApi } from '@fulfil/fulfilment-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, startApi, startGateway } from '../testing/stack.js';
import { createTokenVerifier } from './verify-token.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: Awaited<ReturnType<typeof startApi>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let token: string;
let client: FulfilmentApi;

beforeAll(async () => {
  api = await startApi();
  gateway = await startGateway(api.url);
  token = await signIn(gateway.url, 'clientadmin@demo.test');
  client = createFulfilmentClient({ baseUrl: api.url });
});

afterEach(() => vi.useRealTimers());

afterAll(async () => {
  await ifStarted(client)?.close();
  await ifStarted(gateway)?.app.close();
  await ifStarted(api)?.app.close();
});

describe('token verification', () => {
  it('names the same person for a token it has verified before', async () => {
    const verify = createTokenVerifier(api.url, client);
    const first = await verify(token);
    expect(first).toMatchObject({ userName: 'clientadmin@demo.test', role: 'clientAdmin', clientId: 1 });
    expect(await verify(token)).toEqual(first);
  });

  it('refuses a remembered token once it expires', async () => {
    const verify = createTokenVerifier(api.url, client);
    const user = await verify(token);
    expect(user).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(user!.expiresAtMs + 1);
    expect(await verify(token)).toBeNull();
  });

  it('refuses a token whose signature was altered, however often it is sent', async () => {
    const verify = createTokenVerifier(api.url, client);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect(await verify(forged)).toBeNull();
    expect(await verify(forged)).toBeNull();
  });
});

import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { THROTTLE_LIMITS } from './throttle.js';

const PASSWORD = 'Throttle-Test-1';
const apis: TestApi[] = [];
afterAll(() => Promise.all(apis.map((api) => api.close())));

/** A caller address of its own, as a gateway on this host forwards it. */
const address = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

function loginFrom(api: TestApi, from: string, Email: string, Password: string) {
  return api.app.inject({
    method: 'POST',
    url: '/user/LoginWithEmail',
    headers: { 'x-forwarded-for': from },
    payload: { Email, Password },
  });
}

/** A new user of Demo Grocers with a password, so no other test counts against the account. */
async function newAccount(api: TestApi): Promise<string> {
  const email = `throttle.${randomUUID().slice(0, 8)}@demo.test`;
  const created = await api.call('POST', '/user/detail/Create', {
    as: 'sysadmin@demo.test',
    body: {
      userName: email,
      emailAddress: email,
      firstname: 'Tess',
      lastname: 'Throttle',
      phoneNumber: null,
      client: 1,
      role: 'shopper',
      password: PASSWORD,
      stores: [],
    },
  });
  expect(created.json().errors, created.body).toEqual([]);
  return email;
}

describe('sign-in and password reset limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    apis.push(api);
  });

  it('refuses an account after ten attempts, the right password too, with Retry-After and a message', async () => {
    const email = await newAccount(api);
    const from = address();
    const answers = [];
    for (let attempt = 0; attempt < 40; attempt += 1)
      answers.push((await loginFrom(api, from, email, `wrong ${attempt}`)).statusCode);
    expect(answers.slice(0, THROTTLE_LIMITS.perAccount.max)).toEqual(
      Array(THROTTLE_LIMITS.perAccount.max).fill(401),
    );
    expect(new Set(answers.slice(THROTTLE_LIMITS.perAccount.max))).toEqual(new Set([429]));
    const right = await loginFrom(api, address(), email, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('never locks out a person who signs in successfully again and again', async () => {
    const email = await newAccount(api);
    const from = address();
    for (let attempt = 0; attempt < THROTTLE_LIMITS.perAccount.max + 5; attempt += 1)
      expect((await loginFrom(api, from, email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts each account on its own: another account from the same address still signs in', async () => {
    const [tried, other] = [await newAccount(api), await newAccount(api)];
    const from = address();
    for (let attempt = 0; attempt <= THROTTLE_LIMITS.perAccount.max; attempt += 1)
      await loginFrom(api, from, tried, 'wrong');
    expect((await loginFrom(api, from, other, PASSWORD)).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const from = address();
    let last = 0;
    for (let attempt = 0; attempt <= THROTTLE_LIMITS.perAddress.max; attempt += 1)
      last = (await loginFrom(api, from, `nobody${attempt}@demo.test`, 'wrong')).statusCode;
    expect(last).toBe(429);
    const elsewhere = await loginFrom(api, address(), 'nobody@demo.test', 'wrong');
    expect(elsewhere.statusCode).toBe(401);
  }, 90_000); // a hundred password checks

  it('limits password reset requests per address', async () => {
    const email = await newAccount(api);
    const from = address();
    const request = () =>
      api.app.inject({
        method: 'POST',
        url: '/user/SendPasswordResetEmail',
        headers: { 'x-forwarded-for': from, 'content-type': 'application/json' },
        payload: JSON.stringify(email),
      });
    const answers = [];
    for (let attempt = 0; attempt <= THROTTLE_LIMITS.perAccount.max; attempt += 1)
      answers.push((await request()).statusCode);
    expect(answers.at(0)).toBe(200);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('limits shared by several API instances through Redis', () => {
  it('counts an account’s attempts on two instances together', async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) throw new Error('REDIS_URL is required to test limits shared across instances');
    const [first, second] = await Promise.all([
      startTestApi({ config: { redisUrl } }),
      startTestApi({ config: { redisUrl } }),
    ]);
    apis.push(first, second);
    const email = await newAccount(first);
    const from = address();
    for (let attempt = 0; attempt < THROTTLE_LIMITS.perAccount.max; attempt += 1)
      await loginFrom(attempt % 2 ? first : second, from, email, 'wrong');
    expect((await loginFrom(first, from, email, PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom(second, address(), email, PASSWORD)).statusCode).toBe(429);
  });
});

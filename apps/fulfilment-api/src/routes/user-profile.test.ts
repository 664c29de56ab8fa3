import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { DEMO_PASSWORD } from '../db/seed-demo.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

const ADMIN = 'clientadmin@demo.test';
let serial = 0;

/** A new Demo Grocers shopper, who may not manage users, and how to call as them. */
async function newShopper() {
  serial += 1;
  const email = `profile.user${serial}@demo.test`;
  const created = await api.call('POST', '/user/detail/Create', {
    as: ADMIN,
    body: {
      userName: email,
      emailAddress: email,
      firstname: 'Pat',
      lastname: `Profile${serial}`,
      phoneNumber: null,
      client: ids.client('Demo Grocers'),
      role: 'shopper',
      // The demo password, so the test API can sign in as them.
      password: DEMO_PASSWORD,
      stores: [{ storeId: ids.store('Downtown Hub') }],
    },
  });
  expect(created.json().errors, created.body).toEqual([]);
  return email;
}

describe('/user/profile', () => {
  it('lets anyone read and change their own name, e-mail address and phone number, nothing else', async () => {
    const email = await newShopper();
    const own = await api.call('GET', '/user/profile', { as: email });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ userName: email, emailAddress: email, role: 'shopper', version: 1 });

    const changed = await api.call('PUT', '/user/profile', {
      as: email,
      body: {
        version: 1,
        emailAddress: ` Renamed.${email.toUpperCase()} `,
        firstname: 'Patricia',
        lastname: ' ',
        phoneNumber: '555-0100',
        role: 'systemAdmin',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      isSuccess: true,
      user: {
        userName: email,
        emailAddress: `renamed.${email}`,
        firstname: 'Patricia',
        lastname: null,
        phoneNumber: '555-0100',
        role: 'shopper',
        version: 2,
      },
    });
  });

  it('answers 409 with the stored user when the version is stale, and keeps it', async () => {
    const email = await newShopper();
    const body = { version: 1, emailAddress: email, firstname: 'First' };
    expect((await api.call('PUT', '/user/profile', { as: email, body })).statusCode).toBe(200);
    const stale = await api.call('PUT', '/user/profile', {
      as: email,
      body: { ...body, firstname: 'Second' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await api.call('GET', '/user/profile', { as: email })).json()).toMatchObject({
      firstname: 'First',
      version: 2,
    });
  });

  it("refuses another person's e-mail address and a malformed one, with the reason", async () => {
    const email = await newShopper();
    const taken = await api.call('PUT', '/user/profile', {
      as: email,
      body: { version: 1, emailAddress: 'sysadmin@demo.test' },
    });
    expect(taken.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: "A user with the e-mail address 'sysadmin@demo.test' already exists." }],
    });
    const malformed = await api.call('PUT', '/user/profile', {
      as: email,
      body: { version: 1, emailAddress: 'not-an-address' },
    });
    expect(malformed.json()).toMatchObject({
      isSuccess: false,
      errors: [{ errorMessage: expect.any(String) }],
    });
    expect((await api.call('GET', '/user/profile', { as: email })).json()).toMatchObject({
      emailAddress: email,
      version: 1,
    });
  });

  it('needs a signed-in person', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/user/profile' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SHOPPER, written } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let storeId: number;

beforeAll(async () => {
  api = await startTestApi();
  storeId = (await idsByName(api)).store('Downtown Hub');
});
afterAll(() => ifStarted(api)?.close());

const settings = (overrides: Record<string, unknown> = {}) => ({
  storeId,
  providerId: 3,
  providerEndpointUri: 'https://doordash.test/api',
  providerEndpointAuthInfo: 'key-1',
  notificationTypeId: 1,
  notificationMinutesBeforePromiseTime: 0,
  notificationEmail: 'ops@demo.test',
  ...overrides,
});

const read = async (as = ADMIN) =>
  (await api.call('GET', `/store/StoreDeliveryProvider/${storeId}`, { as })).json();

describe('store delivery provider', () => {
  it('answers no provider and disabled for a store without one', async () => {
    expect(await read()).toEqual({ storeDeliveryProvider: null, storeDeliveryProviderEnabled: false });
  });

  it('refuses enabling before any settings are saved', async () => {
    const response = await api.call('POST', `/store/StoreDeliveryProvider/${storeId}/enable`, {
      as: ADMIN,
      body: { isEnabled: true, storeId },
    });
    expect(response.json()).toMatchObject({
      isSuccess: false,
      errors: [{ errorMessage: 'Save the delivery provider settings before enabling them.' }],
    });
  });

  it('refuses an invalid notification e-mail list and a notification type the provider does not offer', async () => {
    const badEmail = await api.call('POST', '/store/StoreDeliveryProvider', {
      as: ADMIN,
      body: settings({ notificationEmail: 'ops@demo.test, nobody' }),
    });
    expect(badEmail.json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Please enter one or more email addresses separated by commas.' }],
    });
    const badType = await api.call('POST', '/store/StoreDeliveryProvider', {
      as: ADMIN,
      body: settings({ notificationTypeId: 2 }),
    });
    expect(badType.json().errors).toEqual([{ errorMessage: 'DoorDash does not offer notification type 2.' }]);
    expect((await read()).storeDeliveryProvider).toBeNull();
  });

  it('creates the provider, links it to the store, and refuses a second one', async () => {
    const created = written(
      await api.call('POST', '/store/StoreDeliveryProvider', { as: ADMIN, body: settings() }),
    );
    expect(created.storeDeliveryProvider).toMatchObject({
      storeDeliveryProviderId: created.storeDeliveryProviderId,
      providerName: 'DoorDash',
      notificationTypeName: 'On Receipt',
      notificationEmail: 'ops@demo.test',
      version: 1,
      updatedBy: ADMIN,
    });
    const store = (await api.call('GET', `/store/${storeId}`, { as: ADMIN })).json();
    expect(store.storeDeliveryProviderId).toBe(created.storeDeliveryProviderId);
    const again = await api.call('POST', '/store/StoreDeliveryProvider', { as: ADMIN, body: settings() });
    expect(again.json().errors).toEqual([{ errorMessage: 'This store already has a delivery provider.' }]);
  });

  it('updates with the version it started from and answers 409 with the stored row on a stale one', async () => {
    const { storeDeliveryProvider } = await read();
    const update = (as: string, overrides: Record<string, unknown>) =>
      api.call('PUT', '/store/StoreDeliveryProvider', {
        as,
        body: settings({
          storeDeliveryProviderId: storeDeliveryProvider.storeDeliveryProviderId,
          ...overrides,
        }),
      });
    const saved = written(
      await update(MANAGER, {
        providerId: 1,
        notificationTypeId: 2,
        notificationMinutesBeforePromiseTime: 120,
        version: 1,
      }),
    );
    expect(saved.storeDeliveryProvider).toMatchObject({
      providerName: 'Generic',
      notificationTypeName: 'Time Based',
      notificationMinutesBeforePromiseTime: 120,
      version: 2,
      updatedBy: MANAGER,
    });
    const stale = await update(ADMIN, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(JSON.stringify(stale.json())).toContain(MANAGER);
  });

  it('switches the enabled flag through its own call', async () => {
    const answer = written(
      await api.call('POST', `/store/StoreDeliveryProvider/${storeId}/enable`, {
        as: MANAGER,
        body: { isEnabled: true, storeId },
      }),
    );
    expect(answer.storeDeliveryProviderEnabled).toBe(true);
    expect((await read()).storeDeliveryProviderEnabled).toBe(true);
  });

  it('refuses callers outside the store with 403 and no data', async () => {
    for (const as of [OTHER_ADMIN, SHOPPER]) {
      const response = await api.call('GET', `/store/StoreDeliveryProvider/${storeId}`, { as });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('key-1');
    }
    const write = await api.call('POST', `/store/StoreDeliveryProvider/${storeId}/enable`, {
      as: OTHER_ADMIN,
      body: { isEnabled: false, storeId },
    });
    expect(write.statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import {
  chooseProviderType,
  DELIVERY_PROVIDER_TYPES,
  deliverySaveFailure,
  deliverySettingsChanged,
  deliverySettingsRefusal,
  isValidNotificationEmailList,
  isValidNotificationMinutes,
  MAX_NOTIFICATION_MINUTES,
  NOTIFICATION_TYPES,
  type DeliverySettings,
} from './providers.js';

const blank: DeliverySettings = {
  providerId: 0,
  providerEndpointUri: '',
  providerEndpointAuthInfo: '',
  notificationTypeId: 0,
  notificationMinutesBeforePromiseTime: 0,
  notificationEmail: '',
};

describe('delivery provider types', () => {
  it('lists ids 1 to 14 without 10 and 13', () => {
    expect(DELIVERY_PROVIDER_TYPES.map((type) => type.providerId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 14,
    ]);
    expect(DELIVERY_PROVIDER_TYPES.find((type) => type.providerId === 12)?.name).toBe('DoorDash v2');
  });

  it("names notification types 1 'On Receipt' (0 minutes) and 2 'Time Based' (120 minutes)", () => {
    expect(NOTIFICATION_TYPES).toEqual([
      { notificationTypeId: 1, name: 'On Receipt', defaultMinutes: 0 },
      { notificationTypeId: 2, name: 'Time Based', defaultMinutes: 120 },
    ]);
  });

  it('offers no endpoint placeholder for Walmart and Generic', () => {
    const withPlaceholder = DELIVERY_PROVIDER_TYPES.filter((type) => type.hasEndpointPlaceholder);
    expect(withPlaceholder.map((type) => type.providerId)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 12, 14]);
  });
});

describe('choosing a provider type', () => {
  it('gives Generic the Time Based type and 120 minutes', () => {
    expect(chooseProviderType(blank, 1)).toMatchObject({
      notificationTypeId: 2,
      notificationMinutesBeforePromiseTime: 120,
    });
  });

  it('gives every other provider On Receipt with 0 minutes and no endpoint written in', () => {
    expect(chooseProviderType(blank, 3)).toMatchObject({
      notificationTypeId: 1,
      notificationMinutesBeforePromiseTime: 0,
      providerEndpointUri: '',
    });
  });

  it('keeps minutes above 0 for Time Based', () => {
    const edited = { ...blank, providerId: 3, notificationMinutesBeforePromiseTime: 45 };
    expect(chooseProviderType(edited, 1).notificationMinutesBeforePromiseTime).toBe(45);
  });

  it('gives On Receipt 0 minutes even when minutes were entered before', () => {
    const generic = {
      ...blank,
      providerId: 1,
      notificationTypeId: 2,
      notificationMinutesBeforePromiseTime: 120,
    };
    expect(chooseProviderType(generic, 12)).toMatchObject({
      notificationTypeId: 1,
      notificationMinutesBeforePromiseTime: 0,
    });
  });

  it("drops the previous provider's endpoint and credentials on another provider", () => {
    const doorDash = {
      ...blank,
      providerId: 12,
      notificationTypeId: 1,
      providerEndpointUri: 'https://doordash.test/deliveries',
      providerEndpointAuthInfo: 'secret',
    };
    expect(chooseProviderType(doorDash, 6)).toMatchObject({
      providerEndpointUri: '',
      providerEndpointAuthInfo: '',
    });
    expect(chooseProviderType(doorDash, 12)).toMatchObject({
      providerEndpointUri: 'https://doordash.test/deliveries',
      providerEndpointAuthInfo: 'secret',
    });
  });
});

describe('delivery settings changes', () => {
  const saved = { ...blank, providerId: 3, notificationTypeId: 1 };
  it.each([
    ['providerEndpointUri', 'https://x.test'],
    ['providerEndpointAuthInfo', 'key'],
    ['notificationMinutesBeforePromiseTime', 5],
    ['notificationEmail', 'a@b.com'],
    ['providerId', 11],
    ['notificationTypeId', 2],
  ])('counts a different %s as a change', (field, value) => {
    expect(deliverySettingsChanged(saved, { ...saved, [field]: value })).toBe(true);
  });

  it('does not count identical settings as a change', () => {
    expect(deliverySettingsChanged(saved, { ...saved })).toBe(false);
  });
});

describe('notification minutes', () => {
  it('allows 0 to 10080 minutes (one week)', () => {
    expect(MAX_NOTIFICATION_MINUTES).toBe(10080);
    expect(isValidNotificationMinutes(0)).toBe(true);
    expect(isValidNotificationMinutes(120)).toBe(true);
    expect(isValidNotificationMinutes(10080)).toBe(true);
  });

  it('refuses negative, fractional and longer than a week', () => {
    expect(isValidNotificationMinutes(-1)).toBe(false);
    expect(isValidNotificationMinutes(1.5)).toBe(false);
    expect(isValidNotificationMinutes(10081)).toBe(false);
  });
});

describe('notification e-mail', () => {
  it('accepts one or more addresses separated by commas', () => {
    expect(isValidNotificationEmailList('ops@store.com')).toBe(true);
    expect(isValidNotificationEmailList('ops@store.com, night@store.info')).toBe(true);
  });

  it('refuses endings outside 2 to 4 letters, missing parts and empty entries', () => {
    expect(isValidNotificationEmailList('ops@store.c')).toBe(false);
    expect(isValidNotificationEmailList('ops@store.company')).toBe(false);
    expect(isValidNotificationEmailList('ops.store.com')).toBe(false);
    expect(isValidNotificationEmailList('ops@store.com,')).toBe(false);
  });
});

describe('delivery save', () => {
  it("alerts 'Error' with the first error message", () => {
    expect(deliverySaveFailure([{ errorMessage: 'first' }, { errorMessage: 'second' }])).toEqual({
      title: 'Error',
      message: 'first',
    });
  });

  it("alerts 'Save Error' when unsuccessful without errors", () => {
    expect(deliverySaveFailure([])).toEqual({
      title: 'Save Error',
      message: 'Please check the Delivery Provider settings. \nOne of them is not valid.',
    });
  });

  it('refuses an unknown provider, a notification type it does not offer and a bad e-mail list', () => {
    expect(deliverySettingsRefusal({ ...blank, providerId: 10, notificationTypeId: 1 })).toBe(
      'Delivery provider type 10 does not exist.',
    );
    expect(deliverySettingsRefusal({ ...blank, providerId: 3, notificationTypeId: 2 })).toBe(
      'DoorDash does not offer notification type 2.',
    );
    expect(
      deliverySettingsRefusal({ ...blank, providerId: 3, notificationTypeId: 1, notificationEmail: 'x@y' }),
    ).toBe('Please enter one or more email addresses separated by commas.');
    expect(deliverySettingsRefusal({ ...blank, providerId: 3, notificationTypeId: 1 })).toBeNull();
  });

  it('refuses more than 10080 minutes in the catalogue’s words, not a schema message', () => {
    const generic = { ...blank, providerId: 1, notificationTypeId: 2 };
    expect(deliverySettingsRefusal({ ...generic, notificationMinutesBeforePromiseTime: 10081 })).toBe(
      'Please check the Delivery Provider settings. \nOne of them is not valid.',
    );
    expect(deliverySettingsRefusal({ ...generic, notificationMinutesBeforePromiseTime: 10080 })).toBeNull();
  });
});

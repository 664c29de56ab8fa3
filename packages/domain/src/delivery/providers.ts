/** Notification types of spec 2 section 3 and their minutes before the promise time (section 9). */
export const NOTIFICATION_TYPES = [
  { notificationTypeId: 1, name: 'On Receipt', defaultMinutes: 0 },
  { notificationTypeId: 2, name: 'Time Based', defaultMinutes: 120 },
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const ON_RECEIPT = 1;
const TIME_BASED = 2;
const GENERIC = 1;

/** A delivery provider type: which notification types it allows, the first being its default. */
export interface DeliveryProviderType {
  providerId: number;
  name: string;
  notificationTypeIds: readonly number[];
  /** Whether the portal offers a default endpoint address (Walmart and Generic have none). */
  hasEndpointPlaceholder: boolean;
}

const provider = (providerId: number, name: string, hasEndpointPlaceholder = true): DeliveryProviderType => ({
  providerId,
  name,
  notificationTypeIds: providerId === GENERIC ? [TIME_BASED] : [ON_RECEIPT],
  hasEndpointPlaceholder,
});

/** Delivery provider types 1 to 14 of spec 2 section 3; 10 (disabled) and 13 are absent. */
export const DELIVERY_PROVIDER_TYPES: readonly DeliveryProviderType[] = [
  provider(GENERIC, 'Generic', false),
  provider(2, 'Shipt Envoy'),
  provider(3, 'DoorDash'),
  provider(4, 'The Grocery Runners'),
  provider(5, 'Delivery Solutions'),
  provider(6, 'Onfleet'),
  provider(7, 'Bringg'),
  provider(8, 'Shipt v2'),
  provider(9, 'Urgent Couriers'),
  provider(11, 'Walmart', false),
  provider(12, 'DoorDash v2'),
  provider(14, 'Delivery Solutions v2'),
];

export const deliveryProviderType = (providerId: number) =>
  DELIVERY_PROVIDER_TYPES.find((type) => type.providerId === providerId);

export const notificationType = (notificationTypeId: number) =>
  NOTIFICATION_TYPES.find((type) => type.notificationTypeId === notificationTypeId);

/** The editable settings of a store's delivery provider. */
export interface DeliverySettings {
  providerId: number;
  providerEndpointUri: string;
  providerEndpointAuthInfo: string;
  notificationTypeId: number;
  notificationMinutesBeforePromiseTime: number;
  notificationEmail: string;
}

/**
 * Choosing a provider type (spec 2 "Delivery provider editing"): the notification type becomes the
 * provider's first default. On Receipt notifies at once, so its minutes are 0 (section 9); Time
 * Based keeps minutes above 0, otherwise takes its default. The endpoint and its credentials belong
 * to the provider they were entered for, so another provider starts without them; the default
 * address is only offered as a placeholder.
 */
export function chooseProviderType(settings: DeliverySettings, providerId: number): DeliverySettings {
  const type = deliveryProviderType(providerId);
  const notificationTypeId = type?.notificationTypeIds[0] ?? ON_RECEIPT;
  const keptMinutes = notificationTypeId !== ON_RECEIPT && settings.notificationMinutesBeforePromiseTime > 0;
  const sameProvider = providerId === settings.providerId;
  return {
    ...settings,
    providerId,
    notificationTypeId,
    notificationMinutesBeforePromiseTime: keptMinutes
      ? settings.notificationMinutesBeforePromiseTime
      : (notificationType(notificationTypeId)?.defaultMinutes ?? 0),
    providerEndpointUri: sameProvider ? settings.providerEndpointUri : '',
    providerEndpointAuthInfo: sameProvider ? settings.providerEndpointAuthInfo : '',
  };
}

/**
 * Changed when any setting differs from the saved ones: the spec's endpoint URI, auth info,
 * minutes and notification e-mail, and the provider and notification type, since choosing
 * another provider alone is a change worth saving.
 */
export function deliverySettingsChanged(saved: DeliverySettings, edited: DeliverySettings): boolean {
  return (
    saved.providerId !== edited.providerId ||
    saved.notificationTypeId !== edited.notificationTypeId ||
    saved.providerEndpointUri !== edited.providerEndpointUri ||
    saved.providerEndpointAuthInfo !== edited.providerEndpointAuthInfo ||
    saved.notificationMinutesBeforePromiseTime !== edited.notificationMinutesBeforePromiseTime ||
    saved.notificationEmail !== edited.notificationEmail
  );
}

/** The most minutes before the promise time: one week, as for the promise time offset (section 9). */
export const MAX_NOTIFICATION_MINUTES = 10080;

/** Whether the minutes before the promise time are a whole number from 0 to one week. */
export const isValidNotificationMinutes = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_NOTIFICATION_MINUTES;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** One or more e-mail addresses separated by commas; endings of 2 to 4 letters (spec 2 section 5). */
export function isValidNotificationEmailList(text: string): boolean {
  const addresses = text.split(',').map((address) => address.trim());
  return addresses.every((address) => EMAIL.test(address));
}

export const DELIVERY_MESSAGES = {
  invalidNotificationEmail: 'Please enter one or more email addresses separated by commas.',
  saveErrorTitle: 'Error',
  unknownSaveErrorTitle: 'Save Error',
  unknownSaveError: 'Please check the Delivery Provider settings. \nOne of them is not valid.',
} as const;

/** The alert of a failed save: the first error message, or the spec's generic one when none came. */
export function deliverySaveFailure(errors: readonly { errorMessage: string }[]) {
  const [first] = errors;
  return first
    ? { title: DELIVERY_MESSAGES.saveErrorTitle, message: first.errorMessage }
    : { title: DELIVERY_MESSAGES.unknownSaveErrorTitle, message: DELIVERY_MESSAGES.unknownSaveError };
}

/**
 * The refusal of settings the API must not store, or null. The notification e-mail is optional;
 * when given it must be a valid list.
 */
export function deliverySettingsRefusal(settings: DeliverySettings): string | null {
  const type = deliveryProviderType(settings.providerId);
  if (!type) return `Delivery provider type ${settings.providerId} does not exist.`;
  if (!type.notificationTypeIds.includes(settings.notificationTypeId))
    return `${type.name} does not offer notification type ${settings.notificationTypeId}.`;
  if (!isValidNotificationMinutes(settings.notificationMinutesBeforePromiseTime))
    return DELIVERY_MESSAGES.unknownSaveError;
  if (settings.notificationEmail.trim() !== '' && !isValidNotificationEmailList(settings.notificationEmail))
    return DELIVERY_MESSAGES.invalidNotificationEmail;
  return null;
}

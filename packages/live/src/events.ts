import { randomUUID } from 'node:crypto';

/** Changes to the list of clients, on scope `client:{id}`. */
export const CLIENT_EVENT_TYPES = ['ClientCreated', 'ClientUpdated', 'ClientDeleted'] as const;

/** Changes to a store's layout and who is on its screens, on scope `store:{id}`. */
export const STORE_EVENT_TYPES = [
  'FoodSafetyTypeChanged',
  'FoodSafetyTypeDeleted',
  'ItemCategoryChanged',
  'ItemCategoryDeleted',
  'ItemCategoriesReordered',
  'SectionChanged',
  'SectionDeleted',
  'SectionsMoved',
  'ShelvesChanged',
  'StagingSectionChanged',
  'StagingSectionDeleted',
  'StagingSectionsReordered',
  'SectionUserSettingChanged',
  'PresenceChanged',
  'ZoneChanged',
  'ZoneDeleted',
  'StoreDeliveryProviderChanged',
  'StoreAttributeChanged',
  'StoreAttributeDeleted',
] as const;

/** Changes to users, on scope `client:{id}` of the user's client, or `users` for a user without one. */
export const USER_EVENT_TYPES = ['UserChanged', 'UserDeleted'] as const;

/**
 * Changes to one client's configuration (the client row, its stores and client-level settings), on
 * scope `client:{id}`; every configuration area lists its event types here.
 */
export const CLIENT_CONFIG_EVENT_TYPES = [
  'ClientUpdated',
  'AppAttributeChanged',
  'AppAttributeDeleted',
  'LogoChanged',
  'IntegrationChanged',
  'IntegrationDeleted',
  'CustomFieldChanged',
  'CustomFieldDeleted',
  'CreditDefinitionChanged',
  'CreditDefinitionDeleted',
  'HelpItemChanged',
  'StoreChanged',
  'StoreDeleted',
] as const;

export type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];
export type ClientConfigEventType = (typeof CLIENT_CONFIG_EVENT_TYPES)[number];
export type StoreEventType = (typeof STORE_EVENT_TYPES)[number];
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/** The kinds of change the bus carries. */
export type ChangeEventType = ClientEventType | ClientConfigEventType | StoreEventType | UserEventType;

/** Who made a change. */
export interface Actor {
  id: number;
  userName: string;
  /** First and last name, else the sign-in name. */
  displayName: string;
}

/** One change, as published on the bus and delivered to subscribers. */
export interface ChangeEvent<TPayload = unknown> {
  /** Unique per event, so a subscriber can drop a duplicate. */
  id: string;
  type: ChangeEventType;
  /** Where the change happened: `client:{id}`, `store:{id}`, `users` or `upload:{jobId}`. */
  scope: string;
  actor: Actor;
  /** ISO 8601 time in UTC. */
  at: string;
  payload: TPayload;
}

export const clientScope = (clientId: number | string): string => `client:${clientId}`;
export const storeScope = (storeId: number | string): string => `store:${storeId}`;
/** The scope of changes to users without a client (systemAdmin and supportAdmin). */
export const USERS_SCOPE = 'users';
export const uploadScope = (jobId: string): string => `upload:${jobId}`;

/** Stamps a new event with its id and time. */
export function createChangeEvent<TPayload>(
  fields: Pick<ChangeEvent<TPayload>, 'type' | 'scope' | 'actor' | 'payload'>,
): ChangeEvent<TPayload> {
  return { id: randomUUID(), at: new Date().toISOString(), ...fields };
}

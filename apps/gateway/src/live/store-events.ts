import type {
  RestFoodSafetyType,
  RestItemCategoryType,
  RestSection,
  RestSectionUser,
  RestStagingSection,
} from '@fulfil/fulfilment-client';
import {
  STORE_EVENT_TYPES,
  storeScope,
  type Actor,
  type ChangeEvent,
  type StoreEventType,
} from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import type { PresencePayload } from './presence.js';
import { publishChange } from './publish.js';

/**
 * What each store event carries. Rows travel as stored, so delivering an event to any number of
 * subscribers costs no REST call.
 */
export interface StoreEventPayloads {
  FoodSafetyTypeChanged: { foodSafetyType: RestFoodSafetyType };
  FoodSafetyTypeDeleted: { foodSafetyTypeId: number };
  ItemCategoryChanged: { itemCategory: RestItemCategoryType };
  ItemCategoryDeleted: { itemCategoryId: number };
  ItemCategoriesReordered: { orderedIds: number[] };
  SectionChanged: { section: RestSection };
  SectionDeleted: { sectionId: number };
  SectionsMoved: { sectionId: number; orderedIds: number[] };
  ShelvesChanged: { section: RestSection };
  StagingSectionChanged: { stagingSection: RestStagingSection };
  StagingSectionDeleted: { stagingSectionId: number };
  StagingSectionsReordered: { orderedIds: number[] };
  SectionUserSettingChanged: {
    sectionId: number;
    kind: 'RESTRICTION' | 'PREPPER_OPT_IN';
    setting: RestSectionUser;
  };
  PresenceChanged: PresencePayload;
}

/** A store event as the GraphQL event types read it: the common fields beside the payload's. */
export type DeliveredStoreEvent<K extends StoreEventType = StoreEventType> = K extends StoreEventType
  ? { __typename: K; eventId: string; scope: string; actor: Actor; at: string } & StoreEventPayloads[K]
  : never;

export type FoodSafetyTypeChangedEvent = DeliveredStoreEvent<'FoodSafetyTypeChanged'>;
export type FoodSafetyTypeDeletedEvent = DeliveredStoreEvent<'FoodSafetyTypeDeleted'>;
export type ItemCategoryChangedEvent = DeliveredStoreEvent<'ItemCategoryChanged'>;
export type ItemCategoryDeletedEvent = DeliveredStoreEvent<'ItemCategoryDeleted'>;
export type ItemCategoriesReorderedEvent = DeliveredStoreEvent<'ItemCategoriesReordered'>;
export type SectionChangedEvent = DeliveredStoreEvent<'SectionChanged'>;
export type SectionDeletedEvent = DeliveredStoreEvent<'SectionDeleted'>;
export type SectionsMovedEvent = DeliveredStoreEvent<'SectionsMoved'>;
export type ShelvesChangedEvent = DeliveredStoreEvent<'ShelvesChanged'>;
export type StagingSectionChangedEvent = DeliveredStoreEvent<'StagingSectionChanged'>;
export type StagingSectionDeletedEvent = DeliveredStoreEvent<'StagingSectionDeleted'>;
export type StagingSectionsReorderedEvent = DeliveredStoreEvent<'StagingSectionsReordered'>;
export type SectionUserSettingChangedEvent = DeliveredStoreEvent<'SectionUserSettingChanged'>;
export type PresenceChangedEvent = DeliveredStoreEvent<'PresenceChanged'>;

export function isStoreEvent(event: ChangeEvent): boolean {
  return (STORE_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** The bus event in the delivered shape, so the event types need only default field resolvers. */
export function delivered(event: ChangeEvent): DeliveredStoreEvent {
  const { id, type, scope, actor, at, payload } = event;
  return { ...(payload as object), __typename: type, eventId: id, scope, actor, at } as DeliveredStoreEvent;
}

/** Publishes a change of a store's layout after the REST call succeeded. */
export function publishStoreEvent<K extends StoreEventType>(
  context: Pick<GatewayContext, 'user' | 'bus'>,
  type: K,
  storeId: number,
  payload: StoreEventPayloads[K],
): Promise<void> {
  return publishChange(context, type, storeScope(storeId), payload);
}

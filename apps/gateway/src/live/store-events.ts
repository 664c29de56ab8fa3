import type {
  RestFoodSafetyType,
  RestItemCategoryType,
  RestSection,
  RestSectionUser,
  RestStagingSection,
  RestZoneDetail,
  RestStoreAttribute,
  RestStoreDelivery,
} from '@fulfil/fulfilment-client';
import { STORE_EVENT_TYPES, storeScope, type ChangeEvent, type StoreEventType } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import { delivered, type DeliveredEvent } from './delivered.js';
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
  ZoneChanged: { zone: RestZoneDetail };
  ZoneDeleted: { zoneId: number };
  StoreDeliveryProviderChanged: { storeDelivery: StoreDeliveryRow };
  StoreAttributeChanged: { storeAttribute: RestStoreAttribute };
  StoreAttributeDeleted: { storeAttributeId: number };
}

/** A store's delivery as GraphQL's StoreDelivery reads it: the REST answer with its store. */
export interface StoreDeliveryRow extends RestStoreDelivery {
  storeId: number;
}

/** A store event as the GraphQL event types read it. */
export type DeliveredStoreEvent<K extends StoreEventType = StoreEventType> = K extends StoreEventType
  ? DeliveredEvent<K, StoreEventPayloads[K]>
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
export type ZoneChangedEvent = DeliveredStoreEvent<'ZoneChanged'>;
export type ZoneDeletedEvent = DeliveredStoreEvent<'ZoneDeleted'>;
export type StoreDeliveryProviderChangedEvent = DeliveredStoreEvent<'StoreDeliveryProviderChanged'>;
export type StoreAttributeChangedEvent = DeliveredStoreEvent<'StoreAttributeChanged'>;
export type StoreAttributeDeletedEvent = DeliveredStoreEvent<'StoreAttributeDeleted'>;

export function isStoreEvent(event: ChangeEvent): boolean {
  return (STORE_EVENT_TYPES as readonly string[]).includes(event.type);
}

export const deliveredStoreEvent = (event: ChangeEvent) => delivered<DeliveredStoreEvent>(event);

/** Publishes a change of a store's layout after the REST call succeeded. */
export function publishStoreEvent<K extends StoreEventType>(
  context: Pick<GatewayContext, 'user' | 'bus'>,
  type: K,
  storeId: number,
  payload: StoreEventPayloads[K],
): Promise<void> {
  return publishChange(context, type, storeScope(storeId), payload);
}

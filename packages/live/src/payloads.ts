import type {
  RestAppAttribute,
  RestClient,
  RestCreditDefinition,
  RestCustomField,
  RestFoodSafetyType,
  RestHelpItem,
  RestApiKey,
  RestIntegration,
  RestItemCategoryType,
  RestLogo,
  RestLogoPrefix,
  RestSection,
  RestSectionUser,
  RestStagingSection,
  RestStore,
  RestStoreAttribute,
  RestStoreDelivery,
  RestUser,
  RestZoneDetail,
} from '@fulfil/fulfilment-client';
import type { Actor, ChangeEvent, ChangeEventType } from './events.js';

/** One admin on a store's layout screens. */
export interface PresenceRecord {
  actor: Actor;
  screen: string;
  openItemId: string | null;
  /** ISO time of the last report. */
  seenAt: string;
}

/** What a PresenceChanged event carries: the change itself, and everyone present after it. */
export interface PresencePayload {
  storeId: number;
  /** The browser tab that reported or left. */
  tabId: string | null;
  /** The reported entry, or null when the actor left. */
  entry: PresenceRecord | null;
  present: PresenceRecord[];
}

/** A store's delivery settings as the REST API answers them, with the store they belong to. */
export interface StoreDeliveryRow extends RestStoreDelivery {
  storeId: number;
}

/** An ordered list's new order and version (see the REST contract's list versions). */
export interface NewOrder {
  orderedIds: number[];
  listVersion: number;
}

/**
 * What each kind of change carries, written once for publishers and subscribers alike. Changed
 * rows travel as stored, so delivering an event to any number of subscribers costs no REST call.
 */
export interface ChangeEventPayloads {
  ClientCreated: { client: RestClient };
  ClientUpdated: { client: RestClient };
  ClientDeleted: { clientId: number };
  AppAttributeChanged: { appAttribute: RestAppAttribute };
  AppAttributeDeleted: { appAttributeId: number };
  /** The stored image (a cropped logo is small), or null once it is cleared. */
  LogoChanged: { kind: RestLogoPrefix; logo: RestLogo | null };
  IntegrationChanged: { integration: RestIntegration };
  IntegrationDeleted: { integrationId: number };
  ApiKeyChanged: { apiKey: RestApiKey };
  CustomFieldChanged: { customField: RestCustomField };
  CustomFieldDeleted: { customFieldId: number };
  CreditDefinitionChanged: { creditDefinition: RestCreditDefinition };
  CreditDefinitionDeleted: { creditDefinitionId: number };
  HelpItemChanged: { helpItem: RestHelpItem };
  StoreChanged: { store: RestStore };
  StoreDeleted: { storeId: number };
  FoodSafetyTypeChanged: { foodSafetyType: RestFoodSafetyType };
  FoodSafetyTypeDeleted: { foodSafetyTypeId: number };
  ItemCategoryChanged: { itemCategory: RestItemCategoryType };
  ItemCategoryDeleted: { itemCategoryId: number };
  ItemCategoriesReordered: NewOrder;
  SectionChanged: { section: RestSection };
  SectionDeleted: { sectionId: number };
  SectionsMoved: NewOrder & { sectionId: number };
  ShelvesChanged: { section: RestSection };
  StagingSectionChanged: { stagingSection: RestStagingSection };
  StagingSectionDeleted: { stagingSectionId: number };
  StagingSectionsReordered: NewOrder;
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
  UserChanged: { user: RestUser };
  UserDeleted: { userId: number };
  /** The e-mail address of the account whose access may have changed. */
  AccessChanged: { email: string };
}

/** The payload of a kind of change; a kind missing above fails to compile here. */
export type PayloadOf<K extends ChangeEventType> = ChangeEventPayloads[K];

/** A change of one kind, as the bus carries it; of several kinds, the union of each. */
export type BusEvent<K extends ChangeEventType> = K extends ChangeEventType
  ? ChangeEvent<PayloadOf<K>> & { type: K }
  : never;

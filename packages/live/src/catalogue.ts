import type {
  RestApiKey,
  RestAppAttribute,
  RestAssignmentRule,
  RestClient,
  RestCreditDefinition,
  RestCustomField,
  RestCustomOrderType,
  RestFoodSafetyType,
  RestHelpItem,
  RestIntegration,
  RestItemCategoryType,
  RestLeadTimeRule,
  RestLeadTimeRuleUser,
  RestLogo,
  RestLogoPrefix,
  RestMessageFilter,
  RestPosOrder,
  RestPrivateInfoSettings,
  RestSection,
  RestSectionUser,
  RestStagingSection,
  RestStore,
  RestStoreAttribute,
  RestUser,
  RestZoneDetail,
} from '@fulfil/fulfilment-client';
import type { StoreSetupCounts } from '@fulfil/domain';
import type {
  ClientHistoryNotice,
  ListMove,
  NewOrder,
  PresencePayload,
  StoreDeliveryRow,
  StoreHistoryNotice,
  UploadProgressPayload,
} from './payloads.js';

/**
 * Every kind of change the bus carries, declared once: the subscriptions that hear it and what it
 * carries. Changed rows travel as stored, so delivering an event to any number of subscribers costs
 * no REST call. The lists and types below, and the gateway's GraphQL mappers, follow from here.
 */

/** A subscription of the schema that hears a kind of change; `access` is gateways' own notices, never delivered. */
export type Audience = 'adminEvents' | 'clientEvents' | 'storeEvents' | 'userEvents' | 'access';

/** What a kind of change carries, as a type only. */
interface Carries<Payload> {
  readonly payload?: Payload;
}
const carries = <Payload>(): Carries<Payload> => ({});

const kind = <const Audiences extends readonly Audience[], Payload>(
  audiences: Audiences,
  payload: Carries<Payload>,
) => ({ audiences, ...payload });

export const CHANGE_EVENTS = {
  ClientCreated: kind(['adminEvents'], carries<{ client: RestClient }>()),
  ClientUpdated: kind(['adminEvents', 'clientEvents'], carries<{ client: RestClient }>()),
  ClientDeleted: kind(['adminEvents'], carries<{ clientId: number }>()),
  AppAttributeChanged: kind(['clientEvents'], carries<{ appAttribute: RestAppAttribute }>()),
  AppAttributeDeleted: kind(['clientEvents'], carries<{ appAttributeId: number }>()),
  /** The stored image (a cropped logo is small), or null once it is cleared. */
  LogoChanged: kind(['clientEvents'], carries<{ kind: RestLogoPrefix; logo: RestLogo | null }>()),
  IntegrationChanged: kind(['clientEvents'], carries<{ integration: RestIntegration }>()),
  IntegrationDeleted: kind(['clientEvents'], carries<{ integrationId: number }>()),
  ApiKeyChanged: kind(['clientEvents'], carries<{ apiKey: RestApiKey }>()),
  CustomFieldChanged: kind(['clientEvents'], carries<{ customField: RestCustomField }>()),
  CustomFieldDeleted: kind(['clientEvents'], carries<{ customFieldId: number }>()),
  CreditDefinitionChanged: kind(['clientEvents'], carries<{ creditDefinition: RestCreditDefinition }>()),
  CreditDefinitionDeleted: kind(['clientEvents'], carries<{ creditDefinitionId: number }>()),
  HelpItemChanged: kind(['clientEvents'], carries<{ helpItem: RestHelpItem }>()),
  StoreChanged: kind(['clientEvents'], carries<{ store: RestStore }>()),
  StoreDeleted: kind(['clientEvents'], carries<{ storeId: number }>()),
  FoodSafetyTypeChanged: kind(['storeEvents'], carries<{ foodSafetyType: RestFoodSafetyType }>()),
  FoodSafetyTypeDeleted: kind(['storeEvents'], carries<{ foodSafetyTypeId: number }>()),
  ItemCategoryChanged: kind(['storeEvents'], carries<{ itemCategory: RestItemCategoryType }>()),
  ItemCategoryDeleted: kind(['storeEvents'], carries<{ itemCategoryId: number }>()),
  ItemCategoriesReordered: kind(['storeEvents'], carries<NewOrder>()),
  SectionChanged: kind(['storeEvents'], carries<{ section: RestSection }>()),
  SectionDeleted: kind(['storeEvents'], carries<{ sectionId: number }>()),
  SectionsMoved: kind(['storeEvents'], carries<ListMove & { sectionId: number }>()),
  ShelvesChanged: kind(['storeEvents'], carries<{ section: RestSection }>()),
  /** A store setup file rewrote many sections and shelves at once: one event, and screens read the layout again. */
  StoreSetupUploaded: kind(['storeEvents'], carries<StoreSetupCounts>()),
  /** A step of a store setup upload: its uploader follows the job, the store's admins see a banner. */
  StoreSetupUploadProgress: kind(['storeEvents'], carries<UploadProgressPayload>()),
  StagingSectionChanged: kind(['storeEvents'], carries<{ stagingSection: RestStagingSection }>()),
  StagingSectionDeleted: kind(['storeEvents'], carries<{ stagingSectionId: number }>()),
  StagingSectionsReordered: kind(['storeEvents'], carries<NewOrder>()),
  SectionUserSettingChanged: kind(
    ['storeEvents'],
    carries<{
      sectionId: number;
      kind: 'RESTRICTION' | 'PREPPER_OPT_IN';
      setting: RestSectionUser;
    }>(),
  ),
  PresenceChanged: kind(['storeEvents'], carries<PresencePayload>()),
  ZoneChanged: kind(['storeEvents'], carries<{ zone: RestZoneDetail }>()),
  ZoneDeleted: kind(['storeEvents'], carries<{ zoneId: number }>()),
  StoreDeliveryProviderChanged: kind(['storeEvents'], carries<{ storeDelivery: StoreDeliveryRow }>()),
  StoreAttributeChanged: kind(['storeEvents'], carries<{ storeAttribute: RestStoreAttribute }>()),
  StoreAttributeDeleted: kind(['storeEvents'], carries<{ storeAttributeId: number }>()),
  /** Client-level rules (storeId null) and every store's, all the client's managers' alone. */
  AssignmentRuleChanged: kind(['clientEvents'], carries<NewOrder & { assignmentRule: RestAssignmentRule }>()),
  /** The rule as it was before it was deleted, so screens know whose list lost it. */
  AssignmentRuleDeleted: kind(['clientEvents'], carries<NewOrder & { assignmentRule: RestAssignmentRule }>()),
  UserChanged: kind(['userEvents'], carries<{ user: RestUser }>()),
  UserDeleted: kind(['userEvents'], carries<{ userId: number }>()),
  /** The e-mail address of the account whose access may have changed. */
  AccessChanged: kind(['access'], carries<{ email: string }>()),
  LeadTimeRuleChanged: kind(['storeEvents'], carries<{ rule: RestLeadTimeRule }>()),
  LeadTimeRuleDeleted: kind(['storeEvents'], carries<{ leadTimeRuleId: number }>()),
  LeadTimeRulesReordered: kind(['storeEvents'], carries<NewOrder>()),
  LeadTimeRuleUserChanged: kind(
    ['storeEvents'],
    carries<{ leadTimeRuleId: number; user: RestLeadTimeRuleUser }>(),
  ),
  /** A client-level custom order type; a store's own are StoreCustomOrderType events of the store. */
  CustomOrderTypeChanged: kind(['clientEvents'], carries<{ customOrderType: RestCustomOrderType }>()),
  CustomOrderTypeDeleted: kind(['clientEvents'], carries<{ customOrderTypeId: number }>()),
  StoreCustomOrderTypeChanged: kind(['storeEvents'], carries<{ customOrderType: RestCustomOrderType }>()),
  StoreCustomOrderTypeDeleted: kind(['storeEvents'], carries<{ customOrderTypeId: number }>()),
  MessageFilterChanged: kind(['clientEvents'], carries<{ messageFilter: RestMessageFilter }>()),
  MessageFilterDeleted: kind(['clientEvents'], carries<{ messageFilterId: number }>()),
  /** An order handed to the POS again; only the store's writers read POS status, so only they hear it. */
  PosOrderChanged: kind(['storeEvents'], carries<{ posOrder: RestPosOrder }>()),
  PrivateInfoSettingsChanged: kind(
    ['clientEvents'],
    carries<{ privateInfoSettings: RestPrivateInfoSettings }>(),
  ),
  /** A change of the store was recorded in its history: screens showing that history read it again. */
  StoreHistoryRecorded: kind(['storeEvents'], carries<StoreHistoryNotice>()),
  /** A change of the client, or of one of its stores, was recorded in the client's history. */
  ClientHistoryRecorded: kind(['clientEvents'], carries<ClientHistoryNotice>()),
};

type Catalogue = typeof CHANGE_EVENTS;

/** The kinds of change the bus carries. */
export type ChangeEventType = keyof Catalogue;

/** The payload of a kind of change. */
export type PayloadOf<K extends ChangeEventType> = Exclude<Catalogue[K]['payload'], undefined>;

/** The kinds of change a subscription hears. */
type HeardBy<A extends Audience> = {
  [K in ChangeEventType]: A extends Catalogue[K]['audiences'][number] ? K : never;
}[ChangeEventType];

export type ClientEventType = HeardBy<'adminEvents'>;
export type ClientConfigEventType = HeardBy<'clientEvents'>;
export type StoreEventType = HeardBy<'storeEvents'>;
export type UserEventType = HeardBy<'userEvents'>;
export type AccessEventType = HeardBy<'access'>;

/** Every kind of change, once each. */
export const CHANGE_EVENT_TYPES = Object.keys(CHANGE_EVENTS) as ChangeEventType[];

const heardBy = <A extends Audience>(audience: A) =>
  CHANGE_EVENT_TYPES.filter((type) =>
    (CHANGE_EVENTS[type].audiences as readonly Audience[]).includes(audience),
  ) as HeardBy<A>[];

/** Changes to the list of clients, on scope `client:{id}`. */
export const CLIENT_EVENT_TYPES = heardBy('adminEvents');
/** Changes to one client's configuration (the client row, its stores and settings), on scope `client:{id}`. */
export const CLIENT_CONFIG_EVENT_TYPES = heardBy('clientEvents');
/** Changes to a store's layout and settings and who is on its screens, on scope `store:{id}`. */
export const STORE_EVENT_TYPES = heardBy('storeEvents');
/** Changes to users, on scope `client:{id}` of the user's client, or `users` for a user without one. */
export const USER_EVENT_TYPES = heardBy('userEvents');
/**
 * Gateways' own notices, on scope `access`, never delivered to subscribers: someone's access may
 * have changed where no user event says so (a password reset), so their sockets are checked again.
 */
export const ACCESS_EVENT_TYPES = heardBy('access');

/**
 * The kinds that tell of no stored change, so nothing was recorded in the history: who is on a
 * screen, how far an upload has come, gateways' own notices, and the history notices themselves.
 */
const UNRECORDED: ReadonlySet<ChangeEventType> = new Set<ChangeEventType>([
  'PresenceChanged',
  'StoreSetupUploadProgress',
  'AccessChanged',
  'StoreHistoryRecorded',
  'ClientHistoryRecorded',
]);

/** Whether a change of this kind was a write the API recorded in the history. */
export const recordsHistory = (type: ChangeEventType): boolean => !UNRECORDED.has(type);

/**
 * Payloads of the fulfilment REST contract (docs/rest-contract.md), field for field, under the names
 * the gateway knows them by (its codegen maps GraphQL types to them). A new area may as well use the
 * contract's own names from `@fulfil/rest-contract`.
 */
import type {
  CreateFoodSafetyTypeBody,
  CreateFoodSafetyTypeResult,
  CreateItemCategoryTypeBody,
  CreateItemCategoryTypeResult,
  CreateLeadTimeRuleBody,
  CreateSectionBody,
  CreateSectionResult,
  CreateShelfBody,
  CreateShelfResult,
  CreateStagingSectionBody,
  CreateStagingSectionResult,
  CreateStagingShelfBody,
  CreateStagingShelfResult,
  CreateUserBody,
  DeleteFoodSafetyTypeResult,
  DeleteItemCategoryTypeResult,
  DeleteSectionResult,
  DeleteShelfResult,
  DeleteStagingSectionResult,
  DeleteStagingShelfResult,
  MoveSectionResult,
  MoveShelfResult,
  MoveShelfToSectionResult,
  SequenceResult,
  StoreDeliveryProvider,
  UpdateFoodSafetyTypeResult,
  UpdateItemCategoryTypeResult,
  UpdateSectionResult,
  UpdateShelfResult,
  UpdateStagingSectionResult,
  UpdateStagingShelfResult,
  UpdateStoreBody,
} from '@fulfil/rest-contract';

export type {
  LoginAnswer as RestLoginResult,
  RoleItem as RestRole,
  Session as RestSession,
  StoreSummary as RestUserStore,
  User as RestUser,
  UserStores as RestUserStores,
} from '@fulfil/rest-contract';

/** The client and store rows of the contract; storeTypeId 1 Hub, 2 Spoke, 3 StandAlone. */
export type { Client as RestClient, Store as RestStore } from '@fulfil/rest-contract';

/** The `isSuccess`/`errors` answer of calls that report expected failures as data. */
export type { Result as RestOutcome } from '@fulfil/rest-contract';

/** The client writes' bodies and the create's answer. */
export type {
  CreateClientBody as RestCreateClientBody,
  CreateClientResult as RestCreateClientResult,
  UpdateClientBody as RestUpdateClientBody,
} from '@fulfil/rest-contract';

export type {
  AdminDashboard as RestAdminDashboard,
  ClientDashboard as RestClientDashboard,
  StoreDashboard as RestStoreDashboard,
} from '@fulfil/rest-contract';

/* Users, zones, password reset and single sign-on (docs/rest-contract.md, "People"). */
export type {
  CreateUserBody as RestCreateUserBody,
  ResponseMessage as RestResponseMessage,
  UpdateProfileBody as RestUpdateProfileBody,
  UpdateUserBody as RestUpdateUserBody,
  UserListItem as RestUserListItem,
  UserResult as RestUserResult,
  UserSearchAnswer as RestUserSearchResult,
  UserSearchBody as RestUserSearchRequest,
  UserSearchField as RestUserField,
  UserStoresAnswer as RestUserStoresAnswer,
  UserStoresResult as RestUserStoresResult,
} from '@fulfil/rest-contract';

/** The editable fields of a user, as the create and update bodies both carry them. */
export type RestUserFields = Omit<CreateUserBody, 'password' | 'stores'>;

export type {
  CreateZoneBody as RestCreateZoneBody,
  UpdateZoneBody as RestUpdateZoneBody,
  ZoneResult as RestZoneResult,
} from '@fulfil/rest-contract';

/** How a client's users sign in (GET client/{clientId}/loginsettings), and its apps. */
export type {
  ClientLoginApp as RestLoginApp,
  ClientLoginSettings as RestLoginSettings,
} from '@fulfil/rest-contract';

/* Stores (docs/rest-contract.md, "Stores"). */
export type {
  CreateStoreBody as RestCreateStoreBody,
  CreateStoreResult as RestCreateStoreResult,
  TimeZone as RestTimeZone,
  UpdateStoreBody as RestUpdateStoreBody,
} from '@fulfil/rest-contract';

/** The editable fields of a store, as both a create and an update send them. */
export type RestStoreFields = Omit<UpdateStoreBody, 'storeId' | 'version'>;

/* A store's delivery provider and attributes (docs/rest-contract.md, "Store settings"). */
export type {
  CreateDeliveryProviderBody as RestCreateDeliveryProviderBody,
  CreateStoreAttributeBody as RestCreateStoreAttributeBody,
  DeliveryEnableResult as RestDeliveryEnableResult,
  DeliveryProviderResult as RestDeliveryProviderResult,
  StoreAttribute as RestStoreAttribute,
  StoreAttributeKey as RestStoreAttributeKey,
  StoreAttributeResult as RestStoreAttributeResult,
  StoreDelivery as RestStoreDelivery,
  StoreDeliveryProvider as RestStoreDeliveryProvider,
  UpdateDeliveryProviderBody as RestUpdateDeliveryProviderBody,
  UpdateStoreAttributeBody as RestUpdateStoreAttributeBody,
} from '@fulfil/rest-contract';

/** The editable delivery settings of a store, as its stored provider row holds them. */
export type RestDeliverySettings = Pick<
  StoreDeliveryProvider,
  | 'providerId'
  | 'providerEndpointUri'
  | 'providerEndpointAuthInfo'
  | 'notificationTypeId'
  | 'notificationMinutesBeforePromiseTime'
  | 'notificationEmail'
>;

/* Custom fields, credit definitions and help items (docs/rest-contract.md, "Client settings"). */
export type {
  CreateCreditDefinitionBody as RestCreateCreditDefinitionBody,
  CreateCustomFieldBody as RestCreateCustomFieldBody,
  CreditDefinition as RestCreditDefinition,
  CreditDefinitionResult as RestCreditDefinitionResult,
  CreditItem as RestCreditItem,
  CustomField as RestCustomField,
  CustomFieldList as RestCustomFieldList,
  CustomFieldResult as RestCustomFieldResult,
  DeleteCustomFieldBody as RestDeleteCustomFieldBody,
  HelpItem as RestHelpItem,
  HelpItemResult as RestHelpItemResult,
  UpdateCreditDefinitionBody as RestUpdateCreditDefinitionBody,
  UpdateCustomFieldBody as RestUpdateCustomFieldBody,
  UpdateHelpBody as RestUpdateHelpBody,
} from '@fulfil/rest-contract';

/* Application attributes, branding, integrations and API keys of a client. */
export type {
  AppAttribute as RestAppAttribute,
  AppAttributeKey as RestAppAttributeKey,
  AppAttributeResult as RestAppAttributeResult,
  CreateAppAttributeBody as RestCreateAppAttributeBody,
  UpdateAppAttributeBody as RestUpdateAppAttributeBody,
} from '@fulfil/rest-contract';

export type {
  Logo as RestLogo,
  LogoInfo as RestLogoInfo,
  LogoPrefix as RestLogoPrefix,
  SaveLogoBody as RestSaveLogoBody,
  SaveLogoResult as RestSaveLogoResult,
} from '@fulfil/rest-contract';

export type {
  AuthOption as RestAuthOption,
  CreateIntegrationBody as RestCreateIntegrationBody,
  Integration as RestIntegration,
  IntegrationProvider as RestIntegrationProvider,
  IntegrationResult as RestIntegrationResult,
  IntegrationType as RestIntegrationType,
  UpdateIntegrationBody as RestUpdateIntegrationBody,
} from '@fulfil/rest-contract';

export type {
  ApiKey as RestApiKey,
  CreateApiKeyBody as RestCreateApiKeyBody,
  CreateApiKeyResult as RestCreateApiKeyResult,
  RevokeApiKeyResult as RestRevokeApiKeyResult,
} from '@fulfil/rest-contract';

export type { HistoryEntry as RestHistoryEntry } from '@fulfil/rest-contract';
export type { UndoHistoryResult as RestUndoHistoryResult } from '@fulfil/rest-contract';

export type {
  AssignmentRule as RestAssignmentRule,
  AssignmentRuleResult as RestAssignmentRuleResult,
} from '@fulfil/rest-contract';

/* Store layout (docs/rest-contract.md, "Store layout"). */
export type {
  CreateFoodSafetyTypeResult as RestCreateFoodSafetyTypeResult,
  CreateItemCategoryTypeResult as RestCreateItemCategoryTypeResult,
  CreateSectionResult as RestCreateSectionResult,
  CreateShelfResult as RestCreateShelfResult,
  CreateStagingSectionResult as RestCreateStagingSectionResult,
  CreateStagingShelfResult as RestCreateStagingShelfResult,
  DeleteFoodSafetyTypeResult as RestDeleteFoodSafetyTypeResult,
  DeleteItemCategoryTypeResult as RestDeleteItemCategoryTypeResult,
  DeleteSectionResult as RestDeleteSectionResult,
  DeleteShelfResult as RestDeleteShelfResult,
  DeleteStagingSectionResult as RestDeleteStagingSectionResult,
  DeleteStagingShelfResult as RestDeleteStagingShelfResult,
  Direction as RestDirection,
  FoodSafetyType as RestFoodSafetyType,
  ItemCategoryType as RestItemCategoryType,
  LayoutResult as RestLayoutOutcome,
  MoveSectionBody as RestSectionMoveBody,
  MoveSectionResult as RestMoveSectionResult,
  MoveShelfBody as RestShelfMoveBody,
  MoveShelfResult as RestMoveShelfResult,
  MoveShelfToSectionResult as RestMoveShelfToSectionResult,
  Section as RestSection,
  SectionSummary as RestSectionSummary,
  SectionUser as RestSectionUser,
  SectionUserBody as RestSectionUserBody,
  SectionUserResult as RestSectionUserResult,
  SectionZone as RestZoneSection,
  SequenceResult as RestOrderedOutcome,
  Shelf as RestShelf,
  Shopper as RestShopper,
  StagingSection as RestStagingSection,
  StagingShelf as RestStagingShelf,
  UpdateFoodSafetyTypeBody as RestUpdateFoodSafetyTypeBody,
  UpdateFoodSafetyTypeResult as RestUpdateFoodSafetyTypeResult,
  UpdateItemCategoryTypeBody as RestUpdateItemCategoryTypeBody,
  UpdateItemCategoryTypeResult as RestUpdateItemCategoryTypeResult,
  UpdateSectionBody as RestUpdateSectionBody,
  UpdateSectionResult as RestUpdateSectionResult,
  UpdateShelfBody as RestUpdateShelfBody,
  UpdateShelfResult as RestUpdateShelfResult,
  UpdateStagingSectionBody as RestUpdateStagingSectionBody,
  UpdateStagingSectionResult as RestUpdateStagingSectionResult,
  UpdateStagingShelfBody as RestUpdateStagingShelfBody,
  UpdateStagingShelfResult as RestUpdateStagingShelfResult,
  UserSection as RestUserSection,
  ZoneDetail as RestZoneDetail,
  ZoneLinkResult as RestZoneLinkResult,
} from '@fulfil/rest-contract';

/** The 409 `current` of a sequence update based on a stale list: the list as stored. */
export type RestStoredOrder = Pick<SequenceResult, 'orderedIds' | 'listVersion'>;

/** An ordered list's rows in the stored order, with the list's version as read with them. */
export interface RestOrderedRows<T> {
  rows: T[];
  listVersion: number;
}

/*
 * A row's editable fields: its create body without the parent the call names. An update sends the
 * same fields (a shelf's must name its mode: see RestUpdateShelfBody).
 */
export type RestFoodSafetyTypeFields = Omit<CreateFoodSafetyTypeBody, 'storeId'>;
export type RestItemCategoryTypeFields = Omit<CreateItemCategoryTypeBody, 'storeId'>;
export type RestSectionFields = Omit<CreateSectionBody, 'storeId'>;
export type RestShelfFields = Omit<CreateShelfBody, 'sectionId'>;
export type RestStagingSectionFields = Omit<CreateStagingSectionBody, 'storeId'>;
export type RestStagingShelfFields = Omit<CreateStagingShelfBody, 'stagingSectionId'>;

/* The answer of any write of one kind of row (create, update, delete, move): each carries the row when stored. */
export type RestFoodSafetyTypeResult =
  CreateFoodSafetyTypeResult | UpdateFoodSafetyTypeResult | DeleteFoodSafetyTypeResult;
export type RestItemCategoryTypeResult =
  CreateItemCategoryTypeResult | UpdateItemCategoryTypeResult | DeleteItemCategoryTypeResult;
export type RestSectionResult =
  CreateSectionResult | UpdateSectionResult | DeleteSectionResult | MoveSectionResult;
export type RestShelfResult =
  CreateShelfResult | UpdateShelfResult | DeleteShelfResult | MoveShelfResult | MoveShelfToSectionResult;
export type RestStagingSectionResult =
  CreateStagingSectionResult | UpdateStagingSectionResult | DeleteStagingSectionResult;
export type RestStagingShelfResult =
  CreateStagingShelfResult | UpdateStagingShelfResult | DeleteStagingShelfResult;

/** Lead time rules (docs/rest-contract.md, "Lead time rules"). */
export type {
  LeadTimeRule as RestLeadTimeRule,
  LeadTimeRuleUser as RestLeadTimeRuleUser,
  LeadTimeRuleResult as RestLeadTimeRuleResult,
  LeadTimeOrderSubType as RestLeadTimeOrderSubType,
  SectionShelf as RestSectionShelf,
  TextMessageTemplate as RestTextMessageTemplate,
} from '@fulfil/rest-contract';
export type RestLeadTimeRuleFields = Omit<CreateLeadTimeRuleBody, 'storeId'>;
/** Spec 3's client rules: custom order types (the contract's order sub types), message filters, private information. */
export type {
  OrderSubType as RestCustomOrderType,
  OrderSubTypeResult as RestCustomOrderTypeResult,
  MessageFilter as RestMessageFilter,
  MessageFilterPage as RestMessageFilterPage,
  MessageFilterResult as RestMessageFilterResult,
  PrivateInfoSetting as RestPrivateInfoSetting,
} from '@fulfil/rest-contract';
/** Orders: the POS hand-off of an order, as POS status events carry it. */
export type {
  PosOrder as RestPosOrder,
  Load as RestLoad,
  DeliveryOrder as RestDeliveryOrder,
} from '@fulfil/rest-contract';
import type { PrivateInfoSetting as RestPrivateInfoSetting } from '@fulfil/rest-contract';

/** A client's private information settings, one block per listed role. */
export interface RestPrivateInfoSettings {
  clientId: number;
  roles: RestPrivateInfoSetting[];
}

import type { ColumnType, Generated } from 'kysely';

/** A column the database fills in on insert (serial ids, defaults). */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Columns every editable row carries for optimistic concurrency. */
interface Versioned {
  version: Defaulted<number>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  updatedBy: Defaulted<string>;
}

export interface SigningKeysTable {
  kid: string;
  privateJwk: ColumnType<object, string, string>;
  publicJwk: ColumnType<object, string, string>;
  createdAt: Defaulted<Date>;
}

export interface ClientsTable extends Versioned {
  clientId: Generated<number>;
  name: string;
  posMode: number | null;
  persistMode: number | null;
  curbsideOnly: Defaulted<boolean>;
}

export interface StoresTable extends Versioned {
  storeId: Generated<number>;
  clientId: number;
  name: string;
  storeTypeId: number;
  parentStoreId: number | null;
  storeSourceKey: string | null;
  location: string | null;
  stateProvince: string | null;
  timeZoneName: string | null;
  storeDeliveryProviderId: number | null;
  storeDeliveryProviderEnabled: Defaulted<boolean>;
}

export interface UsersTable extends Versioned {
  userId: Generated<number>;
  userName: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  clientId: number | null;
  role: string;
  claims: string[];
  receiveArrivalNotifications: Defaulted<boolean>;
}

export interface UserStoresTable {
  userId: number;
  storeId: number;
}

interface StoreScoped extends Versioned {
  storeId: number;
  sequenceId: Defaulted<number>;
}

export interface FoodSafetyTypesTable extends StoreScoped {
  foodSafetyTypeId: Generated<number>;
  name: string;
  containerColor: string | null;
  containerIcon: string | null;
  maxLeadTime: string | null;
}

export interface ItemCategoryTypesTable extends StoreScoped {
  itemCategoryTypeId: Generated<number>;
  itemCategoryTypeSourceKey: string;
  foodSafetyTypeId: number | null;
  preparedItemsMode: Defaulted<number>;
  isAlcohol: Defaulted<boolean>;
}

export interface SectionsTable extends StoreScoped {
  sectionId: Generated<number>;
  name: string;
  sectionSourceKey: string | null;
  foodSafetyTypeId: number | null;
  preparedItemsMode: Defaulted<number>;
  prepOptionId: Defaulted<number | null>;
}

export interface ShelvesTable extends Versioned {
  shelfId: Generated<number>;
  sectionId: number;
  name: string | null;
  shelfSourceKey: string | null;
  foodSafetyTypeId: number | null;
  preparedItemsMode: Defaulted<number>;
  prepOptionId: Defaulted<number | null>;
  sequenceId: Defaulted<number>;
}

export interface StagingSectionsTable extends StoreScoped {
  stagingSectionId: Generated<number>;
  name: string;
  foodSafetyTypeId: number | null;
  labelId: string | null;
}

export interface StagingShelvesTable extends Versioned {
  stagingShelfId: Generated<number>;
  stagingSectionId: number;
  name: string;
  foodSafetyTypeId: number | null;
  sequenceId: Defaulted<number>;
}

export interface ZonesTable extends StoreScoped {
  zoneId: Generated<number>;
  name: string;
  foodSafetyTypeId: number | null;
}

export interface ZoneSectionsTable {
  zoneId: number;
  sectionId: number;
}

export interface ZoneUsersTable {
  zoneId: number;
  userId: number;
}

/** A shopper's restriction from a section, or a prepper's opt-in to one. */
export interface SectionUsersTable {
  sectionId: number;
  userId: number;
  updatedAt: Defaulted<Date>;
  updatedBy: Defaulted<string>;
}

/** A single-use password reset: only the token's SHA-256 is kept. */
export interface PasswordResetsTable {
  passwordResetId: Generated<number>;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Defaulted<Date>;
}

/** A named value of a client's application (spec 2 section 7, "Application attributes"). */
export interface AppAttributesTable extends Versioned {
  appAttributeId: Generated<number>;
  clientId: number;
  name: string;
  value: string;
}

/** A branding image of a client: 'app' or 'report', base64 PNG. */
export interface ClientLogosTable extends Versioned {
  clientId: number;
  filePrefix: 'app' | 'report';
  imageData: string;
}

/** A kind of integration: point of sale or delivery (spec 2 section 3). */
export interface IntegrationTypesTable {
  integrationTypeId: number;
  name: string;
}

/** A provider a client can integrate with, of one integration type. */
export interface IntegrationProvidersTable {
  providerId: number;
  integrationTypeId: number;
  name: string;
}

/** A client's integration with a provider; authOptions are secret {key, value} pairs. */
export interface ClientIntegrationsTable extends Versioned {
  integrationId: Generated<number>;
  clientId: number;
  providerId: number;
  name: string;
  status: Defaulted<boolean>;
  authOptions: ColumnType<{ key: string; value: string }[], string, string>;
}

/** A client's extra order or order-item field (spec 2 section 3, "Custom field"). */
export interface CustomFieldsTable extends Versioned {
  customFieldId: Generated<number>;
  clientId: number;
  name: string;
  sourceKey: string;
  description: Defaulted<string>;
  dataType: string;
  assignment: number;
}

/** A named item of a credit definition's lists. */
export interface NamedItem {
  name: string;
}

type NamedItems = ColumnType<NamedItem[], string | undefined, string>;

/** How a client credits its customers (spec 2 section 3, "Credit definition"). */
export interface CustomerCreditDefinitionsTable extends Versioned {
  customerCreditDefinitionId: Generated<number>;
  clientId: number;
  name: string;
  creditDefinitionSourceKey: Defaulted<string>;
  customerNotificationTemplate: Defaulted<string>;
  customerCreditDepartments: NamedItems;
  customerCreditMultipliers: NamedItems;
  customerCreditPermissions: NamedItems;
}

/** Help shown for the products of a list of UPCs (spec 2 section 3, "Help item"). */
export interface HelpItemsTable extends Versioned {
  productId: Generated<number>;
  clientId: number;
  upcList: Defaulted<string>;
  helpHtml: Defaulted<string>;
}

/** The schema of the migrations, in the camelCase names Kysely's CamelCasePlugin maps to snake_case. */
/** A store's delivery provider settings (spec 2 section 3); one per store. */
export interface StoreDeliveryProvidersTable extends Versioned {
  storeDeliveryProviderId: Generated<number>;
  storeId: number;
  providerId: number;
  providerEndpointUri: string;
  providerEndpointAuthInfo: string;
  notificationTypeId: number;
  notificationMinutesBeforePromiseTime: number;
  notificationEmail: string;
}

/** A named value of a store (spec 2 section 3, "Store attribute"). */
export interface StoreAttributesTable extends Versioned {
  storeAttributeId: Generated<number>;
  storeId: number;
  name: string;
  value: string;
}

export interface Tables {
  signingKeys: SigningKeysTable;
  clients: ClientsTable;
  stores: StoresTable;
  users: UsersTable;
  userStores: UserStoresTable;
  foodSafetyTypes: FoodSafetyTypesTable;
  itemCategoryTypes: ItemCategoryTypesTable;
  sections: SectionsTable;
  shelves: ShelvesTable;
  stagingSections: StagingSectionsTable;
  stagingShelves: StagingShelvesTable;
  zones: ZonesTable;
  zoneSections: ZoneSectionsTable;
  zoneUsers: ZoneUsersTable;
  sectionUserRestrictions: SectionUsersTable;
  sectionPrepperOptins: SectionUsersTable;
  passwordResets: PasswordResetsTable;
  appAttributes: AppAttributesTable;
  clientLogos: ClientLogosTable;
  integrationTypes: IntegrationTypesTable;
  integrationProviders: IntegrationProvidersTable;
  clientIntegrations: ClientIntegrationsTable;
  customFields: CustomFieldsTable;
  customerCreditDefinitions: CustomerCreditDefinitionsTable;
  helpItems: HelpItemsTable;
  storeDeliveryProviders: StoreDeliveryProvidersTable;
  storeAttributes: StoreAttributesTable;
}

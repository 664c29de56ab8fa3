/** Store layout payloads of the fulfilment REST contract (docs/rest-contract.md, "Store layout"). */

/** Fields every editable layout row carries for concurrent editing. */
export interface RestVersioned {
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * The answer of every layout write: expected failures as data, the messages in `errors` and per
 * field in `fieldErrors`; nothing was written when `isSuccess` is false.
 */
export interface RestLayoutOutcome {
  isSuccess: boolean;
  errors: string[];
  fieldErrors?: { field: string; message: string }[];
}

/** Moves and sequence updates also answer the list's ids in the stored order. */
export interface RestOrderedOutcome extends RestLayoutOutcome {
  orderedIds?: number[];
}

export type RestDirection = 'Before' | 'After';

/** A food safety type row; the API derives the background classes from the colour. */
export interface RestFoodSafetyType extends RestVersioned {
  foodSafetyTypeId: number;
  storeId: number;
  name: string;
  containerColor: string | null;
  containerIcon: string | null;
  /** hh:mm:ss, or null when none. */
  maxLeadTime: string | null;
  containerActiveBackgroundClass: string;
  containerInactiveBackgroundClass: string;
  containerFillBackgroundClass: string;
}

export interface RestFoodSafetyTypeFields {
  name: string;
  containerColor: string;
  containerIcon: string;
  maxLeadTime?: string | null;
}

export interface RestFoodSafetyTypeResult extends RestLayoutOutcome {
  foodSafetyType?: RestFoodSafetyType;
}

/** An item category row; preparedItemsMode 1 No, 2 Yes as designated by Item, 3 Yes Always. */
export interface RestItemCategoryType extends RestVersioned {
  itemCategoryTypeId: number;
  storeId: number;
  itemCategoryTypeSourceKey: string;
  sequenceId: number;
  foodSafetyTypeId: number | null;
  foodSafetyTypeName: string | null;
  preparedItemsMode: number;
  isAlcohol: boolean;
}

export interface RestItemCategoryTypeFields {
  itemCategoryTypeSourceKey: string;
  foodSafetyTypeId: number | null;
  preparedItemsMode: number;
  isAlcohol: boolean;
}

export interface RestItemCategoryTypeResult extends RestLayoutOutcome {
  itemCategoryType?: RestItemCategoryType;
}

/** A zone linked to a section. */
export interface RestZoneSection {
  zoneId: number;
  zoneName: string;
}

/** A zone of a store with its sections and users (GET /zone/detail/store/{storeId}). */
export interface RestZoneDetail extends RestVersioned {
  zoneId: number;
  storeId: number;
  name: string;
  foodSafetyTypeId: number | null;
  sequenceId: number;
  zoneSections: {
    sectionId: number;
    name: string;
    sequenceId: number;
    foodSafetyTypeId: number | null;
    storeId: number;
  }[];
  zoneUsers: { userId: number; userName: string; fullName: string | null }[];
}

/** A merchandise shelf row; mode 5 inherits, and prepOptionId is then the section's. */
export interface RestShelf extends RestVersioned {
  shelfId: number;
  sectionId: number;
  name: string | null;
  sequenceId: number;
  foodSafetyTypeId: number | null;
  preparedItemsMode: number;
  prepOptionId: number | null;
}

/** A merchandise section row with its zones and its shelves in order. */
export interface RestSection extends RestVersioned {
  sectionId: number;
  storeId: number;
  name: string;
  sectionSourceKey: string | null;
  sequenceId: number;
  foodSafetyTypeId: number | null;
  foodSafetyTypeName: string | null;
  preparedItemsMode: number;
  prepOptionId: number | null;
  zoneSections: RestZoneSection[];
  shelves: RestShelf[];
}

export interface RestSectionFields {
  name?: string | null;
  sectionSourceKey: string;
  foodSafetyTypeId: number | null;
  preparedItemsMode: number | null;
  prepOptionId?: number | null;
}

export interface RestSectionResult extends RestOrderedOutcome {
  section?: RestSection;
  /** PUT: the inheriting shelves whose prep option followed the section. */
  updatedShelves?: RestShelf[];
}

export interface RestSectionMoveBody {
  sourceSectionId: number;
  direction: RestDirection;
  targetSectionId: number;
  storeId: number;
}

export interface RestShelfFields {
  name?: string | null;
  foodSafetyTypeId?: number | null;
  preparedItemsMode?: number | null;
  prepOptionId?: number | null;
}

export interface RestShelfResult extends RestOrderedOutcome {
  shelf?: RestShelf;
  /** moveToSection: the source row as it was. */
  removedShelf?: RestShelf;
  /** moveToSection: the source section's shelf order after the move. */
  sourceOrderedIds?: number[];
}

export interface RestShelfMoveBody {
  sourceShelfId: number;
  direction: RestDirection;
  targetShelfId: number;
  sectionId: number;
}

/** A carry-out staging shelf row. */
export interface RestStagingShelf extends RestVersioned {
  shelfId: number;
  stagingSectionId: number;
  name: string;
  sequenceId: number;
  foodSafetyTypeId: number | null;
}

/** A carry-out staging section row with its shelves in order. */
export interface RestStagingSection extends RestVersioned {
  stagingSectionId: number;
  storeId: number;
  name: string;
  sequenceId: number;
  foodSafetyTypeId: number | null;
  foodSafetyTypeName: string | null;
  labelId: string | null;
  shelves: RestStagingShelf[];
}

export interface RestStagingSectionFields {
  name: string;
  foodSafetyTypeId?: number | null;
  labelId?: string | null;
}

export interface RestStagingSectionResult extends RestLayoutOutcome {
  stagingSection?: RestStagingSection;
}

export interface RestStagingShelfFields {
  name: string;
  foodSafetyTypeId?: number | null;
}

export interface RestStagingShelfResult extends RestLayoutOutcome {
  stagingShelf?: RestStagingShelf;
}

/** A shopper's restriction (enabled: restricted) or a prepper's opt-in (enabled: opted in). */
export interface RestSectionUser {
  id: number;
  userName: string;
  fullName: string | null;
  role: string;
  sectionId: number;
  enabled: boolean;
}

export interface RestSectionUserBody {
  storeId: number;
  userId: number;
  sectionId: number;
  allowed: boolean;
}

export interface RestSectionUserResult extends RestLayoutOutcome {
  user?: RestSectionUser;
}

/** A shopper of a client (GET /user/ShoppersByClient/{id}). */
export interface RestShopper {
  id: number;
  userName: string;
  fullName: string | null;
  firstname: string | null;
  lastname: string | null;
  role: string;
  stores: { clientId: number; storeId: number; name: string }[];
}

/** A zone link change answers the section after it. */
export interface RestZoneLinkResult extends RestLayoutOutcome {
  zoneId?: number;
  sectionId?: number;
  section?: RestSection;
}

import type {
  RestCreateFoodSafetyTypeResult,
  RestCreateItemCategoryTypeResult,
  RestCreateSectionResult,
  RestCreateShelfResult,
  RestCreateStagingSectionResult,
  RestCreateStagingShelfResult,
  RestDeleteFoodSafetyTypeResult,
  RestDeleteItemCategoryTypeResult,
  RestDeleteSectionResult,
  RestDeleteShelfResult,
  RestDeleteStagingSectionResult,
  RestDeleteStagingShelfResult,
  RestDirection,
  RestFoodSafetyType,
  RestFoodSafetyTypeFields,
  RestItemCategoryType,
  RestItemCategoryTypeFields,
  RestMoveSectionResult,
  RestMoveShelfResult,
  RestMoveShelfToSectionResult,
  RestOrderedOutcome,
  RestOrderedRows,
  RestSection,
  RestSectionFields,
  RestSectionUser,
  RestSectionUserBody,
  RestSectionUserResult,
  RestShelf,
  RestShelfFields,
  RestShopper,
  RestStagingSection,
  RestStagingSectionFields,
  RestStagingShelf,
  RestStagingShelfFields,
  RestUpdateFoodSafetyTypeResult,
  RestUpdateItemCategoryTypeResult,
  RestUpdateSectionResult,
  RestUpdateShelfBody,
  RestUpdateShelfResult,
  RestUpdateStagingSectionResult,
  RestUpdateStagingShelfResult,
  RestUserSection,
  RestZoneDetail,
  RestZoneLinkResult,
} from './layout-types.js';

/**
 * The store layout calls (docs/rest-contract.md, "Store layout"). Lists are unwrapped from their
 * response key (the reorderable ones with the list's version); writes resolve with the `isSuccess`/`errors` answer, and a stale `version` rejects
 * with a CONFLICT `UpstreamError` carrying the stored row.
 */
export interface LayoutApi {
  foodSafetyTypes(storeId: number): Promise<RestFoodSafetyType[]>;
  createFoodSafetyType(
    storeId: number,
    fields: RestFoodSafetyTypeFields,
  ): Promise<RestCreateFoodSafetyTypeResult>;
  updateFoodSafetyType(
    id: number,
    version: number,
    fields: RestFoodSafetyTypeFields,
  ): Promise<RestUpdateFoodSafetyTypeResult>;
  deleteFoodSafetyType(id: number): Promise<RestDeleteFoodSafetyTypeResult>;

  itemCategoryTypes(storeId: number): Promise<RestOrderedRows<RestItemCategoryType>>;
  createItemCategoryType(
    storeId: number,
    fields: RestItemCategoryTypeFields,
  ): Promise<RestCreateItemCategoryTypeResult>;
  updateItemCategoryType(
    id: number,
    version: number,
    fields: RestItemCategoryTypeFields,
  ): Promise<RestUpdateItemCategoryTypeResult>;
  deleteItemCategoryType(id: number): Promise<RestDeleteItemCategoryTypeResult>;
  /** Stores sequences 0..n-1 in the order given. */
  reorderItemCategoryTypes(
    storeId: number,
    orderedIds: readonly number[],
    listVersion?: number,
  ): Promise<RestOrderedOutcome>;

  sections(storeId: number): Promise<RestOrderedRows<RestSection>>;
  /** One section with its zones and shelves. */
  section(sectionId: number): Promise<RestSection>;
  createSection(storeId: number, fields: RestSectionFields): Promise<RestCreateSectionResult>;
  updateSection(id: number, version: number, fields: RestSectionFields): Promise<RestUpdateSectionResult>;
  deleteSection(id: number): Promise<RestDeleteSectionResult>;
  moveSection(
    storeId: number,
    sectionId: number,
    direction: RestDirection,
    targetSectionId: number,
  ): Promise<RestMoveSectionResult>;
  /** The store's zones with their sections and users. */
  zones(storeId: number): Promise<RestZoneDetail[]>;
  linkZone(zoneId: number, sectionId: number, linked: boolean): Promise<RestZoneLinkResult>;

  shelves(sectionId: number): Promise<RestOrderedRows<RestShelf>>;
  createShelf(sectionId: number, fields: RestShelfFields): Promise<RestCreateShelfResult>;
  /** An update names the shelf's mode. */
  updateShelf(
    id: number,
    version: number,
    fields: Omit<RestUpdateShelfBody, 'shelfId' | 'version'>,
  ): Promise<RestUpdateShelfResult>;
  deleteShelf(id: number): Promise<RestDeleteShelfResult>;
  moveShelf(
    sectionId: number,
    shelfId: number,
    direction: RestDirection,
    targetShelfId: number,
  ): Promise<RestMoveShelfResult>;
  moveShelfToSection(shelfId: number, targetSectionId: number): Promise<RestMoveShelfToSectionResult>;

  stagingSections(storeId: number): Promise<RestOrderedRows<RestStagingSection>>;
  createStagingSection(
    storeId: number,
    fields: RestStagingSectionFields,
  ): Promise<RestCreateStagingSectionResult>;
  updateStagingSection(
    id: number,
    version: number,
    fields: RestStagingSectionFields,
  ): Promise<RestUpdateStagingSectionResult>;
  deleteStagingSection(id: number): Promise<RestDeleteStagingSectionResult>;
  reorderStagingSections(
    storeId: number,
    orderedIds: readonly number[],
    listVersion?: number,
  ): Promise<RestOrderedOutcome>;
  stagingShelves(stagingSectionId: number): Promise<RestOrderedRows<RestStagingShelf>>;
  createStagingShelf(
    stagingSectionId: number,
    fields: RestStagingShelfFields,
  ): Promise<RestCreateStagingShelfResult>;
  updateStagingShelf(
    id: number,
    version: number,
    fields: RestStagingShelfFields,
  ): Promise<RestUpdateStagingShelfResult>;
  deleteStagingShelf(id: number): Promise<RestDeleteStagingShelfResult>;
  reorderStagingShelves(
    stagingSectionId: number,
    orderedIds: readonly number[],
    listVersion?: number,
  ): Promise<RestOrderedOutcome>;

  /** The store's shoppers, `enabled` meaning restricted from the section. */
  sectionShoppers(storeId: number, sectionId: number): Promise<RestSectionUser[]>;
  /** The store's preppers, `enabled` meaning opted in to the section. */
  sectionPreppers(storeId: number, sectionId: number): Promise<RestSectionUser[]>;
  /** The store's sections with the user's restriction and prep opt-in in each. */
  userSections(storeId: number, userId: number): Promise<RestUserSection[]>;
  setRestriction(body: RestSectionUserBody): Promise<RestSectionUserResult>;
  setPrepper(body: RestSectionUserBody): Promise<RestSectionUserResult>;
  shoppersByClient(clientId: number): Promise<RestShopper[]>;

  /** Resolves when the caller may change the store's layout; rejects FORBIDDEN (or NOT_FOUND) otherwise. */
  assertCanWriteLayout(storeId: number): Promise<void>;
}

import type {
  RestDirection,
  RestFoodSafetyType,
  RestFoodSafetyTypeFields,
  RestFoodSafetyTypeResult,
  RestItemCategoryType,
  RestItemCategoryTypeFields,
  RestItemCategoryTypeResult,
  RestOrderedOutcome,
  RestSection,
  RestSectionFields,
  RestSectionResult,
  RestSectionUser,
  RestSectionUserBody,
  RestSectionUserResult,
  RestShelf,
  RestShelfFields,
  RestShelfResult,
  RestShopper,
  RestStagingSection,
  RestStagingSectionFields,
  RestStagingSectionResult,
  RestStagingShelf,
  RestStagingShelfFields,
  RestStagingShelfResult,
  RestZoneDetail,
  RestZoneLinkResult,
} from './layout-types.js';

/**
 * The store layout calls (docs/rest-contract.md, "Store layout"). Lists are unwrapped from their
 * response key; writes resolve with the `isSuccess`/`errors` answer, and a stale `version` rejects
 * with a CONFLICT `UpstreamError` carrying the stored row.
 */
export interface LayoutApi {
  foodSafetyTypes(storeId: number): Promise<RestFoodSafetyType[]>;
  createFoodSafetyType(storeId: number, fields: RestFoodSafetyTypeFields): Promise<RestFoodSafetyTypeResult>;
  updateFoodSafetyType(
    id: number,
    version: number,
    fields: RestFoodSafetyTypeFields,
  ): Promise<RestFoodSafetyTypeResult>;
  deleteFoodSafetyType(id: number): Promise<RestFoodSafetyTypeResult>;

  itemCategoryTypes(storeId: number): Promise<RestItemCategoryType[]>;
  createItemCategoryType(
    storeId: number,
    fields: RestItemCategoryTypeFields,
  ): Promise<RestItemCategoryTypeResult>;
  updateItemCategoryType(
    id: number,
    version: number,
    fields: RestItemCategoryTypeFields,
  ): Promise<RestItemCategoryTypeResult>;
  deleteItemCategoryType(id: number): Promise<RestItemCategoryTypeResult>;
  /** Stores sequences 0..n-1 in the order given. */
  reorderItemCategoryTypes(storeId: number, orderedIds: readonly number[]): Promise<RestOrderedOutcome>;

  sections(storeId: number): Promise<RestSection[]>;
  /** One section with its zones and shelves. */
  section(sectionId: number): Promise<RestSection>;
  createSection(storeId: number, fields: RestSectionFields): Promise<RestSectionResult>;
  updateSection(id: number, version: number, fields: RestSectionFields): Promise<RestSectionResult>;
  deleteSection(id: number): Promise<RestSectionResult>;
  moveSection(
    storeId: number,
    sectionId: number,
    direction: RestDirection,
    targetSectionId: number,
  ): Promise<RestSectionResult>;
  /** The store's zones with their sections and users. */
  zones(storeId: number): Promise<RestZoneDetail[]>;
  linkZone(zoneId: number, sectionId: number, linked: boolean): Promise<RestZoneLinkResult>;

  shelves(sectionId: number): Promise<RestShelf[]>;
  createShelf(sectionId: number, fields: RestShelfFields): Promise<RestShelfResult>;
  updateShelf(id: number, version: number, fields: RestShelfFields): Promise<RestShelfResult>;
  deleteShelf(id: number): Promise<RestShelfResult>;
  moveShelf(
    sectionId: number,
    shelfId: number,
    direction: RestDirection,
    targetShelfId: number,
  ): Promise<RestShelfResult>;
  moveShelfToSection(shelfId: number, targetSectionId: number): Promise<RestShelfResult>;

  stagingSections(storeId: number): Promise<RestStagingSection[]>;
  createStagingSection(storeId: number, fields: RestStagingSectionFields): Promise<RestStagingSectionResult>;
  updateStagingSection(
    id: number,
    version: number,
    fields: RestStagingSectionFields,
  ): Promise<RestStagingSectionResult>;
  deleteStagingSection(id: number): Promise<RestStagingSectionResult>;
  reorderStagingSections(storeId: number, orderedIds: readonly number[]): Promise<RestOrderedOutcome>;
  stagingShelves(stagingSectionId: number): Promise<RestStagingShelf[]>;
  createStagingShelf(
    stagingSectionId: number,
    fields: RestStagingShelfFields,
  ): Promise<RestStagingShelfResult>;
  updateStagingShelf(
    id: number,
    version: number,
    fields: RestStagingShelfFields,
  ): Promise<RestStagingShelfResult>;
  deleteStagingShelf(id: number): Promise<RestStagingShelfResult>;
  reorderStagingShelves(stagingSectionId: number, orderedIds: readonly number[]): Promise<RestOrderedOutcome>;

  /** The store's shoppers, `enabled` meaning restricted from the section. */
  sectionShoppers(storeId: number, sectionId: number): Promise<RestSectionUser[]>;
  /** The store's preppers, `enabled` meaning opted in to the section. */
  sectionPreppers(storeId: number, sectionId: number): Promise<RestSectionUser[]>;
  setRestriction(body: RestSectionUserBody): Promise<RestSectionUserResult>;
  setPrepper(body: RestSectionUserBody): Promise<RestSectionUserResult>;
  shoppersByClient(clientId: number): Promise<RestShopper[]>;
}

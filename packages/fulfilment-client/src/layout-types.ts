/** Store layout payloads of the fulfilment REST contract (docs/rest-contract.md, "Store layout"). */
import type {
  CreateFoodSafetyTypeBody,
  CreateFoodSafetyTypeResult,
  CreateItemCategoryTypeBody,
  CreateItemCategoryTypeResult,
  CreateSectionBody,
  CreateSectionResult,
  CreateShelfBody,
  CreateShelfResult,
  CreateStagingSectionBody,
  CreateStagingSectionResult,
  CreateStagingShelfBody,
  CreateStagingShelfResult,
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
  UpdateFoodSafetyTypeResult,
  UpdateItemCategoryTypeResult,
  UpdateSectionResult,
  UpdateShelfResult,
  UpdateStagingSectionResult,
  UpdateStagingShelfResult,
} from '@fulfil/rest-contract';

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

import * as contract from '@fulfil/rest-contract';
import type { ContractCall } from './contract-call.js';
import type {
  RestFoodSafetyTypeFields,
  RestItemCategoryTypeFields,
  RestSectionFields,
  RestShelfFields,
  RestStagingSectionFields,
  RestStagingShelfFields,
} from './types.js';
import { orderedRows, unwrapped } from './unwrap.js';

/** `items` of an UpdateSequence body: each id with its position, from `first` on. */
const sequence = <Key extends string>(key: Key, ids: readonly number[], first: number) =>
  ids.map(
    (id, index) => ({ [key]: id, sequenceId: index + first }) as Record<Key, number> & { sequenceId: number },
  );

/**
 * The store layout calls (docs/rest-contract.md, "Store layout"), bound to one session's `call`.
 * Lists are unwrapped from their response key (the reorderable ones with the list's version); writes
 * resolve with the `isSuccess`/`errors` answer, and a stale `version` rejects with a CONFLICT
 * `UpstreamError` carrying the stored row.
 */
export const layoutCalls = (call: ContractCall) => ({
  foodSafetyTypes: (storeId: number) =>
    unwrapped(call(contract.GetFoodSafetyTypes, { params: { parentId: storeId } }), 'foodSafetyTypeObjects'),
  createFoodSafetyType: (storeId: number, fields: RestFoodSafetyTypeFields) =>
    call(contract.CreateFoodSafetyType, { body: { storeId, ...fields } }),
  updateFoodSafetyType: (foodSafetyTypeId: number, version: number, fields: RestFoodSafetyTypeFields) =>
    call(contract.UpdateFoodSafetyType, { body: { foodSafetyTypeId, version, ...fields } }),
  deleteFoodSafetyType: (id: number) => call(contract.DeleteFoodSafetyType, { params: { id } }),

  itemCategoryTypes: (storeId: number) =>
    orderedRows(call(contract.GetItemCategoryTypes, { params: { parentId: storeId } }), 'itemCategoryTypes'),
  createItemCategoryType: (storeId: number, fields: RestItemCategoryTypeFields) =>
    call(contract.CreateItemCategoryType, { body: { storeId, ...fields } }),
  updateItemCategoryType: (itemCategoryTypeId: number, version: number, fields: RestItemCategoryTypeFields) =>
    call(contract.UpdateItemCategoryType, { body: { itemCategoryTypeId, version, ...fields } }),
  deleteItemCategoryType: (id: number) => call(contract.DeleteItemCategoryType, { params: { id } }),
  /** Stores sequences 0..n-1 in the order given (spec 3: a new one's sequence is the list length). */
  reorderItemCategoryTypes: (storeId: number, orderedIds: readonly number[], listVersion?: number) =>
    call(contract.UpdateItemCategoryTypeSequence, {
      body: { storeId, listVersion, items: sequence('itemCategoryTypeId', orderedIds, 0) },
    }),

  sections: (storeId: number) =>
    orderedRows(call(contract.GetSections, { params: { parentId: storeId } }), 'sectionDetails'),
  /** The store's sections with their shelf counts rather than their shelves. */
  sectionSummaries: (storeId: number) =>
    orderedRows(call(contract.GetSectionSummaries, { params: { parentId: storeId } }), 'sectionSummaries'),
  /** One section with its zones and shelves. */
  section: (sectionId: number) => unwrapped(call(contract.GetSection, { params: { sectionId } }), 'section'),
  /**
   * The store's sections as a GraphQL selection (`fields`) answers them: the JSON text's bytes,
   * unparsed, for splicing into a GraphQL answer.
   */
  sectionProjection: (storeId: number, fields: contract.SectionProjection) =>
    call.raw(contract.GetSectionProjection, { params: { parentId: storeId }, body: { fields } }),
  createSection: (storeId: number, fields: RestSectionFields) =>
    call(contract.CreateSection, { body: { storeId, ...fields } }),
  updateSection: (sectionId: number, version: number, fields: RestSectionFields) =>
    call(contract.UpdateSection, { body: { sectionId, version, ...fields } }),
  deleteSection: (id: number) => call(contract.DeleteSection, { params: { id } }),
  moveSection: (
    storeId: number,
    sourceSectionId: number,
    direction: contract.Direction,
    targetSectionId: number,
  ) => call(contract.MoveSection, { body: { sourceSectionId, direction, targetSectionId, storeId } }),
  /** The store's zones with their sections and users. */
  zones: (storeId: number) => unwrapped(call(contract.GetZones, { params: { storeId } }), 'zoneDetails'),
  linkZone: (zoneId: number, sectionId: number, linked: boolean) =>
    call(linked ? contract.LinkZoneSection : contract.UnlinkZoneSection, { params: { zoneId, sectionId } }),

  shelves: (sectionId: number) =>
    orderedRows(call(contract.GetShelves, { params: { parentId: sectionId } }), 'shelves'),
  /** One shelf by its id alone, e.g. to find its section. */
  shelf: (shelfId: number) => unwrapped(call(contract.GetShelf, { params: { shelfId } }), 'shelf'),
  createShelf: (sectionId: number, fields: RestShelfFields) =>
    call(contract.CreateShelf, { body: { sectionId, ...fields } }),
  /** An update names the shelf's mode. */
  updateShelf: (
    shelfId: number,
    version: number,
    fields: Omit<contract.UpdateShelfBody, 'shelfId' | 'version'>,
  ) => call(contract.UpdateShelf, { body: { shelfId, version, ...fields } }),
  deleteShelf: (id: number) => call(contract.DeleteShelf, { params: { id } }),
  moveShelf: (
    sectionId: number,
    sourceShelfId: number,
    direction: contract.Direction,
    targetShelfId: number,
  ) => call(contract.MoveShelf, { body: { sourceShelfId, direction, targetShelfId, sectionId } }),
  moveShelfToSection: (shelfId: number, targetSectionId: number) =>
    call(contract.MoveShelfToSection, { body: { shelfId, targetSectionId } }),

  stagingSections: (storeId: number) =>
    orderedRows(call(contract.GetStagingSections, { params: { parentId: storeId } }), 'sections'),
  createStagingSection: (storeId: number, fields: RestStagingSectionFields) =>
    call(contract.CreateStagingSection, { body: { storeId, ...fields } }),
  updateStagingSection: (stagingSectionId: number, version: number, fields: RestStagingSectionFields) =>
    call(contract.UpdateStagingSection, { body: { stagingSectionId, version, ...fields } }),
  deleteStagingSection: (id: number) => call(contract.DeleteStagingSection, { params: { id } }),
  /** Carry-out sections count from 0 (a new one's sequence is the count of sections). */
  reorderStagingSections: (storeId: number, orderedIds: readonly number[], listVersion?: number) =>
    call(contract.UpdateStagingSectionSequence, {
      body: { storeId, listVersion, items: sequence('stagingSectionId', orderedIds, 0) },
    }),
  stagingShelves: (stagingSectionId: number) =>
    orderedRows(
      call(contract.GetStagingShelves, { params: { parentId: stagingSectionId } }),
      'stagingShelves',
    ),
  createStagingShelf: (stagingSectionId: number, fields: RestStagingShelfFields) =>
    call(contract.CreateStagingShelf, { body: { stagingSectionId, ...fields } }),
  updateStagingShelf: (shelfId: number, version: number, fields: RestStagingShelfFields) =>
    call(contract.UpdateStagingShelf, { body: { shelfId, version, ...fields } }),
  deleteStagingShelf: (id: number) => call(contract.DeleteStagingShelf, { params: { id } }),
  reorderStagingShelves: (stagingSectionId: number, orderedIds: readonly number[], listVersion?: number) =>
    call(contract.UpdateStagingShelfSequence, {
      body: { stagingSectionId, listVersion, items: sequence('shelfId', orderedIds, 1) },
    }),

  /** The store's shoppers, `enabled` meaning restricted from the section. */
  sectionShoppers: (storeId: number, sectionId: number) =>
    unwrapped(call(contract.GetSectionShoppers, { params: { storeId, sectionId } }), 'users'),
  /** The store's preppers, `enabled` meaning opted in to the section. */
  sectionPreppers: (storeId: number, sectionId: number) =>
    unwrapped(call(contract.GetSectionPreppers, { params: { storeId, sectionId } }), 'users'),
  /** The store's sections with the user's restriction and prep opt-in in each. */
  userSections: (storeId: number, userId: number) =>
    unwrapped(call(contract.GetUserSections, { params: { storeId, userId } }), 'sections'),
  setRestriction: (body: contract.SectionUserBody) => call(contract.SetRestriction, { body }),
  setPrepper: (body: contract.SectionUserBody) => call(contract.SetPrepper, { body }),
  shoppersByClient: (clientId: number) => call(contract.GetShoppersByClient, { params: { id: clientId } }),

  /** Resolves when the caller may change the store's layout; rejects FORBIDDEN (or NOT_FOUND) otherwise. */
  assertCanWriteLayout: (storeId: number) => call(contract.GetLayoutAccess, { params: { storeId } }),
});

import { clampCount } from '@fulfil/domain';
import type {
  RestFoodSafetyType,
  RestItemCategoryType,
  RestSection,
  RestSectionUser,
  RestShelf,
  RestStagingSection,
  RestStagingShelf,
  RestZoneDetail,
  RestZoneSection,
} from '@fulfil/fulfilment-client';
import type { LayoutSection, RestZoneDetailSection, RestZoneUser } from '../../rest-rows.js';
import { id, sameNamed, shape, type FieldMap } from '../shape.js';

/**
 * How each GraphQL layout type reads its REST row, every field spelled out. The same maps serve as
 * the types' field resolvers and, through `shape`, as the GraphQL form of a row in a CONFLICT's
 * `current`, so the two cannot drift apart.
 */

export const foodSafetyTypeFields = {
  id: (row) => id(row.foodSafetyTypeId),
  storeId: (row) => id(row.storeId),
  name: (row) => row.name,
  containerColor: (row) => row.containerColor ?? '',
  containerIcon: (row) => row.containerIcon ?? '',
  maxLeadTime: (row) => row.maxLeadTime,
  containerActiveBackgroundClass: (row) => row.containerActiveBackgroundClass,
  containerInactiveBackgroundClass: (row) => row.containerInactiveBackgroundClass,
  containerFillBackgroundClass: (row) => row.containerFillBackgroundClass,
  version: (row) => row.version,
  updatedBy: (row) => row.updatedBy,
} satisfies FieldMap<RestFoodSafetyType>;

export const itemCategoryFields = {
  id: (row) => id(row.itemCategoryTypeId),
  storeId: (row) => id(row.storeId),
  sourceKey: (row) => row.itemCategoryTypeSourceKey,
  sequenceId: (row) => row.sequenceId,
  foodSafetyTypeId: (row) => id(row.foodSafetyTypeId),
  foodSafetyTypeName: (row) => row.foodSafetyTypeName,
  preparedItemsMode: (row) => row.preparedItemsMode,
  isAlcohol: (row) => row.isAlcohol,
  version: (row) => row.version,
  updatedBy: (row) => row.updatedBy,
} satisfies FieldMap<RestItemCategoryType>;

export const shelfFields = {
  id: (row) => id(row.shelfId),
  sectionId: (row) => id(row.sectionId),
  ...sameNamed<RestShelf>()('name', 'sequenceId'),
  foodSafetyTypeId: (row) => id(row.foodSafetyTypeId),
  ...sameNamed<RestShelf>()('preparedItemsMode', 'prepOptionId', 'version', 'updatedBy'),
} satisfies FieldMap<RestShelf>;

export const sectionZoneFields = {
  zoneId: (row) => id(row.zoneId),
  ...sameNamed<RestZoneSection>()('zoneName'),
} satisfies FieldMap<RestZoneSection>;

export const zoneSectionFields = {
  sectionId: (row) => id(row.sectionId),
  name: (row) => row.name,
  sequenceId: (row) => row.sequenceId,
} satisfies FieldMap<RestZoneDetailSection>;

export const zoneUserFields = {
  userId: (row) => id(row.userId),
  userName: (row) => row.userName,
  fullName: (row) => row.fullName,
} satisfies FieldMap<RestZoneUser>;

export const storeZoneFields = {
  zoneId: (row) => id(row.zoneId),
  storeId: (row) => id(row.storeId),
  name: (row) => row.name,
  foodSafetyTypeId: (row) => id(row.foodSafetyTypeId),
  sectionCount: (row) => clampCount(row.zoneSections.length),
  userCount: (row) => clampCount(row.zoneUsers.length),
  sections: (row) => [...row.zoneSections].sort((a, b) => a.sequenceId - b.sequenceId),
  users: (row) => row.zoneUsers,
  version: (row) => row.version,
} satisfies FieldMap<RestZoneDetail>;

export const sectionFields = {
  id: (row) => id(row.sectionId),
  storeId: (row) => id(row.storeId),
  ...sameNamed<LayoutSection>()('name', 'sectionSourceKey', 'sequenceId'),
  foodSafetyTypeId: (row) => id(row.foodSafetyTypeId),
  ...sameNamed<LayoutSection>()('foodSafetyTypeName', 'preparedItemsMode', 'prepOptionId'),
  zones: (row) => row.zoneSections,
  shelves: (row) => {
    // Summaries are read only for operations that select no shelves (section-reads.ts).
    if (!('shelves' in row)) throw new Error(`Section ${row.sectionId} was read without its shelves`);
    return row.shelves;
  },
  shelfCount: (row) => ('shelfCount' in row ? row.shelfCount : row.shelves.length),
  ...sameNamed<LayoutSection>()('version', 'updatedBy'),
} satisfies FieldMap<LayoutSection>;

export const stagingShelfFields = {
  id: (row) => id(row.shelfId),
  stagingSectionId: (row) => id(row.stagingSectionId),
  name: (row) => row.name,
  sequenceId: (row) => row.sequenceId,
  foodSafetyTypeId: (row) => id(row.foodSafetyTypeId),
  version: (row) => row.version,
  updatedBy: (row) => row.updatedBy,
} satisfies FieldMap<RestStagingShelf>;

export const stagingSectionFields = {
  id: (row) => id(row.stagingSectionId),
  storeId: (row) => id(row.storeId),
  name: (row) => row.name,
  sequenceId: (row) => row.sequenceId,
  foodSafetyTypeId: (row) => id(row.foodSafetyTypeId),
  foodSafetyTypeName: (row) => row.foodSafetyTypeName,
  labelId: (row) => row.labelId,
  shelves: (row) => row.shelves,
  version: (row) => row.version,
  updatedBy: (row) => row.updatedBy,
} satisfies FieldMap<RestStagingSection>;

export const sectionUserFields = {
  userId: (row) => id(row.id),
  userName: (row) => row.userName,
  fullName: (row) => row.fullName,
  enabled: (row) => row.enabled,
} satisfies FieldMap<RestSectionUser>;

export const foodSafetyTypeShape = (row: RestFoodSafetyType) =>
  shape('FoodSafetyType', foodSafetyTypeFields, row);
export const itemCategoryShape = (row: RestItemCategoryType) =>
  shape('ItemCategory', itemCategoryFields, row);
export const shelfShape = (row: RestShelf) => shape('Shelf', shelfFields, row);
export const sectionShape = (row: RestSection) =>
  shape('Section', sectionFields, row, {
    zones: (zone: RestZoneSection) => shape('SectionZone', sectionZoneFields, zone),
    shelves: shelfShape,
  });
export const storeZoneShape = (row: RestZoneDetail) =>
  shape('StoreZone', storeZoneFields, row, {
    sections: (section: RestZoneDetailSection) => shape('ZoneSection', zoneSectionFields, section),
    users: (user: RestZoneUser) => shape('ZoneUser', zoneUserFields, user),
  });
export const stagingShelfShape = (row: RestStagingShelf) => shape('StagingShelf', stagingShelfFields, row);
export const stagingSectionShape = (row: RestStagingSection) =>
  shape('StagingSection', stagingSectionFields, row, { shelves: stagingShelfShape });

import type { LayoutApi } from './layout-api.js';
import type { RestOrderedRows, RestSection } from './layout-types.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = <T>(method: Method, path: string, body?: unknown) => Promise<T>;

/** `items` of an UpdateSequence body: each id with its position, from `first` on. */
const sequence = (key: string, ids: readonly number[], first: number) =>
  ids.map((id, index) => ({ [key]: id, sequenceId: index + first }));

/** Binds the store layout calls to one session's `call`. */
export function layoutCalls(call: Call): LayoutApi {
  // Lists arrive wrapped in a response key ({ sectionDetails: [...] }); callers want the rows.
  const list = async <T>(key: string, path: string): Promise<T[]> =>
    (await call<Record<string, T[] | undefined>>('GET', path))[key] ?? [];
  const orderedList = async <T>(key: string, path: string): Promise<RestOrderedRows<T>> => {
    const answer = await call<Record<string, unknown>>('GET', path);
    const listVersion = typeof answer.listVersion === 'number' ? answer.listVersion : 0;
    return { rows: (answer[key] as T[] | undefined) ?? [], listVersion };
  };
  return {
    foodSafetyTypes: (storeId) => list('foodSafetyTypeObjects', `/foodsafetytype/store/${storeId}`),
    createFoodSafetyType: (storeId, fields) => call('POST', '/foodsafetytype', { storeId, ...fields }),
    updateFoodSafetyType: (foodSafetyTypeId, version, fields) =>
      call('PUT', '/foodsafetytype', { foodSafetyTypeId, version, ...fields }),
    deleteFoodSafetyType: (id) => call('DELETE', `/foodsafetytype/${id}`),

    itemCategoryTypes: (storeId) => orderedList('itemCategoryTypes', `/itemcategorytype/store/${storeId}`),
    createItemCategoryType: (storeId, fields) => call('POST', '/itemcategorytype', { storeId, ...fields }),
    updateItemCategoryType: (itemCategoryTypeId, version, fields) =>
      call('PUT', '/itemcategorytype', { itemCategoryTypeId, version, ...fields }),
    deleteItemCategoryType: (id) => call('DELETE', `/itemcategorytype/${id}`),
    // Item categories count from 0 (spec 3: a new one's sequence is the list length).
    reorderItemCategoryTypes: (storeId, ids, listVersion) =>
      call('PUT', '/itemcategorytype/UpdateSequence', {
        storeId,
        listVersion,
        items: sequence('itemCategoryTypeId', ids, 0),
      }),

    sections: (storeId) => orderedList('sectionDetails', `/section/detail/store/${storeId}`),
    section: async (sectionId) =>
      (await call<{ section: RestSection }>('GET', `/section/${sectionId}`)).section,
    createSection: (storeId, fields) => call('POST', '/section', { storeId, ...fields }),
    updateSection: (sectionId, version, fields) => call('PUT', '/section', { sectionId, version, ...fields }),
    deleteSection: (id) => call('DELETE', `/section/${id}`),
    moveSection: (storeId, sourceSectionId, direction, targetSectionId) =>
      call('POST', '/section/move', { sourceSectionId, direction, targetSectionId, storeId }),
    zones: (storeId) => list('zoneDetails', `/zone/detail/store/${storeId}`),
    linkZone: (zoneId, sectionId, linked) =>
      call(linked ? 'POST' : 'DELETE', `/zone/${zoneId}/section/${sectionId}`),

    shelves: (sectionId) => orderedList('shelves', `/shelf/BySectionNoCache/${sectionId}`),
    createShelf: (sectionId, fields) => call('POST', '/shelf', { sectionId, ...fields }),
    updateShelf: (shelfId, version, fields) => call('PUT', '/shelf', { shelfId, version, ...fields }),
    deleteShelf: (id) => call('DELETE', `/shelf/${id}`),
    moveShelf: (sectionId, sourceShelfId, direction, targetShelfId) =>
      call('POST', '/shelf/move', { sourceShelfId, direction, targetShelfId, sectionId }),
    moveShelfToSection: (shelfId, targetSectionId) =>
      call('POST', '/shelf/moveToSection', { shelfId, targetSectionId }),

    stagingSections: (storeId) => orderedList('sections', `/stagingsection/store/${storeId}`),
    createStagingSection: (storeId, fields) => call('POST', '/stagingsection', { storeId, ...fields }),
    updateStagingSection: (stagingSectionId, version, fields) =>
      call('PUT', '/stagingsection', { stagingSectionId, version, ...fields }),
    deleteStagingSection: (id) => call('DELETE', `/stagingsection/${id}`),
    // Carry-out sections count from 0 (a new one's sequence is the count of sections).
    reorderStagingSections: (storeId, ids, listVersion) =>
      call('PUT', '/stagingsection/UpdateSequence', {
        storeId,
        listVersion,
        items: sequence('stagingSectionId', ids, 0),
      }),
    stagingShelves: (stagingSectionId) =>
      orderedList('stagingShelves', `/stagingshelf/BySection/${stagingSectionId}`),
    createStagingShelf: (stagingSectionId, fields) =>
      call('POST', '/stagingshelf', { stagingSectionId, ...fields }),
    updateStagingShelf: (shelfId, version, fields) =>
      call('PUT', '/stagingshelf', { shelfId, version, ...fields }),
    deleteStagingShelf: (id) => call('DELETE', `/stagingshelf/${id}`),
    reorderStagingShelves: (stagingSectionId, ids, listVersion) =>
      call('PUT', '/stagingshelf/UpdateSequence', {
        stagingSectionId,
        listVersion,
        items: sequence('shelfId', ids, 1),
      }),

    sectionShoppers: (storeId, sectionId) =>
      list('users', `/user/GetSectionsByStoreIdAndSectionId/${storeId}/${sectionId}`),
    sectionPreppers: (storeId, sectionId) =>
      list('users', `/user/GetPrepperOptInsByStoreIdAndSectionId/${storeId}/${sectionId}`),
    userSections: (storeId, userId) =>
      list('sections', `/user/GetSectionsByStoreIdAndUserId/${storeId}/${userId}`),
    setRestriction: (body) => call('POST', '/user/SetRestriction', body),
    setPrepper: (body) => call('POST', '/user/SetPrepper', body),
    shoppersByClient: (clientId) => call('GET', `/user/ShoppersByClient/${clientId}`),
    assertCanWriteLayout: (storeId) => call('GET', `/store/${storeId}/layoutaccess`),
  };
}

import type { ListOrder, OrderedList, Resolvers } from '../../generated/resolvers-types.js';
import type { Loaders } from '../../loaders.js';

/** Reads a reorderable list through the operation's loaders: the rows' ids in order, with the version. */
const READS: Record<OrderedList, (loaders: Loaders, parentId: number) => Promise<ListOrder>> = {
  ITEM_CATEGORIES: async (loaders, storeId) => {
    const { rows, listVersion } = await loaders.itemCategories.load(storeId);
    return { orderedIds: rows.map((row) => String(row.itemCategoryTypeId)), listVersion };
  },
  SECTIONS: async (loaders, storeId) => {
    const { rows, listVersion } = await loaders.sections.load(storeId);
    return { orderedIds: rows.map((row) => String(row.sectionId)), listVersion };
  },
  SHELVES: async (loaders, sectionId) => {
    const { rows, listVersion } = await loaders.shelves.load(sectionId);
    return { orderedIds: rows.map((row) => String(row.shelfId)), listVersion };
  },
  STAGING_SECTIONS: async (loaders, storeId) => {
    const { rows, listVersion } = await loaders.stagingSections.load(storeId);
    return { orderedIds: rows.map((row) => String(row.stagingSectionId)), listVersion };
  },
  STAGING_SHELVES: async (loaders, stagingSectionId) => {
    const { rows, listVersion } = await loaders.stagingShelves.load(stagingSectionId);
    return { orderedIds: rows.map((row) => String(row.shelfId)), listVersion };
  },
  LEAD_TIME_RULES: async (loaders, storeId) => {
    const { rows, listVersion } = await loaders.leadTimeRules.load(storeId);
    return { orderedIds: rows.map((row) => String(row.leadTimeRuleId)), listVersion };
  },
};

export const listOrderResolvers: Resolvers = {
  Query: {
    listOrder: (_parent, { list, parentId }, { loaders }) => READS[list](loaders, Number(parentId)),
  },
  SectionsMoved: {
    // Kept for integrators who select it from the release before `position`: read only when asked.
    orderedIds: async (event, _args, { loaders }) =>
      (await READS.SECTIONS(loaders, Number(event.scope.split(':')[1]))).orderedIds,
  },
};

import type { GraphQLResolveInfo } from 'graphql';
import type { ListOrder, OrderedList, Resolvers } from '../../generated/resolvers-types.js';
import type { Loaders } from '../../loaders.js';
import { selectsShelves } from './section-reads.js';

type Read = (loaders: Loaders, parentId: number, info: GraphQLResolveInfo) => Promise<ListOrder>;

/** Reads a reorderable list through the operation's loaders: the rows' ids in order, with the version. */
const READS: Record<OrderedList, Read> = {
  ITEM_CATEGORIES: async (loaders, storeId) => {
    const { rows, listVersion } = await loaders.itemCategories.load(storeId);
    return { orderedIds: rows.map((row) => String(row.itemCategoryTypeId)), listVersion };
  },
  // The store's sections as the rest of the operation reads them, so both answers share one state.
  SECTIONS: async (loaders, storeId, info) => {
    const { rows, listVersion } = await loaders.sections.load({ storeId, shelves: selectsShelves(info) });
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
    listOrder: (_parent, { list, parentId }, { loaders }, info) =>
      READS[list](loaders, Number(parentId), info),
  },
  SectionsMoved: {
    // Kept for integrators who select it from the release before `position`: read only when asked.
    orderedIds: async (event, _args, { loaders }, info) =>
      (await READS.SECTIONS(loaders, Number(event.scope.split(':')[1]), info)).orderedIds,
  },
};

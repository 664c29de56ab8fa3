import type { Resolvers } from '../../generated/resolvers-types.js';
import { foodSafetyTypesResolvers } from './food-safety-types.js';
import { itemCategoriesResolvers } from './item-categories.js';
import { listOrderResolvers } from './list-order.js';
import { presenceResolvers } from './presence.js';
import { sectionUsersResolvers } from './section-users.js';
import { sectionsResolvers } from './sections.js';
import { shelvesResolvers } from './shelves.js';
import { stagingResolvers } from './staging.js';
import { storeEventsResolvers } from './store-events.js';

/** The store layout areas: food safety types, item categories, merchandise, carry-out, live. */
export const layoutResolvers: Resolvers[] = [
  foodSafetyTypesResolvers,
  itemCategoriesResolvers,
  sectionsResolvers,
  shelvesResolvers,
  stagingResolvers,
  listOrderResolvers,
  sectionUsersResolvers,
  presenceResolvers,
  storeEventsResolvers,
];

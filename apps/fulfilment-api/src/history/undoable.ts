import {
  validateFoodSafetyType,
  validateItemCategory,
  validateNewSection,
  validateStagingName,
  type LayoutUndoableEntityType,
} from '@fulfil/domain';
import type { LayoutFieldError } from '@fulfil/rest-contract';
import type { Db } from '../db/connect.js';
import {
  LISTS,
  loadFoodSafetyType,
  loadItemCategory,
  loadSection,
  loadShelf,
  loadStagingSection,
  loadStagingShelf,
  loadZone,
  updateInheritingShelves,
  type OrderedList,
} from '../queries/layout/index.js';

/**
 * The store layout's kinds of row whose changes can be undone (issue 17; the domain's UNDOABLE_KINDS), each
 * with the rules its own routes apply, so that an undo is held to them: the row's list (numbering, versions, tenant check), how
 * its routes read it, the domain rules a stored row must pass, and what an update changes with it.
 */
export interface Undoable {
  list: OrderedList;
  load: (db: Db, rowId: number) => Promise<{ updatedBy: string } | undefined>;
  validate?: (row: Record<string, unknown>) => LayoutFieldError[];
  /** More the row's update route changes in the same transaction. */
  afterUpdate?: (trx: Db, row: Record<string, unknown>, userName: string) => Promise<unknown>;
  /** Merchandise lists stay 1..n after a delete, as their delete routes keep them. */
  renumberOnDelete: boolean;
}

export const UNDOABLE: Record<LayoutUndoableEntityType, Undoable> = {
  FoodSafetyType: {
    list: LISTS.foodSafetyTypes,
    load: loadFoodSafetyType,
    validate: validateFoodSafetyType,
    renumberOnDelete: false,
  },
  ItemCategory: {
    list: LISTS.itemCategories,
    load: loadItemCategory,
    validate: validateItemCategory,
    renumberOnDelete: false,
  },
  Section: {
    list: LISTS.sections,
    load: loadSection,
    validate: validateNewSection,
    // The shelves that inherit follow the section's prep option, as an update of the section does.
    afterUpdate: (trx, row, userName) =>
      updateInheritingShelves(trx, row.sectionId as number, row.prepOptionId as number | null, userName),
    renumberOnDelete: true,
  },
  Shelf: { list: LISTS.shelves, load: loadShelf, renumberOnDelete: true },
  StagingSection: {
    list: LISTS.stagingSections,
    load: loadStagingSection,
    validate: validateStagingName,
    renumberOnDelete: false,
  },
  StagingShelf: {
    list: LISTS.stagingShelves,
    load: loadStagingShelf,
    validate: validateStagingName,
    renumberOnDelete: false,
  },
  Zone: { list: LISTS.zones, load: loadZone, renumberOnDelete: false },
};

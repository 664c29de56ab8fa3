import {
  NEW_SHELF_PREPARED_ITEMS_MODE,
  nextMerchandiseSequence,
  shelfPrepOption,
  shelvesInheritingChange,
} from '@fulfil/domain';
import type { Db } from '../../db/connect.js';
import { notFound } from '../../errors.js';
import { recordRelisted } from '../../history/moves.js';
import { countIn, LISTS, lockParent, orderedIds, renumber } from './ordered-list.js';
import * as rows from './rows.js';
import { nextVersion } from '../versioned.js';
import { deleteRow } from './versioned-row.js';

/** Merchandise sections and shelves: the reads and writes beyond those every layout list shares. */

export const loadSection = (db: Db, sectionId: number) => rows.section(db, sectionId);

export const loadShelf = async (db: Db, shelfId: number) => (await rows.shelves(db, { shelfId }))[0];

/** The section's prep option, which its inheriting shelves take; 404 when there is no such section. */
export async function sectionPrep(db: Db, sectionId: number) {
  const section = await db
    .selectFrom('sections')
    .select('prepOptionId')
    .where('sectionId', '=', sectionId)
    .executeTakeFirst();
  if (!section) throw notFound(`Section ${sectionId}`);
  return section;
}

/** A shelf's editable fields as a create, an update or a move gives them. */
export interface ShelfFields {
  name?: string | null;
  foodSafetyTypeId?: number | null;
  preparedItemsMode?: number | null;
  prepOptionId?: number | null;
}

/** The stored columns: a new shelf inherits (mode 5), and its prep option is worked out from its section. */
export function shelfColumns(fields: ShelfFields, section: { prepOptionId: number | null }) {
  const preparedItemsMode = fields.preparedItemsMode ?? NEW_SHELF_PREPARED_ITEMS_MODE;
  return {
    name: fields.name?.trim() || null,
    foodSafetyTypeId: fields.foodSafetyTypeId ?? null,
    preparedItemsMode,
    prepOptionId: shelfPrepOption({ preparedItemsMode, prepOptionId: fields.prepOptionId ?? null }, section),
  };
}

/**
 * Gives the shelves that inherit (mode 5) the section's new prep option, in the caller's
 * transaction; the others keep their own. Answers the changed shelves.
 */
export async function updateInheritingShelves(
  trx: Db,
  sectionId: number,
  prepOptionId: number | null,
  userName: string,
) {
  const current = await rows.shelves(trx, { sectionIds: [sectionId] });
  const changed = shelvesInheritingChange(current, prepOptionId).map((shelf) => shelf.shelfId);
  if (changed.length === 0) return [];
  await trx
    .updateTable('shelves')
    .set({ prepOptionId, ...nextVersion(userName) })
    .where('shelfId', 'in', changed)
    .execute();
  return (await rows.shelves(trx, { sectionIds: [sectionId] })).filter((shelf) =>
    changed.includes(shelf.shelfId),
  );
}

/**
 * The spec's shelf-onto-section drop: the shelf is created at the end of the target section and
 * deleted from its source, both in one transaction with both sections locked (in id order, so two
 * opposite moves cannot deadlock). Answers both sections' new order and list version.
 */
export async function moveShelfToSection(
  db: Db,
  move: { shelfId: number; sourceSectionId: number; targetSectionId: number; userName: string },
) {
  const list = LISTS.shelves;
  const { shelfId, sourceSectionId, targetSectionId } = move;
  return db.transaction().execute(async (trx) => {
    const first = Math.min(sourceSectionId, targetSectionId);
    const second = Math.max(sourceSectionId, targetSectionId);
    const firstVersion = await lockParent(trx, list, first);
    const secondVersion = await lockParent(trx, list, second);
    const versionOf = (sectionId: number) => (sectionId === first ? firstVersion : secondVersion);
    const source = await trx
      .selectFrom('shelves')
      .selectAll()
      .where('shelfId', '=', shelfId)
      .executeTakeFirst();
    if (!source || source.sectionId !== sourceSectionId) throw notFound(`Shelf ${shelfId}`);
    const removedShelf = await loadShelf(trx, shelfId);
    const { shelfId: newShelfId } = await trx
      .insertInto('shelves')
      .values({
        ...shelfColumns(source, await sectionPrep(trx, targetSectionId)),
        shelfSourceKey: source.shelfSourceKey,
        sectionId: targetSectionId,
        sequenceId: nextMerchandiseSequence(await countIn(trx, list, targetSectionId)),
        updatedBy: move.userName,
      })
      .returning('shelfId')
      .executeTakeFirstOrThrow();
    await deleteRow(trx, list, shelfId);
    await recordRelisted(trx, 'Shelf', 'shelf_id', 'section_id', {
      fromId: shelfId,
      toId: newShelfId,
      fromList: sourceSectionId,
      toList: targetSectionId,
    });
    return {
      shelf: await loadShelf(trx, newShelfId),
      removedShelf,
      orderedIds: await orderedIds(trx, list, targetSectionId),
      listVersion: versionOf(targetSectionId),
      sourceOrderedIds: await renumber(trx, list, sourceSectionId),
      sourceListVersion: versionOf(sourceSectionId),
    };
  });
}

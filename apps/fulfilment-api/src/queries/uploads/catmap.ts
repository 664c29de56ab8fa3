import { CATMAP_REASON, type CatMapEntry, type RowError } from '@fulfil/domain';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/connect.js';

/**
 * The store's category map replaced by a file's (spec 2 section 7, POST upload/catmap): each entry
 * links the item category whose source key is CategoryId to the section whose source key (aisle)
 * is SectionId. Both must exist in the store; otherwise the rows are answered and nothing is stored.
 */
export async function replaceCatMap(
  db: Db,
  storeId: number,
  entries: readonly CatMapEntry[],
  by: string,
): Promise<{ errors: RowError[]; categories: number; sections: number }> {
  const categories = new Map(
    (
      await db
        .selectFrom('itemCategoryTypes')
        .select(['itemCategoryTypeId', 'itemCategoryTypeSourceKey'])
        .where('storeId', '=', storeId)
        .execute()
    ).map((row) => [row.itemCategoryTypeSourceKey, row.itemCategoryTypeId]),
  );
  const sections = new Map(
    (
      await db
        .selectFrom('sections')
        .select(['sectionId', sql<string>`coalesce(nullif(section_source_key, ''), name)`.as('key')])
        .where('storeId', '=', storeId)
        .execute()
    ).map((row) => [row.key, row.sectionId]),
  );
  const errors: RowError[] = [];
  const links = entries.flatMap((entry) => {
    const itemCategoryTypeId = categories.get(entry.categoryId);
    const sectionId = sections.get(entry.sectionId);
    if (itemCategoryTypeId === undefined)
      errors.push({ rowIndex: entry.rowIndex, reasonCode: CATMAP_REASON.categoryDoesNotExist });
    if (sectionId === undefined)
      errors.push({ rowIndex: entry.rowIndex, reasonCode: CATMAP_REASON.sectionDoesNotExist });
    return itemCategoryTypeId !== undefined && sectionId !== undefined
      ? [{ itemCategoryTypeId, sectionId, categoryName: entry.categoryName, updatedBy: by }]
      : [];
  });
  if (errors.length) return { errors, categories: 0, sections: 0 };
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('itemCategorySections')
      .where('itemCategoryTypeId', 'in', (eb) =>
        eb.selectFrom('itemCategoryTypes').select('itemCategoryTypeId').where('storeId', '=', storeId),
      )
      .execute();
    for (const part of chunks(links)) await trx.insertInto('itemCategorySections').values(part).execute();
  });
  return {
    errors,
    categories: new Set(links.map((link) => link.itemCategoryTypeId)).size,
    sections: new Set(links.map((link) => link.sectionId)).size,
  };
}

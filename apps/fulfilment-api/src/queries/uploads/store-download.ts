import { neutraliseCell, STORE_SETUP_COLUMNS, type StoreSetupField } from '@fulfil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import * as rows from '../layout/rows.js';

type Cell = string | number;

/**
 * The store setup download (spec 2 section 7, GET upload/downloadExcel): one row per shelf, and one
 * per section without shelves, under the upload's column names, so the file uploads back with no
 * change. A section or shelf without a source key is written by its name, which is how the upload
 * then knows it; a shelf without a food safety type is written with its section's. Text that a
 * spreadsheet would run as a formula is neutralised (the upload reads it back as it was).
 */
export async function storeSetupRows(db: Db, storeId: number) {
  const store = await db
    .selectFrom('stores')
    .select(['storeId', sql<string>`coalesce(store_source_key, '')`.as('storeSourceKey')])
    .where('storeId', '=', storeId)
    .executeTakeFirstOrThrow();
  const sections = await rows.sections(db, { storeId: store.storeId });
  const shelfKeys = new Map(
    (
      await db
        .selectFrom('shelves as sh')
        .innerJoin('sections as s', 's.sectionId', 'sh.sectionId')
        .leftJoin('foodSafetyTypes as f', 'f.foodSafetyTypeId', 'sh.foodSafetyTypeId')
        .select(['sh.shelfId', 'sh.shelfSourceKey', 'f.name as foodSafetyTypeName'])
        .where('s.storeId', '=', store.storeId)
        .execute()
    ).map((shelf) => [shelf.shelfId, shelf]),
  );
  return sections.flatMap((section) => {
    const aisle: Record<Exclude<StoreSetupField, ShelfField>, Cell> = {
      storeNumber: store.storeSourceKey,
      aisle: section.sectionSourceKey || section.name,
      aisleName: section.name,
      aisleFST: section.foodSafetyTypeName ?? '',
      aislePrepItemMode: section.preparedItemsMode,
      aislePrepOptionId: section.prepOptionId ?? '',
      aisleSeq: section.sequenceId,
      zones: section.zoneSections.map((zone) => zone.zoneName).join(', '),
    };
    const shelves: Record<ShelfField, Cell>[] = section.shelves.map((shelf) => {
      const stored = shelfKeys.get(shelf.shelfId);
      return {
        location: stored?.shelfSourceKey || shelf.name || '',
        locationName: shelf.name ?? '',
        locationFST: stored?.foodSafetyTypeName ?? section.foodSafetyTypeName ?? '',
        locationPrepItemMode: shelf.preparedItemsMode,
        locationPrepOptionId: shelf.prepOptionId ?? '',
        seq: shelf.sequenceId,
      };
    });
    const empty = {
      location: '',
      locationName: '',
      locationFST: '',
      locationPrepItemMode: '',
      locationPrepOptionId: '',
      seq: '',
    };
    return (shelves.length ? shelves : [empty]).map((shelf) => asHeaders({ ...aisle, ...shelf }));
  });
}

type ShelfField =
  'location' | 'locationName' | 'locationFST' | 'locationPrepItemMode' | 'locationPrepOptionId' | 'seq';

/** A row under the file's headers (storenumber, aisle, ...), each cell neutralised. */
function asHeaders(row: Record<StoreSetupField, Cell>): Record<string, Cell> {
  return Object.fromEntries(
    STORE_SETUP_COLUMNS.map(([header, field]) => [header, neutraliseCell(row[field])]),
  );
}

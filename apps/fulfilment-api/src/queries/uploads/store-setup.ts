import {
  NEW_SHELF_PREPARED_ITEMS_MODE,
  PREPARED_ITEMS_MODE,
  sectionPrepOption,
  shelfPrepOption,
  type StoreSetupSection,
  type StoreSetupShelf,
} from '@fulfil/domain';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/connect.js';
import { LISTS, lockParent } from '../layout/index.js';
import { foodSafetyTypesOf } from './stores.js';

/**
 * A store setup file applied to the store's merchandise sections and shelves (spec 2 section 7,
 * POST upload/store): a section is the store's by its aisle source key, a shelf its section's by its
 * location source key (a row without one is known by its name, as the download writes it). What the
 * file names is created or updated, what it does not is deleted, and unchanged rows are left alone,
 * so a downloaded file uploads back with no change.
 */

/** The columns of a section or shelf the file sets, compared to decide whether it changed. */
interface LayoutColumns {
  name: string | null;
  foodSafetyTypeId: number | null;
  preparedItemsMode: number;
  prepOptionId: number | null;
  sequenceId: number;
}

const COMPARED: (keyof LayoutColumns)[] = [
  'name',
  'foodSafetyTypeId',
  'preparedItemsMode',
  'prepOptionId',
  'sequenceId',
];

const changed = (stored: LayoutColumns, wanted: LayoutColumns) =>
  COMPARED.some((key) => stored[key] !== wanted[key]);

/** Positions 1..n in the order of the file's sequence numbers, file order breaking ties. */
function ranked<T>(items: readonly T[], sequence: (item: T) => number): Map<T, number> {
  const order = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sequence(a.item) - sequence(b.item) || a.index - b.index);
  return new Map(order.map(({ item }, position) => [item, position + 1]));
}

export interface StoreSetupCounts {
  sectionsCreated: number;
  sectionsUpdated: number;
  sectionsDeleted: number;
  shelvesCreated: number;
  shelvesUpdated: number;
  shelvesDeleted: number;
  zonesWereMerged: boolean;
}

/** A file whose zones do not all exist in the store: nothing is stored (the transaction rolls back). */
export class MissingZones extends Error {
  constructor(readonly names: string[]) {
    super(`Zones not found: ${names.join(', ')}`);
  }
}

/** Writes `columns` to the rows of `table` whose ids are given, one statement per chunk, with the next version. */
async function updateRows(
  trx: Db,
  table: 'sections' | 'shelves',
  id: 'section_id' | 'shelf_id',
  rows: { id: number; columns: LayoutColumns }[],
  by: string,
) {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map(
        ({ id: rowId, columns: c }) =>
          sql`(${rowId}::int, ${c.name}::text, ${c.foodSafetyTypeId}::int, ${c.preparedItemsMode}::smallint, ${c.prepOptionId}::smallint, ${c.sequenceId}::int)`,
      ),
    );
    await sql`UPDATE ${sql.table(table)} AS t SET name = v.name, food_safety_type_id = v.fst,
        prepared_items_mode = v.mode, prep_option_id = v.option, sequence_id = v.seq,
        version = t.version + 1, updated_at = now(), updated_by = ${by}
      FROM (VALUES ${values}) AS v (id, name, fst, mode, option, seq) WHERE ${sql.ref(`t.${id}`)} = v.id`.execute(
      trx,
    );
  }
}

async function deleteRows(trx: Db, table: 'sections' | 'shelves', ids: number[]) {
  for (const part of chunks(ids))
    if (table === 'sections') await trx.deleteFrom('sections').where('sectionId', 'in', part).execute();
    else await trx.deleteFrom('shelves').where('shelfId', 'in', part).execute();
}

/** The store's sections, known by their source key (or name when they have none). */
const storedSections = (trx: Db, storeId: number) =>
  trx
    .selectFrom('sections')
    .select([
      'sectionId',
      sql<string>`coalesce(nullif(section_source_key, ''), name)`.as('key'),
      'name',
      'foodSafetyTypeId',
      'preparedItemsMode',
      'prepOptionId',
      'sequenceId',
    ])
    .where('storeId', '=', storeId)
    .orderBy('sequenceId')
    .orderBy('sectionId')
    .execute();

/** The shelves of the store's sections, known by their source key (or name when they have none). */
const storedShelves = (trx: Db, storeId: number) =>
  trx
    .selectFrom('shelves as sh')
    .innerJoin('sections as s', 's.sectionId', 'sh.sectionId')
    .select([
      'sh.shelfId',
      'sh.sectionId',
      sql<string>`coalesce(nullif(sh.shelf_source_key, ''), sh.name, '')`.as('key'),
      'sh.name',
      'sh.foodSafetyTypeId',
      'sh.preparedItemsMode',
      'sh.prepOptionId',
      'sh.sequenceId',
    ])
    .where('s.storeId', '=', storeId)
    .execute();

/** The store's zones by name, ignoring case; throws MissingZones naming those the file has and the store does not. */
async function zonesByName(trx: Db, storeId: number, sections: readonly StoreSetupSection[]) {
  const zones = await trx
    .selectFrom('zones')
    .select(['zoneId', 'name'])
    .where('storeId', '=', storeId)
    .execute();
  const byName = new Map(zones.map((zone) => [zone.name.trim().toLowerCase(), zone.zoneId]));
  const named = [...new Set(sections.flatMap((section) => section.zoneNames))];
  const missing = named.filter((name) => !byName.has(name.toLowerCase()));
  if (missing.length) throw new MissingZones(missing);
  return (name: string) => byName.get(name.toLowerCase())!;
}

/**
 * Applies the checked sections of a file to the store in the caller's transaction, with the store's
 * section list locked and its version bumped (the lock the layout moves take), and the shelf list
 * version of every section whose shelves changed bumped, so that open screens resync.
 */
export async function applyStoreSetup(
  trx: Db,
  storeId: number,
  file: { sections: readonly StoreSetupSection[]; clearExisting: boolean },
  by: string,
): Promise<StoreSetupCounts> {
  await lockParent(trx, LISTS.sections, storeId);
  const zoneId = await zonesByName(trx, storeId, file.sections);
  const fst = new Map(
    (await foodSafetyTypesOf(trx, storeId)).map((type) => [type.name.toLowerCase(), type.foodSafetyTypeId]),
  );
  const counts: StoreSetupCounts = {
    sectionsCreated: 0,
    sectionsUpdated: 0,
    sectionsDeleted: 0,
    shelvesCreated: 0,
    shelvesUpdated: 0,
    shelvesDeleted: 0,
    zonesWereMerged: file.sections.some((section) => section.zoneNames.length > 0),
  };

  let sections = await storedSections(trx, storeId);
  let shelves = await storedShelves(trx, storeId);
  if (file.clearExisting) {
    await deleteRows(
      trx,
      'sections',
      sections.map((section) => section.sectionId),
    );
    counts.sectionsDeleted += sections.length;
    counts.shelvesDeleted += shelves.length;
    sections = [];
    shelves = [];
  }

  // Sections.
  const storedByKey = new Map<string, (typeof sections)[number]>();
  for (const section of sections) if (!storedByKey.has(section.key)) storedByKey.set(section.key, section);
  const sectionPositions = ranked(file.sections, (section) => section.aisleSeq);
  const wantedSection = (section: StoreSetupSection): LayoutColumns => {
    const preparedItemsMode = section.preparedItemsMode ?? PREPARED_ITEMS_MODE.No;
    return {
      name: section.aisleName || section.aisle,
      foodSafetyTypeId: fst.get(section.foodSafetyTypeName.toLowerCase()) ?? null,
      preparedItemsMode,
      prepOptionId: sectionPrepOption({ preparedItemsMode, prepOptionId: section.prepOptionId }),
      sequenceId: sectionPositions.get(section)!,
    };
  };
  const sectionIds = new Map<StoreSetupSection, number>();
  const sectionUpdates: { id: number; columns: LayoutColumns }[] = [];
  const sectionInserts: StoreSetupSection[] = [];
  for (const section of file.sections) {
    const stored = storedByKey.get(section.aisle);
    if (!stored) {
      sectionInserts.push(section);
      continue;
    }
    sectionIds.set(section, stored.sectionId);
    const columns = wantedSection(section);
    if (changed(stored, columns)) sectionUpdates.push({ id: stored.sectionId, columns });
  }
  const kept = new Set(sectionIds.values());
  const goneSections = sections.filter((section) => !kept.has(section.sectionId));
  const goneSectionIds = new Set(goneSections.map((section) => section.sectionId));
  await deleteRows(trx, 'sections', [...goneSectionIds]);
  counts.sectionsDeleted += goneSections.length;
  counts.shelvesDeleted += shelves.filter((shelf) => goneSectionIds.has(shelf.sectionId)).length;
  for (const part of chunks(sectionInserts)) {
    const created = await trx
      .insertInto('sections')
      .values(
        part.map((section) => ({
          storeId,
          sectionSourceKey: section.aisle,
          ...wantedSection(section),
          name: wantedSection(section).name!,
          updatedBy: by,
        })),
      )
      .returning('sectionId')
      .execute();
    part.forEach((section, index) => sectionIds.set(section, created[index]!.sectionId));
  }
  counts.sectionsCreated = sectionInserts.length;
  await updateRows(trx, 'sections', 'section_id', sectionUpdates, by);
  counts.sectionsUpdated = sectionUpdates.length;

  // Shelves, section by section.
  const shelvesOf = new Map<number, Map<string, (typeof shelves)[number]>>();
  for (const shelf of shelves) {
    if (goneSectionIds.has(shelf.sectionId)) continue;
    const own = shelvesOf.get(shelf.sectionId) ?? new Map<string, (typeof shelves)[number]>();
    if (!own.has(shelf.key)) own.set(shelf.key, shelf);
    shelvesOf.set(shelf.sectionId, own);
  }
  const shelfInserts: (LayoutColumns & { sectionId: number; shelfSourceKey: string })[] = [];
  const shelfUpdates: { id: number; columns: LayoutColumns }[] = [];
  const keptShelves = new Set<number>();
  const touchedSections = new Set<number>();
  for (const section of file.sections) {
    const sectionId = sectionIds.get(section)!;
    const prep = { prepOptionId: wantedSection(section).prepOptionId };
    const positions = ranked(section.shelves, (shelf) => shelf.seq);
    const own = shelvesOf.get(sectionId);
    for (const shelf of section.shelves) {
      const columns = wantedShelf(shelf, positions.get(shelf)!, fst, prep);
      const stored = own?.get(shelf.location);
      if (!stored) {
        shelfInserts.push({ sectionId, shelfSourceKey: shelf.location, ...columns });
        touchedSections.add(sectionId);
        continue;
      }
      keptShelves.add(stored.shelfId);
      if (changed(stored, columns)) {
        shelfUpdates.push({ id: stored.shelfId, columns });
        touchedSections.add(sectionId);
      }
    }
  }
  const goneShelves = shelves.filter(
    (shelf) => !goneSectionIds.has(shelf.sectionId) && !keptShelves.has(shelf.shelfId),
  );
  for (const shelf of goneShelves) touchedSections.add(shelf.sectionId);
  await deleteRows(
    trx,
    'shelves',
    goneShelves.map((shelf) => shelf.shelfId),
  );
  counts.shelvesDeleted += goneShelves.length;
  for (const part of chunks(shelfInserts))
    await trx
      .insertInto('shelves')
      .values(part.map((shelf) => ({ ...shelf, updatedBy: by })))
      .execute();
  counts.shelvesCreated = shelfInserts.length;
  await updateRows(trx, 'shelves', 'shelf_id', shelfUpdates, by);
  counts.shelvesUpdated = shelfUpdates.length;
  for (const part of chunks([...touchedSections]))
    await trx
      .updateTable('sections')
      .set({ shelvesListVersion: sql`shelves_list_version + 1` })
      .where('sectionId', 'in', part)
      .execute();

  // Zones are merged: the file's links are added, the section's other links stay.
  const links = file.sections.flatMap((section) =>
    section.zoneNames.map((name) => ({ zoneId: zoneId(name), sectionId: sectionIds.get(section)! })),
  );
  for (const part of chunks(links))
    await trx
      .insertInto('zoneSections')
      .values(part)
      .onConflict((oc) => oc.columns(['zoneId', 'sectionId']).doNothing())
      .execute();
  return counts;
}

/** A shelf's columns from its row: a shelf without a mode inherits from its section (mode 5). */
function wantedShelf(
  shelf: StoreSetupShelf,
  sequenceId: number,
  fst: Map<string, number>,
  section: { prepOptionId: number | null },
): LayoutColumns {
  const preparedItemsMode = shelf.preparedItemsMode ?? NEW_SHELF_PREPARED_ITEMS_MODE;
  return {
    name: shelf.locationName || null,
    foodSafetyTypeId: fst.get(shelf.foodSafetyTypeName.toLowerCase()) ?? null,
    preparedItemsMode,
    prepOptionId: shelfPrepOption({ preparedItemsMode, prepOptionId: shelf.prepOptionId }, section),
    sequenceId,
  };
}

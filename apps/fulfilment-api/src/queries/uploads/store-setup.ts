import {
  NEW_SHELF_PREPARED_ITEMS_MODE,
  PREPARED_ITEMS_MODE,
  sectionPrepOption,
  shelfPrepOption,
  type StoreLayoutChanges,
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

type StoredSection = Awaited<ReturnType<typeof storedSections>>[number];
type StoredShelf = Awaited<ReturnType<typeof storedShelves>>[number];

/** The store's food safety types by lower-case name: the file's names are matched ignoring case. */
type FoodSafetyIds = Map<string, number>;

/** Where each section of the file went: its id and the prep option its inheriting shelves take. */
type Placed = Map<StoreSetupSection, { sectionId: number; prepOptionId: number | null }>;

/** What a file changes before anything is written, and a refused file's counts. */
export const NO_CHANGES: StoreLayoutChanges = {
  sectionsCreated: 0,
  sectionsUpdated: 0,
  sectionsDeleted: 0,
  shelvesCreated: 0,
  shelvesUpdated: 0,
  shelvesDeleted: 0,
  zonesWereMerged: false,
};

/** The first row of each key: a store holding two rows of one key keeps the first and loses the other. */
function firstByKey<T extends { key: string }>(rows: readonly T[]): Map<string, T> {
  const byKey = new Map<string, T>();
  for (const row of rows) if (!byKey.has(row.key)) byKey.set(row.key, row);
  return byKey;
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
): Promise<StoreLayoutChanges> {
  await lockParent(trx, LISTS.sections, storeId);
  const zoneId = await zonesByName(trx, storeId, file.sections);
  const fst: FoodSafetyIds = new Map(
    (await foodSafetyTypesOf(trx, storeId)).map((type) => [type.name.toLowerCase(), type.foodSafetyTypeId]),
  );
  const counts = { ...NO_CHANGES, zonesWereMerged: file.sections.some((s) => s.zoneNames.length > 0) };
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
  const placed = await writeSections(
    trx,
    storeId,
    { file: file.sections, stored: sections, fst, by },
    counts,
  );
  const keptIds = new Set([...placed.values()].map((section) => section.sectionId));
  const keptShelves = shelves.filter((shelf) => keptIds.has(shelf.sectionId));
  counts.shelvesDeleted += shelves.length - keptShelves.length;
  await writeShelves(trx, { file: file.sections, placed, stored: keptShelves, fst, by }, counts);

  // Zones are merged: the file's links are added, the section's other links stay.
  const links = file.sections.flatMap((section) =>
    section.zoneNames.map((name) => ({ zoneId: zoneId(name), sectionId: placed.get(section)!.sectionId })),
  );
  for (const part of chunks(links))
    await trx
      .insertInto('zoneSections')
      .values(part)
      .onConflict((oc) => oc.columns(['zoneId', 'sectionId']).doNothing())
      .execute();
  return counts;
}

/** A section's columns from its rows: named by its aisle when it has no name, mode No when none is given. */
function wantedSection(section: StoreSetupSection, sequenceId: number, fst: FoodSafetyIds): LayoutColumns {
  const preparedItemsMode = section.preparedItemsMode ?? PREPARED_ITEMS_MODE.No;
  return {
    name: section.aisleName || section.aisle,
    foodSafetyTypeId: fst.get(section.foodSafetyTypeName.toLowerCase()) ?? null,
    preparedItemsMode,
    prepOptionId: sectionPrepOption({ preparedItemsMode, prepOptionId: section.prepOptionId }),
    sequenceId,
  };
}

/** Creates, updates and deletes the store's sections (their shelves going with them); answers where each went. */
async function writeSections(
  trx: Db,
  storeId: number,
  input: { file: readonly StoreSetupSection[]; stored: StoredSection[]; fst: FoodSafetyIds; by: string },
  counts: StoreLayoutChanges,
): Promise<Placed> {
  const storedByKey = firstByKey(input.stored);
  const positions = ranked(input.file, (section) => section.aisleSeq);
  const placed: Placed = new Map();
  const updates: { id: number; columns: LayoutColumns }[] = [];
  const inserts: { section: StoreSetupSection; columns: LayoutColumns }[] = [];
  for (const section of input.file) {
    const columns = wantedSection(section, positions.get(section)!, input.fst);
    const stored = storedByKey.get(section.aisle);
    if (!stored) {
      inserts.push({ section, columns });
      continue;
    }
    placed.set(section, { sectionId: stored.sectionId, prepOptionId: columns.prepOptionId });
    if (changed(stored, columns)) updates.push({ id: stored.sectionId, columns });
  }
  const kept = new Set([...placed.values()].map((section) => section.sectionId));
  const gone = input.stored.filter((section) => !kept.has(section.sectionId)).map((s) => s.sectionId);
  await deleteRows(trx, 'sections', gone);
  for (const part of chunks(inserts)) {
    const created = await trx
      .insertInto('sections')
      .values(
        part.map(({ section, columns }) => ({
          ...columns,
          name: columns.name ?? section.aisle,
          storeId,
          sectionSourceKey: section.aisle,
          updatedBy: input.by,
        })),
      )
      .returning('sectionId')
      .execute();
    part.forEach(({ section, columns }, index) =>
      placed.set(section, { sectionId: created[index]!.sectionId, prepOptionId: columns.prepOptionId }),
    );
  }
  await updateRows(trx, 'sections', 'section_id', updates, input.by);
  counts.sectionsDeleted += gone.length;
  counts.sectionsCreated += inserts.length;
  counts.sectionsUpdated += updates.length;
  return placed;
}

/** Creates, updates and deletes the shelves of the file's sections, bumping the shelf list version of each section changed. */
async function writeShelves(
  trx: Db,
  input: {
    file: readonly StoreSetupSection[];
    placed: Placed;
    stored: StoredShelf[];
    fst: FoodSafetyIds;
    by: string;
  },
  counts: StoreLayoutChanges,
) {
  const storedOf = new Map<number, StoredShelf[]>();
  for (const shelf of input.stored) {
    const own = storedOf.get(shelf.sectionId);
    if (own) own.push(shelf);
    else storedOf.set(shelf.sectionId, [shelf]);
  }
  const inserts: (LayoutColumns & { sectionId: number; shelfSourceKey: string })[] = [];
  const updates: { id: number; columns: LayoutColumns }[] = [];
  const gone: number[] = [];
  const touched = new Set<number>();
  for (const section of input.file) {
    const { sectionId, prepOptionId } = input.placed.get(section)!;
    const own = storedOf.get(sectionId) ?? [];
    const byKey = firstByKey(own);
    const positions = ranked(section.shelves, (shelf) => shelf.seq);
    const kept = new Set<number>();
    for (const shelf of section.shelves) {
      const columns = wantedShelf(shelf, positions.get(shelf)!, input.fst, { prepOptionId });
      const stored = byKey.get(shelf.location);
      if (!stored) inserts.push({ sectionId, shelfSourceKey: shelf.location, ...columns });
      else {
        kept.add(stored.shelfId);
        if (!changed(stored, columns)) continue;
        updates.push({ id: stored.shelfId, columns });
      }
      touched.add(sectionId);
    }
    for (const shelf of own.filter((stored) => !kept.has(stored.shelfId))) {
      gone.push(shelf.shelfId);
      touched.add(sectionId);
    }
  }
  await deleteRows(trx, 'shelves', gone);
  for (const part of chunks(inserts))
    await trx
      .insertInto('shelves')
      .values(part.map((shelf) => ({ ...shelf, updatedBy: input.by })))
      .execute();
  await updateRows(trx, 'shelves', 'shelf_id', updates, input.by);
  for (const part of chunks([...touched]))
    await trx
      .updateTable('sections')
      .set({ shelvesListVersion: sql`shelves_list_version + 1` })
      .where('sectionId', 'in', part)
      .execute();
  counts.shelvesDeleted += gone.length;
  counts.shelvesCreated += inserts.length;
  counts.shelvesUpdated += updates.length;
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

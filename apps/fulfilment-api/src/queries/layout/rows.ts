import { containerClasses } from '@fulfil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

/**
 * The layout rows of the contract, each read by its store or by its own id (one filter, never both),
 * in the list's order.
 */

type Filter<K extends string> = { [P in K]?: number };

const ORDER = 'sequenceId' as const;

export async function foodSafetyTypes(db: Db, by: Filter<'storeId' | 'foodSafetyTypeId'>) {
  let query = db
    .selectFrom('foodSafetyTypes')
    .select([
      'foodSafetyTypeId',
      'storeId',
      'name',
      'containerColor',
      'containerIcon',
      'maxLeadTime',
      'version',
      'updatedAt',
      'updatedBy',
    ]);
  if (by.storeId !== undefined) query = query.where('storeId', '=', by.storeId);
  if (by.foodSafetyTypeId !== undefined) query = query.where('foodSafetyTypeId', '=', by.foodSafetyTypeId);
  const rows = await query.orderBy(ORDER).orderBy('name').execute();
  return rows.map((row) => ({
    ...row,
    maxLeadTime: row.maxLeadTime || null,
    ...containerClasses(row.containerColor ?? ''),
  }));
}

export function itemCategories(db: Db, by: Filter<'storeId' | 'itemCategoryTypeId'>) {
  let query = db
    .selectFrom('itemCategoryTypes as c')
    .leftJoin('foodSafetyTypes as f', 'f.foodSafetyTypeId', 'c.foodSafetyTypeId')
    .select([
      'c.itemCategoryTypeId',
      'c.storeId',
      'c.itemCategoryTypeSourceKey',
      'c.sequenceId',
      'c.foodSafetyTypeId',
      'f.name as foodSafetyTypeName',
      'c.preparedItemsMode',
      'c.isAlcohol',
      'c.version',
      'c.updatedAt',
      'c.updatedBy',
    ]);
  if (by.storeId !== undefined) query = query.where('c.storeId', '=', by.storeId);
  if (by.itemCategoryTypeId !== undefined)
    query = query.where('c.itemCategoryTypeId', '=', by.itemCategoryTypeId);
  return query.orderBy('c.sequenceId').orderBy('c.itemCategoryTypeId').execute();
}

/** A shelf as the layout answers it. */
export interface ShelfRow {
  shelfId: number;
  sectionId: number;
  name: string | null;
  sequenceId: number;
  foodSafetyTypeId: number | null;
  preparedItemsMode: number;
  prepOptionId: number | null;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

/** A shelf as JSON gives it: its time as text. */
type ShelfJson = Omit<ShelfRow, 'updatedAt'> & { updatedAt: string };

/**
 * Shelves in their sections' order, read as one JSON array that the database builds: a store's
 * 6,000 shelves as rows are 60,000 fields, which PGlite's client decodes one at a time (most of
 * the store's layout read); as one value they are one `JSON.parse`.
 */
export async function shelves(db: Db, by: { sectionIds?: number[]; shelfId?: number }): Promise<ShelfRow[]> {
  if (by.sectionIds?.length === 0) return [];
  let query = db.selectFrom('shelves').select(shelvesJson.as('shelves'));
  if (by.sectionIds !== undefined) query = query.where('sectionId', 'in', by.sectionIds);
  if (by.shelfId !== undefined) query = query.where('shelfId', '=', by.shelfId);
  const { shelves: read } = await query.executeTakeFirstOrThrow();
  return read.map(shelfOfJson);
}

/** The shelves a query reads from `shelves`, in their sections' order, as one JSON array. */
const shelvesJson = sql<ShelfJson[]>`coalesce(json_agg(json_build_object(
    'shelfId', shelf_id, 'sectionId', section_id, 'name', name, 'sequenceId', sequence_id,
    'foodSafetyTypeId', food_safety_type_id, 'preparedItemsMode', prepared_items_mode,
    'prepOptionId', prep_option_id, 'version', version, 'updatedAt', updated_at,
    'updatedBy', updated_by
  ) ORDER BY section_id, sequence_id, shelf_id), '[]')`;

const shelfOfJson = (shelf: ShelfJson): ShelfRow => ({ ...shelf, updatedAt: new Date(shelf.updatedAt) });

/** Groups child rows under their parent's id, keeping their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The columns of a merchandise section as the layout answers it, before its zones and shelves. */
const sectionRows = (db: Db) =>
  db
    .selectFrom('sections as s')
    .leftJoin('foodSafetyTypes as f', 'f.foodSafetyTypeId', 's.foodSafetyTypeId')
    .select([
      's.sectionId',
      's.storeId',
      's.name',
      's.sectionSourceKey',
      's.sequenceId',
      's.foodSafetyTypeId',
      'f.name as foodSafetyTypeName',
      's.preparedItemsMode',
      's.prepOptionId',
      's.version',
      's.updatedAt',
      's.updatedBy',
    ]);

/** A section's zones as the layout answers them, in the zones' order. */
export interface ZoneOfSection {
  zoneId: number;
  zoneName: string;
}

const withZones = <Row extends { sectionSourceKey: string | null }>(
  row: Row,
  zoneSections: ZoneOfSection[],
) => ({
  ...row,
  sectionSourceKey: row.sectionSourceKey ?? '',
  zoneSections,
});

/**
 * Merchandise sections of a store with their zones, the zones read in one query beside them: the
 * JSON subquery `section` uses, made once per section, made the store's read about 4 ms slower on PGlite.
 */
async function sectionsWithZones(db: Db, by: { storeId: number }) {
  const rows = await sectionRows(db)
    .where('s.storeId', '=', by.storeId)
    .orderBy('s.sequenceId')
    .orderBy('s.sectionId')
    .execute();
  const ids = rows.map((row) => row.sectionId);
  const zones = ids.length
    ? await db
        .selectFrom('zoneSections as zs')
        .innerJoin('zones as z', 'z.zoneId', 'zs.zoneId')
        .select(['zs.sectionId', 'z.zoneId', 'z.name as zoneName'])
        .where('zs.sectionId', 'in', ids)
        .orderBy('z.sequenceId')
        .orderBy('z.zoneId')
        .execute()
    : [];
  const zonesOf = groupBy(zones, (zone) => zone.sectionId);
  return rows.map((row) =>
    withZones(
      row,
      (zonesOf.get(row.sectionId) ?? []).map(({ zoneId, zoneName }) => ({ zoneId, zoneName })),
    ),
  );
}

/**
 * One merchandise section with its zones and shelves, read in one query whose zones and shelves the
 * database builds as JSON: a write's answer then costs one round trip.
 */
export async function section(db: Db, sectionId: number) {
  const row = await sectionRows(db)
    .select([
      sql<
        ZoneOfSection[]
      >`(SELECT coalesce(json_agg(json_build_object('zoneId', z.zone_id, 'zoneName', z.name)
          ORDER BY z.sequence_id, z.zone_id), '[]')
        FROM zone_sections AS zs JOIN zones AS z ON z.zone_id = zs.zone_id
        WHERE zs.section_id = s.section_id)`.as('zoneSections'),
      sql<ShelfJson[]>`(SELECT ${shelvesJson} FROM shelves WHERE shelves.section_id = s.section_id)`.as(
        'shelves',
      ),
    ])
    .where('s.sectionId', '=', sectionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { zoneSections, shelves: read, ...columns } = row;
  return { ...withZones(columns, zoneSections), shelves: read.map(shelfOfJson) };
}

/** Merchandise sections of a store with their zones and shelves. */
export async function sections(db: Db, by: { storeId: number }) {
  const rows = await sectionsWithZones(db, by);
  const ids = rows.map((row) => row.sectionId);
  const shelvesOf = groupBy(await shelves(db, { sectionIds: ids }), (shelf) => shelf.sectionId);
  return rows.map((row) => ({ ...row, shelves: shelvesOf.get(row.sectionId) ?? [] }));
}

/** Merchandise sections with their zones and how many shelves each has, not the shelves. */
export async function sectionSummaries(db: Db, by: { storeId: number }) {
  const rows = await sectionsWithZones(db, by);
  const counts = rows.length
    ? await db
        .selectFrom('shelves')
        .select(['sectionId', (eb) => eb.fn.countAll<string | number>().as('shelfCount')])
        .where(
          'sectionId',
          'in',
          rows.map((row) => row.sectionId),
        )
        .groupBy('sectionId')
        .execute()
    : [];
  const countOf = new Map(counts.map((count) => [count.sectionId, Number(count.shelfCount)]));
  return rows.map((row) => ({ ...row, shelfCount: countOf.get(row.sectionId) ?? 0 }));
}

export function stagingShelves(db: Db, by: { stagingSectionIds?: number[]; shelfId?: number }) {
  let query = db
    .selectFrom('stagingShelves')
    .select([
      'stagingShelfId as shelfId',
      'stagingSectionId',
      'name',
      'sequenceId',
      'foodSafetyTypeId',
      'version',
      'updatedAt',
      'updatedBy',
    ]);
  if (by.stagingSectionIds !== undefined) {
    if (by.stagingSectionIds.length === 0) return Promise.resolve([]);
    query = query.where('stagingSectionId', 'in', by.stagingSectionIds);
  }
  if (by.shelfId !== undefined) query = query.where('stagingShelfId', '=', by.shelfId);
  return query.orderBy('stagingSectionId').orderBy('sequenceId').orderBy('stagingShelfId').execute();
}

/** Carry-out staging sections with their shelves. */
export async function stagingSections(db: Db, by: Filter<'storeId' | 'stagingSectionId'>) {
  let query = db
    .selectFrom('stagingSections as s')
    .leftJoin('foodSafetyTypes as f', 'f.foodSafetyTypeId', 's.foodSafetyTypeId')
    .select([
      's.stagingSectionId',
      's.storeId',
      's.name',
      's.sequenceId',
      's.foodSafetyTypeId',
      'f.name as foodSafetyTypeName',
      's.labelId',
      's.version',
      's.updatedAt',
      's.updatedBy',
    ]);
  if (by.storeId !== undefined) query = query.where('s.storeId', '=', by.storeId);
  if (by.stagingSectionId !== undefined) query = query.where('s.stagingSectionId', '=', by.stagingSectionId);
  const rows = await query.orderBy('s.sequenceId').orderBy('s.stagingSectionId').execute();
  const shelvesOf = groupBy(
    await stagingShelves(db, { stagingSectionIds: rows.map((row) => row.stagingSectionId) }),
    (shelf) => shelf.stagingSectionId,
  );
  return rows.map((row) => ({ ...row, shelves: shelvesOf.get(row.stagingSectionId) ?? [] }));
}

/** Zones of a store with their sections and users (spec 1, zone detail). */
export async function zoneDetails(db: Db, storeId: number, zoneId?: number) {
  let query = db
    .selectFrom('zones')
    .select([
      'zoneId',
      'storeId',
      'name',
      'foodSafetyTypeId',
      'sequenceId',
      'version',
      'updatedAt',
      'updatedBy',
    ])
    .where('storeId', '=', storeId);
  if (zoneId !== undefined) query = query.where('zoneId', '=', zoneId);
  const zones = await query.orderBy('sequenceId').orderBy('zoneId').execute();
  const zoneIds = zones.map((zone) => zone.zoneId);
  if (zoneIds.length === 0) return [];
  const linkedSections = await db
    .selectFrom('zoneSections as zs')
    .innerJoin('sections as s', 's.sectionId', 'zs.sectionId')
    .select(['zs.zoneId', 's.sectionId', 's.name', 's.sequenceId', 's.foodSafetyTypeId', 's.storeId'])
    .where('zs.zoneId', 'in', zoneIds)
    .orderBy('s.sequenceId')
    .execute();
  const linkedUsers = await db
    .selectFrom('zoneUsers as zu')
    .innerJoin('users as u', 'u.userId', 'zu.userId')
    .select(['zu.zoneId', 'u.userId', 'u.userName', 'u.firstName', 'u.lastName'])
    .where('zu.zoneId', 'in', zoneIds)
    .orderBy('u.userName')
    .execute();
  const sectionsOf = groupBy(linkedSections, (row) => row.zoneId);
  const usersOf = groupBy(linkedUsers, (row) => row.zoneId);
  return zones.map((zone) => ({
    ...zone,
    zoneSections: (sectionsOf.get(zone.zoneId) ?? []).map(({ zoneId: _zone, ...section }) => section),
    zoneUsers: (usersOf.get(zone.zoneId) ?? []).map((user) => ({
      userId: user.userId,
      userName: user.userName,
      fullName: fullName(user),
    })),
  }));
}

export const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

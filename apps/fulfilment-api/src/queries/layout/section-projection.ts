import type {
  SECTION_PROJECTION_SCALARS,
  SECTION_ZONE_PROJECTION_FIELDS,
  SectionProjection,
  SHELF_PROJECTION_FIELDS,
} from '@fulfil/rest-contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';

/**
 * A store's sections in the shape of a GraphQL answer, written by the database as one JSON text:
 * the gateway splices its bytes into its answer, so neither side parses or serialises the layout
 * (some 300 sections of 20 shelves) again. Values are GraphQL's: ids as strings, `__typename` the
 * type's name, a section's code '' when it has none, as the detail read answers it.
 */

type Column = RawBuilder<unknown>;

/** `json_build_object` of the entries, each value from `value`, the keys in the entries' order. */
function jsonObject<Entry extends { key: string }>(
  entries: readonly Entry[],
  value: (entry: Entry, index: number) => Column,
) {
  const pairs = entries.map((entry, index) => sql`${entry.key}::text, ${value(entry, index)}`);
  return sql`json_build_object(${sql.join(pairs)})`;
}

const ZONE_COLUMNS: Record<(typeof SECTION_ZONE_PROJECTION_FIELDS)[number], Column> = {
  __typename: sql.lit('SectionZone'),
  zoneId: sql`z.zone_id::text`,
  zoneName: sql`z.name`,
};

/** The columns sections and shelves share, read from the table named `table` in the query. */
const sharedColumns = (table: string) => {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return {
    name: column('name'),
    sequenceId: column('sequence_id'),
    foodSafetyTypeId: sql`${column('food_safety_type_id')}::text`,
    preparedItemsMode: column('prepared_items_mode'),
    prepOptionId: column('prep_option_id'),
    version: column('version'),
    updatedBy: column('updated_by'),
  };
};

const SHELF_COLUMNS: Record<(typeof SHELF_PROJECTION_FIELDS)[number], Column> = {
  __typename: sql.lit('Shelf'),
  id: sql`sh.shelf_id::text`,
  sectionId: sql`sh.section_id::text`,
  ...sharedColumns('sh'),
};

/** Reads of a section's own row; the shelf count comes from the store's shelves aggregated once. */
const SECTION_COLUMNS: Record<(typeof SECTION_PROJECTION_SCALARS)[number], Column> = {
  __typename: sql.lit('Section'),
  id: sql`s.section_id::text`,
  storeId: sql`s.store_id::text`,
  sectionSourceKey: sql`coalesce(s.section_source_key, '')`,
  foodSafetyTypeName: sql`f.name`,
  shelfCount: sql`coalesce(shelf_lists.shelf_count, 0)`,
  ...sharedColumns('s'),
};

/** The aggregate's column of the list the `index`th entry asks for: a list may be asked twice, aliased. */
const listColumn = (index: number) => sql.ref(`list_${index}`);

/**
 * The store's sections as `fields` projects them, in the store's order, as JSON text ('[]' for
 * none). Each section's zones and shelves are aggregated once for the whole store and joined, not
 * read by a subquery per section, and only when the projection asks for them.
 */
export async function sectionProjection(db: Db, storeId: number, fields: SectionProjection): Promise<string> {
  const zoneLists: Column[] = [];
  const shelfLists: Column[] = [];
  const section = jsonObject(fields, (entry, index) => {
    if (entry.field === 'zones') {
      const zone = jsonObject(entry.fields, ({ field }) => ZONE_COLUMNS[field]);
      zoneLists.push(sql`json_agg(${zone} ORDER BY z.sequence_id, z.zone_id) AS ${listColumn(index)}`);
      return sql`coalesce(zone_lists.${listColumn(index)}, '[]')`;
    }
    if (entry.field === 'shelves') {
      const shelf = jsonObject(entry.fields, ({ field }) => SHELF_COLUMNS[field]);
      shelfLists.push(sql`json_agg(${shelf} ORDER BY sh.sequence_id, sh.shelf_id) AS ${listColumn(index)}`);
      return sql`coalesce(shelf_lists.${listColumn(index)}, '[]')`;
    }
    return SECTION_COLUMNS[entry.field];
  });
  const fieldsAsked = new Set(fields.map((entry) => entry.field));
  const foodSafetyTypes = fieldsAsked.has('foodSafetyTypeName')
    ? sql`LEFT JOIN food_safety_types AS f ON f.food_safety_type_id = s.food_safety_type_id`
    : sql``;
  const zones = zoneLists.length
    ? sql`LEFT JOIN (
        SELECT zs.section_id, ${sql.join(zoneLists)}
        FROM zone_sections AS zs
        JOIN zones AS z ON z.zone_id = zs.zone_id
        JOIN sections AS zone_section ON zone_section.section_id = zs.section_id
        WHERE zone_section.store_id = ${storeId}
        GROUP BY zs.section_id
      ) AS zone_lists ON zone_lists.section_id = s.section_id`
    : sql``;
  const shelves =
    shelfLists.length || fieldsAsked.has('shelfCount')
      ? sql`LEFT JOIN (
        SELECT sh.section_id, ${sql.join([sql`count(*) AS shelf_count`, ...shelfLists])}
        FROM shelves AS sh
        JOIN sections AS shelf_section ON shelf_section.section_id = sh.section_id
        WHERE shelf_section.store_id = ${storeId}
        GROUP BY sh.section_id
      ) AS shelf_lists ON shelf_lists.section_id = s.section_id`
      : sql``;
  const { rows } = await sql<{ json: string }>`
    SELECT coalesce(json_agg(${section} ORDER BY s.sequence_id, s.section_id), '[]')::text AS json
    FROM sections AS s ${foodSafetyTypes} ${zones} ${shelves}
    WHERE s.store_id = ${storeId}`.execute(db);
  return rows[0]!.json;
}

/**
 * The first key given twice within one level, named as a schema failure names a field; GraphQL
 * merges fields under one key, so a projection has each once.
 */
export function repeatedKey(fields: SectionProjection): string | undefined {
  const repeatedIn = (entries: readonly { key: string }[], path: string): string | undefined => {
    const seen = new Set<string>();
    for (const [index, { key }] of entries.entries()) {
      if (seen.has(key)) return `${path}/${index}/key "${key}" is given twice; a key names one field.`;
      seen.add(key);
    }
    return undefined;
  };
  return (
    repeatedIn(fields, 'body/fields') ??
    fields
      .map((entry, index) =>
        'fields' in entry && entry.fields
          ? repeatedIn(entry.fields, `body/fields/${index}/fields`)
          : undefined,
      )
      .find(Boolean)
  );
}

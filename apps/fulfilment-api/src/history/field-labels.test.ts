import { hasHistoryFieldLabel, HISTORY_ENTITY_TYPES } from '@fulfil/domain';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/connect.js';
import { startTestApi } from '../testing/test-api.js';

/**
 * The history's words checked against what its triggers record, read from the migrated database:
 * a column added to an audited table, or a new audited table, fails here until the domain names it.
 */

/** The fields each entity type's entries record, read once from the migrated database. */
let recorded: Map<string, Set<string>>;

beforeAll(async () => {
  const api = await startTestApi({
    prepare: async (db) => {
      recorded = await recordedFields(db);
    },
  });
  await api.close();
});

/** The columns history_row_changed leaves out (migration 016), besides a row's key and list versions. */
const UNRECORDED = [
  'version',
  'updated_at',
  'updated_by',
  'sequence_id',
  'sequence',
  'session_version',
  'last_used_at',
  'created_at',
  'created_by',
];

/** A column as the API answers it (Kysely's CamelCasePlugin): customer_dob reads customerDob. */
const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase());

/** Every history trigger of the database with its arguments. */
async function historyTriggers(db: Db) {
  const { rows } = await sql<{ table: string; fn: string; args: string[] }>`
    SELECT DISTINCT c.relname AS "table", p.proname AS fn,
        (string_to_array(encode(t.tgargs, 'escape'), '\\000'))[1:t.tgnargs] AS args
      FROM pg_trigger AS t
      JOIN pg_class AS c ON c.oid = t.tgrelid
      JOIN pg_proc AS p ON p.oid = t.tgfoid
      WHERE p.proname IN ('history_row_changed', 'history_links_changed')`.execute(db);
  return rows;
}

/** The fields each entity type's entries record: its table's columns and its link lists. */
async function recordedFields(db: Db): Promise<Map<string, Set<string>>> {
  const fields = new Map<string, Set<string>>();
  const add = (type: string, field: string) => fields.set(type, (fields.get(type) ?? new Set()).add(field));
  for (const { table, fn, args } of await historyTriggers(db)) {
    if (fn === 'history_links_changed') {
      add(args[0]!, args[1]!);
      continue;
    }
    const keys = args[1]!.split(',');
    const { rows } = await sql<{ column: string }>`
      SELECT attname AS "column" FROM pg_attribute
        WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped`.execute(db);
    for (const { column } of rows) {
      if (keys.includes(column) || UNRECORDED.includes(column) || column.endsWith('list_version')) continue;
      add(args[0]!, camelCase(column));
    }
  }
  return fields;
}

it('records the entity types the activity pages filter by, and no other', async () => {
  expect([...recorded.keys()].sort()).toEqual([...HISTORY_ENTITY_TYPES].sort());
});

it('has a label from its screen for every field the history records', async () => {
  const unlabelled = [...recorded].flatMap(([type, fields]) =>
    [...fields].filter((field) => !hasHistoryFieldLabel(type, field)).map((field) => `${type}.${field}`),
  );
  expect(unlabelled).toEqual([]);
});

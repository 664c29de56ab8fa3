import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';

/** What a report reads: orders of these stores placed in [from, to) (no bound when null). */
export interface ReportScope {
  storeIds: readonly number[];
  from: Date | null;
  to: Date | null;
  /** '- Enterprise -': every row names its store. */
  byStore: boolean;
}

/** A report's rows, each a record whose keys are the table's columns. */
export type ReportRows = Record<string, string | number | null>[];

/** A report's SQL, given the scope's pieces: `o` is orders and `s` stores in every report. */
export type ReportQuery = (parts: {
  /** The filter on `o` for the scope. */
  inScope: RawBuilder<unknown>;
  /** `s.name AS store,` under '- Enterprise -', otherwise nothing. */
  storeColumn: RawBuilder<unknown>;
  /** `s.name,` under '- Enterprise -' (to group and order by), otherwise nothing. */
  byStore: RawBuilder<unknown>;
}) => RawBuilder<Record<string, string | number | null>>;

/** Runs a report's SQL over the scope. */
export async function runReport(db: Db, scope: ReportScope, query: ReportQuery): Promise<ReportRows> {
  const ids = sql`string_to_array(${scope.storeIds.join(',')}, ',')::int[]`;
  const from = scope.from ? sql`AND o.placed_at >= ${scope.from.toISOString()}::timestamptz` : sql``;
  const to = scope.to ? sql`AND o.placed_at < ${scope.to.toISOString()}::timestamptz` : sql``;
  const report = query({
    inScope: sql`o.store_id = ANY(${ids}) ${from} ${to}`,
    storeColumn: scope.byStore ? sql`s.name AS store,` : sql``,
    byStore: scope.byStore ? sql`s.name,` : sql``,
  });
  return db.transaction().execute(async (trx) => {
    // A report should answer within a second; compiling its plan with JIT costs that much or more
    // on a million orders (docs/benchmarks.md), so reports run without it.
    await sql`SET LOCAL jit = off`.execute(trx);
    return (await report.execute(trx)).rows;
  });
}

/** A constant lookup table as SQL: (VALUES (1, 'New'), …), its text quoted. */
export const namesTable = (rows: readonly { id: number; name: string }[]) =>
  sql.raw(`(VALUES ${rows.map((row) => `(${row.id}, '${row.name.replace(/'/g, "''")}')`).join(', ')})`);

/** A UTC day as the reports write dates: MM-DD-YYYY. */
export const utcDay = (column: RawBuilder<unknown>) =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC')::date, 'MM-DD-YYYY')`;

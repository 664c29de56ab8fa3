import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';

const DAY_MS = 86_400_000;

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

/**
 * A report's SQL, given the scope's pieces: `s` is stores in every report, and either `o` orders or
 * `d` one of the rollups of migrations 019 and 020 (a row a store, UTC day an order was placed, and
 * group).
 */
export type ReportQuery = (parts: {
  /** The filter on `o` for the scope. */
  inScope: RawBuilder<unknown>;
  /** The filter on `d` for the scope: its stores' days in the window. */
  daysInScope: RawBuilder<unknown>;
  /** `s.name AS store,` under '- Enterprise -', otherwise nothing. */
  storeColumn: RawBuilder<unknown>;
  /** `s.name,` under '- Enterprise -' (to group and order by), otherwise nothing. */
  byStore: RawBuilder<unknown>;
}) => RawBuilder<Record<string, string | number | null>>;

/**
 * The rollups hold whole UTC days, so a window's bounds must be UTC midnights (as every time frame's
 * are) for their days to hold exactly the orders placed in it.
 */
function dayBound(operator: '>=' | '<', at: Date | null) {
  if (!at) return sql``;
  if (at.getTime() % DAY_MS !== 0)
    throw new Error(`A report window must start and end at a UTC midnight: ${at.toISOString()}.`);
  return sql`AND d.day ${sql.raw(operator)} ${at.toISOString().slice(0, 10)}::date`;
}

/** Runs a report's SQL over the scope. */
export async function runReport(db: Db, scope: ReportScope, query: ReportQuery): Promise<ReportRows> {
  const ids = sql`string_to_array(${scope.storeIds.join(',')}, ',')::int[]`;
  const from = scope.from ? sql`AND o.placed_at >= ${scope.from.toISOString()}::timestamptz` : sql``;
  const to = scope.to ? sql`AND o.placed_at < ${scope.to.toISOString()}::timestamptz` : sql``;
  const report = query({
    inScope: sql`o.store_id = ANY(${ids}) ${from} ${to}`,
    daysInScope: sql`d.store_id = ANY(${ids}) ${dayBound('>=', scope.from)} ${dayBound('<', scope.to)}`,
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

/** A date as the reports write them: MM-DD-YYYY. */
export const reportDate = (date: RawBuilder<unknown>) =>
  sql<string>`to_char(${date}::timestamp, 'MM-DD-YYYY')`;

import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** A moved row: its id, and its position (1 for the first) before and after. */
export interface MovedRow {
  id: number;
  from: number;
  to: number;
}

/**
 * The call that records one move in the history, for a statement to make along with its own write.
 * The row trigger leaves renumbering out, since a move shifts every row between the two positions
 * and the history names only the row that was moved. `scope` names the row's list as snake-cased
 * columns (`store_id`, `section_id`, `client_id`...), from which the store and client are found
 * (migration 016's history_scope).
 */
export const moveEntry = (entity: string, scope: Record<string, number | null>, row: MovedRow) =>
  sql<void>`history_record_move(${entity}, ${row.id}::int, ${JSON.stringify(scope)}::jsonb,
    ${row.from}::int, ${row.to}::int)`;

/** Records moves in the history, one entry per moved row (see moveEntry). */
export async function recordMoves(
  trx: Db,
  entity: string,
  scope: Record<string, number | null>,
  rows: readonly MovedRow[],
): Promise<void> {
  for (const row of rows) await sql`SELECT ${moveEntry(entity, scope, row)}`.execute(trx);
}

/**
 * Records a row that moved to another list by being written there anew (a shelf dropped onto
 * another section): one `moved` entry under its new id, with its id and its list (`listColumn`,
 * snake-cased) before and after, in place of the created and deleted entries of its two writes.
 */
export async function recordRelisted(
  trx: Db,
  entity: string,
  keyColumn: string,
  listColumn: string,
  move: { fromId: number; toId: number; fromList: number; toList: number },
): Promise<void> {
  const changes = {
    [keyColumn]: { before: move.fromId, after: move.toId },
    [listColumn]: { before: move.fromList, after: move.toList },
  };
  await sql`SELECT history_record_relisted(${entity}, ${String(move.fromId)}, ${String(move.toId)},
    ${JSON.stringify({ [listColumn]: move.toList })}::jsonb, ${JSON.stringify(changes)}::jsonb)`.execute(trx);
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { seedDemo } from '../../db/seed-demo.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-api.js';
import { withLockedParent } from './access.js';
import { applySequence, LISTS, moveWithin } from './ordered-list.js';
import { ifStarted } from '@fulfil/test-fixtures';

let database: TestDatabase;
let opened: Database;
let storeId: number;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  opened = await openDatabase(database.config);
  await migrate(opened);
  await seedDemo(opened.db);
  const store = await opened.db
    .selectFrom('stores')
    .select('storeId')
    .where('name', '=', 'Riverside Spoke')
    .executeTakeFirstOrThrow();
  storeId = store.storeId;
});
afterAll(async () => {
  await ifStarted(opened)?.close();
  await ifStarted(database)?.drop();
});

const list = LISTS.sections;

/**
 * The store's sections in order, each with the transaction that last wrote it (`xmin`): a row a
 * statement rewrote, even to the same values, carries that statement's transaction.
 */
async function stored() {
  const { rows } = await sql<{ id: number; sequenceId: number; writtenBy: string }>`
    SELECT section_id AS id, sequence_id, xmin::text AS written_by FROM sections
    WHERE store_id = ${storeId} ORDER BY sequence_id, section_id`.execute(opened.db);
  return rows;
}

/** The rows whose stored version a change rewrote. */
const rewritten = (
  before: { id: number; writtenBy: string }[],
  after: { id: number; writtenBy: string }[],
) => {
  const was = new Map(before.map((row) => [row.id, row.writtenBy]));
  return after.filter((row) => was.get(row.id) !== row.writtenBy).map((row) => row.id);
};

const move = (sourceId: number, direction: 'Before' | 'After', targetId: number) =>
  withLockedParent(opened.db, list, storeId, (trx) =>
    moveWithin(trx, list, storeId, { sourceId, direction, targetId }),
  );

describe('moving a row of an ordered list', () => {
  it('rewrites only the rows between the old and the new position, leaving 1..n', async () => {
    const before = await stored();
    const ids = before.map((row) => row.id);
    const order = await move(ids[2]!, 'After', ids[5]!);
    expect(order).toEqual([...ids.slice(0, 2), ids[3], ids[4], ids[5], ids[2], ...ids.slice(6)]);
    const after = await stored();
    expect(after.map((row) => row.id)).toEqual(order);
    expect(after.map((row) => row.sequenceId)).toEqual(order.map((_id, index) => index + 1));
    expect(rewritten(before, after).sort()).toEqual([ids[2], ids[3], ids[4], ids[5]].sort());
  });

  it('moves a row up, shifting the rows it passes down by one', async () => {
    const before = await stored();
    const ids = before.map((row) => row.id);
    const order = await move(ids[7]!, 'Before', ids[1]!);
    expect(order).toEqual([ids[0], ids[7], ...ids.slice(1, 7), ...ids.slice(8)]);
    expect((await stored()).map((row) => row.id)).toEqual(order);
    expect(rewritten(before, await stored()).sort()).toEqual(ids.slice(1, 8).sort());
  });

  it('writes nothing for a move that leaves the row where it is', async () => {
    const before = await stored();
    const ids = before.map((row) => row.id);
    expect(await move(ids[3]!, 'Before', ids[4]!)).toEqual(ids);
    expect(rewritten(before, await stored())).toEqual([]);
  });

  it('renumbers a list stored with gaps 1..n whole', async () => {
    const ids = (await stored()).map((row) => row.id);
    await sql`UPDATE sections SET sequence_id = sequence_id * 10 WHERE store_id = ${storeId}`.execute(
      opened.db,
    );
    const order = await move(ids[0]!, 'After', ids[1]!);
    const after = await stored();
    expect(after.map((row) => row.id)).toEqual(order);
    expect(after.map((row) => row.sequenceId)).toEqual(order.map((_id, index) => index + 1));
  });
});

describe('storing a whole order', () => {
  it('rewrites only the rows whose position changes', async () => {
    const before = await stored();
    const ids = before.map((row) => row.id);
    const sent = [ids[1]!, ids[0]!, ...ids.slice(2)];
    await withLockedParent(opened.db, list, storeId, (trx, listVersion) =>
      applySequence(trx, list, storeId, {
        items: sent.map((id, index) => ({ id, sequenceId: index + 1 })),
        first: 1,
        listVersion,
      }),
    );
    const after = await stored();
    expect(after.map((row) => row.id)).toEqual(sent);
    expect(rewritten(before, after).sort()).toEqual([ids[0], ids[1]].sort());
  });
});

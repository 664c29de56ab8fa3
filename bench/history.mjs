// The history of changes: what recording adds to a write, and the activity page's query over a
// million entries.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { alternated, loadNote, onEachDatabase, root, seedLargeStore, summary } from './stack.mjs';

const WRITES = 300;
// The first pairs warm up JIT and the database's plans; they are run but not kept.
const WARM_UP = 30;
const ENTRIES = 1_000_000;
const READS = 30;
const ACTOR = { userId: null, apiKeyId: null, name: 'bench', via: 'portal' };

const api = (path) => import(`${root}apps/fulfilment-api/dist/${path}`);
const fixed = (value) => value.toFixed(2);

/** A million entries of one store, one a second back from now, over four kinds of row and seven people. */
const fillHistory = (storeId, clientId) => sql`
  INSERT INTO history (tx_id, recorded_at, client_id, store_id, entity_type, entity_id, action,
      actor_user_id, actor_name, via, changes)
    SELECT -g, now() - make_interval(secs => g), ${clientId}, ${storeId},
      (ARRAY['Section', 'Shelf', 'Zone', 'StagingSection'])[1 + g % 4], (g % 5000)::text, 'updated',
      1 + g % 7, 'bench', 'portal',
      jsonb_build_object('name', jsonb_build_object('before', 'A' || g, 'after', 'B' || g))
    FROM generate_series(1, ${ENTRIES}) AS g`;

/** The activity page's reads: the newest page, filtered by kind and by person, and a page further back. */
const READINGS = (storeId) => ({
  'the newest 50 of the store': { storeId },
  'the newest 50 sections of the store': { storeId, entityType: 'Section' },
  "the newest 50 of one person's": { storeId, actorUserId: 3 },
  'page 20 of the store': { storeId, page: 20 },
});

/** One database: the write's A/B, then a million entries and the page's reads, in this process. */
async function measure(name, config, env) {
  const storeId = await seedLargeStore(env, { sections: 50, shelves: 1 });
  const { openDatabase } = await api('db/connect.js');
  const { asActor } = await api('history/actor.js');
  const { readHistory } = await api('queries/history.js');
  const { db, close } = await openDatabase(config);
  try {
    const sections = await db
      .selectFrom('sections')
      .select('sectionId')
      .where('storeId', '=', storeId)
      .execute();
    const before = await db
      .selectFrom('history')
      .select(db.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    let n = 0;
    const rename = async () => {
      n += 1;
      const started = performance.now();
      await db.transaction().execute((trx) =>
        trx
          .updateTable('sections')
          .set({ name: `Aisle ${n}` })
          .where('sectionId', '=', sections[n % sections.length].sectionId)
          .execute(),
      );
      return performance.now() - started;
    };
    const [recorded, unrecorded] = await alternated(
      { pairs: WRITES, warmUp: WARM_UP },
      () => asActor(ACTOR, rename),
      rename,
    );
    const after = await db
      .selectFrom('history')
      .select(db.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(after.count) - Number(before.count) !== WRITES + WARM_UP)
      throw new Error('the recorded writes did not each record one entry');

    const { clientId } = await db
      .selectFrom('stores')
      .select('clientId')
      .where('storeId', '=', storeId)
      .executeTakeFirstOrThrow();
    const filled = performance.now();
    await fillHistory(storeId, clientId).execute(db);
    await sql`ANALYZE history`.execute(db);
    const fillSeconds = (performance.now() - filled) / 1000;
    const reads = {};
    for (const [reading, filters] of Object.entries(READINGS(storeId))) {
      const times = [];
      for (let i = 0; i < 3 + READS; i++) {
        const started = performance.now();
        const page = await readHistory(db, { kind: 'client', clientId }, filters);
        if (i >= 3) times.push(performance.now() - started);
        if (page.entries.length !== 50) throw new Error(`${reading}: ${page.entries.length} entries`);
      }
      reads[reading] = summary(times);
    }
    return { name, recorded, unrecorded, fillSeconds, reads };
  } finally {
    await close();
  }
}

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set, in a scratch database beside the one it
 * names, dropped afterwards. Markdown.
 */
export async function history() {
  const loadBefore = loadavg()[0];
  const results = await onEachDatabase(measure);
  const loadAfter = loadavg()[0];

  return [
    '## History of changes: recording a write, and the activity page over a million entries',
    '',
    `${loadNote(loadBefore, loadAfter)}. Run with \`DATABASE_URL=… npm run bench -- history\` (PGlite always,`,
    'PostgreSQL when DATABASE_URL is set), in the benchmark’s own process over the API’s database code.',
    '',
    `A write: one section renamed in its own transaction, ${WRITES} pairs after ${WARM_UP} unmeasured, the two arms`,
    'alternated: with an actor named, as every API request names one, so the trigger records the entry; and',
    'without one, as the demo seed writes, so the trigger returns at once. Times in milliseconds. The aim: the',
    'recorded write at most 1.10 × the unrecorded one at p50.',
    '',
    '| database | write | p50 | p90 | p99 |',
    '| --- | --- | ---: | ---: | ---: |',
    ...results.flatMap(({ name, recorded, unrecorded }) => [
      `| ${name} | recorded | ${fixed(recorded.p50)} | ${fixed(recorded.p90)} | ${fixed(recorded.p99)} |`,
      `| ${name} | not recorded | ${fixed(unrecorded.p50)} | ${fixed(unrecorded.p90)} | ${fixed(unrecorded.p99)} |`,
      `| ${name} | ratio | ${fixed(recorded.p50 / unrecorded.p50)} | ${fixed(recorded.p90 / unrecorded.p90)} | ${fixed(recorded.p99 / unrecorded.p99)} |`,
    ]),
    '',
    `The activity page: ${ENTRIES.toLocaleString('en')} entries added to one store (one a second back from now, four`,
    "kinds of row, seven people), then the page's query as the API runs it for the client's admin (`readHistory`),",
    `${READS} times each after 3 unmeasured. Milliseconds; the aim: the page opens in under 500 ms.`,
    '',
    '| database | read | p50 | p90 | p99 |',
    '| --- | --- | ---: | ---: | ---: |',
    ...results.flatMap(({ name, reads }) =>
      Object.entries(reads).map(
        ([reading, times]) =>
          `| ${name} | ${reading} | ${fixed(times.p50)} | ${fixed(times.p90)} | ${fixed(times.p99)} |`,
      ),
    ),
    '',
    ...results.map(
      ({ name, fillSeconds }) =>
        `- ${name}: the ${ENTRIES.toLocaleString('en')} entries were written in ${fillSeconds.toFixed(0)} s.`,
    ),
    '',
  ].join('\n');
}

// The layout of a 300 × 20 store read through the gateway against the same read straight from REST.
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { alternated, seedLargeStore, signIn, startServers, timed } from './stack.mjs';

const SECTIONS = 300;
const SHELVES = 20;
const PAIRS = 60;
// The first pairs warm up JIT, the gateway's compiled queries and PGlite; they are sent but not kept.
const WARM_UP = 10;

const FULL_QUERY = `query ($storeId: ID!) { sections(storeId: $storeId) {
  id storeId name sectionSourceKey sequenceId foodSafetyTypeId foodSafetyTypeName preparedItemsMode prepOptionId
  version updatedBy zones { zoneId zoneName }
  shelves { id sectionId name sequenceId foodSafetyTypeId preparedItemsMode prepOptionId version updatedBy } } }`;
// What the merchandise screen asks for its list: each section's shelf count, not its shelves.
const LIST_QUERY = `query ($storeId: ID!) { sections(storeId: $storeId) {
  id storeId name sectionSourceKey sequenceId foodSafetyTypeId foodSafetyTypeName preparedItemsMode prepOptionId
  version updatedBy zones { zoneId zoneName } shelfCount } }`;

const fixed = (value) => value.toFixed(1);

/** What CPU profiles of the gateway under this read showed, and what changed because of it. Read, not generated. */
const FINDINGS = [
  '### Where the gateway spends the full read',
  '',
  'A CPU profile of the gateway over 80 full reads (`node --cpu-prof apps/gateway/dist/server.js`) put most',
  "of its part in per-field hooks: Apollo's cache-control plugin, on by default, hooks every field",
  '(`willResolveField`), and any such hook makes Apollo wrap every resolver of the schema. No cache hints',
  'are used, so the plugin is disabled, and the loaders renewed per mutation are renewed by the mutation',
  "fields' own resolvers rather than by a hook. Queries seen before run through graphql-jit: in-process,",
  'executing the full selection over 300 × 20 rows took 37.5 ms with graphql-js and 8.7 ms compiled.',
  '',
  '| the full read, same machine at rest | REST p50 | GraphQL p50 |',
  '| --- | ---: | ---: |',
  '| graphql-js, per-field hooks | 110.4 | 183.2 |',
  '| graphql-jit, per-field hooks | 114.9 | 182.2 |',
  '| graphql-jit, no per-field hooks | 116.5 | 149.8 |',
  '',
  'The fields a layout type takes from the REST row under their own name, as they are (`name`,',
  '`sequenceId`, `version` and the like: some 40,000 of the full read), have no resolver any more, so',
  'graphql-jit reads them inline instead of calling a function for each. In CPU profiles of the',
  'gateway over 80 full reads, the execution went from about 8 to about 6 ms of each read.',
  '',
  "What remained was the second hop's own work on a 1 MB answer, per read in those profiles (taken at a",
  "load average of 6 to 12): decoding and parsing the API's body about 7 ms, Apollo's serialisation 3",
  'to 5 ms, writing the answer to the socket 3 to 4 ms, and the garbage collector 7 to 15 ms, the largest',
  'part. At rest the full read was then 1.33 × REST at p50 (72 against 54 ms).',
  '',
  '### Passed through',
  '',
  'A query of `sections` and nothing else, whose selection is plain (fields, aliases, `__typename`,',
  'fragments on the same types, `@skip` and `@include`), is no longer executed: the gateway sends the',
  'selection as a projection to `POST /section/projection/store/{id}`, where the database writes the',
  "answer's JSON text in GraphQL's shape (the keys in the selection's order, ids as strings), the API",
  "sends it unparsed, and the gateway splices those bytes into Apollo's answer in the place of a random",
  'marker (`apps/gateway/src/pass-through/`). Any other operation is executed as before, and a refusal',
  "is the field's error, located as an executed resolver's; the gateway's tests compare both paths' answers",
  'key for key, in order. The GraphQL read now costs less than the REST read it is measured against: the',
  'projection is built by the database in one statement and neither process parses or serialises it.',
  '',
  'These figures are from a machine about half as fast as the one of the figures above: the REST read of',
  'the same store at the commit before this change measured 101 ms at p50 here, alone, against 54 ms there.',
  '',
  '### The merchandise list',
  '',
  'The list asks each section for its `shelfCount`, not its shelves. `GET /section/summary/store/{id}`',
  'answers the sections with their zones and shelf counts, under the access rule and with the list',
  'version of the detail read, and the gateway reads it when no field of the operation selects `shelves`.',
  'That is decided for the whole document, so `sections` and `listOrder(SECTIONS)` in one document are',
  'still answered from one read of one state. The list selection went from 1.23 × REST at p50 (64',
  'against 52 ms, at rest) to about 0.3 × (19 to 26 ms against 51 to 87 ms, at a load average of 7 to 13).',
  'The list selection measured here is `sections` alone, so it is now passed through, its projection',
  "reading the shelves' counts and not the shelves; the portal's own list document also asks for",
  '`listOrder`, so it is executed and reads the summary.',
  '',
  '### Where the API spends the read',
  '',
  "A CPU profile of the API over 60 reads on PGlite put about 30 ms of each in PGlite's client copying",
  'every field of the answer into a buffer of its own before decoding it (60,000 fields for 6,000 shelves),',
  'and as much again in the rest of its row decoding. The shelves are now built into one JSON array by the',
  'database and read with one `JSON.parse`: in a probe at a load average of 6 to 10 the REST read went from',
  "134 to 91 ms at p50. The gateway's part is the same as before, so the ratio grows as the REST read",
  'shrinks.',
];

/**
 * `sections(storeId)` via the gateway against `GET /section/detail/store/{id}`, request by request
 * in alternating order over one keep-alive connection each, so both paths share whatever load the
 * machine has. Markdown.
 */
export async function layoutRead({ port = 5000 } = {}) {
  const apiEnv = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fulfil-layout-read-')),
    DATABASE_URL: '',
    DEMO_DATA: '1',
    NODE_ENV: 'production',
  };
  const storeId = await seedLargeStore(apiEnv, { sections: SECTIONS, shelves: SHELVES });
  const { apiUrl, gateways, stop } = await startServers({ apiPort: port, gatewayPorts: [port + 1], apiEnv });
  const [gatewayUrl] = gateways;
  const pools = [];
  try {
    const token = await signIn(gatewayUrl, 'sysadmin@demo.test');
    const authorization = `Bearer ${token}`;
    const pool = (url) => {
      const made = new Pool(url, { connections: 1, pipelining: 1 });
      pools.push(made);
      return made;
    };
    const [restPool, graphqlPool] = [pool(apiUrl), pool(gatewayUrl)];
    const rest = () =>
      timed(restPool, {
        method: 'GET',
        path: `/section/detail/store/${storeId}`,
        headers: { authorization },
      });
    const graphql = (query) => () =>
      timed(graphqlPool, {
        method: 'POST',
        path: '/graphql',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { storeId: String(storeId) } }),
      });

    const loadBefore = loadavg()[0];
    const [restFull, full] = await alternated({ pairs: PAIRS, warmUp: WARM_UP }, rest, graphql(FULL_QUERY));
    const [restList, list] = await alternated({ pairs: PAIRS, warmUp: WARM_UP }, rest, graphql(LIST_QUERY));
    const loadAfter = loadavg()[0];

    const row = (name, times) =>
      `| ${name} | ${fixed(times.p50)} | ${fixed(times.p90)} | ${fixed(times.p99)} |`;
    const ratio = (name, graphqlTimes, restTimes) =>
      `| ${name} | ${(graphqlTimes.p50 / restTimes.p50).toFixed(2)} | ${(graphqlTimes.p90 / restTimes.p90).toFixed(2)} | ${(graphqlTimes.p99 / restTimes.p99).toFixed(2)} |`;
    return [
      `## The layout of a ${SECTIONS} × ${SHELVES} store: \`sections(storeId)\` against \`GET /section/detail/store/{id}\``,
      '',
      `One API (PGlite, a store of ${SECTIONS} sections × ${SHELVES} shelves seeded by \`seed-large-store-cli.js\`) and one`,
      'gateway, each a process of its own. Two runs of pairs, each pair one REST read and one GraphQL read in',
      `alternating order over one keep-alive connection each: ${PAIRS} pairs after ${WARM_UP} unmeasured. The first`,
      'GraphQL selection is every field of every section and shelf; the second is what the merchandise list asks',
      '(`shelfCount`, no shelves). Times in milliseconds, to the last byte of the answer.',
      '',
      `Load average (1 min) ${loadBefore.toFixed(1)} when it began and ${loadAfter.toFixed(1)} when it ended, on ${cpus().length} cores.`,
      '',
      '| path | p50 | p90 | p99 |',
      '| --- | ---: | ---: | ---: |',
      row('REST, paired with the full selection', restFull),
      row('GraphQL, every field of every section and shelf', full),
      row('REST, paired with the list selection', restList),
      row('GraphQL, the merchandise list (`shelfCount`, no shelves)', list),
      '',
      '| ratio GraphQL / REST | p50 | p90 | p99 |',
      '| --- | ---: | ---: | ---: |',
      ratio('every field', full, restFull),
      ratio('the merchandise list', list, restList),
      '',
      `Run with \`npm run bench -- layout-read\`. The aims: the REST read under 100 ms at p50, and GraphQL within`,
      '1.10 × REST at p50 and p99.',
      '',
      ...FINDINGS,
      '',
    ].join('\n');
  } finally {
    await Promise.all(pools.map((made) => made.close()));
    await stop();
  }
}

// `node bench/layout-read.mjs` runs this section alone and prints it.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await layoutRead());

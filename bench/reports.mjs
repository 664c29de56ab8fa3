// Every report over one million orders through the gateway's GraphQL: each chart and table report
// for '- All Stores -' and for one store, over all of time. Needs BENCH_REPORTS_DATABASE_URL, a
// PostgreSQL database of its own, which the first run seeds with a million orders.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { graphqlAs, loadNote, percentile, signIn, startOnOrders } from './stack.mjs';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 10);
const ORDERS = 1_000_000;
const DAYS = 90;
const TARGET_P95_MS = 1000;
const ADMIN = 'clientadmin@demo.test';
const STORE = 'Downtown Hub';

const KINDS = {
  chart: {
    names: 'query ($clientId: ID!) { analyticsReportNames(clientId: $clientId) { name } }',
    run: 'query ($run: ReportRunInput!) { analyticsReport(run: $run) { isSuccess errors chart { title categories series { name data } } } }',
    size: (data) => data.analyticsReport.chart?.categories.length ?? 0,
  },
  table: {
    names: 'query ($clientId: ID!) { tableReportNames(clientId: $clientId) { name } }',
    run: 'query ($run: ReportRunInput!) { tableReport(run: $run) { isSuccess columns rows } }',
    size: (data) => data.tableReport.rows.length,
  },
};

const ms = (value) => Math.round(value);

/** What EXPLAIN ANALYZE showed on this database, what was changed, and what is left. */
const FINDINGS = [
  '### Where the reports spend their time',
  '',
  "`EXPLAIN ANALYZE` of the reports' SQL for '- All Stores -' (762,150 of the orders, 2.66 million of their items) on",
  'the same database, with the load average near 20:',
  '',
  '| report | before | after | what changed |',
  '| --- | ---: | ---: | --- |',
  '| Orders by Status per Day | 4,393 ms | 846 ms | the planner took every order for a day of its own (757,000 groups), so it read the whole orders table and sorted 762,150 rows on disk; statistics on the UTC day (`CREATE STATISTICS`) tell it 90 days, and it now aggregates in a hash, in parallel, over an index-only scan |',
  '| Items Picked per Shopper | 10,748 ms | 12,400 to 18,150 ms, as the load rose | JIT spent 2,910 ms of the 10,748 compiling it (now off for reports); the rest is joining and grouping 2.66 million items, which an index cannot shorten, and it varies with the load more than with the plan |',
  '',
  'Migration `018_report_indexes.sql` gives the orders index by store and time the columns the reports read',
  '(`INCLUDE`), and the items and hand-offs indexes by order theirs, so reports scan narrow indexes with no heap',
  'fetches; it adds statistics on the UTC day of orders and of POS hand-offs. Reports run in a transaction with',
  '`SET LOCAL jit = off`: they aim at under a second, and compiling their plans cost up to three.',
  '',
  'Not met yet: the reports over items (Items Picked per Shopper, Substitutions by Item Category) and, for All',
  'Stores, On-Time Share and POS Hand-off Latency read every item, rule match or hand-off of the frame. All Time',
  'over a million orders needs totals kept per store and day (a rollup the writes keep up to date, the',
  'reports summing at most one row a store, day and shopper or category) rather than a faster scan.',
  '',
];

/** p50/p95 of each report run through the gateway; Markdown. */
export async function reports({ port = 5960 } = {}) {
  const servers = await startOnOrders({
    variable: 'BENCH_REPORTS_DATABASE_URL',
    orders: ORDERS,
    days: DAYS,
    port,
  });
  const { orders } = servers;
  const began = loadavg()[0];
  try {
    const [gateway] = servers.gateways;
    const graphql = graphqlAs(gateway, await signIn(gateway, ADMIN));
    const { stores } = await graphql('{ stores { id clientId name } }');
    const store = stores.find((candidate) => candidate.name === STORE);
    const scopes = [
      { name: '- All Stores -', storeId: 0 },
      { name: STORE, storeId: Number(store.id) },
    ];
    const rows = [];
    for (const [kind, { names, run, size }] of Object.entries(KINDS)) {
      const reportNames = Object.values(await graphql(names, { clientId: store.clientId }))[0];
      for (const { name } of reportNames)
        for (const scope of scopes) {
          const variables = {
            run: {
              clientId: store.clientId,
              storeId: scope.storeId,
              reportName: name,
              timeFrame: 'all',
              // All Time ignores the dates, which must still be given.
              startValue: '01-01-2026',
              endValue: '01-01-2026',
            },
          };
          // One unmeasured run: the plan cached, the pages read once.
          let answered = size(await graphql(run, variables));
          const times = [];
          for (let i = 0; i < RUNS; i++) {
            const started = performance.now();
            answered = size(await graphql(run, variables));
            times.push(performance.now() - started);
          }
          times.sort((a, b) => a - b);
          const p95 = percentile(times, 95);
          rows.push(
            `| ${kind} | ${name} | ${scope.name} | ${answered} | ${ms(percentile(times, 50))} | ${ms(p95)} | ${p95 < TARGET_P95_MS ? 'met' : 'not met'} |`,
          );
          console.error(rows.at(-1));
        }
    }
    return [
      '## Reports over one million orders',
      '',
      `${loadNote(began, loadavg()[0])}: other work ran beside it, so every time below includes waiting for a core.`,
      '',
      'Run with `BENCH_REPORTS_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/bench_reports npm run bench -- reports`',
      'after `createdb bench_reports`; a database without orders is first seeded with the demo data and a million orders over',
      `the ${DAYS} days before the seed (\`seed-orders-cli.js --orders ${ORDERS}\`, as \`npm run seed:orders\` does). It held ${orders.toLocaleString('en-US')} orders.`,
      `The API on PostgreSQL and one gateway on loopback; ${ADMIN} runs each report through GraphQL`,
      `(\`analyticsReport\`, \`tableReport\`), All Time, one unmeasured run then ${RUNS} one after another.`,
      'Times in milliseconds, to the last byte of the answer; the target is p95 under 1 s.',
      '',
      '| kind | report | store | categories or rows | p50 | p95 | p95 < 1 s |',
      '| --- | --- | --- | ---: | ---: | ---: | --- |',
      ...rows,
      '',
      ...FINDINGS,
    ].join('\n');
  } finally {
    await servers.stop();
  }
}

// `node bench/reports.mjs` runs this section alone and prints it.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await reports());

// Benchmarks; rewrites docs/benchmarks.md. Run with `npm run bench` from the repository root, or
// `npm run bench -- fanout` (names: overhead, fanout, moves, users, sections, layout-read, history, first-load, reports,
// table-report, upload, csv-parser) to run some and keep the other sections of the page as they are. reports and table-report read
// PostgreSQL databases of their own (BENCH_REPORTS_DATABASE_URL, BENCH_TABLE_DATABASE_URL), seeded on their first
// run (see their sections), so a run with no names leaves them out unless those are set.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gatewayOverhead } from './gateway-overhead.mjs';
import { history } from './history.mjs';
import { layoutRead } from './layout-read.mjs';
import { fanout } from './fanout.mjs';
import { moves } from './moves.mjs';
import { firstLoad } from './first-load.mjs';
import { sectionListOpen } from './section-list-open.mjs';
import { usersSearch } from './users-search.mjs';
import { reports } from './reports.mjs';
import { tableReport } from './table-report.mjs';
import { upload } from './upload.mjs';
import { csvParser } from './csv-parser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const page = `${root}docs/benchmarks.md`;

const BENCHMARKS = {
  overhead: () => gatewayOverhead({ port: 4500 }),
  fanout: () => fanout({ port: 4600 }),
  moves: () => moves({ port: 4900 }),
  users: () => usersSearch({ port: 4700 }),
  sections: () => sectionListOpen({ port: 4800 }),
  'layout-read': () => layoutRead({ port: 5000 }),
  history,
  'first-load': firstLoad,
  reports: () => reports({ port: 5960 }),
  'table-report': () => tableReport({ port: 5950 }),
  upload: () => upload({ port: 5970 }),
  'csv-parser': csvParser,
};

/** The benchmarks that need a database seeded beforehand, and the variable that names it. */
const SEEDED = { reports: 'BENCH_REPORTS_DATABASE_URL', 'table-report': 'BENCH_TABLE_DATABASE_URL' };

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in BENCHMARKS));
if (unknown.length)
  throw new Error(`unknown benchmarks ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS)}`);

/** The page's sections by heading, so a partial run replaces only its own. */
function previousSections() {
  if (!existsSync(page)) return new Map();
  const parts = readFileSync(page, 'utf8')
    .split(/^(?=## )/m)
    .slice(1);
  return new Map(parts.map((part) => [part.split('\n', 1)[0], asSection(part)]));
}

/** A section as the page keeps it: one blank line before the next heading, whatever its benchmark ended with. */
const asSection = (text) => text.trimEnd() + '\n';

const ran = new Map();
for (const [name, run] of Object.entries(BENCHMARKS)) {
  if (chosen.length ? !chosen.includes(name) : SEEDED[name] && !process.env[SEEDED[name]]) continue;
  const section = await run();
  ran.set(section.split('\n', 1)[0], asSection(section));
  console.log(section);
}
// Read only now, so that runs of other benchmarks that ended meanwhile keep their sections.
const sections = new Map([...previousSections(), ...ran]);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  page,
  [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (bench/run.mjs), which starts the API (PGlite with demo data, or PostgreSQL where a section says so) and gateways',
    'on loopback and loads them. `npm run bench -- NAME` reruns one benchmark and keeps the other',
    'sections. The last run was on:',
    '',
    `- ${machine}`,
    `- ${new Date().toISOString()}${chosen.length ? ` (${chosen.join(', ')})` : ''}`,
    '',
    ...sections.values(),
  ].join('\n'),
);

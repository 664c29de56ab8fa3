// Benchmarks; rewrites docs/benchmarks.md. Run with `npm run bench` from the repository root, or
// `npm run bench -- fanout` (names: overhead, fanout, moves, users, sections, layout-read,
// first-load) to run some and keep the other sections of the page as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gatewayOverhead } from './gateway-overhead.mjs';
import { layoutRead } from './layout-read.mjs';
import { fanout } from './fanout.mjs';
import { moves } from './moves.mjs';
import { firstLoad } from './first-load.mjs';
import { sectionListOpen } from './section-list-open.mjs';
import { usersSearch } from './users-search.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const page = `${root}docs/benchmarks.md`;

const BENCHMARKS = {
  overhead: () => gatewayOverhead({ port: 4500 }),
  fanout: () => fanout({ port: 4600 }),
  moves: () => moves({ port: 4900 }),
  users: () => usersSearch({ port: 4700 }),
  sections: () => sectionListOpen({ port: 4800 }),
  'layout-read': () => layoutRead({ port: 5000 }),
  'first-load': firstLoad,
};

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
  return new Map(parts.map((part) => [part.split('\n', 1)[0], part.trimEnd() + '\n']));
}

const sections = previousSections();
for (const [name, run] of Object.entries(BENCHMARKS)) {
  if (chosen.length && !chosen.includes(name)) continue;
  const section = await run();
  const heading = section.split('\n', 1)[0];
  sections.set(heading, section);
  console.log(section);
}
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
writeFileSync(
  page,
  [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (bench/run.mjs), which starts the API (PGlite, demo data) and gateways',
    'on loopback and loads them. `npm run bench -- NAME` reruns one benchmark and keeps the other',
    'sections. The last run was on:',
    '',
    `- ${machine}`,
    `- ${new Date().toISOString()}${chosen.length ? ` (${chosen.join(', ')})` : ''}`,
    '',
    ...sections.values(),
  ].join('\n'),
);

// Benchmarks; rewrites docs/benchmarks.md. Run with `npm run bench` from the repository root.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
import { gatewayOverhead } from './gateway-overhead.mjs';
import { fanout } from './fanout.mjs';
import { sectionListOpen } from './section-list-open.mjs';
import { usersSearch } from './users-search.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stack = await startStack({ port: 4500 });
try {
  const sections = [
    await gatewayOverhead(stack),
    await fanout({ port: 4600 }),
    await usersSearch({ port: 4700 }),
    await sectionListOpen({ port: 4800 }),
  ];
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  writeFileSync(
    `${root}docs/benchmarks.md`,
    [
      '# Benchmarks',
      '',
      'Produced by `npm run bench` (bench/run.mjs), which starts the API (PGlite, demo data) and one gateway',
      'on loopback and loads them with autocannon. Figures are from the last run on:',
      '',
      `- ${machine}`,
      `- ${new Date().toISOString()}`,
      '',
      ...sections,
    ].join('\n'),
  );
  console.log(sections.join('\n'));
} finally {
  await stack.stop();
}

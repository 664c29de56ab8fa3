// The portal's first load: the JavaScript index.html makes the browser fetch before any page shows
// (its module script and every modulepreload), as gzip -9 sizes. Reads the build `npm run bench` made.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';

const dist = `${root}apps/portal/dist`;
const kB = (bytes) => (bytes / 1000).toFixed(1);
// Highcharts (the analytics screen) and exceljs (spreadsheet downloads and uploads, in the spreadsheet
// worker's bundle or a chunk of its own) load on demand.
const LAZY_LIBRARIES = /^(highcharts|exceljs|xlsx-worker)[.-].*\.js$/;

export function firstLoad() {
  const html = readFileSync(`${dist}/index.html`, 'utf8');
  // A module script may also be named by a modulepreload: it is fetched once.
  const files = new Set(
    [
      ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map((match) => match[1]),
  );
  const chunks = [...files]
    .map((file) => {
      const code = readFileSync(`${dist}${file}`);
      return { file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  // The libraries of single screens, which must stay out of the first load: the files holding them.
  const heavy = readdirSync(`${dist}/assets`).filter((file) => LAZY_LIBRARIES.test(file));
  const upFront = heavy.filter((file) => files.has(`/assets/${file}`));
  return [
    '## First load: the JavaScript before the sign-in page shows',
    '',
    'The module script and every modulepreload of `apps/portal/dist/index.html` from the production',
    'build, each compressed with gzip -9. The login page is the only page loaded eagerly; it loads',
    'Apollo (with its documents) just after it shows, and every other page is a lazy chunk.',
    '',
    '| chunk | bytes | gzip bytes |',
    '| --- | ---: | ---: |',
    ...chunks.map(
      (chunk) => `| \`${chunk.file.replace(/^\/assets\//, '')}\` | ${chunk.bytes} | ${chunk.gzip} |`,
    ),
    `| **total** | ${chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)} | **${total}** |`,
    '',
    `${chunks.length} files, ${kB(total)} kB gzip up front.`,
    '',
    `Highcharts and exceljs: ${heavy.map((file) => `\`${file.replace(/-[\w-]+\.js$/, '')}\``).join(', ')} ${
      upFront.length
        ? `are in the first load: ${upFront.join(', ')}`
        : 'are lazy chunks, none of them in the first load'
    }.`,
    '',
  ].join('\n');
}

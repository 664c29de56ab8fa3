/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Reads the production build, which `npm test` makes first; bench/first-load.mjs reports the same
// figures chunk by chunk.
const dist = new URL('../dist/', import.meta.url);
/** The budget for the JavaScript fetched before the sign-in page shows. */
const BUDGET_GZIP_BYTES = 200_000;

/** Each file index.html makes the browser fetch, once: a module script may also be a modulepreload. */
function upFrontFiles(): string[] {
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const named = [
    ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(named)];
}

describe('the first load of the portal', () => {
  const files = upFrontFiles();

  it('fetches at most 200 kB of gzipped JavaScript before the sign-in page shows', () => {
    const gzipBytes = files.map((file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length);
    expect(files.length).toBeGreaterThan(0);
    expect(gzipBytes.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('preloads no code of exceljs or highcharts', () => {
    const heavy = files.filter((file) => {
      const code = readFileSync(new URL(file, dist), 'utf8');
      return /exceljs|highcharts/i.test(file) || /ExcelJS|Highcharts/.test(code);
    });
    expect(heavy).toEqual([]);
  });
});

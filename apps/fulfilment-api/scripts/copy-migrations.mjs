// tsc does not copy SQL: ship the migrations beside the compiled runner that reads them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
const to = fileURLToPath(new URL('../dist/db/migrations/', import.meta.url));
mkdirSync(to, { recursive: true });
for (const file of readdirSync(from).filter((name) => name.endsWith('.sql'))) {
  copyFileSync(from + file, to + file);
}

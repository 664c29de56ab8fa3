import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { OPENAPI_DOCUMENT, openApiText } from './openapi.js';

/**
 * node dist/openapi-cli.js — writes docs/openapi.json from the routes' schemas (an empty in-memory
 * database; nothing else is touched). `openapi.test.ts` fails until the document is rewritten after
 * a route changes.
 */
const app = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: 'memory://', demoData: false });
try {
  await app.ready();
  await writeFile(OPENAPI_DOCUMENT, openApiText(app));
  console.log(`wrote ${fileURLToPath(OPENAPI_DOCUMENT)}`);
} finally {
  await app.close();
}

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { RELEASED_SCHEMA, schemaDocument } from './http/schema-document.js';
import { loadSchema } from './schema.js';

/**
 * node dist/schema-release-cli.js — records the schema of `schema/` as the released one, at a
 * release. Until the next, `schema-compat.test.ts` fails on any change to it that would break an
 * integrator's operations, unless what goes was deprecated in this release first.
 */
await writeFile(RELEASED_SCHEMA, schemaDocument(loadSchema(loadConfig().schemaDir)));
console.log(`wrote ${fileURLToPath(RELEASED_SCHEMA)}`);

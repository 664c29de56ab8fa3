import { readFile } from 'node:fs/promises';
import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.js';
import { openDatabase } from './connect.js';
import { GENERATED_TABLES_FILE, generateTableTypes } from './table-types.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await ifStarted(database)?.drop();
});

describe('generated table types', () => {
  it('are what the migrations produce (npm run db:types rewrites them)', async () => {
    const opened = await openDatabase(database.config);
    let generated: string;
    try {
      generated = await generateTableTypes(opened);
    } finally {
      await opened.close();
    }
    expect(
      await readFile(GENERATED_TABLES_FILE, 'utf8'),
      'src/db/generated/tables.ts is stale: run npm run db:types',
    ).toBe(generated);
  });
});

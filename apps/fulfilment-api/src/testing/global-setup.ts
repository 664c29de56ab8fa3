import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../db/seed-demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite folder that each test file copies; empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's first start (initdb) takes seconds, opening a copied folder a fraction of one: build
 * the seeded database once per run and let every test file start from a copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'fulfil-template-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.js';

/** The executable schema: every `.graphql` file of the folder, with the resolvers of each area. */
export function loadSchema(schemaDir: string): GraphQLSchema {
  const files = readdirSync(schemaDir).filter((name) => name.endsWith('.graphql'));
  if (files.length === 0) throw new Error(`no .graphql files in SCHEMA_DIR ${schemaDir}`);
  const typeDefs = files.sort().map((name) => readFileSync(join(schemaDir, name), 'utf8'));
  return makeExecutableSchema({ typeDefs, resolvers });
}

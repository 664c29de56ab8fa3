import { readFile } from 'node:fs/promises';
import { CriticalityLevel, diff, DiffRule } from '@graphql-inspector/core';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { RELEASED_SCHEMA } from './http/schema-document.js';
import { loadSchema } from './schema.js';

/**
 * What a change of schema would break for integrators: removed or retyped fields, arguments and
 * values. What the released schema had deprecated may go ("deprecate first, then remove").
 */
async function breakingChanges(released: GraphQLSchema, next: GraphQLSchema): Promise<string[]> {
  const changes = await diff(released, next, [DiffRule.suppressRemovalOfDeprecatedField]);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => change.message);
}

const released = async () => buildSchema(await readFile(RELEASED_SCHEMA, 'utf8'));

describe('the schema against the last release (docs/schema.released.graphql)', () => {
  it('breaks nothing an integrator relies on (npm run schema:release records a new release)', async () => {
    const current = loadSchema(loadConfig({ NODE_ENV: 'test' }).schemaDir);
    expect(await breakingChanges(await released(), current)).toEqual([]);
  });

  it('would refuse a field removed without being deprecated first', async () => {
    const before = buildSchema('type Query { "Its name." name: String, "Its code." code: String }');
    const after = buildSchema('type Query { "Its name." name: String }');
    expect(await breakingChanges(before, after)).toEqual([
      "Field 'code' was removed from object type 'Query'",
    ]);
  });

  it('lets a field go once a release deprecated it', async () => {
    const before = buildSchema('type Query { name: String, code: String @deprecated(reason: "Use name.") }');
    const after = buildSchema('type Query { name: String }');
    expect(await breakingChanges(before, after)).toEqual([]);
  });
});

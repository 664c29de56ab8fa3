import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One graphql build for every module (Node loads the CommonJS one), as in the gateway's tests.
  resolve: { alias: { graphql: createRequire(import.meta.url).resolve('graphql') } },
  test: { include: ['**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});

import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships CommonJS (main) and ESM (module) builds; Vite would pick the ESM one for our
  // sources while graphql-ws and Apollo load the CommonJS one, giving two GraphQLSchema classes.
  // Node itself always loads the CommonJS build, so the tests use it too.
  resolve: { alias: { graphql: createRequire(import.meta.url).resolve('graphql') } },
  // Each file starts the reference API (an in-memory database with the demo data) and a gateway.
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
});

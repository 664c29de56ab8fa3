import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file starts the API on a database of its own.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

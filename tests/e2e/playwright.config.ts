import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4300);

/** The whole stack on the embedded defaults (PGlite, in-memory bus) with fresh demo data. */
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One test at a time: each runs the API, the gateway and up to two Chromiums, and on a 2-core
  // machine two tests at once made each about three times slower, so the suite took longer and
  // timing margins ran out. Alone, the same tests take a third of the time.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(root, 'test-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 400_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(port + 1),
      FULFILMENT_API_URL: `http://localhost:${port + 1}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fulfil-e2e-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: '1',
      // Reset e-mails go to the SMTP server password-reset.spec.ts runs, with links back to this portal.
      SMTP_URL: `smtp://127.0.0.1:${port + 25}`,
      PORTAL_URL: `http://localhost:${port}`,
      // upload.spec.ts sends a store setup of more rows than this, which is saved for later.
      LARGE_UPLOAD_ROWS: '1000',
    },
  },
});

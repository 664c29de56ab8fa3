import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The repository root, where the benchmarks start processes. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts a server's entry point with `env` added; resolves to a function that stops it. */
export function startProcess(entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

/** The value at percentile `p` of ascending `sorted` values. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Resolves once `url` answers 200; rejects after 60 s. */
export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * Starts the API and one gateway on loopback with fresh demo data, the same way `npm start` does;
 * in `dataDir` when given (a PGlite folder seeded beforehand).
 */
export async function startStack({ port, dataDir = mkdtempSync(join(tmpdir(), 'fulfil-bench-')) }) {
  const apiUrl = `http://localhost:${port + 1}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port + 1),
      FULFILMENT_API_URL: apiUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: '1',
    },
  });
  await waitFor(`http://localhost:${port}/readyz`);
  return {
    gatewayUrl: `http://localhost:${port}`,
    apiUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the gateway and returns the bearer token. */
export async function signIn(gatewayUrl, email) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token errors { message } } }',
      variables: { email, password: 'demo-password' },
    }),
  });
  const { data } = await response.json();
  if (!data?.login?.token) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(data)}`);
  return data.login.token;
}

/**
 * Seeds a store of `sections` × `shelves` into the database `env` names (DATA_DIR for PGlite, which
 * must not be open in another process, or DATABASE_URL); resolves to the store's id.
 */
export async function seedLargeStore(env, { sections, shelves }) {
  const seeded = await promisify(execFile)(
    process.execPath,
    [
      'apps/fulfilment-api/dist/db/seed-large-store-cli.js',
      '--sections',
      String(sections),
      '--shelves',
      String(shelves),
    ],
    { cwd: root, env: { ...process.env, ...env } },
  );
  return Number(seeded.stdout.trim().split('\n').at(-1));
}

/** One request over an undici pool, timed to the last byte of its answer; anything but 200 throws. */
export async function timed(pool, request) {
  const started = performance.now();
  const answer = await pool.request(request);
  await answer.body.arrayBuffer();
  const elapsed = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`${request.path} answered ${answer.statusCode}`);
  return elapsed;
}

/** p50, p90, p99 and mean of `values`. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

/**
 * Two timed paths pair by pair, in alternating order so neither always goes first: whatever slows
 * the machine for a moment slows both. The first `warmUp` pairs are run and not kept.
 */
export async function alternated({ pairs, warmUp }, first, second) {
  const times = [[], []];
  const paths = [first, second];
  for (let pair = 0; pair < warmUp + pairs; pair++) {
    for (const index of pair % 2 === 0 ? [0, 1] : [1, 0]) {
      const elapsed = await paths[index]();
      if (pair >= warmUp) times[index].push(elapsed);
    }
  }
  return times.map(summary);
}

/* global document, window, requestAnimationFrame, MutationObserver -- watchDrawing runs in the page */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';

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

/** Signs a demo user in at the REST API `apiUrl`; resolves to the headers of a JSON call as them. */
export async function restHeaders(apiUrl, email) {
  const login = await fetch(`${apiUrl}/user/LoginWithEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: 'demo-password' }),
  });
  const { token } = await login.json();
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
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
 * Starts the API on `apiPort` and a gateway on each of `gatewayPorts`, all on 127.0.0.1, with
 * `apiEnv` added to the API's environment (its database) and, with `redisUrl`, one live bus of a
 * prefix of their own; resolves once all answer. Its `stop` ends them.
 */
export async function startServers({ apiPort, gatewayPorts, apiEnv, redisUrl }) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const stops = [
    startProcess('apps/fulfilment-api/dist/server.js', {
      LOG_LEVEL: 'warn',
      ...apiEnv,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
    }),
  ];
  const stop = () => Promise.all(stops.map((stopOne) => stopOne()));
  try {
    await waitFor(`${apiUrl}/.well-known/jwks.json`);
    const livePrefix = `bench-${process.pid}-${apiPort}`;
    const gateways = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
    for (const port of gatewayPorts)
      stops.push(
        startProcess('apps/gateway/dist/server.js', {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          FULFILMENT_API_URL: apiUrl,
          REDIS_URL: redisUrl ?? '',
          LIVE_PREFIX: livePrefix,
        }),
      );
    await Promise.all(gateways.map((url) => waitFor(`${url}/readyz`)));
    return { apiUrl, gateways, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A GraphQL caller of `gatewayUrl` with `token`; resolves to `data`, rejects with the errors. */
export const graphqlAs =
  (gatewayUrl, token) =>
  async (query, variables = {}) => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const { data, errors } = await response.json();
    if (errors?.length) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(errors)}`);
    return data;
  };

/** The load beside a section's times: the one-minute load average (os.loadavg()) at its start and end. */
export const loadNote = (began, ended) =>
  `The machine's one-minute load average was ${began.toFixed(1)} when this began and ${ended.toFixed(1)} when it ended, on ${cpus().length} cores`;

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
  return rotated({ rounds: pairs, warmUp }, first, second);
}

/**
 * Runs each of `paths` once a round, the order turning round by round so none always goes first,
 * for `rounds` rounds after `warmUp` unmeasured; each path's summary, in the order given.
 */
export async function rotated({ rounds, warmUp }, ...paths) {
  const times = paths.map(() => []);
  for (let round = 0; round < warmUp + rounds; round++) {
    for (let step = 0; step < paths.length; step++) {
      const index = (round + step) % paths.length;
      const elapsed = await paths[index]();
      if (round >= warmUp) times[index].push(elapsed);
    }
  }
  return times.map(summary);
}

/** Headless Chromium as the browser benchmarks drive it: the system's, nothing fetched in the background. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** Signs `page` in through the login screen (relative to its context's baseURL) and waits to leave it. */
export async function signInPage(page, email) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Times drawing on the page's own clock: in every document `page` loads, `window.benchDrawn(selector)`
 * resolves to the frame after `selector` first matches, in ms since the document's navigation began,
 * and `window.benchLoaded` is that watch of `selector` begun as the document starts (a full load).
 * Playwright's `waitFor` polls at 0, 20, 70, 170, 270 ms and then every 500, which rounds a time
 * taken by it up by as much as half a second.
 */
export async function watchDrawing(page, selector) {
  await page.addInitScript((first) => {
    window.benchDrawn = (wanted) =>
      new Promise((resolve) => {
        let seen = false;
        const check = () => {
          if (seen || !document.querySelector(wanted)) return;
          seen = true;
          watch.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        };
        const watch = new MutationObserver(check);
        watch.observe(document, { childList: true, subtree: true });
        check();
      });
    window.benchLoaded = window.benchDrawn(first);
  }, selector);
}

/**
 * One graphql-transport-ws subscription of `query` at the gateway `gatewayUrl`; calls `onData`
 * with each result's data and its arrival time; resolves to the socket once subscribed.
 */
export function subscribe(gatewayUrl, token, query, variables, onData) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (raw) => {
      const at = performance.now();
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
        resolve(socket);
      } else if (message.type === 'next') onData(message.payload.data, at);
      else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)));
    });
    socket.on('error', reject);
  });
}

/**
 * The orders the PostgreSQL database at `databaseUrl` holds; when none, it is first seeded with the
 * demo data and `orders` orders over the `days` before today (`seed-orders-cli.js`, some minutes
 * for a million), so a benchmark's database needs only creating.
 */
export async function seededOrders(databaseUrl, { orders, days }) {
  const count = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT to_regclass('orders') IS NOT NULL AS ready`);
      return rows[0].ready ? Number((await client.query('SELECT count(*) AS n FROM orders')).rows[0].n) : 0;
    } finally {
      await client.end();
    }
  };
  if ((await count()) === 0)
    await promisify(execFile)(
      process.execPath,
      ['apps/fulfilment-api/dist/db/seed-orders-cli.js', '--orders', String(orders), '--days', String(days)],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_DATA: '1' } },
    );
  return count();
}

/**
 * The API on the PostgreSQL database the environment variable `variable` names (seeded by
 * seededOrders when it holds no orders) and one gateway; resolves to startServers' answer and the
 * orders the database holds.
 */
export async function startOnOrders({ variable, orders, days, port }) {
  const databaseUrl = process.env[variable];
  if (!databaseUrl)
    throw new Error(`Set ${variable} to an empty PostgreSQL database of its own (docs/benchmarks.md).`);
  const held = await seededOrders(databaseUrl, { orders, days });
  const servers = await startServers({
    apiPort: port,
    gatewayPorts: [port + 1],
    apiEnv: { DATABASE_URL: databaseUrl, DEMO_DATA: '1' },
  });
  return { ...servers, orders: held };
}

/** The median of `values`. */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A target's verdict. */
export const met = (ok) => (ok ? 'met' : 'not met');

/**
 * Runs `measure(name, config, env)` on a fresh PGlite folder, and on a scratch PostgreSQL database
 * beside DATABASE_URL when it is set (dropped afterwards): `config` opens the database in this
 * process, `env` names it to a server or seed process. Resolves to the results in that order.
 */
export async function onEachDatabase(measure) {
  const results = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'fulfil-bench-'));
  try {
    results.push(
      await measure('PGlite', { dataDir }, { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1' }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const { createScratchDatabase } = await import(`${root}apps/fulfilment-api/dist/db/scratch-database.js`);
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'fulfil_bench');
    try {
      const config = { databaseUrl: scratch.url, dataDir: '' };
      results.push(await measure('PostgreSQL', config, { DATABASE_URL: scratch.url, DEMO_DATA: '1' }));
    } finally {
      await scratch.drop();
    }
  }
  return results;
}

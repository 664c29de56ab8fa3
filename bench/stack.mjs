import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

// Starts the whole stack: the fulfilment REST API and one gateway (which serves the built portal).
// Honours PORT, API_PORT, FULFILMENT_API_URL, DATABASE_URL, REDIS_URL, DATA_DIR, DEMO_DATA, PORTAL_URL and
// SMTP_URL (password reset mails; without it they are written to the API's log).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '4001';
const port = process.env.PORT ?? '4000';
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  API_PORT: apiPort,
  PORT: port,
  FULFILMENT_API_URL: process.env.FULFILMENT_API_URL ?? `http://localhost:${apiPort}`,
  // Reset links in e-mails point at the portal the gateway serves.
  PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${port}`,
};

const children = [];
let stopping = false;

function run(name, entry) {
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the stack.`);
    stop(code || 1);
  });
  children.push(child);
}

function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

// Generous: on a busy machine, migrating and seeding the demo data can take a minute or more.
const READY_WITHIN_MS = 180_000;

async function waitFor(url, timeoutMs = READY_WITHIN_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('fulfilment API', 'apps/fulfilment-api/dist/server.js');
if (!(await waitFor(`${env.FULFILMENT_API_URL}/.well-known/jwks.json`))) {
  console.error(
    `The fulfilment API did not answer at ${env.FULFILMENT_API_URL} within ${READY_WITHIN_MS / 1000} s.`,
  );
  stop(1);
} else {
  run('gateway', 'apps/gateway/dist/server.js');
  if (await waitFor(`http://localhost:${port}/readyz`)) {
    console.log(`\nFulfilment Admin is running: http://localhost:${port}\n`);
  } else {
    console.error(`The gateway did not become ready on port ${port} within ${READY_WITHIN_MS / 1000} s.`);
    stop(1);
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startRedisServer, type TestRedisServer } from '@fulfil/test-fixtures';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The whole stack with two gateways, for browser tests of several admins on different instances:
 * the reference API with fresh demo data (PGlite in a temporary DATA_DIR), a redis-server of its
 * own, and two gateway processes on that Redis, each serving the built portal. It runs the built
 * servers (`npm run build` first), as `npm start` does, and ignores DATABASE_URL and REDIS_URL.
 *
 * ```ts
 * const stack = await startTwoGatewayStack({ basePort: Number(process.env.E2E_PORT ?? 4300) + 10 });
 * const admin = await signedInPage(browser, 'clientadmin@demo.test', stack.gatewayUrls[0]);
 * await stack.redis.stop(); // an outage; stack.redis.start() ends it
 * await stack.stop();
 * ```
 */
export interface TwoGatewayStack {
  /** Each gateway's base URL: the portal at `/`, GraphQL at `/graphql`. */
  gatewayUrls: [string, string];
  apiUrl: string;
  /** The Redis both gateways share; `stop()` and `start()` it to test an outage. */
  redis: TestRedisServer;
  /** Stops the gateways, the API and Redis, and removes the data. */
  stop(): Promise<void>;
}

/**
 * Starts the stack on `basePort` (API), `basePort + 1` and `+ 2` (gateways) and `+ 3` (Redis), or on
 * free ports without it; a failed start stops what it started.
 */
export async function startTwoGatewayStack({
  basePort,
}: { basePort?: number } = {}): Promise<TwoGatewayStack> {
  const port = async (offset: number) => (basePort === undefined ? freePort() : basePort + offset);
  const dataDir = mkdtempSync(join(tmpdir(), 'fulfil-two-gateways-'));
  const children: ChildProcess[] = [];
  let redis: TestRedisServer | undefined;
  const stop = async () => {
    await Promise.all(children.splice(0).map(stopProcess));
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    redis = await startRedisServer({ port: await port(3) });
    const apiPort = await port(0);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const [first, second] = [await port(1), await port(2)];
    const gatewayUrls: [string, string] = [`http://127.0.0.1:${first}`, `http://127.0.0.1:${second}`];
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      FULFILMENT_API_URL: apiUrl,
      REDIS_URL: redis.url,
      HOST: '127.0.0.1',
      // Reset links point at the first gateway's portal; no SMTP, so mails go to the API's log.
      PORTAL_URL: gatewayUrls[0],
      SMTP_URL: '',
    };
    children.push(run('apps/fulfilment-api/dist/server.js', env));
    await waitUntilAnswering(`${apiUrl}/.well-known/jwks.json`, children[0]!);
    for (const [index, gatewayPort] of [first, second].entries()) {
      const gateway = run('apps/gateway/dist/server.js', { ...env, PORT: String(gatewayPort) });
      children.push(gateway);
      await waitUntilAnswering(`${gatewayUrls[index]}/readyz`, gateway);
    }
    return { gatewayUrls, apiUrl, redis, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function run(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  // A test runner that ends mid-start (a hook timeout) must not leave servers holding the ports.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code || (signal && signal !== 'SIGTERM'))
      console.error(`${entry} stopped (${signal ?? code}):\n${errors}`);
  });
  return child;
}

/** Waits for the URL to answer 200; fails at once, with the reason, if the process exits. */
async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process serving ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

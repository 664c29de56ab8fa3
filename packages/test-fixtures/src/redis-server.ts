import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

export interface TestRedisServer {
  /** The redis:// URL to configure as REDIS_URL. */
  url: string;
  port: number;
  /** Stops the server, as an outage would; it keeps no data (`--save ''`), so it restarts empty. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
}

/**
 * A redis-server of the test's own (the binary on PATH), on `port` or a free loopback port, so a
 * test can stop and restart Redis without touching any other Redis on the machine.
 */
export async function startRedisServer({ port: wanted }: { port?: number } = {}): Promise<TestRedisServer> {
  const port = wanted ?? (await freePort());
  let child: ChildProcess | null = null;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = async () => {
    if (child) return;
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => fail(new Error('did not accept connections within 10 s')), 10_000);
      const fail = (error: Error) => {
        clearTimeout(timer);
        started.kill('SIGKILL');
        child = null;
        reject(new Error(`redis-server on port ${port}: ${error.message}\n${output}`));
      };
      started.once('error', fail);
      started.once('exit', (code) => fail(new Error(`exited with ${code}`)));
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes('Ready to accept connections')) return;
        clearTimeout(timer);
        started.removeAllListeners('exit');
        started.stdout!.removeAllListeners('data').resume();
        resolve();
      });
    });
  };

  const stop = async () => {
    const running = child;
    if (!running) return;
    child = null;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

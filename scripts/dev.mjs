// The stack with the portal on Vite's dev server (hot reload), proxying /graphql to the gateway.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const opts = { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } };
const stack = spawn(process.execPath, ['scripts/start.mjs'], opts);
const vite = spawn('npm', ['run', 'dev', '--workspace', '@fulfil/portal'], opts);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stack.kill(signal);
    vite.kill(signal);
  });
}

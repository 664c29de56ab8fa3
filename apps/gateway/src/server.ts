import { buildGateway } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildGateway(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });

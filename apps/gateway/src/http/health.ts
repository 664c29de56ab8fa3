import type { FulfilmentApi } from '@fulfil/fulfilment-client';
import type { LiveBus } from '@fulfil/live';
import type { FastifyInstance } from 'fastify';

/** `/healthz`: the process is up. `/readyz`: the API answers and the live bus carries events. */
export function registerHealth(app: FastifyInstance, api: FulfilmentApi, bus: LiveBus): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const [apiCheck, busCheck] = await Promise.allSettled([api.checkReachable(), bus.ping()]);
    const checks = { api: describe(apiCheck), bus: describe(busCheck) };
    const ready = apiCheck.status === 'fulfilled' && busCheck.status === 'fulfilled';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}

function describe(check: PromiseSettledResult<void>): string {
  return check.status === 'fulfilled'
    ? 'ok'
    : String((check.reason as Partial<Error> | null | undefined)?.message ?? check.reason);
}

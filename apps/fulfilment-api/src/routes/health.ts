import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../queries/health.js';
import type { Services } from '../services.js';

export const healthRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  // For container health checks and load balancers: ready when the API answers and so does its database.
  app.get('/readyz', { config: { public: true } }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', checks: { database: 'unreachable' } });
    }
  });
};

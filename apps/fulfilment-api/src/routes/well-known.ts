import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.js';

export const wellKnownRoutes: FastifyPluginAsync<Services> = async (app, { tokens }) => {
  // Lets the gateway and other services verify our tokens without sharing a secret.
  app.get('/.well-known/jwks.json', { config: { public: true } }, async () => tokens.jwks);
};

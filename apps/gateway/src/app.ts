import { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyWebsocket from '@fastify/websocket';
import { createFulfilmentClient, type FulfilmentApi } from '@fulfil/fulfilment-client';
import { createBus, type LiveBus } from '@fulfil/live';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { bearerToken, createTokenVerifier, type TokenVerifier } from './auth/verify-token.js';
import type { GatewayConfig } from './config.js';
import { createContext, type ContextServices, type GatewayContext, type Selection } from './context.js';
import { formatGraphQLError } from './errors.js';
import { graphqlWsHandler } from './http/graphql-ws.js';
import { createHardening } from './http/hardening.js';
import { registerHealth } from './http/health.js';
import { registerPortal } from './http/portal.js';
import { EventHub } from './live/event-hub.js';
import { PresenceBook } from './live/presence.js';
import { SectionDirectory } from './live/section-directory.js';
import { SharedExecution } from './live/shared-execution.js';
import { loadSchema } from './schema.js';

/** Services a test may supply instead of the ones the configuration describes. */
export interface GatewayOverrides {
  api?: FulfilmentApi;
  bus?: LiveBus;
  verifyToken?: TokenVerifier;
  /** Lets a test count the executions of live events. */
  sharedExecution?: SharedExecution;
}

function selectionOf(request: FastifyRequest): Selection {
  const number = (value: unknown) => (Number.isInteger(Number(value)) ? Number(value) : undefined);
  return {
    clientId: number(request.headers['fulfiller-clientid']),
    storeId: number(request.headers['fulfiller-storeid']),
  };
}

/**
 * Builds the gateway (not listening): GraphQL over HTTP and WebSocket at /graphql, health checks,
 * and the portal at /. The bus is connected before this resolves; closing the app disposes it.
 */
export async function buildGateway(
  config: GatewayConfig,
  overrides: GatewayOverrides = {},
): Promise<FastifyInstance> {
  const api = overrides.api ?? createFulfilmentClient({ baseUrl: config.fulfilmentApiUrl });
  const bus = overrides.bus ?? createBus({ redisUrl: config.redisUrl, prefix: config.livePrefix });
  const verifyToken = overrides.verifyToken ?? createTokenVerifier(config.fulfilmentApiUrl);
  await bus.ready();
  const hub = new EventHub(bus);
  const presence = new PresenceBook(bus);
  const sections = new SectionDirectory(bus);
  await Promise.all([hub.start(), presence.start(), sections.start()]);
  const services: ContextServices = { api, bus, hub, presence, sections };

  const schema = loadSchema(config.schemaDir);
  const hardening = createHardening(config.production);
  const app = Fastify({ logger: config.logger });

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: !config.production,
    includeStacktraceInErrorResponses: !config.production,
    validationRules: hardening.validationRules,
    plugins: hardening.plugins,
    // app.close() is the one way down (server.ts calls it on a signal); it stops Apollo in onClose.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, config.production),
  });
  await apollo.start();

  await app.register(fastifyWebsocket);
  const httpHandler = fastifyApolloHandler(apollo, {
    context: async (request) => {
      const token = bearerToken(request.headers.authorization);
      const user = token ? await verifyToken(token) : null;
      return createContext(services, token, user, selectionOf(request));
    },
  });
  // GET serves queries only (Apollo refuses mutations over GET) and upgrades to graphql-ws.
  app.route({
    method: 'GET',
    url: '/graphql',
    handler: httpHandler,
    wsHandler: graphqlWsHandler({
      schema,
      services,
      verifyToken,
      hardening,
      production: config.production,
      shared: overrides.sharedExecution ?? new SharedExecution(),
    }),
  });
  app.post('/graphql', httpHandler);

  registerHealth(app, api, bus);
  await registerPortal(app, config.portalDir);

  app.addHook('onClose', async () => {
    await apollo.stop();
    await Promise.all([hub.stop(), presence.stop(), sections.stop()]);
    await Promise.allSettled([bus.dispose(), api.close()]);
  });
  return app;
}

import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyWebsocket from '@fastify/websocket';
import { createFulfilmentClient, type FulfilmentApi } from '@fulfil/fulfilment-client';
import { createBus, type LiveBus } from '@fulfil/live';
import { echoRequestId, OneLineRequestLog, registerMetrics, requestIdOf } from '@fulfil/observability';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { bearerToken, createTokenVerifier, type TokenVerifier } from './auth/verify-token.js';
import type { GatewayConfig } from './config.js';
import { createContext, type ContextServices, type GatewayContext, type Selection } from './context.js';
import { compiledExecution } from './compiled-execution.js';
import { formatGraphQLError } from './errors.js';
import { graphqlWsHandler, MAX_WEBSOCKET_FRAME_BYTES } from './http/graphql-ws.js';
import { createHardening } from './http/hardening.js';
import { withFreshLoadersPerMutation } from './loaders.js';
import { registerHealth } from './http/health.js';
import { registerPortal } from './http/portal.js';
import { registerSchemaDocument } from './http/schema-document.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerUploads } from './http/uploads.js';
import { EventHub } from './live/event-hub.js';
import { PresenceBook } from './live/presence.js';
import { SectionDirectory } from './live/section-directory.js';
import { SessionGuard } from './live/session-guard.js';
import { SharedExecution } from './live/shared-execution.js';
import { TokenBuckets } from './live/token-buckets.js';
import { GatewayMetrics } from './metrics/gateway-metrics.js';
import type { SplicedAnswers } from './pass-through/spliced-answers.js';
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
  // A proxy's request id, when it sends one, names the request here and in the API's log lines.
  const app = Fastify({
    logger: config.logger,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    logController: new OneLineRequestLog(),
  });
  echoRequestId(app);
  const metrics = new GatewayMetrics(registerMetrics(app));
  const api =
    overrides.api ??
    createFulfilmentClient({ baseUrl: config.fulfilmentApiUrl, onCallDone: metrics.upstreamCallDone });
  const bus = overrides.bus ?? createBus({ redisUrl: config.redisUrl, prefix: config.livePrefix });
  const verifyToken = overrides.verifyToken ?? createTokenVerifier(config.fulfilmentApiUrl, api);
  await bus.ready();
  const hub = new EventHub(bus);
  const presence = new PresenceBook(bus);
  const sections = new SectionDirectory(bus);
  const guard = new SessionGuard(bus, api);
  await Promise.all([hub.start(), presence.start(), sections.start(), guard.start()]);
  const stopLiveMetrics = await metrics.watchLive({
    bus,
    subscriptions: () => hub.size,
    subscriptionsStarted: () => hub.started,
    sockets: () => guard.size,
  });
  // Twenty at once, then two a second: far above the portal's one report per tab every 10 s.
  const presenceReports = new TokenBuckets(20, 500);
  const services: ContextServices = { api, bus, hub, presence, presenceReports, sections };

  const schema = withFreshLoadersPerMutation(loadSchema(config.schemaDir));
  const hardening = createHardening(config.production);

  const apollo = new ApolloServer<GatewayContext>({
    gateway: compiledExecution(schema),
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: !config.production,
    includeStacktraceInErrorResponses: !config.production,
    validationRules: hardening.validationRules,
    parseOptions: hardening.parseOptions,
    plugins: [
      ...hardening.plugins,
      metrics.operationsPlugin,
      // No cache hints are used; Apollo's cache-control plugin would otherwise hook every field.
      ApolloServerPluginCacheControlDisabled(),
    ],
    // app.close() is the one way down (server.ts calls it on a signal); it stops Apollo in onClose.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, config.production),
  });
  await apollo.start();

  await registerSecurityHeaders(app);
  // A larger frame is refused with 1009 from its header, before it is buffered, signed in or not.
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_WEBSOCKET_FRAME_BYTES } });
  // One way from a request to its caller, for /graphql and the upload routes alike.
  const contextOf = async (request: FastifyRequest): Promise<GatewayContext> => {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await verifyToken(token) : null;
    return createContext(services, {
      token,
      user,
      selection: selectionOf(request),
      address: request.ip,
      requestId: request.id,
    });
  };
  // The answer's passed-through parts are spliced into Apollo's serialised answer as it is sent.
  const splicesOf = new WeakMap<FastifyRequest, SplicedAnswers>();
  const httpHandler = fastifyApolloHandler(apollo, {
    context: async (request) => {
      const context = await contextOf(request);
      if (context.splices) splicesOf.set(request, context.splices);
      return context;
    },
  });
  const spliced = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
    typeof payload === 'string' ? (splicesOf.get(request)?.splice(payload) ?? payload) : payload;
  // GET serves queries only (Apollo refuses mutations over GET) and upgrades to graphql-ws.
  app.route({
    method: 'GET',
    url: '/graphql',
    handler: httpHandler,
    onSend: spliced,
    wsHandler: graphqlWsHandler({
      schema,
      services,
      verifyToken,
      hardening,
      production: config.production,
      shared: overrides.sharedExecution ?? new SharedExecution(),
      guard,
    }),
  });
  app.post('/graphql', { onSend: spliced }, httpHandler);

  registerHealth(app, api, bus);
  registerSchemaDocument(app, schema, api, verifyToken);
  await app.register(registerUploads(contextOf));
  await registerPortal(app, config.portalDir);

  app.addHook('onClose', async () => {
    await apollo.stop();
    await Promise.all([hub.stop(), presence.stop(), sections.stop(), guard.stop(), stopLiveMetrics()]);
    await Promise.allSettled([bus.dispose(), api.close()]);
  });
  return app;
}

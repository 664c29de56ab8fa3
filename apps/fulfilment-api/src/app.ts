import helmet from '@fastify/helmet';
import { echoRequestId, OneLineRequestLog, registerMetrics, requestIdOf } from '@fulfil/observability';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthentication } from './auth/authenticate.js';
import { registerThrottle } from './auth/throttle.js';
import { loadSigningKey } from './auth/signing-keys.js';
import { createTokens } from './auth/tokens.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed-demo.js';
import { startDemoOrderFeed } from './db/demo-order-feed.js';
import { registerErrorHandler } from './errors.js';
import { registerActorContext } from './history/actor.js';
import { startHistoryPruning } from './history/retention.js';
import { registerInputGuard } from './input-guard.js';
import { createMailer } from './mail/mailer.js';
import { autoAssignmentRoutes } from './routes/autoassignment.js';
import { apiKeyRoutes } from './routes/api-key.js';
import { appAttributeRoutes } from './routes/app-attribute.js';
import { brandingRoutes } from './routes/branding.js';
import { clientRoutes } from './routes/client.js';
import { creditDefinitionRoutes } from './routes/credit-definition.js';
import { customFieldRoutes } from './routes/custom-field.js';
import { healthRoutes } from './routes/health.js';
import { helpRoutes } from './routes/help.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { foodSafetyTypeRoutes } from './routes/foodsafetytype.js';
import { integrationRoutes } from './routes/integration.js';
import { itemCategoryTypeRoutes } from './routes/itemcategorytype.js';
import { layoutWriteAccessRoutes } from './routes/layout-write-access.js';
import { sectionRoutes } from './routes/section.js';
import { shelfRoutes } from './routes/shelf.js';
import { stagingRoutes } from './routes/stagingsection.js';
import { storeAttributeRoutes } from './routes/store-attribute.js';
import { storeDeliveryRoutes } from './routes/store-delivery.js';
import { storeRoutes } from './routes/store.js';
import { userEditRoutes } from './routes/user-edit.js';
import { userPasswordRoutes } from './routes/user-password.js';
import { userProfileRoutes } from './routes/user-profile.js';
import { userSearchRoutes } from './routes/user-search.js';
import { userSectionRoutes } from './routes/user-section.js';
import { userSsoRoutes } from './routes/user-sso.js';
import { userRoutes } from './routes/user.js';
import { wellKnownRoutes } from './routes/well-known.js';
import { zoneRoutes } from './routes/zone.js';
import { customOrderTypeRoutes } from './routes/custom-order-type.js';
import { messageFilterRoutes } from './routes/messagefilter.js';
import { privateInformationRoutes } from './routes/privateinformation.js';
import { registerOpenApi } from './openapi.js';
import { leadTimeRuleRoutes } from './routes/leadtime.js';
import { uploadRoutes } from './routes/upload.js';
import { createStoreSetupJobs } from './upload-jobs/store-setup-jobs.js';
import { reportRoutes } from './routes/report.js';
import { orderRoutes } from './routes/order.js';
import { historyRoutes } from './routes/history.js';
import { historyUndoRoutes } from './routes/history-undo.js';

export { loadConfig, ConfigError, type AppConfig } from './config.js';

/**
 * Builds the fulfilment REST API: opens the database, applies migrations, seeds the demo data when
 * asked and the database is empty, and registers the routes. The database closes with the app,
 * unless it was handed in already open (`opened`), when it stays its opener's.
 */
export async function buildApp(config: AppConfig, opened?: Database): Promise<FastifyInstance> {
  const database = opened ?? (await openDatabase(config));
  try {
    await migrate(database);
    if (config.demoData) await seedDemo(database.db);
    const tokens = createTokens(await loadSigningKey(database.db), config.tokenTtlSeconds);

    // The gateway's request id, when it sends one, names this request's log lines too.
    const app = Fastify({
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
      genReqId: requestIdOf,
      logController: new OneLineRequestLog(),
      // A oneOf told apart by a property (a projection's `field`) refuses with that one alternative's problem.
      ajv: { customOptions: { discriminator: true } },
    });
    echoRequestId(app);
    registerMetrics(app, { config: { public: true } });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log);
    const stopOrderFeed = config.demoOrdersPerMinute
      ? startDemoOrderFeed(database.db, config.demoOrdersPerMinute, app.log)
      : () => {};
    const stopPruning = startHistoryPruning(database.db, config.historyRetentionDays, app.log);
    const uploadJobs = createStoreSetupJobs(app.log);
    app.addHook('onClose', async () => {
      stopOrderFeed();
      stopPruning();
      // Running uploads end (and mail) before their database and mailer close.
      await uploadJobs.close();
      mailer.close();
      if (!opened) await database.close();
    });
    // JSON only: nothing the API answers is a page, a script or a frame.
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    });
    await registerOpenApi(app);
    registerErrorHandler(app);
    registerInputGuard(app);
    registerAuthentication(app, database.db, tokens);
    registerActorContext(app);
    await registerThrottle(app, config.redisUrl);
    const services = {
      db: database.db,
      tokens,
      mailer,
      portalUrl: config.portalUrl,
      uploadJobs,
      largeUploadRows: config.largeUploadRows,
    };
    await app.register(healthRoutes, services);
    await app.register(wellKnownRoutes, services);
    await app.register(userRoutes, services);
    await app.register(userSearchRoutes, services);
    await app.register(userEditRoutes, services);
    await app.register(userPasswordRoutes, services);
    await app.register(userProfileRoutes, services);
    await app.register(userSsoRoutes, services);
    await app.register(clientRoutes, services);
    await app.register(appAttributeRoutes, services);
    await app.register(brandingRoutes, services);
    await app.register(customFieldRoutes, services);
    await app.register(creditDefinitionRoutes, services);
    await app.register(helpRoutes, services);
    await app.register(integrationRoutes, services);
    await app.register(apiKeyRoutes, services);
    await app.register(storeRoutes, services);
    await app.register(storeDeliveryRoutes, services);
    await app.register(storeAttributeRoutes, services);
    await app.register(dashboardRoutes, services);
    for (const layoutRoutes of [
      foodSafetyTypeRoutes,
      itemCategoryTypeRoutes,
      sectionRoutes,
      shelfRoutes,
      stagingRoutes,
      zoneRoutes,
      userSectionRoutes,
      layoutWriteAccessRoutes,
    ]) {
      await app.register(layoutRoutes, services);
    }
    await app.register(autoAssignmentRoutes, services);
    await app.register(leadTimeRuleRoutes, services);
    await app.register(customOrderTypeRoutes, services);
    await app.register(messageFilterRoutes, services);
    await app.register(privateInformationRoutes, services);
    await app.register(uploadRoutes, services);
    await app.register(reportRoutes, services);
    await app.register(orderRoutes, services);
    await app.register(historyRoutes, services);
    await app.register(historyUndoRoutes, services);
    return app;
  } catch (error) {
    if (!opened) await database.close();
    throw error;
  }
}

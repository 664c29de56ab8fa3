import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthentication } from './auth/authenticate.js';
import { loadSigningKey } from './auth/signing-keys.js';
import { createTokens } from './auth/tokens.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed-demo.js';
import { registerErrorHandler } from './errors.js';
import { clientRoutes } from './routes/client.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { foodSafetyTypeRoutes } from './routes/foodsafetytype.js';
import { itemCategoryTypeRoutes } from './routes/itemcategorytype.js';
import { sectionRoutes } from './routes/section.js';
import { shelfRoutes } from './routes/shelf.js';
import { stagingRoutes } from './routes/stagingsection.js';
import { storeRoutes } from './routes/store.js';
import { userSectionRoutes } from './routes/user-section.js';
import { userRoutes } from './routes/user.js';
import { wellKnownRoutes } from './routes/well-known.js';
import { zoneRoutes } from './routes/zone.js';

export { loadConfig, ConfigError, type AppConfig } from './config.js';

/**
 * Builds the fulfilment REST API: opens the database, applies migrations, seeds the demo data when
 * asked and the database is empty, and registers the routes. The database closes with the app.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    if (config.demoData) await seedDemo(database.db);
    const tokens = createTokens(await loadSigningKey(database.db), config.tokenTtlSeconds);

    const app = Fastify({ logger: { level: config.logLevel } });
    app.addHook('onClose', () => database.close());
    registerErrorHandler(app);
    registerAuthentication(app, database.db, tokens);
    const services = { db: database.db, tokens };
    await app.register(wellKnownRoutes, services);
    await app.register(userRoutes, services);
    await app.register(clientRoutes, services);
    await app.register(storeRoutes, services);
    await app.register(dashboardRoutes, services);
    for (const layoutRoutes of [
      foodSafetyTypeRoutes,
      itemCategoryTypeRoutes,
      sectionRoutes,
      shelfRoutes,
      stagingRoutes,
      zoneRoutes,
      userSectionRoutes,
    ]) {
      await app.register(layoutRoutes, services);
    }
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

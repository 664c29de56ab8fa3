import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIVE_PREFIX } from '@fulfil/live';

/** Everything the gateway needs to start; read from the environment by `loadConfig`. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the fulfilment REST API. */
  fulfilmentApiUrl: string;
  /** Redis for the live bus; without it events stay inside this instance. */
  redisUrl?: string;
  /** Channel prefix on Redis, so deployments sharing one Redis stay apart. */
  livePrefix: string;
  /** The built portal served at `/`. */
  portalDir: string;
  /** Folder of the GraphQL SDL files. */
  schemaDir: string;
  /** Hides introspection, field suggestions and stack traces. */
  production: boolean;
  /** Fastify request logging. */
  logger: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (a front proxy's); the caller's address is passed on
   * to the API, whose sign-in limits count per address.
   */
  trustProxy: string;
}

const packageDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const fulfilmentApiUrl = env.FULFILMENT_API_URL ?? 'http://localhost:4001';
  if (!URL.canParse(fulfilmentApiUrl))
    throw new Error(`FULFILMENT_API_URL must be a URL, got "${fulfilmentApiUrl}"`);
  if (env.REDIS_URL && !URL.canParse(env.REDIS_URL))
    throw new Error(`REDIS_URL must be a URL, got "${env.REDIS_URL}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    fulfilmentApiUrl,
    redisUrl: env.REDIS_URL || undefined,
    livePrefix: env.LIVE_PREFIX || DEFAULT_LIVE_PREFIX,
    portalDir: resolve(packageDir, env.PORTAL_DIR ?? '../portal/dist'),
    schemaDir: resolve(packageDir, env.SCHEMA_DIR ?? '../../schema'),
    production: env.NODE_ENV === 'production',
    logger: env.NODE_ENV !== 'test',
    trustProxy: env.TRUST_PROXY || 'loopback,linklocal,uniquelocal',
  };
}

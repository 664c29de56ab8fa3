import { LARGE_STORE_SETUP_ROWS, MAX_UPLOAD_ROWS } from '@fulfil/domain';
import { resolve } from 'node:path';

/** Settings of the API, read from the environment once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for a database that lives only in this process. */
  dataDir: string;
  /** Seed the demo clients, stores and users into an empty database. */
  demoData: boolean;
  /** Orders added to every store each minute while the API runs, for a live demo; 0 or absent is off. */
  demoOrdersPerMinute?: number;
  tokenTtlSeconds: number;
  logLevel: string;
  /** Where people open the portal: password reset links point here. */
  portalUrl: string;
  /** smtp:// or smtps:// server for outgoing mail; when absent, mails are written to the log. */
  smtpUrl: string | undefined;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /** Redis for the sign-in and password-reset limits, so they hold across instances; memory otherwise. */
  redisUrl: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy: addresses, ranges or names
   * such as loopback); the limits count per caller address.
   */
  trustProxy: string;
  /** Days the history of changes is kept; older entries are pruned. */
  historyRetentionDays: number;
  /** Rows above which a store setup file is saved for later (responseCode 2) and stored as a job. */
  largeUploadRows: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max}, got '${raw}'.`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be 1 or 0, got '${raw}'.`);
}

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a URL.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      'DATABASE_URL',
      `must be a postgres:// or postgresql:// URL, got '${url.protocol}'.`,
    );
  }
  return raw;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a URL.');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      name,
      `must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL, got '${parsed.protocol}'.`,
    );
  }
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  const raw = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(raw))
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}.`);
  return raw;
}

/** Reads and checks the configuration, naming the variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR || 'data/fulfilment';
  return {
    port: integer(env, 'API_PORT', 4001, 0, 65535),
    host: env.API_HOST || '0.0.0.0',
    databaseUrl: databaseUrl(env),
    dataDir: dataDir.startsWith('memory://') ? dataDir : resolve(dataDir),
    demoData: flag(env, 'DEMO_DATA', true),
    demoOrdersPerMinute: integer(env, 'DEMO_ORDERS_PER_MINUTE', 0, 0, 10_000),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 3600, 60, 31_536_000),
    logLevel: logLevel(env),
    // The gateway serves the portal; scripts/start.mjs starts it on PORT (default 4000).
    portalUrl: (
      url(env, 'PORTAL_URL', ['http:', 'https:']) ?? `http://localhost:${env.PORT || 4000}`
    ).replace(/\/+$/, ''),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Fulfilment Admin <no-reply@fulfilment.invalid>',
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    // Gateways call from this host or the private network of a deployment.
    trustProxy: env.TRUST_PROXY || 'loopback,linklocal,uniquelocal',
    historyRetentionDays: integer(env, 'HISTORY_RETENTION_DAYS', 365, 1, 36_500),
    largeUploadRows: integer(env, 'LARGE_UPLOAD_ROWS', LARGE_STORE_SETUP_ROWS, 1, MAX_UPLOAD_ROWS),
  };
}

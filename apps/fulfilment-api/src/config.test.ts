import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the defaults of an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 4001,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve('data/fulfilment'),
      demoData: true,
      demoOrdersPerMinute: 0,
      tokenTtlSeconds: 3600,
      logLevel: 'info',
      portalUrl: 'http://localhost:4000',
      smtpUrl: undefined,
      mailFrom: 'Fulfilment Admin <no-reply@fulfilment.invalid>',
      redisUrl: undefined,
      trustProxy: 'loopback,linklocal,uniquelocal',
      historyRetentionDays: 365,
      largeUploadRows: 20_000,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '5001',
      API_HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://postgres@db:5432/fulfil',
      DATA_DIR: 'memory://',
      DEMO_DATA: '0',
      DEMO_ORDERS_PER_MINUTE: '12',
      TOKEN_TTL_SECONDS: '600',
      LOG_LEVEL: 'warn',
      PORTAL_URL: 'https://admin.example.com/',
      SMTP_URL: 'smtp://mail.example.com:2525',
      MAIL_FROM: 'admin@example.com',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '10.0.0.0/8',
      HISTORY_RETENTION_DAYS: '90',
      LARGE_UPLOAD_ROWS: '5000',
    });
    expect(config).toEqual({
      port: 5001,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://postgres@db:5432/fulfil',
      dataDir: 'memory://',
      demoData: false,
      demoOrdersPerMinute: 12,
      tokenTtlSeconds: 600,
      logLevel: 'warn',
      portalUrl: 'https://admin.example.com',
      smtpUrl: 'smtp://mail.example.com:2525',
      mailFrom: 'admin@example.com',
      redisUrl: 'redis://cache:6379',
      trustProxy: '10.0.0.0/8',
      historyRetentionDays: 90,
      largeUploadRows: 5000,
    });
  });

  it('points reset links at the gateway port when PORTAL_URL is absent', () => {
    expect(loadConfig({ PORT: '8080' }).portalUrl).toBe('http://localhost:8080');
  });

  it.each([
    ['API_PORT', 'http'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['DEMO_DATA', 'maybe'],
    ['DEMO_ORDERS_PER_MINUTE', '-1'],
    ['TOKEN_TTL_SECONDS', '-5'],
    ['LOG_LEVEL', 'loud'],
    ['HISTORY_RETENTION_DAYS', '0'],
    ['LARGE_UPLOAD_ROWS', '200001'],
    ['PORTAL_URL', 'ftp://example.com'],
    ['SMTP_URL', 'http://mail.example.com'],
  ])('fails naming %s when it is %s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });
});

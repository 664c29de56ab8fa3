import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { OPENAPI_DOCUMENT, openApiText } from './openapi.js';

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  app = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: 'memory://', demoData: false });
  await app.ready();
});

afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('in docs/openapi.json is the one the routes describe (npm run openapi rewrites it)', async () => {
    expect(await readFile(OPENAPI_DOCUMENT, 'utf8')).toBe(openApiText(app));
  });

  it('is served without a token and names the routes with their schemas', async () => {
    const answer = await app.inject('/openapi.json');
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    expect(document.paths['/user/LoginWithEmail']?.post?.security).toEqual([]);
    expect(document.paths['/section/move']?.post).toBeDefined();
    expect(document.paths['/openapi.json']).toBeUndefined();
  });
});

import { createFulfilmentClient } from '@fulfil/fulfilment-client';
import { ifStarted } from '@fulfil/test-fixtures';
import type { FastifyInstance } from 'fastify';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { SCHEMA_DOCUMENT_PATH } from './http/schema-document.js';
import { loadSchema } from './schema.js';
import { signIn, startApi, startGateway } from './testing/stack.js';

let api: { app: FastifyInstance; url: string };
let gateway: { app: FastifyInstance; url: string };

beforeAll(async () => {
  api = await startApi();
  // Production: introspection is off, so this document is the only way to the schema.
  gateway = await startGateway(api.url, { production: true });
});

afterAll(async () => {
  await ifStarted(gateway)?.app.close();
  await ifStarted(api)?.app.close();
});

const readSchema = (token?: string) =>
  fetch(`${gateway.url}${SCHEMA_DOCUMENT_PATH}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the published schema', () => {
  it('gives any signed-in person the whole schema as SDL, descriptions included', async () => {
    const answer = await readSchema(await signIn(gateway.url, 'shopper@demo.test'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const document = await answer.text();
    const served = buildSchema(document);
    const loaded = loadSchema(loadConfig({ NODE_ENV: 'test' }).schemaDir);
    expect(printSchema(lexicographicSortSchema(served))).toBe(printSchema(lexicographicSortSchema(loaded)));
    expect(served.getQueryType()?.getFields().storeDashboard?.description).toBeTruthy();
  });

  it('is refused without a token, or with one that does not verify', async () => {
    for (const answer of [await readSchema(), await readSchema('not-a-token')]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(await answer.json()).toEqual({
        error: 'Sign in to read the schema: send your token as "Authorization: Bearer <token>".',
      });
    }
  });

  it('is refused to a person deleted since signing in, though the token has not expired', async () => {
    const token = await signIn(gateway.url, 'lead@demo.test');
    expect((await readSchema(token)).status).toBe(200);
    const admin = createFulfilmentClient({ baseUrl: api.url }).withSession({
      token: await signIn(gateway.url, 'sysadmin@demo.test'),
    });
    await admin.deleteUser((await admin.userByName('lead@demo.test')).id);
    expect((await readSchema(token)).status).toBe(401);
  });
});

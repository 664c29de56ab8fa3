import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => ifStarted(api)?.close());

describe('GET /readyz', () => {
  it('answers ready without a token while the database answers', async () => {
    const answer = await api.call('GET', '/readyz');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });
});

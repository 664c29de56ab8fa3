import { readFile } from 'node:fs/promises';
import { ifStarted } from '@fulfil/test-fixtures';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, startApi, startGateway, subscribe, type LiveSubscription } from './testing/stack.js';

const GUIDE = new URL('../../../docs/integrators.md', import.meta.url);

/**
 * One example of the guide: an operation, the variables sent with it and the answer it documents;
 * for a subscription, the event it documents instead and the example that causes it.
 */
interface Example {
  operation: string;
  variables: Record<string, unknown>;
  answer: Record<string, unknown>;
  heardAfter?: Example;
}

/**
 * The guide's examples in order: each ```graphql fence, with the ```json variables and ```json answer
 * fences that follow it; a ```json event fence belongs to the last subscription before it.
 */
function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  const fences = /^```(graphql|json variables|json answer|json event)\n([\s\S]*?)^```$/gm;
  for (const [, info, body] of markdown.matchAll(fences)) {
    if (info === 'graphql') {
      examples.push({ operation: body!, variables: {}, answer: {} });
      continue;
    }
    const example =
      info === 'json event'
        ? examples.findLast(({ operation }) => isSubscription(operation))
        : examples.at(-1);
    if (!example) throw new Error(`a ${info} fence without its operation`);
    if (info === 'json variables') example.variables = JSON.parse(body!);
    else example.answer = JSON.parse(body!);
    if (info === 'json event') example.heardAfter = examples.at(-1);
  }
  return examples;
}

const isSubscription = (operation: string) =>
  parse(operation).definitions.some(
    (node) => node.kind === 'OperationDefinition' && node.operation === 'subscription',
  );

let api: { app: FastifyInstance; url: string };
let gateway: { app: FastifyInstance; url: string; wsUrl: string };

beforeAll(async () => {
  api = await startApi();
  gateway = await startGateway(api.url, { production: true });
});

afterAll(async () => {
  await ifStarted(gateway)?.app.close();
  await ifStarted(api)?.app.close();
});

describe('docs/integrators.md', () => {
  it('answers every example as the guide says, run in order on the demo data', async () => {
    const examples = examplesOf(await readFile(GUIDE, 'utf8'));
    expect(examples.length).toBeGreaterThan(5);
    // The guide signs a person in to create a key; the examples after the key act with it.
    let token: string | undefined;
    let listening: { subscription: LiveSubscription; example: Example } | null = null;
    try {
      for (const example of examples) {
        const { operation, variables, answer } = example;
        if (isSubscription(operation)) {
          if (!token) throw new Error('a subscription before signing in');
          listening = { subscription: await subscribe(gateway.wsUrl, token, operation, variables), example };
          continue;
        }
        const received = await execute(gateway.url, operation, variables, token);
        expect(received, operation).toMatchObject(answer);
        const data = received.data as
          { login?: { token?: string }; createApiKey?: { secret?: string } } | undefined;
        token = data?.createApiKey?.secret ?? data?.login?.token ?? token;
        if (listening?.example.heardAfter === example) {
          const {
            subscription,
            example: { answer: expected },
          } = listening;
          const [field, event] = Object.entries(expected.data as Record<string, { __typename: string }>)[0]!;
          const received = await subscription.waitFor((data) => data[field]?.__typename === event.__typename);
          expect({ data: received }).toMatchObject(expected);
          await subscription.dispose();
          listening = null;
        }
      }
      // Every subscription of the guide documents an event, and the event was heard.
      expect(listening).toBeNull();
    } finally {
      await listening?.subscription.dispose();
    }
  });
});

import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadSchema } from '../schema.js';
import { execute, startStackFor, type AnswerTree, type SignedInStack } from '../testing/stack.js';
import { OPERATION_LIMITS } from './limits.js';
import { operationCost } from './operation-cost.js';
import { upstreamCallBudget } from './upstream-calls.js';
import { ifStarted } from '@fulfil/test-fixtures';

const schema = loadSchema(loadConfig({ NODE_ENV: 'test' }).schemaDir);

const NESTED = 'stores { client { stores { client { stores { id } } } } }';
/** The depth-6 query fifteen times over, the most aliases an operation may have. */
const ALIASED = `{ ${Array.from({ length: OPERATION_LIMITS.maxAliases }, (_, index) => `a${index}: ${NESTED}`).join(' ')} }`;

/** The users page of the portal, exactly as it asks, with the shared fragments it spreads. */
const USERS_PAGE = ['features/users/users.graphql', 'lib/user-error.graphql']
  .map((file) => readFileSync(new URL(`../../../portal/src/${file}`, import.meta.url), 'utf8'))
  .join('\n');

const costOf = (query: string, variables?: Record<string, unknown>) =>
  operationCost(schema, parse(query), variables);

describe('operationCost', () => {
  it('counts every field once per item of the lists around it, a list without a page size as 20', () => {
    expect(costOf('{ stores { id name } }')).toBe(20 * 3);
    expect(costOf('{ stores { client { id } } }')).toBe(20 * (1 + 2));
    expect(costOf(`{ ${NESTED} }`)).toBe(16_840);
  });

  it('takes the page size from take, given inline or as a variable', () => {
    expect(costOf('{ users(search: { skip: 0, take: 5 }) { id } }')).toBe(5 * 2);
    const query = 'query ($take: Int!) { users(search: { skip: 0, take: $take }) { id } }';
    expect(costOf(query, { take: 50 })).toBe(50 * 2);
  });

  it('counts fragments as the fields they stand for', () => {
    expect(costOf('{ stores { ...Row } } fragment Row on Store { id name }')).toBe(
      costOf('{ stores { id name } }'),
    );
  });
});

describe('upstreamCallBudget', () => {
  it('refuses the call past the limit with UPSTREAM_CALL_LIMIT, naming the limit', () => {
    const beforeCall = upstreamCallBudget(2);
    beforeCall();
    beforeCall();
    expect(beforeCall).toThrow(/more than 2 calls to the fulfilment API, the upstream call limit/);
    try {
      beforeCall();
    } catch (error) {
      expect(error).toMatchObject({ extensions: { code: 'UPSTREAM_CALL_LIMIT', limit: 2 } });
    }
  });
});

describe('the budget of a request', () => {
  let stack: SignedInStack<[string]>;

  beforeAll(async () => {
    stack = await startStackFor(['clientadmin@demo.test']);
  });
  afterAll(() => ifStarted(stack)?.close());

  it('refuses the fifteen-alias nested query with COST_LIMIT before any REST call', async () => {
    const [clientadmin] = stack.tokens;
    let answer: AnswerTree;
    const calls = await stack.restCallsDuring(async () => {
      answer = await execute(stack.url, ALIASED, {}, clientadmin);
    });
    expect(answer.status).toBe(400);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0].message).toMatch(/^Operation cost 252600 exceeds the cost limit of 20000/);
    expect(answer.errors[0].extensions).toMatchObject({ code: 'COST_LIMIT', cost: 252_600, limit: 20_000 });
    // Verifying the token may read the API's public keys; nothing else is asked.
    expect(calls.filter((call) => !call.startsWith('GET /.well-known/'))).toEqual([]);
  });

  it("accepts the portal's users page at its largest page size", async () => {
    const [clientadmin] = stack.tokens;
    const { me } = await stack.run('{ me { clientId } }', {}, clientadmin);
    const answer = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${clientadmin}` },
      body: JSON.stringify({
        query: USERS_PAGE,
        operationName: 'Users',
        variables: { scope: { clientId: me.clientId }, search: { skip: 0, take: 100 } },
      }),
    });
    const body = (await answer.json()) as AnswerTree;
    expect(body.errors).toBeUndefined();
    expect(body.data.users.length).toBeGreaterThan(0);
  });

  it('refuses a subscription document over the cost limit with COST_LIMIT', async () => {
    const [clientadmin] = stack.tokens;
    const client = `client { a: ${NESTED} b: ${NESTED} }`;
    const subscription = await stack.subscribe(
      clientadmin,
      `subscription { adminEvents { ... on ClientUpdated { ${client} } } }`,
    );
    expect(JSON.stringify(subscription.errors)).toMatch(/Operation cost \d+ exceeds the cost limit of 20000/);
    expect(JSON.stringify(subscription.errors)).toContain('COST_LIMIT');
  });
});

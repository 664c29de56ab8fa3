import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from './budget/limits.js';
import { HISTORY_IDS, OPAQUE_IDS } from './http/input-check.js';
import { loadSchema } from './schema.js';
import { execute, signIn, startApi, startGateway, subscribe } from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: Awaited<ReturnType<typeof startApi>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let sysadmin: string;

beforeAll(async () => {
  api = await startApi();
  gateway = await startGateway(api.url);
  sysadmin = await signIn(gateway.url, 'sysadmin@demo.test');
});

afterAll(async () => {
  await ifStarted(gateway)?.app.close();
  await ifStarted(api)?.app.close();
});

const schema = loadSchema(new URL('../../../schema', import.meta.url).pathname);

/** A value of the type that graphql accepts, so the request reaches the input checks. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  if (isEnumType(type)) return type.getValues()[0]!.value;
  const name = getNamedType(type).name;
  return { Int: 1, Float: 1, Boolean: true, ID: '1', DateTime: '2026-01-01T00:00:00Z' }[name] ?? 'x';
}

interface Case {
  what: string;
  query: string;
  variables: Record<string, unknown>;
}

/** `value` in the argument, every other required argument a sample, as one operation. */
function operation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  bad: GraphQLArgument,
  value: unknown,
): Case {
  const args = field.args.filter((arg) => arg === bad || isNonNullType(arg.type));
  const variables = Object.fromEntries(args.map((arg) => [arg.name, arg === bad ? value : sample(arg.type)]));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    what: `${field.name}(${bad.name}: ${JSON.stringify(value)})`,
    query: `${kind} (${declared}) { ${field.name}(${passed})${selection} }`,
    variables,
  };
}

/** Every field of Query and Mutation, with the kind of operation that reaches it. */
function rootFields(): ['query' | 'mutation', GraphQLField<unknown, unknown>][] {
  return (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    return Object.values(root.getFields()).map(
      (field) => [kind, field] as ['query' | 'mutation', typeof field],
    );
  });
}

/** Every root field with an id argument, given ids that are not ids. */
function badIds(): Case[] {
  return rootFields().flatMap(([kind, field]) =>
    field.args
      .filter((arg) => getNamedType(arg.type).name === 'ID' && !OPAQUE_IDS.has(arg.name))
      .flatMap((arg) =>
        [
          HISTORY_IDS.has(arg.name) ? '1000000000000000000' : '2147483648',
          '99999999999999999999',
          '0',
          '-1',
          'abc',
          '1\u0000',
        ].map((value) => operation(kind, field, arg, value)),
      ),
  );
}

const NUL_TEXT = 'Dairy\u0000';

/** The argument's values with NUL text in one string: the argument itself, or one field of its input. */
function withNulText(arg: GraphQLArgument): unknown[] {
  const type = getNamedType(arg.type);
  if (type.name === 'String') return [NUL_TEXT];
  if (!isInputObjectType(type)) return [];
  return Object.values(type.getFields())
    .filter((field) => getNamedType(field.type).name === 'String' && !isListType(getNullableType(field.type)))
    .map((field) => ({ ...(sample(type) as object), [field.name]: NUL_TEXT }));
}

/** Every root field with text in its arguments, given text with the NUL character. */
function nulTexts(): Case[] {
  return rootFields().flatMap(([kind, field]) =>
    field.args.flatMap((arg) => withNulText(arg).map((value) => operation(kind, field, arg, value))),
  );
}

async function post(body: unknown) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sysadmin}` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe('bad input at the gateway', () => {
  it('refuses every id argument that is not an id with 400, BAD_USER_INPUT and a message naming it', async () => {
    const cases = badIds();
    expect(cases.length).toBeGreaterThan(150);
    for (const { what, query, variables } of cases) {
      const { status, body } = await post({ query, variables });
      expect(status, what).toBe(400);
      expect(body.errors?.[0]?.extensions?.code, what).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message, what).toMatch(/^Invalid id for \w+: /);
    }
  });

  it('refuses text with the NUL character in every text argument, naming it', async () => {
    const cases = nulTexts();
    expect(cases.length).toBeGreaterThan(50);
    for (const { what, query, variables } of cases) {
      const { status, body } = await post({ query, variables });
      expect(status, what).toBe(400);
      expect(body.errors?.[0]?.message, what).toMatch(/ must not contain the NUL character\.$/);
    }
  });

  it('checks ids inside input objects and lists, and in literals', async () => {
    const nested = await post({
      query:
        'mutation ($u: ID!, $s: [ID!]!) { setUserStores(userId: $u, storeIds: $s) { errors { message } } }',
      variables: { u: '5', s: ['1', '4294967296'] },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors?.[0]?.message).toBe(
      'Invalid id for storeIds: "4294967296" is not a whole number from 1 to 2147483647.',
    );
    const literal = await post({ query: '{ store(id: "2147483648") { id } }' });
    expect(literal.status).toBe(400);
  });

  it('answers syntax errors, unknown fields and documents over the token limit with 400', async () => {
    const tooLong = `{ ${'me { id } '.repeat(OPERATION_LIMITS.maxTokens)} }`;
    for (const query of ['{ stores { id ', '{ nosuchfield }', tooLong, '{ store(id: ) { id } }']) {
      const { status, body } = await post({ query });
      expect(status, query.slice(0, 40)).toBe(400);
      expect(body.errors?.[0]?.message).toEqual(expect.any(String));
    }
  });

  it('refuses the same over WebSocket', async () => {
    const subscription = await subscribe(
      gateway.wsUrl,
      sysadmin,
      'subscription ($s: ID!) { storeEvents(storeId: $s) { __typename } }',
      { s: '2147483648' },
    );
    try {
      expect(JSON.stringify(subscription.errors)).toContain(
        'Invalid id for storeId: \\"2147483648\\" is not a whole number from 1 to 2147483647.',
      );
      expect(subscription.events).toEqual([]);
    } finally {
      await subscription.dispose();
    }
  });

  it('accepts a real id', async () => {
    const answer = await execute<{ store: { id: string } }>(
      gateway.url,
      '{ store(id: "1") { id } }',
      {},
      sysadmin,
    );
    expect(answer.data?.store.id).toBe('1');
  });
});

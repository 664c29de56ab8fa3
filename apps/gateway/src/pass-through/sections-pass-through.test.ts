import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifStarted } from '@fulfil/test-fixtures';
import {
  execute,
  expectNoGraphQLErrors,
  startStackFor,
  type AnswerTree,
  type SignedInStack,
} from '../testing/stack.js';

let stack: SignedInStack;
let sysadmin: string;
let otheradmin: string;
const STORE = '1';
const PROJECTION = `POST /section/projection/store/${STORE}`;

beforeAll(async () => {
  [sysadmin, otheradmin] = (stack = await startStackFor([
    'sysadmin@demo.test',
    'otheradmin@demo.test',
  ])).tokens;
});

afterAll(() => ifStarted(stack)?.close());

/** The answer, and the REST calls it made (the token's first check reads the key set, which is left out). */
async function answered(query: string, variables: Record<string, unknown>, token = sysadmin) {
  let answer: Awaited<ReturnType<typeof execute>> | undefined;
  const calls = await stack.restCallsDuring(async () => {
    answer = await execute(stack.url, query, variables, token);
  });
  return { answer: answer!, calls: calls.filter((call) => !call.includes('/.well-known/')) };
}

/**
 * The same selection answered by ordinary execution: a root `__typename` beside it makes the
 * operation more than a store's sections, which the gateway then executes field by field.
 */
const executed = (query: string) => query.replace(/\{/, '{ __typename ');

/** Passed through and executed, the two answers are the same JSON, key order included. */
async function expectSameAnswer(query: string, variables: Record<string, unknown> = { storeId: STORE }) {
  const through = await answered(query, variables);
  const ordinary = await answered(executed(query), variables);
  expect(through.calls).toEqual([PROJECTION]);
  expect(ordinary.calls).not.toContain(PROJECTION);
  const data = expectNoGraphQLErrors(through.answer) as Record<string, AnswerTree>;
  const { __typename, ...rest } = expectNoGraphQLErrors(ordinary.answer) as Record<string, AnswerTree>;
  expect(__typename).toBe('Query');
  expect(JSON.stringify(data)).toBe(JSON.stringify(rest));
  return data;
}

const EVERY_FIELD = `query ($storeId: ID!) { sections(storeId: $storeId) {
  id storeId name sectionSourceKey sequenceId foodSafetyTypeId foodSafetyTypeName preparedItemsMode prepOptionId
  shelfCount version updatedBy zones { zoneId zoneName }
  shelves { id sectionId name sequenceId foodSafetyTypeId preparedItemsMode prepOptionId version updatedBy } } }`;

describe('a query of a store’s sections alone', () => {
  it('is answered from the API’s bytes as execution answers it, every field of every section and shelf', async () => {
    const data = await expectSameAnswer(EVERY_FIELD);
    expect(data.sections.length).toBeGreaterThan(1);
    expect(data.sections.some((section: AnswerTree) => section.shelves.length > 0)).toBe(true);
    expect(data.sections.some((section: AnswerTree) => section.zones.length > 0)).toBe(true);
  });

  it('keeps aliases, `__typename` and the selection’s order at every level', async () => {
    await expectSameAnswer(`query ($storeId: ID!) { aisles: sections(storeId: $storeId) {
      kind: __typename code: sectionSourceKey id __typename
      racks: shelves { position: sequenceId __typename id at: sectionId }
      zones { __typename name: zoneName } count: shelfCount } }`);
  });

  it('merges fields named twice and collects fragments, named and inline, at the root too', async () => {
    await expectSameAnswer(`query ($storeId: ID!) { ...Layout }
      fragment Layout on Query { sections(storeId: $storeId) { id ...Section ... on Section { shelves { name } } id } }
      fragment Section on Section { name shelves { id ...Shelf } zones { zoneId } ... { version } }
      fragment Shelf on Shelf { sequenceId id }`);
  });

  it('follows @skip and @include by their variables', async () => {
    const query = `query ($storeId: ID!, $shelves: Boolean!, $zones: Boolean!) { sections(storeId: $storeId) {
      id shelves @include(if: $shelves) { id } zones @skip(if: $zones) { zoneId } name @skip(if: false) } }`;
    const [first] = (await expectSameAnswer(query, { storeId: STORE, shelves: true, zones: true })).sections;
    expect(Object.keys(first)).toEqual(['id', 'shelves', 'name']);
    const [other] = (await expectSameAnswer(query, { storeId: STORE, shelves: false, zones: false }))
      .sections;
    expect(Object.keys(other)).toEqual(['id', 'zones', 'name']);
  });

  it('sends a valid JSON answer with its length, as GraphQL over HTTP answers', async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sysadmin}` },
      body: JSON.stringify({ query: EVERY_FIELD, variables: { storeId: STORE } }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(bytes.toString('utf8')).data.sections.length).toBeGreaterThan(1);
  });

  it('answers a refused read with the same error as execution, located at the field', async () => {
    const query = `query ($storeId: ID!) {\n  sections(storeId: $storeId) { id } }`;
    for (const [variables, code] of [
      [{ storeId: STORE }, 'FORBIDDEN'],
      [{ storeId: '999999' }, 'NOT_FOUND'],
    ] as const) {
      const through = await answered(query, variables, otheradmin);
      const ordinary = await answered(executed(query), variables, otheradmin);
      expect(through.calls).toEqual([`POST /section/projection/store/${variables.storeId}`]);
      expect(through.answer.data).toBeNull();
      expect(ordinary.answer.data).toBeNull();
      expect(through.answer.errors).toEqual(ordinary.answer.errors);
      expect(through.answer.errors?.[0]?.extensions?.code).toBe(code);
      expect(through.answer.errors?.[0]).toMatchObject({
        path: ['sections'],
        locations: [{ line: 2, column: 3 }],
      });
    }
  });

  it('refuses a store id out of range before any call, as every query does', async () => {
    const { answer, calls } = await answered(EVERY_FIELD, { storeId: '2147483648' });
    expect(calls).toEqual([]);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/Invalid id/);
  });

  it('is not used where the projection would be refused: every field skipped, an alias too long', async () => {
    for (const [selection, keys] of [
      ['id @skip(if: true)', []],
      [`a${'b'.repeat(128)}: name`, [`a${'b'.repeat(128)}`]],
    ] as const) {
      const query = `query ($storeId: ID!) { sections(storeId: $storeId) { ${selection} } }`;
      const { answer, calls } = await answered(query, { storeId: STORE });
      expect(calls).toEqual([`GET /section/summary/store/${STORE}`]);
      const [first] = (expectNoGraphQLErrors(answer) as Record<string, AnswerTree>).sections;
      expect(Object.keys(first)).toEqual(keys);
    }
  });

  it('is not used when the operation asks for more than the sections', async () => {
    const { calls } = await answered(
      `query ($storeId: ID!) { sections(storeId: $storeId) { id } listOrder(list: SECTIONS, parentId: $storeId) { listVersion } }`,
      { storeId: STORE },
    );
    expect(calls).toEqual([`GET /section/summary/store/${STORE}`]);
  });
});

describe('a shelf moved without its section', () => {
  it('is placed from the shelf as stored when this gateway has not read it', async () => {
    const [section] = (await stack.run(EVERY_FIELD, { storeId: STORE }, sysadmin)).sections.filter(
      (candidate: AnswerTree) => candidate.shelves.length > 0,
    );
    // Made straight through REST, so no event taught the gateway where these shelves are.
    const created = await Promise.all(
      ['Top', 'Bottom'].map(async (name) => {
        const response = await fetch(`${stack.apiUrl}/shelf`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sysadmin}` },
          body: JSON.stringify({ sectionId: Number(section.id), name, preparedItemsMode: 5 }),
        });
        return String(((await response.json()) as { shelf: { shelfId: number } }).shelf.shelfId);
      }),
    );
    const [top, bottom] = created as [string, string];
    const move = `mutation ($shelfId: ID!, $target: ID!) { moveShelf(shelfId: $shelfId, direction: AFTER, targetShelfId: $target) {
      shelf { id sectionId } errors { message } } }`;
    let moved: AnswerTree;
    const calls = await stack.restCallsDuring(async () => {
      moved = await stack.run(move, { shelfId: top, target: bottom }, sysadmin);
    });
    expect(calls).toContain(`GET /shelf/${top}`);
    expect(moved.moveShelf).toEqual({ shelf: { id: top, sectionId: section.id }, errors: [] });
  });
});

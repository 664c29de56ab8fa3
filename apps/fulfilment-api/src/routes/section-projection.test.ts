import {
  SECTION_PROJECTION_SCALARS,
  SECTION_ZONE_PROJECTION_FIELDS,
  SHELF_PROJECTION_FIELDS,
  type Section,
} from '@fulfil/rest-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SHOPPER, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;
let riverside: number;

/** A store of Demo Grocers with no layout, beside the seeded ones. */
const EMPTY_STORE = 'Empty Corner';

beforeAll(async () => {
  api = await startTestApi({
    // The API refuses a section without code or food safety type, which older rows may still be.
    prepare: async (db) => {
      await sql`UPDATE sections SET section_source_key = NULL, food_safety_type_id = NULL
        WHERE section_id = (SELECT min(s.section_id) FROM sections s JOIN stores st USING (store_id)
          WHERE st.name = 'Riverside Spoke')`.execute(db);
      await sql`INSERT INTO stores (client_id, name, store_type_id, store_source_key, location,
          state_province, time_zone_name)
        SELECT client_id, ${EMPTY_STORE}, store_type_id, 'DG-0999', location, state_province, time_zone_name
        FROM stores WHERE name = 'Lakeside Market'`.execute(db);
    },
  });
  ids = await idsByName(api);
  riverside = ids.store('Riverside Spoke');
});
afterAll(() => ifStarted(api)?.close());

/** Every field of a Section, its zones and shelves, each under its own name. */
const named = <F extends string>(fields: readonly F[]) => fields.map((field) => ({ key: field, field }));
const FULL = [
  ...named(SECTION_PROJECTION_SCALARS),
  { key: 'zones', field: 'zones', fields: named(SECTION_ZONE_PROJECTION_FIELDS) },
  { key: 'shelves', field: 'shelves', fields: named(SHELF_PROJECTION_FIELDS) },
];

const project = (storeId: number | string, fields: unknown, as = ADMIN) =>
  api.call('POST', `/section/projection/store/${storeId}`, { as, body: { fields } });

/** An id as GraphQL answers it. */
const graphqlId = (id: number | null) => (id === null ? null : String(id));

/** A section of the detail read as the full projection answers it. */
const asGraphql = (section: Section) => ({
  __typename: 'Section',
  id: graphqlId(section.sectionId),
  storeId: graphqlId(section.storeId),
  name: section.name,
  sectionSourceKey: section.sectionSourceKey,
  sequenceId: section.sequenceId,
  foodSafetyTypeId: graphqlId(section.foodSafetyTypeId),
  foodSafetyTypeName: section.foodSafetyTypeName,
  preparedItemsMode: section.preparedItemsMode,
  prepOptionId: section.prepOptionId,
  shelfCount: section.shelves.length,
  version: section.version,
  updatedBy: section.updatedBy,
  zones: section.zoneSections.map((zone) => ({
    __typename: 'SectionZone',
    zoneId: graphqlId(zone.zoneId),
    zoneName: zone.zoneName,
  })),
  shelves: section.shelves.map((shelf) => ({
    __typename: 'Shelf',
    id: graphqlId(shelf.shelfId),
    sectionId: graphqlId(shelf.sectionId),
    name: shelf.name,
    sequenceId: shelf.sequenceId,
    foodSafetyTypeId: graphqlId(shelf.foodSafetyTypeId),
    preparedItemsMode: shelf.preparedItemsMode,
    prepOptionId: shelf.prepOptionId,
    version: shelf.version,
    updatedBy: shelf.updatedBy,
  })),
});

const detailOf = async (storeId: number) => {
  const response = await api.call('GET', `/section/detail/store/${storeId}`, { as: ADMIN });
  expect(response.statusCode).toBe(200);
  return response.json<{ sectionDetails: Section[] }>().sectionDetails;
};

describe('a store’s sections as a GraphQL projection', () => {
  it('answers the full projection as the detail read in GraphQL’s shape, section for section', async () => {
    const detail = await detailOf(riverside);
    const response = await project(riverside, FULL);
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body)).toEqual(detail.map(asGraphql));
    // What the comparison covers: several sections, zones and shelves, and a section without a code or type.
    expect(detail.length).toBeGreaterThan(1);
    expect(detail.some((section) => section.zoneSections.length > 1)).toBe(true);
    expect(detail.some((section) => section.shelves.length > 1)).toBe(true);
    expect(
      detail.some((section) => section.foodSafetyTypeId === null && section.sectionSourceKey === ''),
    ).toBe(true);
  });

  it('sends the database’s JSON text as it is, typed as JSON', async () => {
    const response = await project(riverside, [{ key: 'id', field: 'id' }]);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.startsWith('[')).toBe(true);
    // json_build_object's own spacing: the text is the database's, not a serialiser's.
    expect(response.body).toMatch(/^\[\{"id" : "\d+"\}/);
  });

  it('keeps the projection’s keys, aliases and order in the text, __typename included', async () => {
    const fields = [
      { key: 'b', field: 'name' },
      { key: 'kind', field: '__typename' },
      { key: 'a', field: 'id' },
      {
        key: 'racks',
        field: 'shelves',
        fields: [
          { key: 'label', field: 'name' },
          { key: 't', field: '__typename' },
          { key: 'shelfId', field: 'id' },
        ],
      },
      { key: 'areas', field: 'zones', fields: [{ key: 'zn', field: 'zoneName' }] },
      { key: 'first', field: 'shelves', fields: [{ key: 'x', field: 'sequenceId' }] },
    ];
    const response = await project(riverside, fields);
    expect(response.statusCode, response.body).toBe(200);
    const [first] = JSON.parse(response.body);
    expect(Object.keys(first)).toEqual(['b', 'kind', 'a', 'racks', 'areas', 'first']);
    expect(Object.keys(first.racks[0])).toEqual(['label', 't', 'shelfId']);
    expect(response.body).toMatch(
      /^\[\{"b" : "[^"]*", "kind" : "Section", "a" : "\d+", "racks" : \[\{"label" : /,
    );
    expect(first.racks[0].t).toBe('Shelf');
    const detail = (await detailOf(riverside))[0]!;
    expect(first).toEqual({
      b: detail.name,
      kind: 'Section',
      a: String(detail.sectionId),
      racks: detail.shelves.map((shelf) => ({
        label: shelf.name,
        t: 'Shelf',
        shelfId: String(shelf.shelfId),
      })),
      areas: detail.zoneSections.map((zone) => ({ zn: zone.zoneName })),
      first: detail.shelves.map((shelf) => ({ x: shelf.sequenceId })),
    });
  });

  it('counts shelves without reading them, and names an aliased zone’s type', async () => {
    const fields = [
      { key: 'n', field: 'shelfCount' },
      { key: 'zones', field: 'zones', fields: [{ key: 'type', field: '__typename' }] },
    ];
    const answer = JSON.parse((await project(riverside, fields)).body);
    const detail = await detailOf(riverside);
    expect(answer).toEqual(
      detail.map((section) => ({
        n: section.shelves.length,
        zones: section.zoneSections.map(() => ({ type: 'SectionZone' })),
      })),
    );
  });

  it('answers [] for a store without sections', async () => {
    const response = await project(ids.store(EMPTY_STORE), FULL);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[]');
  });

  it('answers each caller as the detail read does: its refusals, and its reads', async () => {
    const downtown = ids.store('Downtown Hub');
    const lakeside = ids.store('Lakeside Market');
    const cases: [string | undefined, number][] = [
      [OTHER_ADMIN, downtown],
      [MANAGER, lakeside],
      [SHOPPER, lakeside],
      [SHOPPER, downtown],
      [MANAGER, downtown],
      [undefined, downtown],
      [SYSADMIN, 999999],
    ];
    const statuses = new Set<number>();
    for (const [as, storeId] of cases) {
      const detail = await api.call('GET', `/section/detail/store/${storeId}`, { as });
      const projected = await api.call('POST', `/section/projection/store/${storeId}`, {
        as,
        body: { fields: [{ key: 'id', field: 'id' }] },
      });
      expect(projected.statusCode, `${as} on ${storeId}`).toBe(detail.statusCode);
      if (detail.statusCode >= 400) expect(projected.json()).toEqual(detail.json());
      statuses.add(detail.statusCode);
    }
    expect([...statuses].sort()).toEqual([200, 401, 403, 404]);
  });

  it('refuses bad input with 400 naming what is wrong', async () => {
    const zones = (fields?: unknown) => ({ key: 'zones', field: 'zones', ...(fields ? { fields } : {}) });
    const cases: [unknown, RegExp][] = [
      [[{ key: 'a', field: 'colour' }], /body\/fields\/0 value of tag "field"/],
      [[{ key: 'a', field: 'zoneName' }], /body\/fields\/0 value of tag "field"/],
      [
        [zones([{ key: 'a', field: 'shelfCount' }])],
        /body\/fields\/0\/fields\/0\/field must be equal to one of/,
      ],
      [[zones()], /body\/fields\/0 must have required property 'fields'/],
      [
        [{ key: 'a', field: 'name', fields: [{ key: 'a', field: 'id' }] }],
        /body\/fields\/0\/fields must NOT/,
      ],
      [[zones([{ key: 'n', field: 'zoneName', fields: [] }])], /body\/fields\/0\/fields\/0\/fields must NOT/],
      [
        [
          { key: 'a', field: 'id' },
          { key: 'a', field: 'name' },
        ],
        /body\/fields\/1\/key "a" is given twice/,
      ],
      [
        [
          zones([
            { key: 'z', field: 'zoneId' },
            { key: 'z', field: 'zoneName' },
          ]),
        ],
        /body\/fields\/0\/fields\/1\/key "z" is given twice/,
      ],
      [[{ key: '1a', field: 'id' }], /body\/fields\/0\/key must match pattern/],
      [[{ key: 'a-b', field: 'id' }], /body\/fields\/0\/key must match pattern/],
      [[{ key: 'x'.repeat(129), field: 'id' }], /body\/fields\/0\/key must NOT have more than 128/],
      [[{ key: 'a\u0000', field: 'id' }], /body\/fields\/0\/key must not contain the NUL character/],
      [
        Array.from({ length: 41 }, (_, i) => ({ key: `k${i}`, field: 'id' })),
        /body\/fields must NOT have more than 40/,
      ],
      [[], /body\/fields must NOT have fewer than 1/],
      [[zones([])], /body\/fields\/0\/fields must NOT have fewer than 1/],
      [undefined, /body must have required property 'fields'/],
    ];
    for (const [fields, message] of cases) {
      const response = await project(riverside, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message, JSON.stringify(fields)).toMatch(message);
    }
    const fine = [{ key: 'a', field: 'id' }];
    const tooBig = await project('2147483648', fine);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/parentId.*2147483647/);
    const text = await project('abc', fine);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/params\/parentId/);
  });
});

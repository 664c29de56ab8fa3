import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  expectNoGraphQLErrors,
  signIn,
  startStackFor,
  type AnswerTree,
  type SignedInStack,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: SignedInStack;
let sysadmin: string;
let clientadmin: string;
const STORE = '1';

beforeAll(async () => {
  [sysadmin, clientadmin] = (stack = await startStackFor([
    'sysadmin@demo.test',
    'clientadmin@demo.test',
  ])).tokens;
});

afterAll(() => ifStarted(stack)?.close());

/** Runs an operation as the systemAdmin (or the given token) and returns its data. */
const run = async <T = Record<string, AnswerTree>>(
  query: string,
  variables: Record<string, unknown>,
  token = sysadmin,
) => expectNoGraphQLErrors(await execute<T>(stack.url, query, variables, token));

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

const SECTIONS = `query ($storeId: ID!) { sections(storeId: $storeId) { id sequenceId version shelves { id sequenceId prepOptionId preparedItemsMode version } } }`;
const sectionsOf = async (storeId = STORE) =>
  (
    await run<{ sections: { id: string; sequenceId: number; version: number; shelves: AnswerTree[] }[] }>(
      SECTIONS,
      {
        storeId,
      },
    )
  ).sections;

describe('food safety types', () => {
  const CREATE = `mutation ($storeId: ID!, $input: FoodSafetyTypeInput!) {
    createFoodSafetyType(storeId: $storeId, input: $input) {
      foodSafetyType { id name maxLeadTime version containerFillBackgroundClass } errors { field message } } }`;
  const UPDATE = `mutation ($id: ID!, $version: Int!, $input: FoodSafetyTypeInput!) {
    updateFoodSafetyType(id: $id, version: $version, input: $input) { foodSafetyType { id name version } errors { message } } }`;
  const input = (name: string, maxLeadTime = '03:30') => ({
    name,
    containerColor: 'Kale',
    containerIcon: 'Freezer',
    maxLeadTime,
  });

  it('creates, lists, updates and deletes a food safety type', async () => {
    const name = unique('Deep freeze');
    const created = (await run(CREATE, { storeId: STORE, input: input(name) })).createFoodSafetyType;
    expect(created).toEqual({
      foodSafetyType: {
        id: expect.any(String),
        name,
        maxLeadTime: '03:30:00',
        version: 1,
        containerFillBackgroundClass: 'fst-kale-fill',
      },
      errors: [],
    });
    const id = created.foodSafetyType.id;
    const listed = await run('query ($s: ID!) { foodSafetyTypes(storeId: $s) { id name } }', { s: STORE });
    expect(listed.foodSafetyTypes).toContainEqual({ id, name });
    const renamed = (await run(UPDATE, { id, version: 1, input: input(`${name}!`) })).updateFoodSafetyType;
    expect(renamed.foodSafetyType).toEqual({ id, name: `${name}!`, version: 2 });
    const deleted = await run(
      'mutation ($id: ID!) { deleteFoodSafetyType(id: $id) { deletedId errors { message } } }',
      {
        id,
      },
    );
    expect(deleted.deleteFoodSafetyType).toEqual({ deletedId: id, errors: [] });
  });

  it('refuses an invalid max lead time with the spec message before calling the API', async () => {
    const answer = (await run(CREATE, { storeId: STORE, input: input(unique('Bad'), '25:00') }))
      .createFoodSafetyType;
    expect(answer).toEqual({
      foodSafetyType: null,
      errors: [{ field: 'maxLeadTime', message: 'Max Lead Time Value format must be hh:mm:ss' }],
    });
  });

  it('answers CONFLICT with the current row and who changed it on a stale version', async () => {
    const id = (await run(CREATE, { storeId: STORE, input: input(unique('Shared')) })).createFoodSafetyType
      .foodSafetyType.id;
    await run(UPDATE, { id, version: 1, input: input('Changed by the client admin') }, clientadmin);
    const stale = await execute(stack.url, UPDATE, { id, version: 1, input: input('Mine') }, sysadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id, name: 'Changed by the client admin', version: 2, containerColor: 'Kale' },
      changedBy: 'clientadmin@demo.test',
    });
  });
});

describe('item categories', () => {
  it('creates, updates, reorders and deletes item categories', async () => {
    const CREATE = `mutation ($s: ID!, $input: ItemCategoryInput!) { createItemCategory(storeId: $s, input: $input) {
      itemCategory { id sourceKey sequenceId isAlcohol version } errors { message } } }`;
    const make = async (sourceKey: string) =>
      (await run(CREATE, { s: STORE, input: { sourceKey, preparedItemsMode: 1, isAlcohol: false } }))
        .createItemCategory.itemCategory;
    const [first, second] = [await make(unique('WINE')), await make(unique('BEER'))];
    expect(second.sequenceId).toBe(first.sequenceId + 1);
    const updated = await run(
      `mutation ($id: ID!, $input: ItemCategoryInput!) { updateItemCategory(id: $id, version: 1, input: $input) {
        itemCategory { isAlcohol version } } }`,
      { id: first.id, input: { sourceKey: first.sourceKey, preparedItemsMode: 2, isAlcohol: true } },
    );
    expect(updated.updateItemCategory.itemCategory).toEqual({ isAlcohol: true, version: 2 });
    const ids = (
      await run('query ($s: ID!) { itemCategories(storeId: $s) { id } }', { s: STORE })
    ).itemCategories.map((category: { id: string }) => category.id);
    const reversed = [...ids].reverse();
    const reordered = await run(
      'mutation ($s: ID!, $ids: [ID!]!) { reorderItemCategories(storeId: $s, orderedIds: $ids) { orderedIds errors { message } } }',
      { s: STORE, ids: reversed },
    );
    expect(reordered.reorderItemCategories).toEqual({ orderedIds: reversed, errors: [] });
    const deleted = await run('mutation ($id: ID!) { deleteItemCategory(id: $id) { deletedId } }', {
      id: second.id,
    });
    expect(deleted.deleteItemCategory.deletedId).toBe(second.id);
  });
});

describe('merchandise sections and shelves', () => {
  const CREATE = `mutation ($s: ID!, $input: SectionInput!) { createSection(storeId: $s, input: $input) {
    section { id name sequenceId prepOptionId shelves { id } } errors { field message } } }`;
  const MOVE = `mutation ($sectionId: ID!, $direction: MoveDirection!, $targetSectionId: ID!, $storeId: ID) { moveSection(sectionId: $sectionId, direction: $direction, targetSectionId: $targetSectionId, storeId: $storeId) { section { id sequenceId } errors { message } } }`;

  it('reads one section with its shelves, and lists each section with only its shelf count', async () => {
    const sections = await sectionsOf();
    const [listed] = sections;
    let counted: Record<string, AnswerTree> = {};
    const calls = await stack.restCallsDuring(async () => {
      counted = await run(
        'query ($s: ID!) { sections(storeId: $s) { id shelfCount } listOrder(list: SECTIONS, parentId: $s) { listVersion } }',
        { s: STORE },
      );
    });
    // The count alone is read without the shelves (the merchandise list's shape: a query of the
    // sections alone is passed through, see pass-through/).
    expect(calls).toEqual([`GET /section/summary/store/${STORE}`]);
    expect(counted.sections).toEqual(
      sections.map((section) => ({ id: section.id, shelfCount: section.shelves.length })),
    );
    const other = await signIn(stack.url, 'otheradmin@demo.test');
    const refused = await execute(
      stack.url,
      'query ($s: ID!) { sections(storeId: $s) { id shelfCount } }',
      {
        s: STORE,
      },
      other,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const one = await run(
      'query ($id: ID!) { section(id: $id) { id version shelfCount shelves { id sequenceId } } }',
      { id: listed!.id },
    );
    expect(one.section).toEqual({
      id: listed!.id,
      version: listed!.version,
      shelfCount: listed!.shelves.length,
      shelves: listed!.shelves.map((shelf) => ({ id: shelf.id, sequenceId: shelf.sequenceId })),
    });
  });

  it("refuses one section of another client's store as FORBIDDEN", async () => {
    const [listed] = await sectionsOf();
    const other = await signIn(stack.url, 'otheradmin@demo.test');
    const answer = await execute(
      stack.url,
      'query ($id: ID!) { section(id: $id) { id } }',
      { id: listed!.id },
      other,
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a section without code, food safety type or mode with the spec messages', async () => {
    const answer = await run(CREATE, { s: STORE, input: { name: 'Nameless', sectionSourceKey: ' ' } });
    expect(answer.createSection.errors).toEqual([
      { field: 'sectionSourceKey', message: 'Code field is required' },
      { field: 'foodSafetyTypeId', message: 'Food Safety Type is required' },
      { field: 'preparedItemsMode', message: 'Prepared items mode is required' },
    ]);
  });

  it('creates a section at the end, changes its prep option for inheriting shelves, and deletes it', async () => {
    const before = await sectionsOf();
    const created = (
      await run(CREATE, {
        s: STORE,
        input: { name: unique('Deli'), sectionSourceKey: 'D1', foodSafetyTypeId: '2', preparedItemsMode: 4 },
      })
    ).createSection.section;
    expect(created.sequenceId).toBe(before.length + 1);
    const shelf = await run(
      'mutation ($id: ID!) { createShelf(sectionId: $id, input: { name: "Counter" }) { shelf { id preparedItemsMode prepOptionId } } }',
      { id: created.id },
    );
    expect(shelf.createShelf.shelf).toMatchObject({ preparedItemsMode: 5, prepOptionId: 1 });
    const updated = await run(
      `mutation ($id: ID!, $input: SectionInput!) { updateSection(id: $id, version: 1, input: $input) {
        section { prepOptionId version shelves { prepOptionId } } } }`,
      {
        id: created.id,
        input: {
          name: created.name,
          sectionSourceKey: 'D1',
          foodSafetyTypeId: '2',
          preparedItemsMode: 4,
          prepOptionId: 3,
        },
      },
    );
    expect(updated.updateSection.section).toEqual({
      prepOptionId: 3,
      version: 2,
      shelves: [{ prepOptionId: 3 }],
    });
    const deleted = await run('mutation ($id: ID!) { deleteSection(id: $id) { deletedId } }', {
      id: created.id,
    });
    expect(deleted.deleteSection.deletedId).toBe(created.id);
  });

  it('moves a section, and applies two concurrent moves both, keeping sequences contiguous', async () => {
    const ids = (await sectionsOf()).map((section) => section.id);
    const moved = await run(MOVE, { sectionId: ids[0], direction: 'AFTER', targetSectionId: ids[2] });
    expect(moved.moveSection).toEqual({ section: { id: ids[0], sequenceId: 3 }, errors: [] });
    const [last, first] = [ids[ids.length - 1], ids[1]];
    await Promise.all([
      run(MOVE, { sectionId: last, direction: 'BEFORE', targetSectionId: ids[2] }),
      run(MOVE, { sectionId: first, direction: 'AFTER', targetSectionId: ids[3] }, clientadmin),
    ]);
    const after = await sectionsOf();
    expect(after.map((section) => section.sequenceId)).toEqual(after.map((_section, index) => index + 1));
    expect(new Set(after.map((section) => section.id))).toEqual(new Set(ids));
    const order = after.map((section) => section.id);
    expect(order.indexOf(last!)).toBeLessThan(order.indexOf(ids[2]!));
    expect(order.indexOf(first!)).toBeGreaterThan(order.indexOf(ids[3]!));
  });

  it('updates, moves and moves a shelf to another section, answering CONFLICT on a stale shelf', async () => {
    const [source, target] = await sectionsOf();
    const [a, b] = source!.shelves;
    const update = `mutation ($id: ID!, $v: Int!) { updateShelf(id: $id, version: $v, input: { name: "Top", preparedItemsMode: 2, prepOptionId: 2 }) {
      shelf { id name version } } }`;
    expect((await run(update, { id: a.id, v: a.version })).updateShelf.shelf).toMatchObject({ name: 'Top' });
    const stale = await execute(stack.url, update, { id: a.id, v: a.version }, sysadmin);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: a.id, name: 'Top', version: a.version + 1 },
      changedBy: 'sysadmin@demo.test',
      changedByName: 'Sam Sysadmin',
    });
    const moved = await run(
      'mutation ($shelfId: ID!, $direction: MoveDirection!, $targetShelfId: ID!) { moveShelf(shelfId: $shelfId, direction: $direction, targetShelfId: $targetShelfId) { shelf { id sequenceId } errors { message } } }',
      { shelfId: a.id, direction: 'AFTER', targetShelfId: b.id },
    );
    expect(moved.moveShelf.shelf.sequenceId).toBe(2);
    const across = await run(
      'mutation ($id: ID!, $t: ID!) { moveShelfToSection(shelfId: $id, targetSectionId: $t) { shelf { id sectionId sequenceId } } }',
      { id: a.id, t: target!.id },
    );
    expect(across.moveShelfToSection.shelf).toMatchObject({
      sectionId: target!.id,
      sequenceId: target!.shelves.length + 1,
    });
    const deleted = await run('mutation ($id: ID!) { deleteShelf(id: $id) { deletedId } }', {
      id: across.moveShelfToSection.shelf.id,
    });
    expect(deleted.deleteShelf.deletedId).toBe(across.moveShelfToSection.shelf.id);
  });
});

describe('list orders', () => {
  const ORDER = `query ($s: ID!) { sections(storeId: $s) { id } listOrder(list: SECTIONS, parentId: $s) { orderedIds listVersion } }`;
  const MOVE = `mutation ($sectionId: ID!, $targetSectionId: ID!) { moveSection(sectionId: $sectionId, direction: AFTER, targetSectionId: $targetSectionId) { orderedIds listVersion errors { message } } }`;

  it('answers a list’s order and version from the same read as its rows, one version past it after a move', async () => {
    const sectionReads = async (query: string) =>
      (await stack.restCallsDuring(() => run(query, { s: STORE }))).filter((call) =>
        /\/section\/(detail|summary)\/store\//.test(call),
      );
    expect(await sectionReads(ORDER)).toEqual([`GET /section/summary/store/${STORE}`]);
    // Shelves selected anywhere in the document, here through fragments, make it one read with them.
    const WITH_SHELVES = `query ($s: ID!) { ...Layout listOrder(list: SECTIONS, parentId: $s) { orderedIds } }
      fragment Layout on Query { sections(storeId: $s) { id ... on Section { ...Shelves } } }
      fragment Shelves on Section { shelves { id } }`;
    expect(await sectionReads(WITH_SHELVES)).toEqual([`GET /section/detail/store/${STORE}`]);
    const withShelves = await run(WITH_SHELVES, { s: STORE });
    expect(withShelves.listOrder.orderedIds).toEqual(
      withShelves.sections.map((section: AnswerTree) => section.id),
    );
    const before = await run(ORDER, { s: STORE });
    expect(before.listOrder.orderedIds).toEqual(before.sections.map((section: AnswerTree) => section.id));

    const [first, second] = before.listOrder.orderedIds as string[];
    const moved = (await run(MOVE, { sectionId: first, targetSectionId: second })).moveSection;
    const after = (await run(ORDER, { s: STORE })).listOrder;
    expect(after).toEqual({ orderedIds: moved.orderedIds, listVersion: before.listOrder.listVersion + 1 });
    expect(moved.listVersion).toBe(after.listVersion);
  });

  it('answers the order of a section’s shelves, and refuses another client’s list as FORBIDDEN', async () => {
    const [section] = await sectionsOf();
    const shelves = await run('query ($id: ID!) { listOrder(list: SHELVES, parentId: $id) { orderedIds } }', {
      id: section!.id,
    });
    expect(shelves.listOrder.orderedIds).toEqual(section!.shelves.map((shelf) => shelf.id));

    const other = await signIn(stack.url, 'otheradmin@demo.test');
    const answer = await execute(stack.url, ORDER, { s: STORE }, other);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('carry-out', () => {
  it('creates, updates, reorders and deletes staging sections and shelves', async () => {
    const section = (
      await run(
        `mutation ($s: ID!, $input: StagingSectionInput!) { createStagingSection(storeId: $s, input: $input) {
          stagingSection { id name labelId version shelves { id } } errors { message } } }`,
        { s: STORE, input: { name: unique('Lockers'), foodSafetyTypeId: '1', labelId: 'LK' } },
      )
    ).createStagingSection.stagingSection;
    expect(section).toMatchObject({ labelId: 'LK', version: 1, shelves: [] });
    const shelf = async (name: string) =>
      (
        await run(
          'mutation ($id: ID!, $name: String!) { createStagingShelf(stagingSectionId: $id, input: { name: $name }) { stagingShelf { id name sequenceId } } }',
          { id: section.id, name },
        )
      ).createStagingShelf.stagingShelf;
    const [l1, l2] = [await shelf('L1'), await shelf('L2')];
    const reordered = await run(
      'mutation ($id: ID!, $ids: [ID!]!) { reorderStagingShelves(stagingSectionId: $id, orderedIds: $ids) { orderedIds } }',
      { id: section.id, ids: [l2.id, l1.id] },
    );
    expect(reordered.reorderStagingShelves.orderedIds).toEqual([l2.id, l1.id]);
    const renamed = await run(
      'mutation ($id: ID!) { updateStagingShelf(id: $id, version: 1, input: { name: "L1b" }) { stagingShelf { name version } } }',
      { id: l1.id },
    );
    expect(renamed.updateStagingShelf.stagingShelf).toEqual({ name: 'L1b', version: 2 });
    const updated = await run(
      'mutation ($id: ID!) { updateStagingSection(id: $id, version: 1, input: { name: "Lockers B" }) { stagingSection { name shelves { name } } } }',
      { id: section.id },
    );
    expect(updated.updateStagingSection.stagingSection).toEqual({
      name: 'Lockers B',
      shelves: [{ name: 'L2' }, { name: 'L1b' }],
    });
    expect(
      (await run('mutation ($id: ID!) { deleteStagingShelf(id: $id) { deletedId } }', { id: l2.id }))
        .deleteStagingShelf,
    ).toEqual({ deletedId: l2.id });
    expect(
      (await run('mutation ($id: ID!) { deleteStagingSection(id: $id) { deletedId } }', { id: section.id }))
        .deleteStagingSection,
    ).toEqual({ deletedId: section.id });
  });
});

describe('carry-out validation and zone links', () => {
  it('refuses a staging section without a name with the message of the domain rules', async () => {
    const answer = await run(
      'mutation ($s: ID!) { createStagingSection(storeId: $s, input: { name: " " }) { stagingSection { id } errors { field message } } }',
      { s: STORE },
    );
    expect(answer.createStagingSection).toEqual({
      stagingSection: null,
      errors: [{ field: 'name', message: 'Name is required' }],
    });
  });

  it('unlinks and links a zone and a section', async () => {
    const LINK = `mutation ($sec: ID!, $zone: ID!, $linked: Boolean!) {
      setSectionZone(sectionId: $sec, zoneId: $zone, linked: $linked) { section { id zones { zoneId zoneName } } errors { message } } }`;
    const section = (
      await run('query ($s: ID!) { sections(storeId: $s) { id zones { zoneId zoneName } } }', { s: STORE })
    ).sections.find((candidate: { zones: unknown[] }) => candidate.zones.length > 0);
    const zone = section.zones[0];
    const unlinked = await run(LINK, { sec: section.id, zone: zone.zoneId, linked: false });
    expect(unlinked.setSectionZone.section.zones).not.toContainEqual(zone);
    const linked = await run(LINK, { sec: section.id, zone: zone.zoneId, linked: true });
    expect(linked.setSectionZone.section.zones).toContainEqual(zone);
  });
});

describe('store zones', () => {
  const ZONES = 'query ($s: ID!) { zones(storeId: $s) { zoneId name sectionCount userCount } }';

  it('lists the zones of Downtown Hub with their counts', async () => {
    const { zones } = await run<{
      zones: { zoneId: string; name: string; sectionCount: number; userCount: number }[];
    }>(ZONES, { s: STORE });
    expect(zones.map((zone) => zone.name)).toEqual(
      expect.arrayContaining(['Front of Store', 'Grocery', 'Fresh', 'Frozen']),
    );
    for (const zone of zones) {
      expect(zone.zoneId).toEqual(expect.any(String));
      expect(zone.sectionCount).toBeGreaterThanOrEqual(0);
      expect(zone.userCount).toBeGreaterThanOrEqual(0);
    }
    expect(zones.find((zone) => zone.name === 'Front of Store')!.userCount).toBeGreaterThan(0);
  });

  it('refuses the zones of a store of another client as FORBIDDEN', async () => {
    const otheradmin = await signIn(stack.url, 'otheradmin@demo.test');
    const answer = await execute(stack.url, ZONES, { s: STORE }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.data).toBeNull();
  });
});

describe('shopper restrictions and prepper opt-ins', () => {
  it('restricts a shopper from a section and lifts it again', async () => {
    const [section] = await sectionsOf();
    const QUERY =
      'query ($s: ID!, $sec: ID!) { sectionShopperRestrictions(storeId: $s, sectionId: $sec) { userId userName enabled } }';
    const shoppers = (await run(QUERY, { s: STORE, sec: section!.id })).sectionShopperRestrictions;
    expect(shoppers.length).toBeGreaterThan(0);
    const SET = `mutation ($s: ID!, $sec: ID!, $u: ID!, $r: Boolean!) {
      setShopperRestriction(storeId: $s, sectionId: $sec, userId: $u, restricted: $r) { userId enabled } }`;
    const userId = shoppers[0].userId;
    expect(
      (await run(SET, { s: STORE, sec: section!.id, u: userId, r: true })).setShopperRestriction,
    ).toEqual({
      userId,
      enabled: true,
    });
    expect(
      (await run(SET, { s: STORE, sec: section!.id, u: userId, r: false })).setShopperRestriction.enabled,
    ).toBe(false);
  });

  it('opts a prepper in to a section', async () => {
    const [section] = await sectionsOf();
    const preppers = (
      await run(
        'query ($s: ID!, $sec: ID!) { sectionPrepperOptIns(storeId: $s, sectionId: $sec) { userId enabled } }',
        {
          s: STORE,
          sec: section!.id,
        },
      )
    ).sectionPrepperOptIns;
    expect(preppers.length).toBeGreaterThan(0);
    const optIn = await run(
      `mutation ($s: ID!, $sec: ID!, $u: ID!) {
        setPrepperOptIn(storeId: $s, sectionId: $sec, userId: $u, optedIn: true) { userId enabled } }`,
      { s: STORE, sec: section!.id, u: preppers[0].userId },
    );
    expect(optIn.setPrepperOptIn).toEqual({ userId: preppers[0].userId, enabled: true });
  });

  it('answers BAD_USER_INPUT with the server message when the user is not a shopper of the store', async () => {
    const [section] = await sectionsOf();
    const answer = await execute(
      stack.url,
      `mutation ($sec: ID!) { setShopperRestriction(storeId: 1, sectionId: $sec, userId: 1, restricted: true) { enabled } }`,
      { sec: section!.id },
      sysadmin,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

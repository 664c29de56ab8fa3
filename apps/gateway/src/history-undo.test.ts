import { randomUUID } from 'node:crypto';
import { PRIVATE_INFO_FIELD_KEYS, UNDO_MESSAGES } from '@fulfil/domain';
import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  expectNoGraphQLErrors,
  signIn,
  startApi,
  startGateway,
  subscribe,
  type AnswerTree,
  type LiveSubscription,
} from './testing/stack.js';

/** Two admins of Downtown Hub, each on a gateway of their own, the gateways joined by Redis. */
const redisUrl = process.env.REDIS_URL;
const livePrefix = `undo-${randomUUID()}`;
let api: Awaited<ReturnType<typeof startApi>>;
let first: Awaited<ReturnType<typeof startGateway>>;
let second: Awaited<ReturnType<typeof startGateway>>;
let admin: string;
let manager: string;
let shopper: string;
let storeId: string;
let clientId: string;
let sysadmin: string;
let watching: LiveSubscription;
let watchingClient: LiveSubscription;

const STORE_EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on SectionChanged { section { id name } }
    ... on SectionsMoved { sectionId position listVersion }
    ... on FoodSafetyTypeChanged { foodSafetyType { id name } }
    ... on ItemCategoryChanged { itemCategory { id sourceKey } }
    ... on ItemCategoryDeleted { itemCategoryId }
    ... on LeadTimeRulesReordered { orderedIds listVersion }
  }
}`;
const CLIENT_EVENTS = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on MessageFilterChanged { messageFilter { id word version } }
    ... on MessageFilterDeleted { messageFilterId }
    ... on AssignmentRuleChanged { assignmentRule { id } orderedIds listVersion }
    ... on AssignmentRuleDeleted { assignmentRule { id value } orderedIds listVersion }
    ... on PrivateInfoSettingsChanged { privateInfoSettings { roles { role customerPhone version } } }
  }
}`;
const CREATE_FILTER = `mutation ($c: ID!, $word: String!) {
  createMessageFilter(clientId: $c, word: $word) { messageFilter { id version } errors { message } } }`;
const DELETE_FILTER = `mutation ($id: ID!, $c: ID!) { deleteMessageFilter(id: $id, clientId: $c) { errors { message } } }`;
const UPDATE_FILTER = `mutation ($id: ID!, $c: ID!, $version: Int!, $word: String!) {
  updateMessageFilter(id: $id, clientId: $c, version: $version, word: $word) { messageFilter { version } errors { message } } }`;
const SECTIONS = `query ($s: ID!) { sections(storeId: $s) { id name sectionSourceKey foodSafetyTypeId preparedItemsMode prepOptionId version } }`;
const UPDATE_SECTION = `mutation ($id: ID!, $version: Int!, $input: SectionInput!) {
  updateSection(id: $id, version: $version, input: $input) { section { id name version } errors { message } } }`;
const MOVE_SECTION = `mutation ($id: ID!, $target: ID!, $s: ID) {
  moveSection(sectionId: $id, direction: BEFORE, targetSectionId: $target, storeId: $s) { errors { message } } }`;
const HISTORY = `query ($filter: HistoryFilterInput) { history(filter: $filter, pageSize: 1) { entries { id action } } }`;
const UNDO = `mutation ($historyId: ID!) { undoHistoryEntry(historyId: $historyId) {
  id action entityType entityId actorName changes { field before after } } }`;

beforeAll(async () => {
  if (!redisUrl)
    throw new Error('REDIS_URL is required: the undo is announced to the other gateway over Redis');
  api = await startApi();
  first = await startGateway(api.url, { redisUrl, livePrefix });
  second = await startGateway(api.url, { redisUrl, livePrefix });
  admin = await signIn(first.url, 'clientadmin@demo.test');
  manager = await signIn(second.url, 'manager@demo.test');
  shopper = await signIn(first.url, 'shopper@demo.test');
  const { stores } = expectNoGraphQLErrors(
    await execute<{ stores: { id: string; name: string }[] }>(first.url, '{ stores { id name } }', {}, admin),
  );
  storeId = stores.find((store) => store.name === 'Downtown Hub')!.id;
  watching = await subscribe(second.wsUrl, manager, STORE_EVENTS, { storeId });
  sysadmin = await signIn(second.url, 'sysadmin@demo.test');
  const { clients } = await run(second, '{ clients { id name } }', {}, sysadmin);
  clientId = clients.find((client: AnswerTree) => client.name === 'Demo Grocers').id;
  watchingClient = await subscribe(second.wsUrl, sysadmin, CLIENT_EVENTS, { clientId });
});
afterAll(async () => {
  await ifStarted(watching)?.dispose();
  await ifStarted(watchingClient)?.dispose();
  await ifStarted(second)?.app.close();
  await ifStarted(first)?.app.close();
  await ifStarted(api)?.app.close();
});

async function run(
  gateway: { url: string },
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  return expectNoGraphQLErrors(
    await execute<Record<string, AnswerTree>>(gateway.url, query, variables, token),
  );
}

/** Renames a section as stored now, through `gateway`. */
async function rename(gateway: { url: string }, token: string, sectionId: string, name: string) {
  const { sections } = await run(gateway, SECTIONS, { s: storeId }, token);
  const { id, version, ...input } = sections.find((section: AnswerTree) => section.id === sectionId);
  const { updateSection } = await run(
    gateway,
    UPDATE_SECTION,
    { id, version, input: { ...input, name } },
    token,
  );
  expect(updateSection.errors).toEqual([]);
}

/** The id of the row's latest history entry. */
async function latestEntryOf(entityId: string, entityType = 'Section'): Promise<string> {
  const filter = { entityType, entityId };
  return (await run(first, HISTORY, { filter }, admin)).history.entries[0].id;
}

/** Undoes the row's latest change as the admin on the first gateway; answers the undo's entry. */
const undoLatest = async (entityId: string, entityType: string) =>
  (await run(first, UNDO, { historyId: await latestEntryOf(entityId, entityType) }, admin)).undoHistoryEntry;

const CREATE_FOOD_SAFETY_TYPE = `mutation ($s: ID!, $input: FoodSafetyTypeInput!) {
  createFoodSafetyType(storeId: $s, input: $input) { foodSafetyType { id version } errors { message } } }`;
const UPDATE_FOOD_SAFETY_TYPE = `mutation ($id: ID!, $version: Int!, $input: FoodSafetyTypeInput!) {
  updateFoodSafetyType(id: $id, version: $version, input: $input) { errors { message } } }`;
const CREATE_ITEM_CATEGORY = `mutation ($s: ID!, $input: ItemCategoryInput!) {
  createItemCategory(storeId: $s, input: $input) { itemCategory { id } errors { message } } }`;

const sectionIds = async () =>
  (await run(first, SECTIONS, { s: storeId }, admin)).sections.map(
    (section: AnswerTree) => section.id as string,
  );

describe('undoing one’s own change from its history entry, live on another gateway', () => {
  it('renames a section back, and the other admin’s screen on the other gateway sees it renamed back', async () => {
    const [sectionId] = await sectionIds();
    const { sections } = await run(first, SECTIONS, { s: storeId }, admin);
    const original = sections[0].name;
    await rename(first, admin, sectionId!, 'Renamed for undo');
    await watching.waitFor((event) => event.storeEvents.section?.name === 'Renamed for undo');
    const { undoHistoryEntry } = await run(
      first,
      UNDO,
      { historyId: await latestEntryOf(sectionId!) },
      admin,
    );
    expect(undoHistoryEntry).toMatchObject({
      action: 'updated',
      entityType: 'Section',
      entityId: sectionId,
      actorName: 'clientadmin@demo.test',
      changes: [{ field: 'name', before: '"Renamed for undo"', after: JSON.stringify(original) }],
    });
    const event = await watching.waitFor(
      (received) =>
        received.storeEvents.__typename === 'SectionChanged' &&
        received.storeEvents.section.id === sectionId &&
        received.storeEvents.section.name === original,
    );
    expect(event.storeEvents.section.name).toBe(original);
  });

  it('names a food safety type back, and the other gateway’s admin sees it named back', async () => {
    const fields = { containerColor: 'Granny Smith', containerIcon: 'Ambient', maxLeadTime: '' };
    const { createFoodSafetyType } = await run(
      first,
      CREATE_FOOD_SAFETY_TYPE,
      { s: storeId, input: { ...fields, name: 'Undo Chill' } },
      admin,
    );
    const { id, version } = createFoodSafetyType.foodSafetyType;
    await run(
      first,
      UPDATE_FOOD_SAFETY_TYPE,
      { id, version, input: { ...fields, name: 'Undo Frost' } },
      admin,
    );
    const { undoHistoryEntry } = await run(
      first,
      UNDO,
      { historyId: await latestEntryOf(id, 'FoodSafetyType') },
      admin,
    );
    expect(undoHistoryEntry).toMatchObject({ action: 'updated', entityType: 'FoodSafetyType', entityId: id });
    await watching.waitFor(
      (received) =>
        received.storeEvents.__typename === 'FoodSafetyTypeChanged' &&
        received.storeEvents.foodSafetyType.id === id &&
        received.storeEvents.foodSafetyType.name === 'Undo Chill',
    );
  });

  it('deletes an item category its creator undoes, and the other gateway’s admin sees it go', async () => {
    const input = { sourceKey: 'UNDO-CAT', preparedItemsMode: 1, isAlcohol: false };
    const { createItemCategory } = await run(first, CREATE_ITEM_CATEGORY, { s: storeId, input }, admin);
    const { id } = createItemCategory.itemCategory;
    const { undoHistoryEntry } = await run(
      first,
      UNDO,
      { historyId: await latestEntryOf(id, 'ItemCategory') },
      admin,
    );
    expect(undoHistoryEntry).toMatchObject({ action: 'deleted', entityType: 'ItemCategory', entityId: id });
    await watching.waitFor(
      (received) =>
        received.storeEvents.__typename === 'ItemCategoryDeleted' &&
        received.storeEvents.itemCategoryId === id,
    );
  });

  it('moves a section back, announced as a move to where it was', async () => {
    const before = await sectionIds();
    await run(first, MOVE_SECTION, { id: before[2], target: before[0], s: storeId }, admin);
    const { undoHistoryEntry } = await run(
      first,
      UNDO,
      { historyId: await latestEntryOf(before[2]!) },
      admin,
    );
    expect(undoHistoryEntry.action).toBe('moved');
    await watching.waitFor(
      (event) => event.storeEvents.sectionId === before[2] && event.storeEvents.position === 3,
    );
    expect(await sectionIds()).toEqual(before);
  });

  it('refuses the undo with CONFLICT, naming the other admin, once they changed the row', async () => {
    const [, sectionId] = await sectionIds();
    await rename(first, admin, sectionId!, 'Mine');
    const mine = await latestEntryOf(sectionId!);
    await rename(second, manager, sectionId!, 'Theirs');
    const answer = await execute(first.url, UNDO, { historyId: mine }, admin);
    expect(answer.errors?.[0]).toMatchObject({
      message: UNDO_MESSAGES.changedSince,
      extensions: {
        code: 'CONFLICT',
        changedBy: 'manager@demo.test',
        current: { __typename: 'Section', id: sectionId, name: 'Theirs' },
      },
    });
    const { sections } = await run(first, SECTIONS, { s: storeId }, admin);
    expect(sections.find((section: AnswerTree) => section.id === sectionId).name).toBe('Theirs');
  });

  it('refuses someone else’s change as FORBIDDEN and an id that names no entry as BAD_USER_INPUT', async () => {
    const [, sectionId] = await sectionIds();
    const theirs = await latestEntryOf(sectionId!);
    const forbidden = await execute(first.url, UNDO, { historyId: theirs }, shopper);
    expect(forbidden.errors?.[0]).toMatchObject({
      message: UNDO_MESSAGES.notOwn,
      extensions: { code: 'FORBIDDEN' },
    });
    const notAnId = await execute(first.url, UNDO, { historyId: 'x' }, admin);
    expect(notAnId.errors?.[0]).toMatchObject({
      message: 'Invalid id for historyId: "x" is not a whole number from 1 to 999999999999999999.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('takes history ids past 2^31, which the 64-bit sequence reaches, and answers NOT_FOUND for no such entry', async () => {
    const past = await execute(first.url, UNDO, { historyId: '4294967296' }, admin);
    expect(past.errors?.[0]).toMatchObject({
      message: 'History entry 4294967296 was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('undoing a change of a client’s row outside the store layout, live on another gateway', () => {
  /** A new word of Demo Grocers, renamed once by the admin on the first gateway. */
  async function renamedFilter(word: string) {
    const { createMessageFilter } = await run(first, CREATE_FILTER, { c: clientId, word }, admin);
    const { id, version } = createMessageFilter.messageFilter;
    const renamed = `${word}x`;
    await run(first, UPDATE_FILTER, { id, c: clientId, version, word: renamed }, admin);
    return { id, version: version + 1 };
  }

  it('sets a filtered word back, and the other gateway’s admin sees it as the update announces it', async () => {
    const { id } = await renamedFilter('undoword');
    const { undoHistoryEntry } = await run(
      first,
      UNDO,
      { historyId: await latestEntryOf(id, 'MessageFilter') },
      admin,
    );
    expect(undoHistoryEntry).toMatchObject({
      action: 'updated',
      entityType: 'MessageFilter',
      changes: [{ field: 'word', before: '"undowordx"', after: '"undoword"' }],
    });
    // Created at version 1, renamed at 2, set back at 3.
    await watchingClient.waitFor(
      (received) =>
        received.clientEvents.__typename === 'MessageFilterChanged' &&
        received.clientEvents.messageFilter.id === id &&
        received.clientEvents.messageFilter.version === 3 &&
        received.clientEvents.messageFilter.word === 'undoword',
    );
  });

  it('deletes a created word its creator undoes, and the other gateway’s admin sees it go', async () => {
    const { createMessageFilter } = await run(first, CREATE_FILTER, { c: clientId, word: 'undogone' }, admin);
    const { id } = createMessageFilter.messageFilter;
    await run(first, UNDO, { historyId: await latestEntryOf(id, 'MessageFilter') }, admin);
    await watchingClient.waitFor(
      (received) =>
        received.clientEvents.__typename === 'MessageFilterDeleted' &&
        received.clientEvents.messageFilterId === id,
    );
  });

  it('creates a deleted word again for its deleter, and the other gateway’s admin sees it as a create announces it', async () => {
    const { createMessageFilter } = await run(first, CREATE_FILTER, { c: clientId, word: 'undoback' }, admin);
    const { id } = createMessageFilter.messageFilter;
    const { deleteMessageFilter } = await run(first, DELETE_FILTER, { id, c: clientId }, admin);
    expect(deleteMessageFilter.errors).toEqual([]);
    const deletedEvent = await watchingClient.waitFor(
      (received) =>
        received.clientEvents.__typename === 'MessageFilterDeleted' &&
        received.clientEvents.messageFilterId === id,
    );
    const { undoHistoryEntry } = await run(
      first,
      UNDO,
      { historyId: await latestEntryOf(id, 'MessageFilter') },
      admin,
    );
    expect(undoHistoryEntry).toMatchObject({ action: 'created', entityType: 'MessageFilter', entityId: id });
    // Back under its id, as a new row at version 1, heard after its deletion (its creation was heard before).
    const heardDeleted = watchingClient.events.indexOf(deletedEvent);
    await watchingClient.waitFor(
      (received) =>
        watchingClient.events.indexOf(received) > heardDeleted &&
        received.clientEvents.__typename === 'MessageFilterChanged' &&
        received.clientEvents.messageFilter.id === id &&
        received.clientEvents.messageFilter.version === 1 &&
        received.clientEvents.messageFilter.word === 'undoback',
    );
  });

  it('refuses with the word’s own CONFLICT once another admin changed it', async () => {
    const { id, version } = await renamedFilter('undostale');
    const mine = await latestEntryOf(id, 'MessageFilter');
    await run(second, UPDATE_FILTER, { id, c: clientId, version, word: 'undotheirs' }, sysadmin);
    const answer = await execute(first.url, UNDO, { historyId: mine }, admin);
    expect(answer.errors?.[0]).toMatchObject({
      message: UNDO_MESSAGES.changedSince,
      extensions: {
        code: 'CONFLICT',
        changedBy: 'sysadmin@demo.test',
        current: { __typename: 'MessageFilter', id, word: 'undotheirs' },
      },
    });
  });
});

describe('undoing an assignment rule’s creation and move, and a role’s private information, live on another gateway', () => {
  const RULE = `assignmentRule { id } orderedIds listVersion errors { message }`;
  const CREATE_RULE = `mutation ($c: ID!, $s: ID, $input: AssignmentRuleInput!) {
    createAssignmentRule(clientId: $c, storeId: $s, input: $input) { ${RULE} } }`;
  const MOVE_RULE = `mutation ($id: ID!, $target: ID!) {
    moveAssignmentRule(id: $id, direction: BEFORE, targetId: $target) { ${RULE} } }`;
  const RULES = `query ($c: ID!, $s: ID) { assignmentRules(clientId: $c, storeId: $s) { rules { id } listVersion } }`;
  const createRule = async (key: string, value: string) =>
    (await run(first, CREATE_RULE, { c: clientId, s: storeId, input: { type: 'LIMIT', key, value } }, admin))
      .createAssignmentRule;
  const ruleIds = async () =>
    (await run(first, RULES, { c: clientId, s: storeId }, admin)).assignmentRules.rules.map(
      (rule: AnswerTree) => rule.id as string,
    );

  it('moves a rule back, and the other gateway’s admin sees the list’s order as a reorder announces it', async () => {
    const { assignmentRule: ahead } = await createRule('ITEM_COUNT', '12');
    const { assignmentRule: moved } = await createRule('ITEM_WEIGHT', '30');
    const before = await ruleIds();
    await run(first, MOVE_RULE, { id: moved.id, target: ahead.id }, admin);
    const undoHistoryEntry = await undoLatest(moved.id, 'AssignmentRule');
    expect(undoHistoryEntry).toMatchObject({ action: 'moved', entityId: moved.id });
    const { listVersion } = (await run(first, RULES, { c: clientId, s: storeId }, admin)).assignmentRules;
    // The creation announced the same order: the undo's event is the one at the list's version now.
    const heard = await watchingClient.waitFor(
      (received) =>
        received.clientEvents.__typename === 'AssignmentRuleChanged' &&
        received.clientEvents.listVersion === listVersion,
    );
    expect(heard.clientEvents).toMatchObject({ assignmentRule: { id: moved.id }, orderedIds: before });
    expect(await ruleIds()).toEqual(before);
  });

  it('deletes a rule its creator undoes, and the other gateway’s admin hears the rule and the list without it', async () => {
    const { assignmentRule } = await createRule('CONTAINER_COUNT', '7');
    const undoHistoryEntry = await undoLatest(assignmentRule.id, 'AssignmentRule');
    expect(undoHistoryEntry).toMatchObject({ action: 'deleted', entityId: assignmentRule.id });
    const heard = await watchingClient.waitFor(
      (received) =>
        received.clientEvents.__typename === 'AssignmentRuleDeleted' &&
        received.clientEvents.assignmentRule.id === assignmentRule.id,
    );
    expect(heard.clientEvents).toMatchObject({ assignmentRule: { value: '7' }, orderedIds: await ruleIds() });
  });

  it('sets a role’s private information back, and the other gateway’s admin sees the settings saved', async () => {
    const SETTINGS = `query ($c: ID!) { privateInfoSettings(clientId: $c) { roles { role version ${PRIVATE_INFO_FIELD_KEYS.join(' ')} } } }`;
    const SAVE = `mutation ($c: ID!, $role: String!, $version: Int!, $input: PrivateInfoSettingInput!) {
      savePrivateInfoSetting(clientId: $c, role: $role, version: $version, input: $input) { errors { message } } }`;
    const role = async () =>
      (await run(first, SETTINGS, { c: clientId }, admin)).privateInfoSettings.roles.find(
        (row: AnswerTree) => row.role === 'deliveryDriver',
      );
    const save = async (change: (input: AnswerTree) => AnswerTree) => {
      const { role: name, version, ...input } = await role();
      const { savePrivateInfoSetting } = await run(
        first,
        SAVE,
        { c: clientId, role: name, version, input: change(input) },
        admin,
      );
      expect(savePrivateInfoSetting.errors).toEqual([]);
    };
    await save((input) => input);
    const before = (await role()).customerPhone;
    await save((input) => ({ ...input, customerPhone: !before }));
    const undoHistoryEntry = await undoLatest(`${clientId}/deliveryDriver`, 'PrivateInfoSetting');
    expect(undoHistoryEntry).toMatchObject({
      action: 'updated',
      changes: [{ field: 'customerPhone', before: String(!before), after: String(before) }],
    });
    const { version } = await role();
    await watchingClient.waitFor((received) =>
      received.clientEvents.privateInfoSettings?.roles.some(
        (row: AnswerTree) =>
          row.role === 'deliveryDriver' && row.version === version && row.customerPhone === before,
      ),
    );
  });
});

describe('undoing a lead time rule’s move, live on another gateway', () => {
  const CREATE_RULE = `mutation ($s: ID!, $input: LeadTimeRuleInput!) {
    createLeadTimeRule(storeId: $s, input: $input) { rule { id } errors { message } } }`;
  const RULES = `query ($s: ID!) { leadTimeRules(storeId: $s) { id } }`;
  const REORDER = `mutation ($s: ID!, $ids: [ID!]!) {
    reorderLeadTimeRules(storeId: $s, orderedIds: $ids) { listVersion errors { message } } }`;
  const ruleIds = async (): Promise<string[]> =>
    (await run(first, RULES, { s: storeId }, admin)).leadTimeRules.map((rule: AnswerTree) => rule.id);

  it('moves the rule back, and the store’s manager on the other gateway sees the order as a reorder announces it', async () => {
    for (const name of ['Undo lead A', 'Undo lead B', 'Undo lead C']) {
      const input = { name, minutesFromPromiseTime: 15, alertColor: 'red', leadTimeRuleTypeId: 3 };
      expect((await run(first, CREATE_RULE, { s: storeId, input }, admin)).createLeadTimeRule.errors).toEqual(
        [],
      );
    }
    const before = await ruleIds();
    const last = before.at(-1)!;
    // The last rule dragged to the top: one move, of that rule.
    const { reorderLeadTimeRules } = await run(
      first,
      REORDER,
      { s: storeId, ids: [last, ...before.slice(0, -1)] },
      admin,
    );
    expect(reorderLeadTimeRules.errors).toEqual([]);

    expect(await undoLatest(last, 'LeadTimeRule')).toMatchObject({ action: 'moved', entityId: last });
    const heard = await watching.waitFor(
      (received) =>
        received.storeEvents.__typename === 'LeadTimeRulesReordered' &&
        received.storeEvents.listVersion === reorderLeadTimeRules.listVersion + 1,
    );
    expect(heard.storeEvents.orderedIds).toEqual(before);
    expect(await ruleIds()).toEqual(before);
  });
});

/**
 * Every mutation of the schema records exactly one history entry (issue 17), proven mutation by
 * mutation through a real gateway and API: the cases are checked against the schema's Mutation
 * type, so a new mutation fails here until it has a case, and each operation is written from the
 * schema's own argument and payload types.
 */
import { randomUUID } from 'node:crypto';
import { ifStarted, startSmtpServer, type TestSmtpServer } from '@fulfil/test-fixtures';
import { getNamedType, isLeafType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { loadSchema } from './schema.js';
import { execute, startStackFor, type AnswerTree, type SignedInStack } from './testing/stack.js';

const schema = loadSchema(loadConfig({ NODE_ENV: 'test' }).schemaDir);
const mutations = (schema.getMutationType() as GraphQLObjectType).getFields();

/** The values every secret of the cases has: none of them may appear in any entry. */
const SECRETS = {
  password: 'history-secret-password-1',
  resetPassword: 'history-secret-password-2',
  providerCredential: 'history-secret-credential-3',
  authOption: 'history-secret-auth-option-4',
};

/** The PNG signature, then some picture bytes: a logo the API accepts. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 7),
]).toString('base64');

/** A 1x1 PNG as a data URL: a custom order type's icon. */
const ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

let smtp: TestSmtpServer;
let stack: SignedInStack<[sysadmin: string, shopper: string]>;
/** Demo data the cases work in: Demo Grocers, its Downtown Hub and people there. */
const demo = {
  clientId: '',
  storeId: '',
  riversideId: '',
  foodSafetyTypeId: '',
  shopperId: '',
  prepperId: '',
  sysadminId: '',
};

/** A field's value before and after, or "changed" for a secret. */
type Change = [before: unknown, after: unknown] | 'changed';

/** The one entry a mutation must record: the fields named must have changed so. */
interface Entry {
  entityType: string;
  entityId?: string;
  action: 'created' | 'updated' | 'deleted' | 'moved' | 'uploaded';
  changes: Record<string, Change>;
}

/** The entry of one row: its type, id, action and changed fields. */
const recorded = (
  entityType: string,
  entityId: string,
  action: Entry['action'],
  changes: Entry['changes'],
): Entry => ({ entityType, entityId, action, changes });

interface WriteCase<Ready = AnswerTree> {
  /** What the mutation needs, made before it runs (its own entries do not count). */
  prepare?: () => Promise<Ready>;
  /** The mutation's variables, by what was prepared. */
  variables: (ready: Ready) => Record<string, unknown>;
  /** The token it runs with, when not the systemAdmin's. */
  as?: () => string;
  /** The entry it records, by what was prepared and the mutation's payload. */
  entry: (ready: Ready, payload: AnswerTree) => Entry;
}

/** A mutation that changes no data of the service, with the reason. */
interface NotAWrite {
  notAWrite: string;
}

// Writing a case's type from its prepare keeps each case's variables and entry typed by it.
const write = <Ready>(test: WriteCase<Ready>): WriteCase => test as WriteCase;

/**
 * A mutation's operation, written from the schema: the arguments given as variables of their
 * declared types, and the payload's scalars, its rows' ids and versions, and its errors.
 */
function operation(name: string, variables: Record<string, unknown>): string {
  const field = mutations[name] as GraphQLField<unknown, unknown>;
  const args = field.args.filter((arg) => arg.name in variables);
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const type = getNamedType(field.type);
  let selection = '';
  if (isObjectType(type)) {
    const parts = Object.values(type.getFields()).flatMap((child) => {
      const named = getNamedType(child.type);
      if (isLeafType(named)) return [child.name];
      if (!isObjectType(named)) return [];
      if (child.name === 'errors') return ['errors { message }'];
      const keys = Object.values(named.getFields())
        .filter((leaf) => isLeafType(getNamedType(leaf.type)) && leaf.args.length === 0)
        .map((leaf) => leaf.name)
        .filter((leaf) => leaf === 'id' || leaf === 'version' || leaf.endsWith('Id'));
      return keys.length ? [`${child.name} { ${keys.join(' ')} }`] : [];
    });
    selection = `{ ${parts.join(' ')} }`;
  }
  return `mutation${declared ? ` (${declared})` : ''} { ${name}${passed ? `(${passed})` : ''} ${selection} }`;
}

/** Runs a mutation that must succeed, answering its payload. */
async function mutate(name: string, variables: Record<string, unknown>, token?: string): Promise<AnswerTree> {
  const answer = await execute<Record<string, AnswerTree>>(
    stack.url,
    operation(name, variables),
    variables,
    token ?? stack.tokens[0],
  );
  expect(answer.errors, `${name}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
  const payload = answer.data![name];
  if (payload && typeof payload === 'object' && 'errors' in payload) {
    expect(payload.errors, `${name}: ${JSON.stringify(payload.errors)}`).toEqual([]);
  }
  return payload;
}

const HISTORY = `query ($pageSize: Int) {
  history(pageSize: $pageSize) {
    entries { id entityType entityId action actorName changes { field secret before after } }
  }
}`;

/** The newest entries, newest first, as the systemAdmin reads them. */
const newest = async (pageSize = 50): Promise<AnswerTree[]> =>
  (await stack.run(HISTORY, { pageSize }, stack.tokens[0])).history.entries;

/** An entry's changes as field to [before, after], or "changed" for a secret. */
const changesOf = (entry: AnswerTree): Record<string, Change> =>
  Object.fromEntries(
    (entry.changes as AnswerTree[]).map((change) => [
      change.field,
      change.secret ? 'changed' : [JSON.parse(change.before ?? 'null'), JSON.parse(change.after ?? 'null')],
    ]),
  );

/** The entries recorded while `work` ran. */
async function recordedDuring(work: () => Promise<unknown>): Promise<AnswerTree[]> {
  const since = BigInt((await newest(1))[0]?.id ?? 0);
  await work();
  return (await newest()).filter((entry) => BigInt(entry.id) > since);
}

// Rows the cases make for themselves, under names no other case uses.
const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
/** A word of letters only, as message filters take. */
const uniqueWord = (prefix: string) => `${prefix}${randomUUID().replace(/[^a-f]/g, '')}`;

const clientVariables = () => ({ clientId: demo.clientId });
const storeVariables = () => ({ storeId: demo.storeId });

/** A row of the kind the cases change, made by its create mutation: its id and version. */
const made = (mutation: string, payloadField: string, variables: () => Record<string, unknown>) => async () =>
  (await mutate(mutation, variables()))[payloadField] as { id: string; version: number };

const createSection = async () =>
  (
    await mutate('createSection', {
      storeId: demo.storeId,
      input: {
        name: unique('Aisle'),
        sectionSourceKey: unique('S'),
        foodSafetyTypeId: demo.foodSafetyTypeId,
        preparedItemsMode: 2,
      },
    })
  ).section as { id: string; version: number };
const createShelf = async (sectionId: string) =>
  (await mutate('createShelf', { sectionId, input: { name: unique('Shelf') } })).shelf as {
    id: string;
    version: number;
  };
const createStagingSection = async () =>
  (await mutate('createStagingSection', { storeId: demo.storeId, input: { name: unique('Bay') } }))
    .stagingSection as { id: string; version: number };
const createStagingShelf = async (stagingSectionId: string) =>
  (await mutate('createStagingShelf', { stagingSectionId, input: { name: unique('Slot') } }))
    .stagingShelf as {
    id: string;
    version: number;
  };
const createItemCategory = async () =>
  (
    await mutate('createItemCategory', {
      storeId: demo.storeId,
      input: { sourceKey: unique('CAT'), preparedItemsMode: 1, isAlcohol: false },
    })
  ).itemCategory as { id: string; version: number };
const createLeadTimeRule = async () =>
  (
    await mutate('createLeadTimeRule', {
      storeId: demo.storeId,
      input: { name: unique('Rule'), minutesFromPromiseTime: 30, alertColor: 'red', leadTimeRuleTypeId: 3 },
    })
  ).rule as { id: string; version: number };
const createZone = async (sectionId: string) =>
  (
    await mutate('createZone', {
      storeId: demo.storeId,
      sectionIds: [sectionId],
      input: { name: unique('Zone') },
    })
  ).zone as { zoneId: string; version: number };
const createAssignmentRule = async () =>
  (
    await mutate('createAssignmentRule', {
      clientId: demo.clientId,
      storeId: demo.storeId,
      input: { type: 'LIMIT', key: 'ITEM_COUNT', value: '30' },
    })
  ).assignmentRule as { id: string; version: number };
const newUser = (role = 'shopper') => {
  const userName = unique('picker');
  return {
    userName,
    email: `${userName}@demo.test`,
    clientId: demo.clientId,
    role,
    receiveArrivalNotifications: true,
  };
};
const createUser = async (storeIds: string[] = [], role = 'shopper') =>
  (await mutate('createUser', { input: { user: newUser(role), password: SECRETS.password, storeIds } }))
    .user as {
    id: string;
    version: number;
  };
/** The ids of a list as the entry names them: numbers, sorted. */
const ids = (...list: string[]) => list.map(Number).sort((a, b) => a - b);

/**
 * A reorder of one of the store's lists that drags its last row to the top (after adding one, so
 * that the list has two): one `moved` entry for that row, whatever the list's length.
 */
const lastToFirst = (entityType: string, listQuery: string, addRow: () => Promise<unknown>) =>
  write({
    prepare: async () => {
      await addRow();
      const list = await stack.run(
        `query ($s: ID!) { ${listQuery}(storeId: $s) { id } }`,
        { s: demo.storeId },
        stack.tokens[0],
      );
      return list[listQuery] as { id: string }[];
    },
    variables: (rows) => ({
      ...storeVariables(),
      orderedIds: [rows.at(-1)!.id, ...rows.slice(0, -1).map((row) => row.id)],
    }),
    entry: (rows) => ({
      entityType,
      entityId: rows.at(-1)!.id,
      action: 'moved',
      changes: { position: [rows.length, 1] },
    }),
  });

const CASES: Record<string, WriteCase | NotAWrite> = {
  login: { notAWrite: 'signing in reads the user and issues a token; no row changes' },
  refreshToken: { notAWrite: 'a new token for the same session; no row changes' },
  loginWithAccessToken: { notAWrite: 'single sign-on checks a provider token and issues a token' },
  requestPasswordReset: {
    notAWrite:
      'stores a one-time reset token (a credential, not data of the user); the reset itself is recorded',
  },
  reportPresence: { notAWrite: 'who is on which screen lives on the live bus, not in the database' },
  leavePresence: { notAWrite: 'who is on which screen lives on the live bus, not in the database' },
  reportUploadProgress: { notAWrite: 'progress of an upload is only told to the store’s live subscribers' },

  createApiKey: write({
    variables: () => ({ clientId: demo.clientId, input: { name: 'History key', role: 'clientAdmin' } }),
    entry: (_, payload) =>
      recorded('ApiKey', payload.apiKey.id, 'created', { name: [null, 'History key'], keyHash: 'changed' }),
  }),
  revokeApiKey: write({
    prepare: async () =>
      (
        await mutate('createApiKey', {
          clientId: demo.clientId,
          input: { name: unique('Key'), role: 'clientAdmin' },
        })
      ).apiKey as { id: string },
    variables: (key) => ({ id: key.id }),
    entry: (key) => recorded('ApiKey', key.id, 'updated', { revokedAt: [null, expect.any(String)] }),
  }),

  createAppAttribute: write({
    variables: () => ({ ...clientVariables(), input: { name: 'HistoryAttribute', value: 'on' } }),
    entry: (_, payload) =>
      recorded('AppAttribute', payload.appAttribute.id, 'created', {
        name: [null, 'HistoryAttribute'],
        value: [null, 'on'],
      }),
  }),
  updateAppAttribute: write({
    prepare: async () =>
      (
        await mutate('createAppAttribute', {
          ...clientVariables(),
          input: { name: unique('Attr'), value: 'a' },
        })
      ).appAttribute as { id: string; version: number },
    variables: (row) => ({
      id: row.id,
      ...clientVariables(),
      version: row.version,
      input: { name: 'Renamed', value: 'b' },
    }),
    entry: (row) =>
      recorded('AppAttribute', row.id, 'updated', {
        value: ['a', 'b'],
        name: [expect.any(String), 'Renamed'],
      }),
  }),
  deleteAppAttribute: write({
    prepare: async () =>
      (
        await mutate('createAppAttribute', {
          ...clientVariables(),
          input: { name: unique('Attr'), value: 'a' },
        })
      ).appAttribute as { id: string },
    variables: (row) => ({ id: row.id, ...clientVariables() }),
    entry: (row) => recorded('AppAttribute', row.id, 'deleted', { value: ['a', null] }),
  }),

  createAssignmentRule: write({
    variables: () => ({
      ...clientVariables(),
      ...storeVariables(),
      input: { type: 'RANK', key: 'ORDER_VALUE', value: 'DESC' },
    }),
    entry: (_, payload) =>
      recorded('AssignmentRule', payload.assignmentRule.id, 'created', {
        type: [null, 'RANK'],
        key: [null, 'ORDER_VALUE'],
        value: [null, 'DESC'],
      }),
  }),
  updateAssignmentRule: write({
    prepare: createAssignmentRule,
    variables: (rule) => ({
      id: rule.id,
      version: rule.version,
      input: { type: 'LIMIT', key: 'ITEM_COUNT', value: '45' },
    }),
    entry: (rule) => recorded('AssignmentRule', rule.id, 'updated', { value: ['30', '45'] }),
  }),
  deleteAssignmentRule: write({
    prepare: createAssignmentRule,
    variables: (rule) => ({ id: rule.id }),
    entry: (rule) => recorded('AssignmentRule', rule.id, 'deleted', { value: ['30', null] }),
  }),
  moveAssignmentRule: write({
    prepare: async () => ({ first: await createAssignmentRule(), second: await createAssignmentRule() }),
    variables: ({ first, second }) => ({ id: second.id, direction: 'BEFORE', targetId: first.id }),
    entry: ({ second }) =>
      recorded('AssignmentRule', second.id, 'moved', { position: [expect.any(Number), expect.any(Number)] }),
  }),

  saveClientLogo: write({
    variables: () => ({ ...clientVariables(), kind: 'app', imageData: PNG }),
    entry: () => ({ entityType: 'ClientLogo', action: 'created', changes: { imageData: 'changed' } }),
  }),
  clearClientLogo: write({
    prepare: () => mutate('saveClientLogo', { ...clientVariables(), kind: 'report', imageData: PNG }),
    variables: () => ({ ...clientVariables(), kind: 'report' }),
    entry: () => ({ entityType: 'ClientLogo', action: 'deleted', changes: { imageData: 'changed' } }),
  }),

  createCustomField: write({
    variables: () => ({
      ...clientVariables(),
      input: { name: 'Gift note', sourceKey: unique('gift'), dataType: 'Text', assignment: 1 },
    }),
    entry: (_, payload) =>
      recorded('CustomField', payload.customField.id, 'created', { name: [null, 'Gift note'] }),
  }),
  updateCustomField: write({
    prepare: async () => {
      const sourceKey = unique('door');
      const input = { name: 'Door code', sourceKey, dataType: 'Text', assignment: 1 };
      return (await mutate('createCustomField', { ...clientVariables(), input })).customField as {
        id: string;
        version: number;
      };
    },
    variables: (field) => ({
      id: field.id,
      ...clientVariables(),
      version: field.version,
      input: { name: 'Gate code', dataType: 'Number', assignment: 2 },
    }),
    entry: (field) => recorded('CustomField', field.id, 'updated', { name: ['Door code', 'Gate code'] }),
  }),
  deleteCustomField: write({
    prepare: async () => {
      const sourceKey = unique('bay');
      const input = { name: 'Bay', sourceKey, dataType: 'Text', assignment: 1 };
      const field = (await mutate('createCustomField', { ...clientVariables(), input })).customField as {
        id: string;
      };
      return { ...field, sourceKey };
    },
    variables: (field) => ({ id: field.id, ...clientVariables(), sourceKey: field.sourceKey }),
    entry: (field) => recorded('CustomField', field.id, 'deleted', { name: ['Bay', null] }),
  }),

  createCreditDefinition: write({
    variables: () => ({ ...clientVariables(), input: creditInput('Damaged item') }),
    entry: (_, payload) =>
      recorded('CreditDefinition', payload.creditDefinition.id, 'created', { name: [null, 'Damaged item'] }),
  }),
  updateCreditDefinition: write({
    prepare: made('createCreditDefinition', 'creditDefinition', () => ({
      ...clientVariables(),
      input: creditInput('Late'),
    })),
    variables: (row) => ({
      id: row.id,
      ...clientVariables(),
      version: row.version,
      input: creditInput('Very late'),
    }),
    entry: (row) => recorded('CreditDefinition', row.id, 'updated', { name: ['Late', 'Very late'] }),
  }),
  deleteCreditDefinition: write({
    prepare: made('createCreditDefinition', 'creditDefinition', () => ({
      ...clientVariables(),
      input: creditInput('Lost'),
    })),
    variables: (row) => ({ id: row.id, ...clientVariables() }),
    entry: (row) => recorded('CreditDefinition', row.id, 'deleted', { name: ['Lost', null] }),
  }),

  saveHelpItem: write({
    variables: () => ({
      ...clientVariables(),
      input: { upcList: '000111222333', helpHTML: '<p>Weigh it first.</p>' },
    }),
    entry: () => ({
      entityType: 'HelpItem',
      action: 'created',
      changes: { helpHtml: [null, '<p>Weigh it first.</p>'] },
    }),
  }),

  createClient: write({
    variables: () => ({ input: { name: 'History Foods' } }),
    entry: (_, payload) =>
      recorded('Client', payload.client.id, 'created', { name: [null, 'History Foods'] }),
  }),
  updateClient: write({
    prepare: async () =>
      (await mutate('createClient', { input: { name: unique('Client') } })).client as {
        id: string;
        version: number;
      },
    variables: (client) => ({ id: client.id, version: client.version, input: { name: 'Renamed Foods' } }),
    entry: (client) =>
      recorded('Client', client.id, 'updated', { name: [expect.any(String), 'Renamed Foods'] }),
  }),
  deleteClient: write({
    prepare: async () =>
      (await mutate('createClient', { input: { name: unique('Client') } })).client as { id: string },
    variables: (client) => ({ id: client.id }),
    entry: (client) => recorded('Client', client.id, 'deleted', { name: [expect.any(String), null] }),
  }),

  createCustomOrderType: write({
    variables: () => ({
      ...clientVariables(),
      input: { name: 'Wedding', sourceKey: unique('WED'), iconData: ICON },
    }),
    entry: (_, payload) =>
      recorded('CustomOrderType', payload.customOrderType.id, 'created', { name: [null, 'Wedding'] }),
  }),
  updateCustomOrderType: write({
    prepare: async () =>
      (
        await mutate('createCustomOrderType', {
          ...clientVariables(),
          input: { name: 'Party', sourceKey: unique('P'), iconData: ICON },
        })
      ).customOrderType as { id: string; version: number },
    variables: (row) => ({
      id: row.id,
      ...clientVariables(),
      version: row.version,
      input: { name: 'Big party', sourceKey: unique('P'), iconData: ICON },
    }),
    entry: (row) => recorded('CustomOrderType', row.id, 'updated', { name: ['Party', 'Big party'] }),
  }),
  deleteCustomOrderType: write({
    prepare: async () =>
      (
        await mutate('createCustomOrderType', {
          ...clientVariables(),
          input: { name: 'Gone', sourceKey: unique('G'), iconData: ICON },
        })
      ).customOrderType as { id: string },
    variables: (row) => ({ id: row.id }),
    entry: (row) => recorded('CustomOrderType', row.id, 'deleted', { name: ['Gone', null] }),
  }),

  createIntegration: write({
    variables: () => ({ ...clientVariables(), input: integrationInput('POS link') }),
    entry: (_, payload) =>
      recorded('Integration', payload.integration.id, 'created', {
        name: [null, 'POS link'],
        authOptions: 'changed',
      }),
  }),
  updateIntegration: write({
    prepare: made('createIntegration', 'integration', () => ({
      ...clientVariables(),
      input: integrationInput('Old link'),
    })),
    variables: (row) => ({
      id: row.id,
      ...clientVariables(),
      version: row.version,
      input: integrationInput('New link'),
    }),
    entry: (row) => recorded('Integration', row.id, 'updated', { name: ['Old link', 'New link'] }),
  }),
  deleteIntegration: write({
    prepare: made('createIntegration', 'integration', () => ({
      ...clientVariables(),
      input: integrationInput('Gone link'),
    })),
    variables: (row) => ({ id: row.id, ...clientVariables() }),
    entry: (row) => recorded('Integration', row.id, 'deleted', { name: ['Gone link', null] }),
  }),

  createFoodSafetyType: write({
    variables: () => ({
      ...storeVariables(),
      input: foodSafetyInput('Deep freeze'),
    }),
    entry: (_, payload) =>
      recorded('FoodSafetyType', payload.foodSafetyType.id, 'created', { name: [null, 'Deep freeze'] }),
  }),
  updateFoodSafetyType: write({
    prepare: async () =>
      (await mutate('createFoodSafetyType', { ...storeVariables(), input: foodSafetyInput('Chilled') }))
        .foodSafetyType as { id: string; version: number },
    variables: (row) => ({ id: row.id, version: row.version, input: foodSafetyInput('Cold') }),
    entry: (row) => recorded('FoodSafetyType', row.id, 'updated', { name: ['Chilled', 'Cold'] }),
  }),
  deleteFoodSafetyType: write({
    prepare: async () =>
      (await mutate('createFoodSafetyType', { ...storeVariables(), input: foodSafetyInput('Warm') }))
        .foodSafetyType as { id: string },
    variables: (row) => ({ id: row.id }),
    entry: (row) => recorded('FoodSafetyType', row.id, 'deleted', { name: ['Warm', null] }),
  }),

  createItemCategory: write({
    variables: () => ({
      ...storeVariables(),
      input: { sourceKey: 'HIST-CAT', preparedItemsMode: 1, isAlcohol: true },
    }),
    entry: (_, payload) =>
      recorded('ItemCategory', payload.itemCategory.id, 'created', {
        itemCategoryTypeSourceKey: [null, 'HIST-CAT'],
        isAlcohol: [null, true],
      }),
  }),
  updateItemCategory: write({
    prepare: createItemCategory,
    variables: (row) => ({
      id: row.id,
      version: row.version,
      input: { sourceKey: 'HIST-CAT-2', preparedItemsMode: 1, isAlcohol: true },
    }),
    entry: (row) => recorded('ItemCategory', row.id, 'updated', { isAlcohol: [false, true] }),
  }),
  deleteItemCategory: write({
    prepare: createItemCategory,
    variables: (row) => ({ id: row.id }),
    entry: (row) => recorded('ItemCategory', row.id, 'deleted', { isAlcohol: [false, null] }),
  }),
  reorderItemCategories: lastToFirst('ItemCategory', 'itemCategories', createItemCategory),

  createSection: write({
    variables: () => ({
      ...storeVariables(),
      input: {
        name: 'Bakery',
        sectionSourceKey: unique('B'),
        foodSafetyTypeId: demo.foodSafetyTypeId,
        preparedItemsMode: 2,
      },
    }),
    entry: (_, payload) => recorded('Section', payload.section.id, 'created', { name: [null, 'Bakery'] }),
  }),
  updateSection: write({
    prepare: createSection,
    variables: (row) => ({
      id: row.id,
      version: row.version,
      input: {
        name: 'Dairy',
        sectionSourceKey: unique('D'),
        foodSafetyTypeId: demo.foodSafetyTypeId,
        preparedItemsMode: 2,
      },
    }),
    entry: (row) => recorded('Section', row.id, 'updated', { name: [expect.any(String), 'Dairy'] }),
  }),
  undoHistoryEntry: write({
    prepare: async () => {
      const section = await createSection();
      const [renamed] = await recordedDuring(() =>
        mutate('updateSection', {
          id: section.id,
          version: section.version,
          input: {
            name: 'Renamed',
            sectionSourceKey: unique('R'),
            foodSafetyTypeId: demo.foodSafetyTypeId,
            preparedItemsMode: 2,
          },
        }),
      );
      return { section, entryId: renamed!.id as string };
    },
    variables: ({ entryId }) => ({ historyId: entryId }),
    entry: ({ section }) =>
      recorded('Section', section.id, 'updated', { name: ['Renamed', expect.stringMatching(/^Aisle_/)] }),
  }),
  deleteSection: write({
    prepare: async () => {
      const section = await createSection();
      await createShelf(section.id);
      return section;
    },
    variables: (row) => ({ id: row.id }),
    entry: (row) => recorded('Section', row.id, 'deleted', { name: [expect.any(String), null] }),
  }),
  moveSection: write({
    prepare: async () => ({ first: await createSection(), second: await createSection() }),
    variables: ({ first, second }) => ({
      sectionId: second.id,
      direction: 'BEFORE',
      targetSectionId: first.id,
    }),
    entry: ({ second }) =>
      recorded('Section', second.id, 'moved', { position: [expect.any(Number), expect.any(Number)] }),
  }),

  createShelf: write({
    prepare: createSection,
    variables: (section) => ({ sectionId: section.id, input: { name: 'Top' } }),
    entry: (_, payload) => recorded('Shelf', payload.shelf.id, 'created', { name: [null, 'Top'] }),
  }),
  updateShelf: write({
    prepare: async () => createShelf((await createSection()).id),
    variables: (shelf) => ({ id: shelf.id, version: shelf.version, input: { name: 'Bottom' } }),
    entry: (shelf) => recorded('Shelf', shelf.id, 'updated', { name: [expect.any(String), 'Bottom'] }),
  }),
  deleteShelf: write({
    prepare: async () => createShelf((await createSection()).id),
    variables: (shelf) => ({ id: shelf.id }),
    entry: (shelf) => recorded('Shelf', shelf.id, 'deleted', { name: [expect.any(String), null] }),
  }),
  moveShelf: write({
    prepare: async () => {
      const section = await createSection();
      return { first: await createShelf(section.id), second: await createShelf(section.id) };
    },
    variables: ({ first, second }) => ({ shelfId: second.id, direction: 'BEFORE', targetShelfId: first.id }),
    entry: ({ second }) => recorded('Shelf', second.id, 'moved', { position: [2, 1] }),
  }),
  moveShelfToSection: write({
    prepare: async () => {
      const from = await createSection();
      return { shelf: await createShelf(from.id), to: await createSection() };
    },
    variables: ({ shelf, to }) => ({ shelfId: shelf.id, targetSectionId: to.id }),
    entry: ({ shelf, to }, payload) =>
      recorded('Shelf', payload.shelf.id, 'moved', {
        shelfId: [Number(shelf.id), Number(payload.shelf.id)],
        sectionId: [expect.any(Number), Number(to.id)],
      }),
  }),

  setSectionZone: write({
    prepare: async () => {
      const first = await createSection();
      const zone = await createZone(first.id);
      return { zone, section: await createSection(), first };
    },
    variables: ({ zone, section }) => ({ sectionId: section.id, zoneId: zone.zoneId, linked: true }),
    entry: ({ zone, section, first }) =>
      recorded('Zone', zone.zoneId, 'updated', { sectionIds: [ids(first.id), ids(first.id, section.id)] }),
  }),
  setShopperRestriction: write({
    prepare: createSection,
    variables: (section) => ({
      ...storeVariables(),
      sectionId: section.id,
      userId: demo.shopperId,
      restricted: true,
    }),
    entry: (section) =>
      recorded('Section', section.id, 'updated', { restrictedUserIds: [[], ids(demo.shopperId)] }),
  }),
  setPrepperOptIn: write({
    prepare: createSection,
    variables: (section) => ({
      ...storeVariables(),
      sectionId: section.id,
      userId: demo.prepperId,
      optedIn: true,
    }),
    entry: (section) =>
      recorded('Section', section.id, 'updated', { prepperOptInUserIds: [[], ids(demo.prepperId)] }),
  }),

  createStagingSection: write({
    variables: () => ({ ...storeVariables(), input: { name: 'Bay 9' } }),
    entry: (_, payload) =>
      recorded('StagingSection', payload.stagingSection.id, 'created', { name: [null, 'Bay 9'] }),
  }),
  updateStagingSection: write({
    prepare: createStagingSection,
    variables: (row) => ({ id: row.id, version: row.version, input: { name: 'Bay 10' } }),
    entry: (row) => recorded('StagingSection', row.id, 'updated', { name: [expect.any(String), 'Bay 10'] }),
  }),
  deleteStagingSection: write({
    prepare: async () => {
      const bay = await createStagingSection();
      await createStagingShelf(bay.id);
      return bay;
    },
    variables: (row) => ({ id: row.id }),
    entry: (row) => recorded('StagingSection', row.id, 'deleted', { name: [expect.any(String), null] }),
  }),
  reorderStagingSections: lastToFirst('StagingSection', 'stagingSections', createStagingSection),

  createStagingShelf: write({
    prepare: createStagingSection,
    variables: (bay) => ({ stagingSectionId: bay.id, input: { name: 'Slot A' } }),
    entry: (_, payload) =>
      recorded('StagingShelf', payload.stagingShelf.id, 'created', { name: [null, 'Slot A'] }),
  }),
  updateStagingShelf: write({
    prepare: async () => createStagingShelf((await createStagingSection()).id),
    variables: (row) => ({ id: row.id, version: row.version, input: { name: 'Slot B' } }),
    entry: (row) => recorded('StagingShelf', row.id, 'updated', { name: [expect.any(String), 'Slot B'] }),
  }),
  deleteStagingShelf: write({
    prepare: async () => createStagingShelf((await createStagingSection()).id),
    variables: (row) => ({ id: row.id }),
    entry: (row) => recorded('StagingShelf', row.id, 'deleted', { name: [expect.any(String), null] }),
  }),
  reorderStagingShelves: write({
    prepare: async () => {
      const bay = await createStagingSection();
      return { bay, first: await createStagingShelf(bay.id), second: await createStagingShelf(bay.id) };
    },
    variables: ({ bay, first, second }) => ({ stagingSectionId: bay.id, orderedIds: [second.id, first.id] }),
    entry: ({ second }) => recorded('StagingShelf', second.id, 'moved', { position: [2, 1] }),
  }),

  createLeadTimeRule: write({
    variables: () => ({
      ...storeVariables(),
      input: { name: 'Nearly due', minutesFromPromiseTime: 40, alertColor: 'red', leadTimeRuleTypeId: 3 },
    }),
    entry: (_, payload) =>
      recorded('LeadTimeRule', payload.rule.id, 'created', { name: [null, 'Nearly due'] }),
  }),
  updateLeadTimeRule: write({
    prepare: createLeadTimeRule,
    variables: (rule) => ({
      id: rule.id,
      version: rule.version,
      input: { name: 'Due now', minutesFromPromiseTime: 10, alertColor: 'red', leadTimeRuleTypeId: 3 },
    }),
    entry: (rule) => recorded('LeadTimeRule', rule.id, 'updated', { name: [expect.any(String), 'Due now'] }),
  }),
  deleteLeadTimeRule: write({
    prepare: createLeadTimeRule,
    variables: (rule) => ({ id: rule.id }),
    entry: (rule) => recorded('LeadTimeRule', rule.id, 'deleted', { name: [expect.any(String), null] }),
  }),
  reorderLeadTimeRules: lastToFirst('LeadTimeRule', 'leadTimeRules', createLeadTimeRule),
  setLeadTimeRuleUser: write({
    prepare: createLeadTimeRule,
    variables: (rule) => ({
      leadTimeRuleId: rule.id,
      userId: demo.shopperId,
      setting: 'EXCLUDED_SHOPPER',
      on: true,
    }),
    entry: (rule) =>
      recorded('LeadTimeRule', rule.id, 'updated', { excludedShopperIds: [[], ids(demo.shopperId)] }),
  }),

  createMessageFilter: write({
    variables: () => ({ ...clientVariables(), word: 'Gadzooks' }),
    entry: (_, payload) =>
      recorded('MessageFilter', payload.messageFilter.id, 'created', { word: [null, 'Gadzooks'] }),
  }),
  updateMessageFilter: write({
    prepare: async () => {
      const word = uniqueWord('Zounds');
      const { messageFilter } = await mutate('createMessageFilter', { ...clientVariables(), word });
      return { ...(messageFilter as { id: string; version: number }), word, next: uniqueWord('Egad') };
    },
    variables: (row) => ({ id: row.id, ...clientVariables(), version: row.version, word: row.next }),
    entry: (row) => recorded('MessageFilter', row.id, 'updated', { word: [row.word, row.next] }),
  }),
  deleteMessageFilter: write({
    prepare: async () => {
      const word = uniqueWord('Crikey');
      const { messageFilter } = await mutate('createMessageFilter', { ...clientVariables(), word });
      return { ...(messageFilter as { id: string }), word };
    },
    variables: (row) => ({ id: row.id, ...clientVariables() }),
    entry: (row) => recorded('MessageFilter', row.id, 'deleted', { word: [row.word, null] }),
  }),

  retryPosHandOff: write({
    prepare: async () => {
      const { posStatus } = await stack.run(
        'query ($s: ID!) { posStatus(storeId: $s, take: 500) { orders { id requestCompletedAt } } }',
        { s: demo.storeId },
        stack.tokens[0],
      );
      return (posStatus.orders as { id: string; requestCompletedAt: string | null }[]).find(
        (order) => order.requestCompletedAt === null,
      )!;
    },
    variables: (order) => ({ ...storeVariables(), orderId: order.id }),
    entry: (order) =>
      recorded('PosHandOff', order.id, 'created', { infileSentDate: [null, expect.any(String)] }),
  }),

  savePrivateInfoSetting: write({
    prepare: async () => {
      const { privateInfoSettings } = await stack.run(
        'query ($c: ID!) { privateInfoSettings(clientId: $c) { roles { role version customerFirstName } } }',
        { c: demo.clientId },
        stack.tokens[0],
      );
      return (
        privateInfoSettings.roles as { role: string; version: number; customerFirstName: boolean }[]
      ).find((setting) => setting.role === 'deliveryDriver')!;
    },
    variables: (setting) => ({
      ...clientVariables(),
      role: setting.role,
      version: setting.version,
      input: { ...privateInfoInput(), customerFirstName: !setting.customerFirstName },
    }),
    entry: (setting) => ({
      entityType: 'PrivateInfoSetting',
      action: 'updated',
      changes: { customerFirstName: [setting.customerFirstName, !setting.customerFirstName] },
    }),
  }),

  saveStoreDeliveryProvider: write({
    prepare: async () => {
      const { storeDelivery } = await stack.run(
        'query ($s: ID!) { storeDelivery(storeId: $s) { provider { id version } } }',
        { s: demo.riversideId },
        stack.tokens[0],
      );
      return storeDelivery.provider as { id: string; version: number };
    },
    variables: (provider) => ({
      storeId: demo.riversideId,
      id: provider.id,
      version: provider.version,
      input: {
        providerId: 1,
        providerEndpointUri: 'https://csv.demo.test/deliveries',
        providerEndpointAuthInfo: SECRETS.providerCredential,
        notificationTypeId: 2,
        notificationMinutesBeforePromiseTime: 120,
        notificationEmail: 'ops@demo.test',
      },
    }),
    entry: () => ({
      entityType: 'StoreDeliveryProvider',
      action: 'updated',
      changes: { providerEndpointAuthInfo: 'changed' },
    }),
  }),
  setStoreDeliveryEnabled: write({
    prepare: async () => {
      const { storeDelivery } = await stack.run(
        'query ($s: ID!) { storeDelivery(storeId: $s) { enabled } }',
        { s: demo.riversideId },
        stack.tokens[0],
      );
      return storeDelivery as { enabled: boolean };
    },
    variables: (delivery) => ({ storeId: demo.riversideId, enabled: !delivery.enabled }),
    entry: (delivery) =>
      recorded('Store', demo.riversideId, 'updated', {
        storeDeliveryProviderEnabled: [delivery.enabled, !delivery.enabled],
      }),
  }),

  createStoreAttribute: write({
    variables: () => ({ ...storeVariables(), input: { name: 'HistoryOpenTime', value: '07:00' } }),
    entry: (_, payload) =>
      recorded('StoreAttribute', payload.storeAttribute.id, 'created', { value: [null, '07:00'] }),
  }),
  updateStoreAttribute: write({
    prepare: async () =>
      (
        await mutate('createStoreAttribute', {
          ...storeVariables(),
          input: { name: unique('Attr'), value: 'a' },
        })
      ).storeAttribute as { id: string; version: number },
    variables: (row) => ({
      id: row.id,
      ...storeVariables(),
      version: row.version,
      input: { name: unique('Attr'), value: 'b' },
    }),
    entry: (row) => recorded('StoreAttribute', row.id, 'updated', { value: ['a', 'b'] }),
  }),
  deleteStoreAttribute: write({
    prepare: async () =>
      (
        await mutate('createStoreAttribute', {
          ...storeVariables(),
          input: { name: unique('Attr'), value: 'a' },
        })
      ).storeAttribute as { id: string },
    variables: (row) => ({ id: row.id, ...storeVariables() }),
    entry: (row) => recorded('StoreAttribute', row.id, 'deleted', { value: ['a', null] }),
  }),

  createStore: write({
    variables: () => ({ ...clientVariables(), input: { name: 'History Market', storeType: 'STANDALONE' } }),
    entry: (_, payload) => recorded('Store', payload.store.id, 'created', { name: [null, 'History Market'] }),
  }),
  updateStore: write({
    prepare: async () =>
      (
        await mutate('createStore', {
          ...clientVariables(),
          input: { name: unique('Store'), storeType: 'STANDALONE' },
        })
      ).store as { id: string; version: number },
    variables: (store) => ({
      id: store.id,
      version: store.version,
      input: { name: 'Renamed Market', storeType: 'STANDALONE' },
    }),
    entry: (store) =>
      recorded('Store', store.id, 'updated', { name: [expect.any(String), 'Renamed Market'] }),
  }),
  deleteStore: write({
    prepare: async () =>
      (
        await mutate('createStore', {
          ...clientVariables(),
          input: { name: unique('Store'), storeType: 'STANDALONE' },
        })
      ).store as { id: string },
    variables: (store) => ({ id: store.id }),
    entry: (store) => recorded('Store', store.id, 'deleted', { name: [expect.any(String), null] }),
  }),

  createUser: write({
    prepare: async () => newUser(),
    variables: (user) => ({ input: { user, password: SECRETS.password, storeIds: [demo.storeId] } }),
    entry: (user, payload) =>
      recorded('User', payload.user.id, 'created', {
        userName: [null, user.userName],
        passwordHash: 'changed',
        storeIds: [[], ids(demo.storeId)],
      }),
  }),
  updateUser: write({
    prepare: async () => {
      const user = newUser();
      const created = (await mutate('createUser', { input: { user } })).user as {
        id: string;
        version: number;
      };
      return { ...created, user };
    },
    variables: (row) => ({ id: row.id, version: row.version, input: { ...row.user, firstName: 'Ada' } }),
    entry: (row) => recorded('User', row.id, 'updated', { firstName: [null, 'Ada'] }),
  }),
  updateMyProfile: write({
    prepare: async () => {
      const { myProfile } = await stack.run('{ myProfile { version email lastName } }', {}, stack.tokens[1]);
      return myProfile as { version: number; email: string; lastName: string | null };
    },
    as: () => stack.tokens[1],
    variables: (me) => ({
      version: me.version,
      input: { email: me.email, lastName: `${me.lastName ?? ''}x` },
    }),
    entry: (me) =>
      recorded('User', demo.shopperId, 'updated', { lastName: [me.lastName, `${me.lastName ?? ''}x`] }),
  }),
  deleteUser: write({
    prepare: () => createUser([demo.storeId]),
    variables: (user) => ({ id: user.id }),
    entry: (user) => recorded('User', user.id, 'deleted', { userName: [expect.any(String), null] }),
  }),
  setUserRole: write({
    prepare: () => createUser(),
    variables: (user) => ({ userId: user.id, role: 'leadShopper' }),
    entry: (user) => recorded('User', user.id, 'updated', { role: ['shopper', 'leadShopper'] }),
  }),
  setUserStores: write({
    prepare: () => createUser([demo.storeId]),
    variables: (user) => ({ userId: user.id, storeIds: [demo.riversideId] }),
    entry: (user) =>
      recorded('User', user.id, 'updated', { storeIds: [ids(demo.storeId), ids(demo.riversideId)] }),
  }),
  assignAllClientStores: write({
    prepare: () => createUser([demo.storeId], 'clientAdmin'),
    variables: (user) => ({ userId: user.id }),
    entry: (user) =>
      recorded('User', user.id, 'updated', {
        storeIds: [ids(demo.storeId), expect.arrayContaining(ids(demo.storeId, demo.riversideId))],
      }),
  }),
  resetPassword: write({
    prepare: async () => {
      const user = newUser();
      await mutate('createUser', { input: { user, password: SECRETS.password } });
      await mutate('requestPasswordReset', { email: user.email });
      const mail = await smtp.mailTo(user.email);
      const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
      return { email: user.email, token: link.searchParams.get('t')! };
    },
    variables: (reset) => ({ email: reset.email, token: reset.token, newPassword: SECRETS.resetPassword }),
    entry: () => ({ entityType: 'User', action: 'updated', changes: { passwordHash: 'changed' } }),
  }),

  createZone: write({
    prepare: createSection,
    variables: (section) => ({ ...storeVariables(), sectionIds: [section.id], input: { name: 'Front' } }),
    entry: (section, payload) =>
      recorded('Zone', payload.zone.zoneId, 'created', {
        name: [null, 'Front'],
        sectionIds: [[], ids(section.id)],
      }),
  }),
  updateZone: write({
    prepare: async () => createZone((await createSection()).id),
    variables: (zone) => ({ zoneId: zone.zoneId, version: zone.version, input: { name: 'Back' } }),
    entry: (zone) => recorded('Zone', zone.zoneId, 'updated', { name: [expect.any(String), 'Back'] }),
  }),
  deleteZone: write({
    prepare: async () => createZone((await createSection()).id),
    variables: (zone) => ({ zoneId: zone.zoneId }),
    entry: (zone) => recorded('Zone', zone.zoneId, 'deleted', { name: [expect.any(String), null] }),
  }),
  setZoneUser: write({
    prepare: async () => createZone((await createSection()).id),
    variables: (zone) => ({ zoneId: zone.zoneId, userId: demo.shopperId, member: true }),
    entry: (zone) => recorded('Zone', zone.zoneId, 'updated', { userIds: [[], ids(demo.shopperId)] }),
  }),
};

function creditInput(name: string) {
  return { name, sourceKey: unique('CR'), departments: ['Produce'], multipliers: ['1.5'], permissions: [] };
}
function integrationInput(name: string) {
  return {
    name,
    status: true,
    integrationTypeId: 1,
    providerId: 2,
    authOptions: [{ key: 'apiKey', value: SECRETS.authOption }],
  };
}
function foodSafetyInput(name: string) {
  return { name, containerColor: 'Kale', containerIcon: 'Cooler' };
}
function privateInfoInput() {
  const fields = [
    'FirstName',
    'LastName',
    'DOB',
    'LoyaltyNumber',
    'Phone',
    'EmailAddress',
    'AddressLine1',
    'AddressLine2',
    'CityTown',
    'StateProvince',
    'ZipCode',
    'Country',
  ];
  return Object.fromEntries(fields.map((field) => [`customer${field}`, false]));
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startStackFor(['sysadmin@demo.test', 'shopper@demo.test'], {}, { SMTP_URL: smtp.url });
  const [sysadmin, shopper] = stack.tokens;
  const { stores } = await stack.run('{ stores { id name clientId } }', {}, sysadmin);
  const store = (name: string) => (stores as AnswerTree[]).find((row) => row.name === name);
  demo.storeId = store('Downtown Hub').id;
  demo.riversideId = store('Riverside Spoke').id;
  demo.clientId = store('Downtown Hub').clientId;
  const { foodSafetyTypes } = await stack.run(
    'query ($s: ID!) { foodSafetyTypes(storeId: $s) { id } }',
    { s: demo.storeId },
    sysadmin,
  );
  demo.foodSafetyTypeId = foodSafetyTypes[0].id;
  demo.shopperId = (await stack.run('{ me { id } }', {}, shopper)).me.id;
  demo.sysadminId = (await stack.run('{ me { id } }', {}, sysadmin)).me.id;
  const { sectionPrepperOptIns } = await stack.run(
    'query ($s: ID!, $section: ID!) { sectionPrepperOptIns(storeId: $s, sectionId: $section) { userId } }',
    { s: demo.storeId, section: (await createSection()).id },
    sysadmin,
  );
  demo.prepperId = sectionPrepperOptIns[0].userId;
});
afterAll(async () => {
  await ifStarted(stack)?.close();
  await ifStarted(smtp)?.close();
});

describe('one history entry per mutation of the schema', () => {
  it('has a case for every mutation of the schema, and none for a mutation it does not have', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(mutations).sort());
  });

  for (const [name, test] of Object.entries(CASES)) {
    if ('notAWrite' in test) continue;
    it(`${name} records exactly one entry with what it changed`, async () => {
      const ready = test.prepare ? await test.prepare() : undefined;
      let payload: AnswerTree;
      const entries = await recordedDuring(async () => {
        payload = await mutate(name, test.variables(ready), test.as?.());
      });
      expect(
        entries.map((entry) => `${entry.entityType} ${entry.entityId} ${entry.action}`),
        `${name} recorded`,
      ).toHaveLength(1);
      const wanted = test.entry(ready, payload);
      const [entry] = entries;
      expect({ ...entry, changes: changesOf(entry) }).toMatchObject({
        entityType: wanted.entityType,
        ...(wanted.entityId === undefined ? {} : { entityId: String(wanted.entityId) }),
        action: wanted.action,
        changes: wanted.changes,
      });
    });
  }

  it('never records a secret’s value, in any entry', async () => {
    let everything = '';
    for (let page = 1, more = true; more; page += 1) {
      const { history } = await stack.run(
        'query ($page: Int) { history(page: $page, pageSize: 200) { hasMore entries { changes { field before after } } } }',
        { page },
        stack.tokens[0],
      );
      everything += JSON.stringify(history.entries);
      more = history.hasMore;
    }
    expect(everything).toContain('passwordHash');
    for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
    // Nor a password's or a key's hash (bcrypt's prefix).
    expect(everything).not.toMatch(/\$2[aby]\$/);
  });
});

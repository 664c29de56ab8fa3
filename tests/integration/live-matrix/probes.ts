import { isDeepStrictEqual } from 'node:util';
import type { AnswerTree, GraphQLAnswer } from '@fulfil/gateway/testing';
import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { selectionOf } from './documents.js';

/** Runs a query as the subscriber who received the event. */
export type Ask = (query: string, variables: Record<string, unknown>) => Promise<GraphQLAnswer<AnswerTree>>;

/**
 * Holds a delivered event against the subscriber's own query of the same rows at that moment:
 * resolves with null when they agree, with the disagreement otherwise (the query refused a row the
 * event carried, or answered other values).
 */
export type Probe = (event: AnswerTree, ask: Ask) => Promise<string | null>;

type Arguments = (event: AnswerTree) => Record<string, unknown>;
type Pick = (answer: AnswerTree, event: AnswerTree) => AnswerTree;

const scopeId = (event: AnswerTree): string => String(event.scope).split(':')[1] ?? '';
const ofStore: Arguments = (event) => ({ storeId: scopeId(event) });
const ofClient: Arguments = (event) => ({ clientId: scopeId(event) });
// JSON.stringify answers undefined for undefined, a function or a symbol, which its typing leaves out.
const short = (value: unknown) => (JSON.stringify(value) as string | undefined)?.slice(0, 400);

/** The probe of every event type; an event type without one fails the test until it gets one. */
export function probesFor(schema: GraphQLSchema): Record<string, Probe> {
  const queries = schema.getQueryType()!.getFields();

  /** The query field with the same selection the subscription documents make of its type. */
  async function read(
    ask: Ask,
    field: string,
    args: Record<string, unknown>,
  ): Promise<{ problem: string } | { value: AnswerTree }> {
    const definition = queries[field];
    if (!definition) throw new Error(`the contract has no query ${field}`);
    const declared = Object.keys(args).map(
      (name) => `$${name}: ${String(definition.args.find((arg) => arg.name === name)!.type)}`,
    );
    const passed = Object.keys(args).map((name) => `${name}: $${name}`);
    const type = getNamedType(definition.type);
    const selection = isObjectType(type) ? `{ ${selectionOf(type)} }` : '';
    const answer = await ask(
      `query${declared.length ? ` (${declared.join(', ')})` : ''} { ${field}${
        passed.length ? `(${passed.join(', ')})` : ''
      } ${selection} }`,
      args,
    );
    if (answer.errors?.length) {
      const codes = answer.errors.map((error) => error.extensions?.code ?? error.message).join(', ');
      return { problem: `${field}(${short(args)}) answered ${codes}` };
    }
    return { value: answer.data?.[field] as AnswerTree };
  }

  /** The row the event carries in `eventField` equals the query's. */
  const sameRow =
    (
      field: string | ((event: AnswerTree) => string),
      eventField: string,
      args: Arguments,
      pick?: Pick,
    ): Probe =>
    async (event, ask) => {
      const name = typeof field === 'string' ? field : field(event);
      const answer = await read(ask, name, args(event));
      if ('problem' in answer) return answer.problem;
      const row = pick ? pick(answer.value, event) : answer.value;
      return isDeepStrictEqual(row, event[eventField])
        ? null
        : `${eventField} ${short(event[eventField])} but ${name} answers ${short(row)}`;
    };
  const byKey =
    (eventField: string, key = 'id'): Pick =>
    (list: AnswerTree[], event) =>
      list.find((row) => row[key] === event[eventField][key]);

  /**
   * The deleted row is gone from the list the subscriber may read. `deleted` names the event's field
   * holding its id, or reads the id; `rows` finds the list in an answer that wraps it.
   */
  const gone =
    (
      field: string,
      args: Arguments,
      deleted: string | ((event: AnswerTree) => unknown),
      { key = 'id', rows = (answer: AnswerTree) => answer as AnswerTree[] } = {},
    ): Probe =>
    async (event, ask) => {
      const answer = await read(ask, field, args(event));
      if ('problem' in answer) return answer.problem;
      const id = typeof deleted === 'string' ? event[deleted] : deleted(event);
      const listed = rows(answer.value).some((row) => row[key] === id);
      return listed ? `${field} still lists ${String(id)}` : null;
    };

  /** The event's order is the list's. */
  const ordered =
    (field: string): Probe =>
    async (event, ask) => {
      const answer = await read(ask, field, ofStore(event));
      if ('problem' in answer) return answer.problem;
      const ids = (answer.value as AnswerTree[]).map((row) => row.id);
      return isDeepStrictEqual(ids, event.orderedIds)
        ? null
        : `orderedIds differ from ${field}: ${short(ids)}`;
    };

  /** The moved row stands where the event says in the list. */
  const placed =
    (field: string, idField: string): Probe =>
    async (event, ask) => {
      const answer = await read(ask, field, ofStore(event));
      if ('problem' in answer) return answer.problem;
      const ids = (answer.value as AnswerTree[]).map((row) => row.id);
      return ids[event.position - 1] === event[idField]
        ? null
        : `${event[idField]} is not at position ${event.position} of ${field}: ${short(ids)}`;
    };

  /** An event that carries counts, not rows: whoever hears it may read the list it changed. */
  const readable =
    (field: string): Probe =>
    async (event, ask) => {
      const answer = await read(ask, field, ofStore(event));
      return 'problem' in answer ? answer.problem : null;
    };

  /** A history notice carries no entry: the subscriber may read the history of its store or client. */
  const historyReadable =
    (filterKey: 'storeId' | 'clientId'): Probe =>
    async (event, ask) => {
      const answer = await read(ask, 'history', { filter: { [filterKey]: scopeId(event) } });
      return 'problem' in answer ? answer.problem : null;
    };

  const single =
    (eventField: string): Arguments =>
    (event) => ({ id: event[eventField].id });
  return {
    ClientCreated: sameRow('client', 'client', single('client')),
    ClientUpdated: sameRow('client', 'client', single('client')),
    ClientDeleted: gone('clients', () => ({}), 'clientId'),
    AppAttributeChanged: sameRow('appAttributes', 'appAttribute', ofClient, byKey('appAttribute')),
    AppAttributeDeleted: gone('appAttributes', ofClient, 'appAttributeId'),
    LogoChanged: sameRow('clientLogo', 'logo', (event) => ({ clientId: scopeId(event), kind: event.kind })),
    CustomFieldChanged: sameRow('customFields', 'customField', ofClient, byKey('customField')),
    CustomFieldDeleted: gone('customFields', ofClient, 'customFieldId'),
    CreditDefinitionChanged: sameRow(
      'creditDefinitions',
      'creditDefinition',
      ofClient,
      byKey('creditDefinition'),
    ),
    CreditDefinitionDeleted: gone('creditDefinitions', ofClient, 'creditDefinitionId'),
    HelpItemChanged: sameRow('helpItems', 'helpItem', ofClient, byKey('helpItem')),
    IntegrationChanged: sameRow('integration', 'integration', single('integration')),
    IntegrationDeleted: gone('integrations', ofClient, 'integrationId'),
    ApiKeyChanged: sameRow('apiKeys', 'apiKey', ofClient, byKey('apiKey')),
    AssignmentRuleChanged: sameRow(
      'assignmentRules',
      'assignmentRule',
      (event) => ({ clientId: scopeId(event), storeId: event.assignmentRule.storeId }),
      (list, event) => list.rules.find((rule: AnswerTree) => rule.id === event.assignmentRule.id),
    ),
    AssignmentRuleDeleted: gone(
      'assignmentRules',
      (event) => ({ clientId: scopeId(event), storeId: event.assignmentRule.storeId }),
      (event) => event.assignmentRule.id,
      { rows: (list) => list.rules },
    ),
    CustomOrderTypeChanged: sameRow(
      'customOrderTypes',
      'customOrderType',
      ofClient,
      byKey('customOrderType'),
    ),
    CustomOrderTypeDeleted: gone('customOrderTypes', ofClient, 'customOrderTypeId'),
    StoreCustomOrderTypeChanged: sameRow(
      'customOrderTypes',
      'customOrderType',
      (event) => ({ clientId: event.customOrderType.clientId, storeId: scopeId(event) }),
      byKey('customOrderType'),
    ),
    StoreCustomOrderTypeDeleted: async (event, ask) => {
      // The event names the store only; its client is the store's.
      const store = await read(ask, 'store', { id: scopeId(event) });
      if ('problem' in store) return store.problem;
      const args = { clientId: store.value.clientId, storeId: scopeId(event) };
      return gone('customOrderTypes', () => args, 'customOrderTypeId')(event, ask);
    },
    MessageFilterChanged: sameRow(
      'messageFilters',
      'messageFilter',
      (event) => ({ clientId: scopeId(event), contains: event.messageFilter.word }),
      (page, event) => page.messageFilters.find((row: AnswerTree) => row.id === event.messageFilter.id),
    ),
    MessageFilterDeleted: gone(
      'messageFilters',
      (event) => ({ clientId: scopeId(event), take: 100 }),
      'messageFilterId',
      { rows: (page) => page.messageFilters },
    ),
    PrivateInfoSettingsChanged: sameRow('privateInfoSettings', 'privateInfoSettings', ofClient),
    StoreChanged: sameRow('store', 'store', single('store')),
    StoreDeleted: gone('stores', ofClient, 'storeId'),
    FoodSafetyTypeChanged: sameRow('foodSafetyTypes', 'foodSafetyType', ofStore, byKey('foodSafetyType')),
    FoodSafetyTypeDeleted: gone('foodSafetyTypes', ofStore, 'foodSafetyTypeId'),
    ItemCategoryChanged: sameRow('itemCategories', 'itemCategory', ofStore, byKey('itemCategory')),
    ItemCategoryDeleted: gone('itemCategories', ofStore, 'itemCategoryId'),
    ItemCategoriesReordered: ordered('itemCategories'),
    LeadTimeRuleChanged: sameRow('leadTimeRules', 'rule', ofStore, byKey('rule')),
    LeadTimeRuleDeleted: gone('leadTimeRules', ofStore, 'leadTimeRuleId'),
    LeadTimeRulesReordered: ordered('leadTimeRules'),
    LeadTimeRuleUserChanged: sameRow(
      'leadTimeRuleUsers',
      'user',
      (event) => ({ leadTimeRuleId: event.leadTimeRuleId }),
      byKey('user', 'userId'),
    ),
    SectionChanged: sameRow('section', 'section', single('section')),
    ShelvesChanged: sameRow('section', 'section', single('section')),
    SectionDeleted: gone('sections', ofStore, 'sectionId'),
    SectionsMoved: placed('sections', 'sectionId'),
    StoreSetupUploaded: readable('sections'),
    StoreHistoryRecorded: historyReadable('storeId'),
    ClientHistoryRecorded: historyReadable('clientId'),
    StoreSetupUploadProgress: readable('sections'),
    StagingSectionChanged: sameRow('stagingSections', 'stagingSection', ofStore, byKey('stagingSection')),
    StagingSectionDeleted: gone('stagingSections', ofStore, 'stagingSectionId'),
    StagingSectionsReordered: ordered('stagingSections'),
    SectionUserSettingChanged: sameRow(
      (event) => (event.kind === 'RESTRICTION' ? 'sectionShopperRestrictions' : 'sectionPrepperOptIns'),
      'setting',
      (event) => ({ storeId: scopeId(event), sectionId: event.sectionId }),
      byKey('setting', 'userId'),
    ),
    PresenceChanged: sameRow('presence', 'present', ofStore),
    StoreDeliveryProviderChanged: sameRow('storeDelivery', 'storeDelivery', ofStore),
    StoreAttributeChanged: sameRow('storeAttributes', 'storeAttribute', ofStore, byKey('storeAttribute')),
    StoreAttributeDeleted: gone('storeAttributes', ofStore, 'storeAttributeId'),
    PosOrderChanged: sameRow('posStatus', 'posOrder', ofStore, (status: AnswerTree, event) =>
      (status.orders as AnswerTree[]).find((order) => order.id === event.posOrder.id),
    ),
    ZoneChanged: sameRow('zones', 'zone', ofStore, byKey('zone', 'zoneId')),
    ZoneDeleted: gone('zones', ofStore, 'zoneId', { key: 'zoneId' }),
    UserChanged: sameRow('user', 'user', single('user')),
    UserDeleted: async (event, ask) => {
      const answer = await read(ask, 'user', { id: event.userId });
      if ('problem' in answer) return answer.problem;
      return answer.value === null ? null : `user ${event.userId} still answers`;
    },
  };
}

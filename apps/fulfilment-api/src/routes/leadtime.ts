import {
  nextLeadTimeRuleSequence,
  validateLeadTimeRule,
  type LeadTimeRuleFields,
  type MoveDirection,
} from '@fulfil/domain';
import {
  CreateLeadTimeRule,
  DeleteLeadTimeRule,
  GetLeadTimeRuleChoices,
  GetLeadTimeRules,
  GetLeadTimeRuleUsers,
  GetSectionShelvesPreparedItems,
  GetTextMessageTemplates,
  MoveLeadTimeRule,
  SetLeadTimeRulePrepper,
  SetLeadTimeRuleRestriction,
  UpdateLeadTimeRule,
  UpdateLeadTimeRuleSequence,
  type LeadTimeRuleUserBody,
  type UpdateLeadTimeRuleBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { badRequest } from '../errors.js';
import {
  leadTimeRuleColumns,
  leadTimeRules,
  leadTimeRuleUsers,
  orderSubTypesOf,
  partnerStatuses,
  preparedSectionShelves,
  setLeadTimeRuleUser,
  storeSectionsAndShelves,
  textMessageTemplates,
} from '../queries/lead-time-rules.js';
import { LISTS, requireRow, requireStore } from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { rejected, saved } from './layout-answers.js';
import { layoutListRoutes } from './layout-routes.js';
import { of, type ContractRoutes } from './typed-routes.js';

const list = LISTS.leadTimeRules;

/** A rule as its routes answer it. */
export const loadLeadTimeRule = async (db: Db, leadTimeRuleId: number) =>
  (await leadTimeRules(db, { leadTimeRuleId }))[0];

/**
 * The checks of spec 3 section 5 with what they need of the store: its client's partner statuses,
 * custom order types and templates, and (on update) the stored rule type, which cannot change.
 */
async function checkRule(
  db: Db,
  store: { storeId: number; clientId: number },
  rule: LeadTimeRuleFields,
  storedRuleTypeId?: number,
) {
  const [statuses, subTypes, templates] = await Promise.all([
    partnerStatuses(db, store.clientId),
    orderSubTypesOf(db, store),
    textMessageTemplates(db, store.clientId),
  ]);
  const errors = validateLeadTimeRule(rule, {
    hasPartnerStatuses: statuses !== null,
    customOrderTypeIds: subTypes.map((type) => type.orderSubTypeId),
    textMessageTemplateIds: templates.map((template) => template.textMessageTemplateId),
    storedRuleTypeId,
  });
  if (errors.length === 0) await requireOwnSections(db, store.storeId, rule.sectionIdShelfIds ?? []);
  return errors;
}

/** Sections and shelves named by a rule must be the store's own: another store's ids would cross tenants. */
async function requireOwnSections(
  db: Db,
  storeId: number,
  picks: NonNullable<LeadTimeRuleFields['sectionIdShelfIds']>,
) {
  if (picks.length === 0) return;
  const { sectionIds: own, shelves } = await storeSectionsAndShelves(db, storeId, picks);
  for (const pick of picks) {
    if (!own.has(pick.sectionId) || (pick.shelfId !== null && shelves.get(pick.shelfId) !== pick.sectionId))
      throw badRequest(
        `sectionIdShelfIds: section ${pick.sectionId} shelf ${pick.shelfId ?? '-'} is not of store ${storeId}.`,
      );
  }
}

/** A rule of the store and the store's client, after the tenant check. */
async function requireRuleStore(db: Db, caller: Caller, leadTimeRuleId: number, access: 'read' | 'write') {
  const { storeId } = await requireRow(db, caller, list, leadTimeRuleId, access);
  return requireStore(db, caller, storeId, access);
}

/** The writes of the store's list of rules: numbering, versions and the tenant check. */
const ruleWrites = (db: Db) =>
  layoutListRoutes(db, {
    list,
    idField: 'leadTimeRuleId',
    key: 'rule',
    readKey: 'rules',
    rows: (reader, storeId) => leadTimeRules(reader, { storeId }),
    load: loadLeadTimeRule,
    columns: async (fields: LeadTimeRuleFields) => leadTimeRuleColumns(fields),
    nextSequence: nextLeadTimeRuleSequence,
    renumberOnDelete: false,
  });

/** A rule's update over its version, after the checks of spec 3 section 5 (also how an undo sets one back). */
export async function changeLeadTimeRule(db: Db, caller: Caller, body: UpdateLeadTimeRuleBody) {
  const { leadTimeRuleId } = body;
  const store = await requireRuleStore(db, caller, leadTimeRuleId, 'write');
  const stored = await loadLeadTimeRule(db, leadTimeRuleId);
  const errors = await checkRule(db, store, body, stored?.leadTimeRuleTypeId);
  return errors.length ? rejected(errors) : ruleWrites(db).update({ caller, body });
}

/** A rule's deletion, answering it as it was (also how an undo takes back its creation). */
export const removeLeadTimeRule = (db: Db, caller: Caller, leadTimeRuleId: number) =>
  ruleWrites(db).remove({ caller, params: { id: leadTimeRuleId } });

/**
 * A rule's move within its store's list, to where `place` puts it in the list as it stands under the
 * list's lock, answered as the move route answers (also how an undo moves one back).
 */
export async function moveLeadTimeRule(
  db: Db,
  caller: Caller,
  leadTimeRuleId: number,
  place: (ids: number[]) => { direction: MoveDirection; targetId: number },
) {
  const { storeId } = await requireRuleStore(db, caller, leadTimeRuleId, 'write');
  return ruleWrites(db).moveTo(caller, storeId, leadTimeRuleId, place);
}

/** Lead time rules of a store (spec 3 sections 4, 5 and 7). */
export const leadTimeRuleRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const routes = ruleWrites(db);

  app.route({ ...of(GetLeadTimeRules), handler: routes.read });

  app.route({
    ...of(CreateLeadTimeRule),
    handler: async (request) => {
      const store = await requireStore(db, request.caller, request.body.storeId, 'write');
      const errors = await checkRule(db, store, request.body);
      return errors.length ? rejected(errors) : routes.create(request);
    },
  });

  app.route({
    ...of(UpdateLeadTimeRule),
    handler: (request) => changeLeadTimeRule(db, request.caller, request.body),
  });

  app.route({ ...of(DeleteLeadTimeRule), handler: routes.remove });
  app.route({ ...of(UpdateLeadTimeRuleSequence), handler: routes.sequence });
  app.route({
    ...of(MoveLeadTimeRule),
    handler: routes.move('sourceLeadTimeRuleId', 'targetLeadTimeRuleId'),
  });

  app.route({
    ...of(GetSectionShelvesPreparedItems),
    handler: async (request) => {
      const { storeId } = request.query;
      await requireStore(db, request.caller, storeId, 'read');
      return { sectionShelves: await preparedSectionShelves(db, storeId) };
    },
  });

  app.route({
    ...of(GetTextMessageTemplates),
    handler: async (request) => {
      const store = await requireStore(db, request.caller, request.params.storeId, 'read');
      return { templates: await textMessageTemplates(db, store.clientId) };
    },
  });

  app.route({
    ...of(GetLeadTimeRuleChoices),
    handler: async (request) => {
      const store = await requireStore(db, request.caller, request.params.storeId, 'read');
      const [statuses, orderSubTypes] = await Promise.all([
        partnerStatuses(db, store.clientId),
        orderSubTypesOf(db, store),
      ]);
      return { partnerStatuses: statuses, orderSubTypes };
    },
  });

  app.route({
    ...of(GetLeadTimeRuleUsers),
    handler: async (request) => {
      const { leadTimeRuleId } = request.params;
      const store = await requireRuleStore(db, request.caller, leadTimeRuleId, 'read');
      return { users: await leadTimeRuleUsers(db, { storeId: store.storeId, leadTimeRuleId }) };
    },
  });

  /** SetRestriction's `allowed` false stores the exclusion; SetPrepper's true stores the enablement. */
  const setUser =
    (kind: 'excludedShopper' | 'enabledPrepper') =>
    async (request: { caller: Caller; body: LeadTimeRuleUserBody }) => {
      const { leadTimeRuleId, userId, allowed } = request.body;
      const store = await requireRuleStore(db, request.caller, leadTimeRuleId, 'write');
      const place = { storeId: store.storeId, leadTimeRuleId };
      const [user] = await leadTimeRuleUsers(db, place, userId);
      if (!user)
        return rejected([
          { field: 'userId', message: `User ${userId} is not a shopper or prepper of this store.` },
        ]);
      await setLeadTimeRuleUser(db, {
        leadTimeRuleId,
        userId,
        kind,
        on: kind === 'excludedShopper' ? !allowed : allowed,
      });
      const [after] = await leadTimeRuleUsers(db, place, userId);
      return saved({ user: after, storeId: store.storeId });
    };
  app.route({ ...of(SetLeadTimeRuleRestriction), handler: setUser('excludedShopper') });
  app.route({ ...of(SetLeadTimeRulePrepper), handler: setUser('enabledPrepper') });
};

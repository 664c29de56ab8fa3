import {
  coherentRule,
  parsePartnerStatuses,
  PARTNER_STATUS_ATTRIBUTES,
  type LeadTimeRuleFields,
  type SectionShelfPick,
} from '@fulfil/domain';
import type { LeadTimeRule } from '@fulfil/rest-contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { fullName } from './layout/rows.js';
import { OPT_INS, RESTRICTIONS } from './layout/section-users.js';

/** The jsonb lists of a rule, stored as written (pg parses them on the way out). */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const picks = (value: unknown): SectionShelfPick[] =>
  Array.isArray(value) ? (value as SectionShelfPick[]) : [];

/** The store's rules in order, or one rule by its id. */
export async function leadTimeRules(
  db: Db,
  by: { storeId?: number; leadTimeRuleId?: number },
): Promise<LeadTimeRule[]> {
  let query = db.selectFrom('leadTimeRules').selectAll();
  if (by.storeId !== undefined) query = query.where('storeId', '=', by.storeId);
  if (by.leadTimeRuleId !== undefined) query = query.where('leadTimeRuleId', '=', by.leadTimeRuleId);
  const rows = await query.orderBy('sequenceId').orderBy('leadTimeRuleId').execute();
  return rows.map(({ sendCustomerSms, customCustomerSms, ...row }) => ({
    ...row,
    sendCustomerSMS: sendCustomerSms,
    customCustomerSMS: customCustomerSms,
    emailAddressTags: strings(row.emailAddressTags),
    smsRecipientTags: strings(row.smsRecipientTags),
    itemCategoryTags: strings(row.itemCategoryTags),
    upcTags: strings(row.upcTags),
    skuTags: strings(row.skuTags),
    sectionIdShelfIds: picks(row.sectionIdShelfIds),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The stored columns of a create or update body: coherent with its toggles, blanks as null. */
export function leadTimeRuleColumns(fields: LeadTimeRuleFields) {
  const rule = coherentRule(fields);
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const list = (value: readonly string[] | undefined) =>
    JSON.stringify([...new Set((value ?? []).map((v) => v.trim()).filter(Boolean))]);
  return {
    name: rule.name!.trim(),
    description: text(rule.description),
    minutesFromPromiseTime: rule.minutesFromPromiseTime!,
    alertColor: rule.alertColor!,
    leadTimeRuleTypeId: rule.leadTimeRuleTypeId!,
    orderStatusId: rule.orderStatusId ?? null,
    orderStatusConditionId: rule.orderStatusConditionId ?? null,
    orderTypeId: rule.orderTypeId ?? null,
    customOrderTypeId: rule.customOrderTypeId ?? null,
    customOrderTypeConditionId: rule.customOrderTypeConditionId ?? null,
    storeDeliveryPartnerStatus: text(rule.storeDeliveryPartnerStatus),
    storeDeliveryPartnerStatusConditionId: rule.storeDeliveryPartnerStatusConditionId ?? null,
    emailAddressTags: list(rule.emailAddressTags),
    smsRecipientTags: list(rule.smsRecipientTags),
    itemCategoryTags: list(rule.itemCategoryTags),
    upcTags: list(rule.upcTags),
    skuTags: list(rule.skuTags),
    sectionIdShelfIds: JSON.stringify(rule.sectionIdShelfIds ?? []),
    smsMessage: text(rule.smsMessage),
    sendToAppNotify: rule.sendToAppNotify ?? false,
    printOnLabel: rule.printOnLabel ?? false,
    valueToPrint: text(rule.valueToPrint),
    printZplLabel: rule.printZplLabel ?? false,
    zplLabelTemplate: rule.printZplLabel ? (rule.zplLabelTemplate ?? '') : null,
    printLabelQuantity: rule.printLabelQuantity ?? 1,
    orderCompletionPercent: rule.orderCompletionPercent ?? 0,
    // The columns' camel case: send_customer_sms, custom_customer_sms.
    sendCustomerSms: rule.sendCustomerSMS ?? false,
    customCustomerSms: text(rule.customCustomerSMS),
    textMessageTemplateId: rule.textMessageTemplateId ?? 0,
    updateNewOrderStatus: rule.updateNewOrderStatus ?? false,
    newOrderStatusId: rule.newOrderStatusId ?? null,
  };
}

/** The client's delivery partner statuses, or null when it has neither spelling of the attribute. */
export async function partnerStatuses(db: Db, clientId: number): Promise<string[] | null> {
  const rows = await db
    .selectFrom('appAttributes')
    .select(['name', 'value'])
    .where('clientId', '=', clientId)
    .where('name', 'in', [...PARTNER_STATUS_ATTRIBUTES])
    .execute();
  // The catalogue's key wins over the singular spelling when a client has both.
  const row = PARTNER_STATUS_ATTRIBUTES.map((name) => rows.find((r) => r.name === name)).find(Boolean);
  return row ? parsePartnerStatuses(row.value) : null;
}

/** The custom order types a rule of the store may name: the store's own and its client's (id, name). */
export function orderSubTypesOf(db: Db, store: { storeId: number; clientId: number }) {
  return db
    .selectFrom('orderSubTypes')
    .select(['orderSubTypeId', 'name'])
    .where('clientId', '=', store.clientId)
    .where((eb) => eb.or([eb('storeId', 'is', null), eb('storeId', '=', store.storeId)]))
    .orderBy('name')
    .execute();
}

/** The client's text message templates. */
export function textMessageTemplates(db: Db, clientId: number) {
  return db
    .selectFrom('textMessageTemplates')
    .select(['textMessageTemplateId', 'name', 'body'])
    .where('clientId', '=', clientId)
    .orderBy('name')
    .execute();
}

/** Sections and shelves whose prepared-items mode is not No (1): a shelf inheriting (5) follows its section. */
export async function preparedSectionShelves(db: Db, storeId: number) {
  const rows = await db
    .selectFrom('sections as s')
    .leftJoin('shelves as h', 'h.sectionId', 's.sectionId')
    .select([
      's.sectionId',
      's.name as sectionName',
      's.preparedItemsMode as sectionMode',
      'h.shelfId',
      'h.name as shelfName',
      'h.preparedItemsMode as shelfMode',
    ])
    .where('s.storeId', '=', storeId)
    .orderBy('s.sequenceId')
    .orderBy('h.sequenceId')
    .execute();
  const prepared = (mode: number | null) => mode !== null && mode !== 1;
  const result: {
    sectionId: number;
    sectionName: string;
    shelfId: number | null;
    shelfName: string | null;
  }[] = [];
  for (const row of rows) {
    if (prepared(row.sectionMode) && !result.some((r) => r.sectionId === row.sectionId && r.shelfId === null))
      result.push({ sectionId: row.sectionId, sectionName: row.sectionName, shelfId: null, shelfName: null });
    const shelfMode = row.shelfMode === 5 ? row.sectionMode : row.shelfMode;
    if (row.shelfId !== null && prepared(shelfMode))
      result.push({
        sectionId: row.sectionId,
        sectionName: row.sectionName,
        shelfId: row.shelfId,
        shelfName: row.shelfName,
      });
  }
  return result;
}

type RuleUserKind = 'excludedShopper' | 'enabledPrepper';

/** The store's shoppers and preppers, each with its settings on the rule. */
export async function leadTimeRuleUsers(
  db: Db,
  place: { storeId: number; leadTimeRuleId: number },
  userId?: number,
) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('userStores as us', 'us.userId', 'u.userId')
    .select([
      'u.userId',
      'u.userName',
      'u.firstName',
      'u.lastName',
      'u.role',
      sql<boolean>`exists (select 1 from lead_time_rule_users x where x.user_id = u.user_id and x.lead_time_rule_id = ${place.leadTimeRuleId} and x.kind = 'excludedShopper')`.as(
        'excluded',
      ),
      sql<boolean>`exists (select 1 from lead_time_rule_users x where x.user_id = u.user_id and x.lead_time_rule_id = ${place.leadTimeRuleId} and x.kind = 'enabledPrepper')`.as(
        'prepperEnabled',
      ),
    ])
    .where('us.storeId', '=', place.storeId)
    .where('u.role', 'in', [...RESTRICTIONS.roles, ...OPT_INS.roles]);
  if (userId !== undefined) query = query.where('u.userId', '=', userId);
  const users = await query.orderBy('u.lastName').orderBy('u.firstName').orderBy('u.userId').execute();
  return users.map((user) => ({
    userId: user.userId,
    fullName: fullName(user),
    role: user.role,
    excluded: user.excluded,
    prepperEnabled: user.prepperEnabled,
  }));
}

/** Stores or removes the user's setting on the rule; `on` true stores it. */
export async function setLeadTimeRuleUser(
  db: Db,
  change: { leadTimeRuleId: number; userId: number; kind: RuleUserKind; on: boolean },
) {
  if (change.on) {
    await db
      .insertInto('leadTimeRuleUsers')
      .values({ leadTimeRuleId: change.leadTimeRuleId, userId: change.userId, kind: change.kind })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('leadTimeRuleUsers')
      .where('leadTimeRuleId', '=', change.leadTimeRuleId)
      .where('userId', '=', change.userId)
      .where('kind', '=', change.kind)
      .execute();
  }
}

/** The store's section ids, and the section of each picked shelf that exists. */
export async function storeSectionsAndShelves(db: Db, storeId: number, picks: readonly SectionShelfPick[]) {
  const sections = await db
    .selectFrom('sections')
    .select('sectionId')
    .where('storeId', '=', storeId)
    .execute();
  const shelfIds = picks.flatMap((pick) => (pick.shelfId === null ? [] : [pick.shelfId]));
  const shelves = shelfIds.length
    ? await db
        .selectFrom('shelves')
        .select(['shelfId', 'sectionId'])
        .where('shelfId', 'in', shelfIds)
        .execute()
    : [];
  return {
    sectionIds: new Set(sections.map((section) => section.sectionId)),
    shelves: new Map(shelves.map((shelf) => [shelf.shelfId, shelf.sectionId])),
  };
}

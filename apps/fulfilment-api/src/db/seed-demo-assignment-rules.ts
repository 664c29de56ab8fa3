import type { Transaction } from 'kysely';
import type { Tables } from './tables.js';

type Trx = Transaction<Tables>;

type Rule = { type: 'RANK' | 'LIMIT' | 'FILTER'; key: string; value: string };

/** Stores a list's rules in the given sequence, from 0, with the list's version. */
async function seedList(trx: Trx, clientId: number, storeId: number | null, rules: readonly Rule[]) {
  if (rules.length === 0) return;
  await trx
    .insertInto('assignmentRules')
    .values(rules.map((rule, sequence) => ({ clientId, storeId, ...rule, sequence })))
    .execute();
  await trx
    .insertInto('assignmentRuleLists')
    .values({ clientId, storeId: storeId ?? 0, listVersion: 1 })
    .execute();
}

/**
 * Auto-assignment rules of every type: Demo Grocers ranks deliveries first, caps a pick at 40 items
 * and keeps gift orders back from auto-assignment; Downtown Hub ranks its hot food rule and deli
 * platters first. One lead time rule and one custom order type of each list stay free, so a new
 * rule still has values to take.
 */
export async function seedDemoAssignmentRules(trx: Trx, clients: { demo: number; other: number }) {
  const types = await trx.selectFrom('orderSubTypes').select(['orderSubTypeId', 'name']).execute();
  const typeId = (name: string) => String(types.find((type) => type.name === name)!.orderSubTypeId);
  const downtown = await trx
    .selectFrom('stores')
    .select('storeId')
    .where('name', '=', 'Downtown Hub')
    .executeTakeFirstOrThrow();
  const hotFood = await trx
    .selectFrom('leadTimeRules')
    .select('leadTimeRuleId')
    .where('storeId', '=', downtown.storeId)
    .where('name', '=', 'Hot food waiting')
    .executeTakeFirstOrThrow();

  await seedList(trx, clients.demo, null, [
    { type: 'RANK', key: 'ORDER_TYPE', value: 'DELIVERY' },
    { type: 'RANK', key: 'ORDER_VALUE', value: 'DESC' },
    { type: 'LIMIT', key: 'ITEM_COUNT', value: '40' },
    { type: 'FILTER', key: 'ORDER_SUB_TYPE_FILTER', value: `not_equal_to:${typeId('Gift Order')}` },
  ]);
  await seedList(trx, clients.demo, downtown.storeId, [
    { type: 'RANK', key: 'LEAD_TIME_RULE', value: String(hotFood.leadTimeRuleId) },
    { type: 'RANK', key: 'ORDER_SUB_TYPE_RANK', value: typeId('Deli Platter') },
    { type: 'LIMIT', key: 'ITEM_WEIGHT', value: '25.5' },
    { type: 'FILTER', key: 'ORDER_SUB_TYPE_FILTER', value: `equal_to:${typeId('Catering')}` },
  ]);
  await seedList(trx, clients.other, null, [
    { type: 'RANK', key: 'PENDING_ITEM_COUNT', value: 'ASC' },
    { type: 'LIMIT', key: 'ORDER_COUNT', value: '3' },
  ]);
}

/**
 * Auto-assignment rules (spec 3 sections 3, 4, 5 and 9): ordered rules of a client, or of one of
 * its stores, that rank, limit or filter the orders offered to shoppers.
 */

export type AssignmentRuleType = 'RANK' | 'LIMIT' | 'FILTER';

/** The types as the new-rule form offers them, in the spec's order. */
export const ASSIGNMENT_RULE_TYPE_OPTIONS: readonly { type: AssignmentRuleType; label: string }[] = [
  { type: 'FILTER', label: 'Filter' },
  { type: 'RANK', label: 'Rank' },
  { type: 'LIMIT', label: 'Limit' },
];

/** Rank keys whose values are the product's own; the other two take the ids of rules or types. */
export const RANK_KEY_VALUES = {
  ORDER_TYPE: ['PICKUP', 'DELIVERY', 'SPOKE'],
  PREPARED_ITEM_STATUS: ['PREPARED_OPEN', 'PREPARED_COMPLETE'],
  ORDER_VALUE: ['ASC', 'DESC'],
  PENDING_ITEM_COUNT: ['ASC', 'DESC'],
} as const;

/** Rank keys whose value is the id of one of the store's lead time rules or of a custom order type. */
export const LEAD_TIME_RULE_RANK = 'LEAD_TIME_RULE';
export const ORDER_SUB_TYPE_RANK = 'ORDER_SUB_TYPE_RANK';

export const RANK_KEYS = [...Object.keys(RANK_KEY_VALUES), LEAD_TIME_RULE_RANK, ORDER_SUB_TYPE_RANK] as const;

export const FILTER_KEY = 'ORDER_SUB_TYPE_FILTER';

interface LimitBounds {
  label: string;
  min: number;
  max?: number;
  integer: boolean;
}

/** Limit keys and their bounds (spec 3 point 9). */
export const LIMIT_KEYS: Readonly<Record<string, LimitBounds>> = {
  CONTAINER_COUNT: { label: 'Container Count', min: 0, integer: true },
  ORDER_COUNT: { label: 'Order Count', min: 0, integer: true },
  ITEM_COUNT: { label: 'Item Count', min: 1, max: 100, integer: true },
  ITEM_WEIGHT: { label: 'Item Weight', min: 0.1, integer: false },
};

/** The keys a rule of each type may take (spec 3 point 9). */
export const ASSIGNMENT_RULE_KEYS: Readonly<Record<AssignmentRuleType, readonly string[]>> = {
  FILTER: [FILTER_KEY],
  RANK: RANK_KEYS,
  LIMIT: Object.keys(LIMIT_KEYS),
};

/** A new rule goes first: its sequence is 0 (spec 3 point 9). */
export const NEW_ASSIGNMENT_RULE_SEQUENCE = 0;

export const ASSIGNMENT_RULE_CREATE_ERROR = 'Create Error';
export const ASSIGNMENT_RULE_MISSING_INFORMATION = 'Please insert all the information.';

export type FilterComparison = 'equal_to' | 'not_equal_to';

export interface FilterValue {
  comparison: FilterComparison;
  orderSubTypeIds: number[];
}

/** A filter value is a comparison, a colon, then the order type ids ("equal_to:3,7"). */
export function formatFilterValue({ comparison, orderSubTypeIds }: FilterValue): string {
  return `${comparison}:${orderSubTypeIds.join(',')}`;
}

/** The parts of a filter value, or undefined when it is not one (the spec only logs those). */
export function parseFilterValue(value: string): FilterValue | undefined {
  const match = /^(equal_to|not_equal_to):(\d+(?:,\d+)*)$/.exec(value.trim());
  const [, comparison, ids] = match ?? [];
  if (!comparison || !ids) return undefined;
  return { comparison: comparison as FilterComparison, orderSubTypeIds: ids.split(',').map(Number) };
}

export interface AssignmentRuleFields {
  assignmentRuleId?: number;
  type: string;
  key: string;
  value: string;
}

/**
 * What is wrong with a rule as written, or undefined. Missing fields give the spec's message; the
 * spec does not show how limit bounds are enforced, so they are refused here with messages naming
 * the bound.
 */
export function assignmentRuleProblem(rule: AssignmentRuleFields): string | undefined {
  const type = rule.type.trim();
  const key = rule.key.trim();
  const value = rule.value.trim();
  if (!type || !key || !value) return ASSIGNMENT_RULE_MISSING_INFORMATION;
  switch (type) {
    case 'RANK':
      return rankProblem(key, value);
    case 'LIMIT':
      return limitProblem(key, value);
    case 'FILTER':
      if (key !== FILTER_KEY) return `A filter rule's key must be ${FILTER_KEY}.`;
      return parseFilterValue(value)
        ? undefined
        : 'A filter value must be equal_to or not_equal_to, a colon, then custom order type ids.';
    default:
      return `The rule type must be RANK, LIMIT or FILTER, not ${type}.`;
  }
}

function rankProblem(key: string, value: string): string | undefined {
  if (key === LEAD_TIME_RULE_RANK || key === ORDER_SUB_TYPE_RANK) {
    return /^[1-9]\d{0,9}$/.test(value) ? undefined : `A ${key} rank value must be an id.`;
  }
  if (!Object.hasOwn(RANK_KEY_VALUES, key)) return `Unknown rank key ${key}.`;
  const values: readonly string[] = RANK_KEY_VALUES[key as keyof typeof RANK_KEY_VALUES];
  return values.includes(value) ? undefined : `A ${key} rank value must be one of ${values.join(', ')}.`;
}

function limitProblem(key: string, value: string): string | undefined {
  const bounds = Object.hasOwn(LIMIT_KEYS, key) ? LIMIT_KEYS[key] : undefined;
  if (!bounds) return `Unknown limit key ${key}.`;
  const number = Number(value);
  const shape = bounds.integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const kind = bounds.integer ? 'a whole number' : 'a number';
  const range =
    bounds.max === undefined ? `of at least ${bounds.min}` : `from ${bounds.min} to ${bounds.max}`;
  if (!shape.test(value) || number < bounds.min || (bounds.max !== undefined && number > bounds.max)) {
    return `${bounds.label} must be ${kind} ${range}.`;
  }
  return undefined;
}

export interface ListedAssignmentRule extends AssignmentRuleFields {
  assignmentRuleId: number;
}

/** Custom order type ids already named by a filter rule, other than the one being edited. */
function filteredOrderSubTypes(rules: readonly ListedAssignmentRule[], editingId?: number): Set<number> {
  return new Set(
    rules
      .filter((rule) => rule.type === 'FILTER' && rule.assignmentRuleId !== editingId)
      .flatMap((rule) => parseFilterValue(rule.value)?.orderSubTypeIds ?? []),
  );
}

/** The types a new rule may take: Filter only while a custom order type is not yet used by a filter. */
export function offeredRuleTypes(
  rules: readonly ListedAssignmentRule[],
  orderSubTypeIds: readonly number[],
): AssignmentRuleType[] {
  const filtered = filteredOrderSubTypes(rules);
  const filterOffered = orderSubTypeIds.some((id) => !filtered.has(id));
  return ASSIGNMENT_RULE_TYPE_OPTIONS.map((option) => option.type).filter(
    (type) => type !== 'FILTER' || filterOffered,
  );
}

/** Custom order types a filter rule may still name (those unused by other filters). */
export function filterableOrderSubTypes<T extends { orderSubTypeId: number }>(
  rules: readonly ListedAssignmentRule[],
  orderSubTypes: readonly T[],
  editingId?: number,
): T[] {
  const filtered = filteredOrderSubTypes(rules, editingId);
  return orderSubTypes.filter((type) => !filtered.has(type.orderSubTypeId));
}

/**
 * Rank values still free for `key`: a lead time rule or custom order type used by another rank rule
 * disappears, and comes back when that rule is deleted or changed. `candidates` are the ids the key
 * may take.
 */
export function freeRankValues(
  key: string,
  candidates: readonly number[],
  rules: readonly ListedAssignmentRule[],
  editingId?: number,
): number[] {
  const used = new Set(
    rules
      .filter((rule) => rule.type === 'RANK' && rule.key === key && rule.assignmentRuleId !== editingId)
      .map((rule) => Number(rule.value)),
  );
  return candidates.filter((id) => !used.has(id));
}

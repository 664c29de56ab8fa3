import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_RULE_KEYS,
  assignmentRuleProblem,
  filterableOrderSubTypes,
  formatFilterValue,
  freeRankValues,
  NEW_ASSIGNMENT_RULE_SEQUENCE,
  offeredRuleTypes,
  parseFilterValue,
  type ListedAssignmentRule,
} from './assignment-rules.js';

const rule = (assignmentRuleId: number, type: string, key: string, value: string): ListedAssignmentRule => ({
  assignmentRuleId,
  type,
  key,
  value,
});

describe('assignment rule checks', () => {
  it('asks for all the information when type, key or value is missing', () => {
    for (const missing of [
      { type: '', key: 'ORDER_VALUE', value: 'ASC' },
      { type: 'RANK', key: ' ', value: 'ASC' },
      { type: 'RANK', key: 'ORDER_VALUE', value: '' },
    ]) {
      expect(assignmentRuleProblem(missing)).toBe('Please insert all the information.');
    }
  });

  it('accepts the rank keys and values of the spec', () => {
    expect(assignmentRuleProblem({ type: 'RANK', key: 'ORDER_TYPE', value: 'SPOKE' })).toBeUndefined();
    expect(
      assignmentRuleProblem({ type: 'RANK', key: 'PREPARED_ITEM_STATUS', value: 'PREPARED_OPEN' }),
    ).toBeUndefined();
    expect(assignmentRuleProblem({ type: 'RANK', key: 'LEAD_TIME_RULE', value: '12' })).toBeUndefined();
    expect(assignmentRuleProblem({ type: 'RANK', key: 'ORDER_VALUE', value: 'UP' })).toBe(
      'A ORDER_VALUE rank value must be one of ASC, DESC.',
    );
    expect(assignmentRuleProblem({ type: 'RANK', key: 'ORDER_SUB_TYPE_RANK', value: 'x' })).toBe(
      'A ORDER_SUB_TYPE_RANK rank value must be an id.',
    );
  });

  it('enforces the limit bounds: counts from 0, item count 1 to 100, item weight from 0.1', () => {
    const limit = (key: string, value: string) => assignmentRuleProblem({ type: 'LIMIT', key, value });
    expect(limit('CONTAINER_COUNT', '0')).toBeUndefined();
    expect(limit('ORDER_COUNT', '-1')).toBe('Order Count must be a whole number of at least 0.');
    expect(limit('ITEM_COUNT', '1')).toBeUndefined();
    expect(limit('ITEM_COUNT', '100')).toBeUndefined();
    expect(limit('ITEM_COUNT', '0')).toBe('Item Count must be a whole number from 1 to 100.');
    expect(limit('ITEM_COUNT', '101')).toBe('Item Count must be a whole number from 1 to 100.');
    expect(limit('ITEM_COUNT', '2.5')).toBe('Item Count must be a whole number from 1 to 100.');
    expect(limit('ITEM_WEIGHT', '0.1')).toBeUndefined();
    expect(limit('ITEM_WEIGHT', '0.05')).toBe('Item Weight must be a number of at least 0.1.');
  });

  it('reads and writes filter values as a comparison, a colon, then ids', () => {
    expect(parseFilterValue('equal_to:3,7')).toEqual({ comparison: 'equal_to', orderSubTypeIds: [3, 7] });
    expect(parseFilterValue('not_equal_to:4')).toEqual({ comparison: 'not_equal_to', orderSubTypeIds: [4] });
    expect(parseFilterValue('3,7')).toBeUndefined();
    expect(formatFilterValue({ comparison: 'not_equal_to', orderSubTypeIds: [1, 2] })).toBe(
      'not_equal_to:1,2',
    );
    expect(
      assignmentRuleProblem({ type: 'FILTER', key: 'ORDER_SUB_TYPE_FILTER', value: 'equal_to:3' }),
    ).toBeUndefined();
  });

  it('starts a new rule at sequence 0', () => {
    expect(NEW_ASSIGNMENT_RULE_SEQUENCE).toBe(0);
  });
});

describe('assignment rule choices', () => {
  const rules = [
    rule(1, 'FILTER', 'ORDER_SUB_TYPE_FILTER', 'equal_to:10'),
    rule(2, 'RANK', 'LEAD_TIME_RULE', '5'),
    rule(3, 'RANK', 'ORDER_SUB_TYPE_RANK', '11'),
  ];

  it('offers Filter, Rank, Limit in that order, Filter only while a custom order type is unfiltered', () => {
    expect(offeredRuleTypes(rules, [10, 11])).toEqual(['FILTER', 'RANK', 'LIMIT']);
    expect(offeredRuleTypes(rules, [10])).toEqual(['RANK', 'LIMIT']);
    expect(offeredRuleTypes([], [])).toEqual(['RANK', 'LIMIT']);
  });

  it('gives each type the spec’s keys', () => {
    expect(ASSIGNMENT_RULE_KEYS).toEqual({
      FILTER: ['ORDER_SUB_TYPE_FILTER'],
      RANK: [
        'ORDER_TYPE',
        'PREPARED_ITEM_STATUS',
        'ORDER_VALUE',
        'PENDING_ITEM_COUNT',
        'LEAD_TIME_RULE',
        'ORDER_SUB_TYPE_RANK',
      ],
      LIMIT: ['CONTAINER_COUNT', 'ORDER_COUNT', 'ITEM_COUNT', 'ITEM_WEIGHT'],
    });
  });

  it('lets a filter name only custom order types no other filter names', () => {
    const types = [{ orderSubTypeId: 10 }, { orderSubTypeId: 11 }];
    expect(filterableOrderSubTypes(rules, types)).toEqual([{ orderSubTypeId: 11 }]);
    expect(filterableOrderSubTypes(rules, types, 1)).toEqual(types);
  });

  it('hides used lead time rules and custom order types from rank values until the rule is freed', () => {
    expect(freeRankValues('LEAD_TIME_RULE', [4, 5, 6], rules)).toEqual([4, 6]);
    expect(freeRankValues('LEAD_TIME_RULE', [4, 5, 6], rules, 2)).toEqual([4, 5, 6]);
    expect(freeRankValues('ORDER_SUB_TYPE_RANK', [10, 11], rules)).toEqual([10]);
    expect(freeRankValues('LEAD_TIME_RULE', [4, 5, 6], rules.slice(0, 1))).toEqual([4, 5, 6]);
  });
});

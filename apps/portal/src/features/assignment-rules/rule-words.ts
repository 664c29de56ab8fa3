import {
  ASSIGNMENT_RULE_TYPE_OPTIONS,
  LEAD_TIME_RULE_RANK,
  LIMIT_KEYS,
  ORDER_SUB_TYPE_RANK,
  parseFilterValue,
} from '@fulfil/domain';
import type { AssignmentRuleChoiceFieldsFragment } from '../../gql/graphql';

/** What the rules of a list may name, by id. */
export interface RuleChoices {
  leadTimeRules: readonly AssignmentRuleChoiceFieldsFragment[];
  customOrderTypes: readonly AssignmentRuleChoiceFieldsFragment[];
}

const NAMED_KEYS: Readonly<Record<string, string>> = {
  [LEAD_TIME_RULE_RANK]: 'Lead Time Rule',
  [ORDER_SUB_TYPE_RANK]: 'Custom Order Type',
  ORDER_SUB_TYPE_FILTER: 'Custom Order Type',
};

const VALUE_WORDS: Readonly<Record<string, string>> = { ASC: 'Lowest first', DESC: 'Highest first' };

/** "ORDER_VALUE" → "Order Value": the spec's keys and values are upper snake case. */
const titled = (word: string) =>
  word
    .toLowerCase()
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

export const typeLabel = (type: string) =>
  ASSIGNMENT_RULE_TYPE_OPTIONS.find((option) => option.type === type)?.label ?? type;

export const keyLabel = (key: string) => NAMED_KEYS[key] ?? LIMIT_KEYS[key]?.label ?? titled(key);

export const fixedValueLabel = (value: string) => VALUE_WORDS[value] ?? titled(value);

export const COMPARISON_LABELS = { equal_to: 'Is one of', not_equal_to: 'Is none of' } as const;

const nameOf = (choices: readonly AssignmentRuleChoiceFieldsFragment[], id: string) =>
  choices.find((choice) => choice.id === id)?.name ?? `#${id}`;

/** A rule's value in words: the lead time rule's or custom order types' names rather than their ids. */
export function valueLabel(rule: { type: string; key: string; value: string }, choices: RuleChoices): string {
  if (rule.type === 'LIMIT') return rule.value;
  if (rule.key === LEAD_TIME_RULE_RANK) return nameOf(choices.leadTimeRules, rule.value);
  if (rule.key === ORDER_SUB_TYPE_RANK) return nameOf(choices.customOrderTypes, rule.value);
  if (rule.type === 'FILTER') {
    const filter = parseFilterValue(rule.value);
    if (!filter) return rule.value;
    const names = filter.orderSubTypeIds.map((id) => nameOf(choices.customOrderTypes, String(id)));
    return `${COMPARISON_LABELS[filter.comparison]} ${names.join(', ')}`;
  }
  return fixedValueLabel(rule.value);
}

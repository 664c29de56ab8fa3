import type { ReactNode } from 'react';
import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  ASSIGNMENT_RULE_KEYS,
  filterableOrderSubTypes,
  formatFilterValue,
  freeRankValues,
  LEAD_TIME_RULE_RANK,
  LIMIT_KEYS,
  offeredRuleTypes,
  ORDER_SUB_TYPE_RANK,
  parseFilterValue,
  RANK_KEY_VALUES,
  type AssignmentRuleType,
  type FilterComparison,
  type ListedAssignmentRule,
} from '@fulfil/domain';
import type { AssignmentRuleFieldsFragment, AssignmentRuleInput } from '../../gql/graphql';
import { SelectField } from '../../ui/SelectField';
import { COMPARISON_LABELS, fixedValueLabel, keyLabel, typeLabel, type RuleChoices } from './rule-words';

/** A rule as the form edits it: a filter's comparison and types apart, joined into its value on save. */
export interface RuleDraft {
  type: AssignmentRuleType | '';
  key: string;
  value: string;
  comparison: FilterComparison;
  orderSubTypeIds: readonly string[];
}

export function draftOf(rule: AssignmentRuleFieldsFragment | null): RuleDraft {
  const filter = rule?.type === 'FILTER' ? parseFilterValue(rule.value) : undefined;
  return {
    type: rule?.type ?? '',
    key: rule?.key ?? '',
    value: filter ? '' : (rule?.value ?? ''),
    comparison: filter?.comparison ?? 'equal_to',
    orderSubTypeIds: filter?.orderSubTypeIds.map(String) ?? [],
  };
}

/** The rule's type, key and value as sent; an unfinished filter has no value, so the check says so. */
export const inputOf = (draft: RuleDraft) => ({
  type: draft.type,
  key: draft.key,
  value:
    draft.type !== 'FILTER'
      ? draft.value
      : draft.orderSubTypeIds.length > 0
        ? formatFilterValue({
            comparison: draft.comparison,
            orderSubTypeIds: draft.orderSubTypeIds.map(Number),
          })
        : '',
});

/** A draft the domain's check passed, whose type is therefore one of the three. */
export const sentInput = (draft: RuleDraft) => inputOf(draft) as AssignmentRuleInput;

/** The rules of the list as the domain's choice rules read them. */
export const listedRules = (rules: readonly AssignmentRuleFieldsFragment[]): ListedAssignmentRule[] =>
  rules.map((rule) => ({ ...rule, assignmentRuleId: Number(rule.id) }));

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  types: { display: 'flex', flexDirection: 'column' },
});

interface AssignmentRuleFormProps {
  draft: RuleDraft;
  onChange: (draft: RuleDraft) => void;
  /** The list's rules: a value another rule holds is not offered. */
  rules: readonly AssignmentRuleFieldsFragment[];
  choices: RuleChoices;
  /** The rule being edited, whose own value stays offered; none for a new rule. */
  editing?: AssignmentRuleFieldsFragment;
}

/**
 * Type, key and value of a rule. The choices follow spec 3 section 4: Filter only while a custom order
 * type is unfiltered, and a lead time rule or custom order type ranked by one rule only. Changing the
 * type clears the key and value, and changing the key clears the value.
 */
export function AssignmentRuleForm({ draft, onChange, rules, choices, editing }: AssignmentRuleFormProps) {
  const styles = useStyles();
  const listed = listedRules(rules);
  const editingId = editing ? Number(editing.id) : undefined;
  const typeIds = choices.customOrderTypes.map((type) => Number(type.id));
  const offered = offeredRuleTypes(
    listed.filter((rule) => rule.assignmentRuleId !== editingId),
    typeIds,
  );
  // An edited rule keeps its own type on offer, even when nothing else would make it so.
  const types = draft.type && !offered.includes(draft.type) ? [draft.type, ...offered] : offered;
  const change = (fields: Partial<RuleDraft>) => onChange({ ...draft, ...fields });
  const empty = { value: '', orderSubTypeIds: [] };

  return (
    <div className={styles.fields}>
      <SelectField
        label="Type"
        required
        value={draft.type}
        placeholder="Choose a type"
        choices={types.map((type) => ({ id: type, label: typeLabel(type) }))}
        onChange={(type) => change({ type: type as RuleDraft['type'], key: '', ...empty })}
      />
      {draft.type && (
        <SelectField
          label="Key"
          required
          value={draft.key}
          placeholder="Choose a key"
          choices={ASSIGNMENT_RULE_KEYS[draft.type].map((key) => ({ id: key, label: keyLabel(key) }))}
          onChange={(key) => change({ key, ...empty })}
        />
      )}
      {draft.type && draft.key && (
        <ValueField draft={draft} change={change} listed={listed} choices={choices} editingId={editingId} />
      )}
    </div>
  );
}

interface ValueFieldProps {
  draft: RuleDraft;
  change: (fields: Partial<RuleDraft>) => void;
  listed: ListedAssignmentRule[];
  choices: RuleChoices;
  editingId: number | undefined;
}

/** The value as the key takes it: a number for a limit, types for a filter, one choice for a rank. */
function ValueField({ draft, change, listed, choices, editingId }: ValueFieldProps): ReactNode {
  const styles = useStyles();
  if (draft.type === 'LIMIT') {
    const bounds = LIMIT_KEYS[draft.key];
    const range = bounds?.max === undefined ? `at least ${bounds?.min}` : `${bounds.min} to ${bounds.max}`;
    return (
      <Field label="Value" required hint={`${bounds?.integer ? 'A whole number' : 'A number'}, ${range}.`}>
        <Input
          inputMode={bounds?.integer ? 'numeric' : 'decimal'}
          value={draft.value}
          onChange={(_event, data) => change({ value: data.value })}
        />
      </Field>
    );
  }
  if (draft.type === 'FILTER') {
    const types = filterableOrderSubTypes(
      listed,
      choices.customOrderTypes.map((type) => ({ ...type, orderSubTypeId: Number(type.id) })),
      editingId,
    );
    const toggle = (id: string, checked: boolean) =>
      change({
        orderSubTypeIds: checked
          ? [...draft.orderSubTypeIds, id]
          : draft.orderSubTypeIds.filter((chosen) => chosen !== id),
      });
    return (
      <>
        <SelectField
          label="Comparison"
          required
          value={draft.comparison}
          choices={Object.entries(COMPARISON_LABELS).map(([id, label]) => ({ id, label }))}
          onChange={(comparison) => change({ comparison: comparison as FilterComparison })}
        />
        <Field label="Custom order types" required>
          <div className={styles.types} role="group" aria-label="Custom order types">
            {types.map((type) => (
              <Checkbox
                key={type.id}
                label={type.name}
                checked={draft.orderSubTypeIds.includes(type.id)}
                onChange={(_event, data) => toggle(type.id, data.checked === true)}
              />
            ))}
          </div>
        </Field>
      </>
    );
  }
  return (
    <SelectField
      label="Value"
      required
      value={draft.value}
      placeholder="Choose a value"
      choices={rankValues(draft.key, listed, choices, editingId)}
      onChange={(value) => change({ value })}
    />
  );
}

/** A rank key's values; a lead time rule or custom order type another rank rule holds is left out. */
function rankValues(
  key: string,
  listed: ListedAssignmentRule[],
  choices: RuleChoices,
  editingId: number | undefined,
): { id: string; label: string }[] {
  const named =
    key === LEAD_TIME_RULE_RANK
      ? choices.leadTimeRules
      : key === ORDER_SUB_TYPE_RANK
        ? choices.customOrderTypes
        : undefined;
  if (!named) {
    const fixed: readonly string[] = Object.hasOwn(RANK_KEY_VALUES, key)
      ? RANK_KEY_VALUES[key as keyof typeof RANK_KEY_VALUES]
      : [];
    return fixed.map((value) => ({ id: value, label: fixedValueLabel(value) }));
  }
  const free = new Set(
    freeRankValues(
      key,
      named.map((choice) => Number(choice.id)),
      listed,
      editingId,
    ),
  );
  return named.filter((choice) => free.has(Number(choice.id))).map(({ id, name }) => ({ id, label: name }));
}

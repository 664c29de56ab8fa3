import type { ApolloCache } from '@apollo/client';
import {
  AssignmentRuleFieldsFragmentDoc,
  AssignmentRulesDocument,
  type AssignmentRuleFieldsFragment,
} from '../../gql/graphql';

/** Whose rules a screen shows: the client's own (no store) or one of its stores'. */
export interface RuleScope {
  clientId: string;
  storeId: string | null;
}

/** The list query's variables, the same for every read and write of one list. */
export const variablesOf = ({ clientId, storeId }: RuleScope) =>
  storeId ? { clientId, storeId } : { clientId };

/** Whether a rule, as an answer or an event carries it, belongs to the list shown. */
export const inScope = (scope: RuleScope, rule: { storeId?: string | null }) =>
  (rule.storeId ?? null) === scope.storeId;

/** What every write and event says of the list: its order and version after it, and the stored rule. */
export interface RuleListChange {
  orderedIds: readonly string[];
  listVersion: number;
  /** The rule as stored; none for a deletion. */
  rule?: AssignmentRuleFieldsFragment | null;
}

/** Keeps the newer of the cached rule and the one given: answers and events arrive in any order. */
export function storeRule(cache: ApolloCache, rule: AssignmentRuleFieldsFragment): void {
  const fragment = { fragment: AssignmentRuleFieldsFragmentDoc, id: cache.identify(rule) };
  const cached = cache.readFragment<AssignmentRuleFieldsFragment>(fragment);
  if (!cached || cached.version <= rule.version) cache.writeFragment({ ...fragment, data: rule });
}

/**
 * Puts the list in the change's order when the change is newer than the cached list. Answers false
 * when the order names a rule this tab has not seen (a change it missed), so the list is read again.
 */
export function applyRuleList(cache: ApolloCache, scope: RuleScope, change: RuleListChange): boolean {
  if (change.rule) storeRule(cache, change.rule);
  let complete = true;
  cache.updateQuery({ query: AssignmentRulesDocument, variables: variablesOf(scope) }, (data) => {
    if (!data || change.listVersion <= data.assignmentRules.listVersion) return undefined;
    const known = new Map(data.assignmentRules.rules.map((rule) => [rule.id, rule]));
    if (change.rule) known.set(change.rule.id, change.rule);
    const rules = change.orderedIds.map((id) => known.get(id));
    if (!rules.every((rule) => rule !== undefined)) {
      complete = false;
      return undefined;
    }
    return { ...data, assignmentRules: { ...data.assignmentRules, rules, listVersion: change.listVersion } };
  });
  return complete;
}

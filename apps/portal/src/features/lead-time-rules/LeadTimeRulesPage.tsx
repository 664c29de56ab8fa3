import { skipToken, useQuery } from '@apollo/client/react';
import {
  LeadTimeRuleEventsDocument,
  LeadTimeRulesDocument,
  ReorderLeadTimeRulesDocument,
  type LeadTimeRuleFieldsFragment,
} from '../../gql/graphql';
import { applyNewerOrder, type ListKey } from '../../lib/list-order';
import { byOther, useSession } from '../../lib/session';
import { useListReorder } from '../../lib/use-list-reorder';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { StoreListScreen } from '../../ui/StoreListScreen';
import { LeadTimeRuleCreator } from './LeadTimeRuleCreator';
import { LeadTimeRuleEditor } from './LeadTimeRuleEditor';
import { LEAD_TIME_RULE_COLUMNS, LeadTimeRuleRow } from './LeadTimeRuleRow';
import { removeLeadTimeRule, storeLeadTimeRule } from './lead-time-rule-cache';

const SCREEN = 'leadtimerules';
const listOf = (storeId: string): ListKey => ({ list: 'LEAD_TIME_RULES', parentId: storeId });

/** Spec 3: the list is searchable on name and description. */
const searchedTexts = (row: LeadTimeRuleFieldsFragment) => [row.name, row.description];

/** Applies other admins' rule changes to the cache and says them to screen-reader users. */
function useLeadTimeRuleEvents(storeId: string | null): void {
  const announce = useAnnounce();
  useStoreEvents(LeadTimeRuleEventsDocument, storeId, (event, cache) => {
    if (event.__typename === 'LeadTimeRuleChanged') {
      storeLeadTimeRule(cache, event.rule);
      if (byOther(event.actor))
        announce(`${event.actor.displayName} changed the lead time rule ${event.rule.name}.`);
    } else if (event.__typename === 'LeadTimeRuleDeleted') {
      removeLeadTimeRule(cache, event.leadTimeRuleId);
      if (byOther(event.actor)) announce(`${event.actor.displayName} deleted a lead time rule.`);
    } else if (event.__typename === 'LeadTimeRulesReordered' && storeId) {
      applyNewerOrder(cache, listOf(storeId), event);
      if (byOther(event.actor)) announce(`${event.actor.displayName} reordered the lead time rules.`);
    } else if (event.__typename === 'LeadTimeRuleUserChanged') {
      // The open rule's people read again; the event names the rule, not the whole list.
      void cache.evict({ fieldName: 'leadTimeRuleUsers', args: { leadTimeRuleId: event.leadTimeRuleId } });
    }
  });
}

/** /store/leadtimerules: the chosen store's lead time rules in their order, edited by several admins at once. */
export function LeadTimeRulesPage() {
  const { storeId } = useSession().selection;
  const query = useQuery(LeadTimeRulesDocument, storeId ? { variables: { storeId } } : skipToken);
  const storeOrder = useListReorder({
    mutation: ReorderLeadTimeRulesDocument,
    answerOf: (answer) => answer.reorderLeadTimeRules,
    parent: storeId ? { storeId } : null,
    list: listOf(storeId ?? ''),
  });
  useLeadTimeRuleEvents(storeId);
  const choices = query.data?.leadTimeRuleEditorChoices;

  return (
    <StoreListScreen
      title="Lead time rules"
      noun="lead time rule"
      presenceScreen={SCREEN}
      storeId={storeId}
      rows={query.data?.leadTimeRules ?? []}
      query={query}
      getId={(row) => row.id}
      nameOf={(row) => row.name}
      searchedTexts={searchedTexts}
      emptyText="No lead time rules yet"
      creator={(chosenStoreId, done) => (
        <LeadTimeRuleCreator storeId={chosenStoreId} choices={choices} {...done} />
      )}
      editor={(row, onClose) => (
        <LeadTimeRuleEditor key={row.id} row={row} choices={choices} onClose={onClose} />
      )}
      ordered={{
        columns: LEAD_TIME_RULE_COLUMNS,
        onReorder: storeOrder,
        renderItem: (row, open, toggle) => <LeadTimeRuleRow row={row} open={open} onToggle={toggle} />,
      }}
    />
  );
}

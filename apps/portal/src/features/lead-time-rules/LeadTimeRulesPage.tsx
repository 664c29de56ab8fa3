import { skipToken, useQuery } from '@apollo/client/react';
import {
  LeadTimeRuleEventsDocument,
  LeadTimeRulesDocument,
  ReorderLeadTimeRulesDocument,
  type LeadTimeRuleFieldsFragment,
} from '../../gql/graphql';
import { applyNewerOrder, type ListKey } from '../../lib/list-order';
import { byOther, useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { useListReorder } from '../../lib/use-list-reorder';
import { useListSearch } from '../../lib/use-list-search';
import { usePresence } from '../../lib/use-presence';
import { useStoreEvents } from '../../lib/use-store-events';
import { detailPanel, LayoutScreen } from '../../ui/LayoutScreen';
import { ListWithDetail } from '../../ui/ListWithDetail';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { SearchableSortableList } from '../../ui/SearchableSortableList';
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
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(
    LeadTimeRulesDocument,
    storeId ? { variables: { storeId } } : skipToken,
  );
  const storeOrder = useListReorder({
    mutation: ReorderLeadTimeRulesDocument,
    answerOf: (answer) => answer.reorderLeadTimeRules,
    parent: storeId ? { storeId } : null,
    list: listOf(storeId ?? ''),
  });
  useLeadTimeRuleEvents(storeId);
  const others = usePresence(storeId, SCREEN, panel.openId);

  const rows = data?.leadTimeRules ?? [];
  const choices = data?.leadTimeRuleEditorChoices;
  const { search, setSearch, searching, shown } = useListSearch(rows, searchedTexts);
  const open = rows.find((row) => row.id === panel.openId);

  return (
    <LayoutScreen
      title="Lead time rules"
      storeId={storeId}
      presence={others}
      itemName={(id) => rows.find((row) => row.id === id)?.name}
      newLabel="New lead time rule"
      onNew={panel.startCreating}
    >
      <ListWithDetail
        label="Lead time rules"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(row) => row.id}
        columns={[]}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search lead time rules"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? 'No lead time rules match the search.' : 'No lead time rules yet'}
        {...detailPanel({
          noun: 'lead time rule',
          creator:
            panel.creating && storeId
              ? {
                  title: 'New lead time rule',
                  form: (
                    <LeadTimeRuleCreator
                      storeId={storeId}
                      choices={choices}
                      onCancel={panel.close}
                      onCreated={panel.open}
                    />
                  ),
                }
              : null,
          editor: open
            ? {
                title: open.name,
                form: <LeadTimeRuleEditor key={open.id} row={open} choices={choices} onClose={panel.close} />,
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
        renderList={(items) => (
          <SearchableSortableList
            columns={LEAD_TIME_RULE_COLUMNS}
            label="Lead time rules"
            items={items}
            getId={(row) => row.id}
            getLabel={(row) => row.name}
            handleLabel={(row) => `Drag ${row.name}`}
            selectedId={panel.openId}
            searching={searching}
            onReorder={storeOrder}
            renderItem={(row) => (
              <LeadTimeRuleRow
                row={row}
                open={row.id === panel.openId}
                onToggle={() => panel.toggle(row.id)}
              />
            )}
          />
        )}
      />
    </LayoutScreen>
  );
}

import { useState, type ReactNode } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  AssignmentRuleEventsDocument,
  AssignmentRulePresenceDocument,
  AssignmentRulesDocument,
  ChooserStoresDocument,
  MoveAssignmentRuleDocument,
  type AssignmentRuleFieldsFragment,
} from '../../gql/graphql';
import { RefusedError } from '../../lib/errors';
import { byOther, useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { usePresence } from '../../lib/use-presence';
import { useStoreEvents } from '../../lib/use-store-events';
import { forChosenClient, forChosenStore } from '../../ui/for-chosen';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail } from '../../ui/ListWithDetail';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { PresenceBar } from '../../ui/PresenceBar';
import { SelectField } from '../../ui/SelectField';
import { SortableList, type SortableMove } from '../../ui/SortableList';
import { SortableRowButton } from '../../ui/SortableRowButton';
import { AssignmentRuleCreator } from './AssignmentRuleCreator';
import { AssignmentRuleEditor } from './AssignmentRuleEditor';
import { applyRuleList, inScope, variablesOf, type RuleListChange, type RuleScope } from './rule-list-cache';
import { keyLabel, typeLabel, valueLabel, type RuleChoices } from './rule-words';

const SCREEN = 'autoassignmentrule';
const NO_CHOICES: RuleChoices = { leadTimeRules: [], customOrderTypes: [] };

const COLUMNS = {
  labels: ['#', 'Type', 'Key', 'Value'],
  template: '32px minmax(60px, 1fr) minmax(120px, 2fr) minmax(140px, 3fr)',
};

const useStyles = makeStyles({
  chooser: { maxWidth: '360px' },
  type: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
});

/** How the list and its dialogs name a rule, e.g. "Limit by Item Count: 40". */
const nameOf = (rule: AssignmentRuleFieldsFragment, choices: RuleChoices) =>
  `${typeLabel(rule.type)} by ${keyLabel(rule.key)}: ${valueLabel(rule, choices)}`;

/** Applies other admins' changes to the shown list, and says them to screen-reader users. */
function useAssignmentRuleEvents(scope: RuleScope, onStale: () => void): void {
  const announce = useAnnounce();
  useSubscription(AssignmentRuleEventsDocument, {
    variables: { clientId: scope.clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename !== 'AssignmentRuleChanged' && event?.__typename !== 'AssignmentRuleDeleted')
        return;
      // The client's events carry the rules of all its stores; only this list's are applied.
      if (!inScope(scope, event.assignmentRule)) return;
      const changed = event.__typename === 'AssignmentRuleChanged';
      const change = { ...event, rule: changed ? event.assignmentRule : null };
      if (!applyRuleList(client.cache, scope, change)) onStale();
      if (byOther(event.actor)) {
        announce(`${event.actor.displayName} ${changed ? 'changed' : 'deleted'} an auto-assignment rule.`);
      }
    },
  });
  // Presence is per store: at store level, who else has the rules open shows beside the heading.
  useStoreEvents(AssignmentRulePresenceDocument, scope.storeId, () => undefined);
}

interface AssignmentRulesScreenProps {
  scope: RuleScope;
  /** The store chooser of the client-level screen. */
  chooser?: ReactNode;
}

/** A client's or store's auto-assignment rules in sequence, reordered by dragging, edited beside the list. */
function AssignmentRulesScreen({ scope, chooser }: AssignmentRulesScreenProps) {
  const styles = useStyles();
  const apollo = useApolloClient();
  const panel = useDetailPanel();
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(AssignmentRulesDocument, {
    variables: variablesOf(scope),
  });
  const reread = () => void refetch();
  useAssignmentRuleEvents(scope, reread);
  const others = usePresence(scope.storeId, SCREEN, panel.openId);
  const [move] = useMutation(MoveAssignmentRuleDocument);

  const rules = data?.assignmentRules.rules ?? [];
  const choices = data?.assignmentRuleChoices ?? NO_CHOICES;
  const positionOf = (id: string) => rules.findIndex((rule) => rule.id === id) + 1;
  const open = rules.find((rule) => rule.id === panel.openId);
  const settle = (change: RuleListChange) => {
    if (!applyRuleList(apollo.cache, scope, change)) reread();
  };

  /** Spec 3 section 4: a move says Before or After a target rule; the server renumbers the list. */
  const reorder = async (_ids: string[], { movedId, direction, targetId }: SortableMove) => {
    const { data: moved } = await move({
      variables: { id: movedId, direction: direction === 'After' ? 'AFTER' : 'BEFORE', targetId },
    });
    const answer = moved?.moveAssignmentRule;
    if (!answer?.assignmentRule || !answer.listVersion) throw new RefusedError(answer?.errors ?? []);
    settle({ ...answer, rule: answer.assignmentRule, listVersion: answer.listVersion });
  };

  return (
    <Page
      title="Auto Assignment Rules"
      actions={
        <>
          <PresenceBar
            entries={others}
            itemName={(id) => {
              const rule = rules.find((listed) => listed.id === id);
              return rule && nameOf(rule, choices);
            }}
          />
          <NewButton label="New rule" disabled={loading && !data} onClick={() => setCreating(true)} />
        </>
      }
    >
      {chooser}
      <ListWithDetail
        label="Auto-assignment rules"
        items={rules}
        loading={loading && !data}
        error={error}
        onRetry={reread}
        getId={(rule) => rule.id}
        columns={[]}
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={
          scope.storeId
            ? 'This store has no auto-assignment rules yet.'
            : 'No client-wide auto-assignment rules yet.'
        }
        {...detailPanel({
          noun: 'auto-assignment rule',
          creator: null,
          editor: open
            ? {
                title: nameOf(open, choices),
                form: (
                  <AssignmentRuleEditor
                    key={open.id}
                    scope={scope}
                    row={open}
                    subject={`auto-assignment rule ${nameOf(open, choices)}`}
                    rules={rules}
                    choices={choices}
                    onClose={panel.close}
                    onStale={reread}
                  />
                ),
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
        renderList={(items) => (
          <SortableList
            label="Auto-assignment rules"
            columns={COLUMNS}
            items={items}
            getId={(rule) => rule.id}
            getLabel={(rule) => nameOf(rule, choices)}
            handleLabel={(rule) => `Drag ${nameOf(rule, choices)}`}
            selectedId={panel.openId}
            onReorder={reorder}
            renderItem={(rule) => (
              <SortableRowButton
                template={COLUMNS.template}
                open={rule.id === panel.openId}
                onToggle={() => panel.toggle(rule.id)}
              >
                <Text>{positionOf(rule.id)}</Text>
                <Text className={styles.type}>{typeLabel(rule.type)}</Text>
                <Text>{keyLabel(rule.key)}</Text>
                <Text className={styles.detail}>{valueLabel(rule, choices)}</Text>
              </SortableRowButton>
            )}
          />
        )}
      />
      <AssignmentRuleCreator
        open={creating}
        scope={scope}
        rules={rules}
        choices={choices}
        onClose={() => setCreating(false)}
        onStale={reread}
      />
    </Page>
  );
}

/** The store chooser (spec 3 section 6: systemAdmin and clientAdmin only); no store means the client's own rules. */
function ClientAssignmentRulesScreen({ clientId }: { clientId: string }) {
  const styles = useStyles();
  const role = useSession().user?.role;
  const [storeId, setStoreId] = useState<string | null>(null);
  const managesClient = role === 'systemAdmin' || role === 'clientAdmin';
  const { data } = useQuery(ChooserStoresDocument, { variables: { clientId }, skip: !managesClient });
  const chooser = managesClient && (
    <div className={styles.chooser}>
      <SelectField
        label="Store"
        value={storeId ?? ''}
        placeholder="- Client rules, for every store -"
        choices={(data?.stores ?? []).map((store) => ({ id: store.id, label: store.name }))}
        onChange={(id) => setStoreId(id || null)}
      />
    </div>
  );
  return <AssignmentRulesScreen key={storeId ?? 'client'} scope={{ clientId, storeId }} chooser={chooser} />;
}

function StoreAssignmentRulesScreen({ storeId }: { storeId: string }) {
  const { selection, user } = useSession();
  const clientId = selection.clientId ?? user?.clientId ?? '';
  return <AssignmentRulesScreen scope={{ clientId, storeId }} />;
}

/** /client/autoassignmentrule: the chosen client's own rules, or one of its stores' through the chooser. */
export const ClientAssignmentRulesPage = forChosenClient(ClientAssignmentRulesScreen);

/** /store/autoassignmentrule: the chosen store's rules. */
export const StoreAssignmentRulesPage = forChosenStore(StoreAssignmentRulesScreen);

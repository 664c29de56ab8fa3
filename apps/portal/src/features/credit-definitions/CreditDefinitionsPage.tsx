import { useQuery } from '@apollo/client/react';
import { CreditDefinitionsDocument, type CreditDefinitionFieldsFragment } from '../../gql/graphql';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { forChosenClient } from '../../ui/for-chosen';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { CreditDefinitionCreator } from './CreditDefinitionCreator';
import { CreditDefinitionEditor } from './CreditDefinitionEditor';
import { useCreditDefinitionEvents } from './use-credit-definition-events';

const columns: ListColumn<CreditDefinitionFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (definition) => definition.name },
  { key: 'sourceKey', label: 'Source key', value: (definition) => definition.sourceKey },
  { key: 'departments', label: 'Departments', value: (definition) => definition.departments.join(', ') },
  { key: 'multipliers', label: 'Multipliers', value: (definition) => definition.multipliers.join(', ') },
  { key: 'permissions', label: 'Permissions', value: (definition) => definition.permissions.join(', ') },
];

function CreditDefinitions({ clientId }: { clientId: string }) {
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(CreditDefinitionsDocument, { variables: { clientId } });
  useCreditDefinitionEvents(clientId);

  const definitions = data?.creditDefinitions ?? [];
  const open = definitions.find((definition) => definition.id === panel.openId);

  return (
    <Page
      title="Credit definitions"
      actions={<NewButton label="New credit definition" onClick={panel.startCreating} />}
    >
      <ListWithDetail
        label="Credit definitions"
        items={definitions}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(definition) => definition.id}
        columns={columns}
        defaultSort={{ key: 'name', direction: 'ascending' }}
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText="No credit definitions yet."
        {...detailPanel({
          noun: 'credit definition',
          creator: panel.creating
            ? {
                title: 'New credit definition',
                form: (
                  <CreditDefinitionCreator
                    clientId={clientId}
                    onCancel={panel.close}
                    onCreated={panel.open}
                  />
                ),
              }
            : null,
          editor: open
            ? {
                title: open.name,
                form: <CreditDefinitionEditor key={open.id} definition={open} onClose={panel.close} />,
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
      />
    </Page>
  );
}

/** /client/creditDefns: the chosen client's customer credit definitions. */
export const CreditDefinitionsPage = forChosenClient(CreditDefinitions);

import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, MessageBar, MessageBarBody, Tab, TabList } from '@fluentui/react-components';
import { INTEGRATION_MESSAGES, integrationStatusLabel } from '@fulfil/domain';
import {
  IntegrationChoicesDocument,
  IntegrationsDocument,
  type IntegrationFieldsFragment,
} from '../../gql/graphql';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { forChosenClient } from '../../ui/for-chosen';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { IntegrationCreator } from './IntegrationCreator';
import { IntegrationEditor } from './IntegrationEditor';
import { useIntegrationEvents } from './use-integration-events';

const columns: ListColumn<IntegrationFieldsFragment>[] = [
  { key: 'type', label: 'Type', value: (integration) => integration.provider.integrationType.name },
  { key: 'name', label: 'Name', value: (integration) => integration.name },
  {
    key: 'status',
    label: 'Status',
    value: (integration) => integrationStatusLabel(integration.status),
    render: (integration) => (
      <Badge appearance="tint" color={integration.status ? 'success' : 'subtle'}>
        {integrationStatusLabel(integration.status)}
      </Badge>
    ),
  },
  { key: 'id', label: 'Id', value: (integration) => Number(integration.id) },
];

function Integrations({ clientId }: { clientId: string }) {
  const panel = useDetailPanel();
  const [showActive, setShowActive] = useState(true);
  const { data, loading, error, refetch } = useQuery(IntegrationsDocument, { variables: { clientId } });
  const { data: choices, error: choicesError } = useQuery(IntegrationChoicesDocument);
  useIntegrationEvents(clientId);

  const integrations = data?.integrations ?? [];
  const open = integrations.find((integration) => integration.id === panel.openId);
  // The tab follows the open integration: one just created inactive, or whose status was just
  // saved, stays in view with its panel instead of sitting on the other tab.
  if (open && open.status !== showActive) setShowActive(open.status);
  const shown = integrations.filter((integration) => integration.status === showActive);

  return (
    <Page title="Integrations" actions={<NewButton label="New integration" onClick={panel.startCreating} />}>
      {choicesError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {INTEGRATION_MESSAGES.fetchTypesFailed} {INTEGRATION_MESSAGES.fetchProvidersFailed}
          </MessageBarBody>
        </MessageBar>
      )}
      <TabList
        aria-label="Status"
        selectedValue={showActive ? 'active' : 'inactive'}
        onTabSelect={(_event, tab) => {
          const active = tab.value === 'active';
          if (open && open.status !== active) panel.close();
          setShowActive(active);
        }}
      >
        <Tab value="active">{integrationStatusLabel(true)}</Tab>
        <Tab value="inactive">{integrationStatusLabel(false)}</Tab>
      </TabList>
      <ListWithDetail
        label="Integrations"
        items={shown}
        loading={loading}
        error={error}
        errorText={INTEGRATION_MESSAGES.fetchListFailed}
        onRetry={() => void refetch()}
        getId={(integration) => integration.id}
        columns={columns}
        defaultSort={{ key: 'name', direction: 'ascending' }}
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={showActive ? 'No active integrations.' : 'No inactive integrations.'}
        {...detailPanel({
          noun: 'integration',
          creator: null,
          editor: open
            ? {
                title: open.name,
                form: (
                  <IntegrationEditor
                    key={open.id}
                    integration={open}
                    choices={choices}
                    onClose={panel.close}
                  />
                ),
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
      />
      <IntegrationCreator
        open={panel.creating}
        clientId={clientId}
        choices={choices}
        onCancel={panel.close}
        onCreated={panel.open}
      />
    </Page>
  );
}

/** /client/integrations: the chosen client's point-of-sale and delivery integrations. */
export const IntegrationsPage = forChosenClient(Integrations);

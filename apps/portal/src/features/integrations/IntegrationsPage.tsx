import { useQuery } from '@apollo/client/react';
import { Badge, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { INTEGRATION_MESSAGES, integrationStatusLabel } from '@fulfil/domain';
import {
  CreateIntegrationDocument,
  DeleteIntegrationDocument,
  IntegrationChoicesDocument,
  IntegrationEventsDocument,
  IntegrationsDocument,
  UpdateIntegrationDocument,
  type IntegrationFieldsFragment,
} from '../../gql/graphql';
import { forChosenClient } from '../../ui/for-chosen';
import type { ListColumn } from '../../ui/ListWithDetail';
import type { RowAction, RowFailure, Said } from '../../ui/row-failures';
import { rowList } from '../../ui/row-list';
import { RowListPage } from '../../ui/RowListPage';
import { draftErrors, inputOf, IntegrationForm, valuesOf } from './IntegrationForm';

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

/** The alert titles of the spec: a refusal names the server's first reason, a failure why it failed. */
const REFUSED: Record<RowAction, string> = {
  create: INTEGRATION_MESSAGES.createError,
  update: INTEGRATION_MESSAGES.updateError,
  delete: INTEGRATION_MESSAGES.deleteFailed,
};
const FAILED: Record<RowAction, string> = { ...REFUSED, update: INTEGRATION_MESSAGES.updateFailed };

/** The draft's refusals beside their fields; the server's refusals and failures in an alert. */
function say({ action, kind, refusals, message }: RowFailure): Said {
  if (kind === 'invalid') return { refusals };
  return {
    alert:
      kind === 'refused'
        ? { title: REFUSED[action], message: refusals[0]?.message ?? '' }
        : { title: FAILED[action], message },
  };
}

const useIntegrations = rowList({
  title: 'Integrations',
  noun: 'integration',
  historyEntity: 'Integration',
  nameOf: (integration) => integration.name,
  columns,
  defaultSort: { key: 'name', direction: 'ascending' },
  tabs: {
    label: 'Status',
    tabs: [
      {
        name: integrationStatusLabel(true),
        holds: (integration) => integration.status,
        emptyText: 'No active integrations.',
      },
      {
        name: integrationStatusLabel(false),
        holds: (integration) => !integration.status,
        emptyText: 'No inactive integrations.',
      },
    ],
  },
  errorText: INTEGRATION_MESSAGES.fetchListFailed,
  form: IntegrationForm,
  valuesOf,
  check: draftErrors,
  say,
  createsInDialog: true,
  query: IntegrationsDocument,
  field: 'integrations',
  create: {
    mutation: CreateIntegrationDocument,
    variables: ({ clientId, values }) => ({ clientId, input: inputOf(values) }),
    answer: ({ createIntegration: { integration, errors } }) => ({ row: integration, errors }),
  },
  update: {
    mutation: UpdateIntegrationDocument,
    variables: ({ row: { id, clientId }, version, values }) => ({
      id,
      clientId,
      version,
      input: inputOf(values),
    }),
    answer: ({ updateIntegration: { integration, errors } }) => ({ row: integration, errors }),
  },
  remove: {
    mutation: DeleteIntegrationDocument,
    variables: ({ id, clientId }) => ({ id, clientId }),
    answer: ({ deleteIntegration }) => deleteIntegration,
  },
  events: {
    subscription: IntegrationEventsDocument,
    changed: { typename: 'IntegrationChanged', row: (event) => event.integration },
    deleted: { typename: 'IntegrationDeleted', id: (event) => event.integrationId },
  },
});

function Integrations({ clientId }: { clientId: string }) {
  const list = useIntegrations(clientId);
  const { error: choicesError } = useQuery(IntegrationChoicesDocument);
  return (
    <RowListPage list={list}>
      {choicesError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {INTEGRATION_MESSAGES.fetchTypesFailed} {INTEGRATION_MESSAGES.fetchProvidersFailed}
          </MessageBarBody>
        </MessageBar>
      )}
    </RowListPage>
  );
}

/** /client/integrations: the chosen client's point-of-sale and delivery integrations. */
export const IntegrationsPage = forChosenClient(Integrations);

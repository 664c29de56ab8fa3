import { useMemo } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Badge } from '@fluentui/react-components';
import { ApiKeyEventsDocument, ApiKeysDocument, type ApiKeyFieldsFragment } from '../../gql/graphql';
import { byOther } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { useListSearch } from '../../lib/use-list-search';
import { forChosenClient } from '../../ui/for-chosen';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { storeApiKey } from './api-key-cache';
import { ApiKeyCreator } from './ApiKeyCreator';
import { ApiKeyDetail, roleName } from './ApiKeyDetail';
import { when } from './when';

/** Applies other admins' new and revoked keys to the list, and says so to screen-reader users. */
function useApiKeyEvents(clientId: string): void {
  const announce = useAnnounce();
  useSubscription(ApiKeyEventsDocument, {
    variables: { clientId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.clientEvents;
      if (event?.__typename !== 'ApiKeyChanged') return;
      storeApiKey(client.cache, event.apiKey);
      if (byOther(event.actor))
        announce(
          `${event.actor.displayName} ${event.apiKey.revokedAt ? 'revoked' : 'created'} the API key ${event.apiKey.name}.`,
        );
    },
  });
}

const searchedTexts = (key: ApiKeyFieldsFragment) => [key.name, key.keyStart, key.createdBy];

function ApiKeys({ clientId }: { clientId: string }) {
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { variables: { clientId } });
  useApiKeyEvents(clientId);

  const keys = data?.apiKeys ?? [];
  const stores = useMemo(() => data?.stores ?? [], [data]);
  const storeNames = (key: ApiKeyFieldsFragment) =>
    key.storeIds.length === 0
      ? 'All stores of the client'
      : key.storeIds.map((id) => stores.find((store) => store.id === id)?.name ?? `Store ${id}`).join(', ');
  const { search, setSearch, searching, shown } = useListSearch(keys, searchedTexts);
  const open = keys.find((key) => key.id === panel.openId);

  const columns: ListColumn<ApiKeyFieldsFragment>[] = [
    { key: 'name', label: 'Name', value: (key) => key.name },
    { key: 'keyStart', label: 'Key', value: (key) => `${key.keyStart}…` },
    { key: 'role', label: 'Acts as', value: (key) => roleName(key.role) },
    { key: 'stores', label: 'Stores', value: storeNames, unsortable: true },
    {
      key: 'createdAt',
      label: 'Created',
      value: (key) => key.createdAt,
      render: (key) => when(key.createdAt),
    },
    {
      key: 'lastUsedAt',
      label: 'Last used',
      value: (key) => key.lastUsedAt ?? '',
      render: (key) => (key.lastUsedAt ? when(key.lastUsedAt) : 'Never'),
    },
    {
      key: 'status',
      label: 'Status',
      value: (key) => (key.revokedAt ? 'Revoked' : 'Active'),
      render: (key) =>
        key.revokedAt ? (
          <Badge appearance="tint" color="danger">
            Revoked
          </Badge>
        ) : (
          <Badge appearance="tint" color="success">
            Active
          </Badge>
        ),
    },
  ];

  return (
    <Page title="API Keys" actions={<NewButton label="New API key" onClick={panel.startCreating} />}>
      <ListWithDetail
        label="API keys"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(key) => key.id}
        columns={columns}
        defaultSort={{ key: 'createdAt', direction: 'descending' }}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search keys by name, key or creator"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? 'No API keys match the search.' : 'No API keys yet.'}
        {...detailPanel({
          noun: 'API key',
          creator: panel.creating
            ? {
                title: 'New API key',
                form: (
                  <ApiKeyCreator
                    clientId={clientId}
                    stores={stores}
                    onCancel={panel.close}
                    onCreated={panel.open}
                  />
                ),
              }
            : null,
          editor: open
            ? {
                title: open.name,
                form: (
                  <ApiKeyDetail
                    key={open.id}
                    apiKey={open}
                    storeNames={storeNames(open)}
                    onClose={panel.close}
                  />
                ),
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
      />
    </Page>
  );
}

/** /client/apikeys: the chosen client's API keys for integrators. */
export const ApiKeysPage = forChosenClient(ApiKeys);

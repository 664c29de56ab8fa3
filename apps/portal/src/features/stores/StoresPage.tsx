import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { defaultTimeZone, orderTimeZones, storesTitle } from '@fulfil/domain';
import { StoresDocument, StoresScreenDocument, type StoreFieldsFragment } from '../../gql/graphql';
import { useListSearch } from '../../lib/use-list-search';
import { forChosenClient } from '../../ui/for-chosen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { Page } from '../../ui/Page';
import { StoreCreator } from './StoreCreator';
import { StoreEditor } from './StoreEditor';
import { StoreSettings } from './StoreSettings';
import { storeTypeName } from './store-types';
import { useStoreClientEvents } from './use-store-client-events';

const columns: ListColumn<StoreFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (store) => store.name },
  {
    key: 'storeType',
    label: 'Type',
    value: (store) => (store.storeType ? storeTypeName(store.storeType) : null),
  },
  { key: 'storeSourceKey', label: 'Store source key', value: (store) => store.storeSourceKey },
  { key: 'location', label: 'Location', value: (store) => store.location },
  { key: 'stateProvince', label: 'State', value: (store) => store.stateProvince },
];

/** /client/stores: the chosen client's stores. */
export const StoresPage = forChosenClient(StoresScreen);

function StoresScreen({ clientId }: { clientId: string }) {
  // Which panel is shown: a store's editor, the create form, or none.
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(StoresDocument, { variables: { clientId } });
  const screen = useQuery(StoresScreenDocument, { variables: { clientId } });
  useStoreClientEvents(clientId);

  const stores = data?.stores ?? [];
  const { search, setSearch, searching, shown } = useListSearch(stores, (store) => [
    store.name,
    store.storeSourceKey,
    store.location,
  ]);
  const timeZones = useMemo(() => orderTimeZones(screen.data?.timeZones ?? []), [screen.data]);
  const hubs = stores.filter((store) => store.storeType === 'HUB');
  const open = openId ? stores.find((store) => store.id === openId) : undefined;
  const clientName = screen.data?.client?.name;

  const toggle = (id: string) => {
    setCreating(false);
    setOpenId((current) => (current === id ? null : id));
  };
  const close = () => {
    setOpenId(null);
    setCreating(false);
  };

  let detailTitle: string | undefined;
  let detail = null;
  if (creating && screen.data) {
    detailTitle = 'New store';
    detail = (
      <StoreCreator
        clientId={clientId}
        stores={stores}
        hubs={hubs}
        timeZones={timeZones}
        defaultZone={defaultTimeZone(timeZones)}
        onCancel={close}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
        }}
      />
    );
  } else if (open && screen.data) {
    detailTitle = open.name;
    detail = (
      <StoreEditor key={open.id} store={open} hubs={hubs} timeZones={timeZones} onClose={close}>
        <StoreSettings store={open} />
      </StoreEditor>
    );
  } else if (openId && !loading) {
    detailTitle = 'Store removed';
    detail = (
      <MessageBar intent="warning">
        <MessageBarBody>This store was deleted.</MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <Page
      title={clientName ? `Stores ${storesTitle(clientName)}` : 'Stores'}
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabled={!screen.data}
          onClick={() => {
            setOpenId(null);
            setCreating(true);
          }}
        >
          New store
        </Button>
      }
    >
      <ListWithDetail
        label="Stores"
        items={shown}
        loading={loading}
        error={error ?? screen.error}
        onRetry={() => void Promise.all([refetch(), screen.refetch()])}
        getId={(store) => store.id}
        columns={columns}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search name, store source key or location"
        openId={openId}
        onToggle={toggle}
        detailTitle={detailTitle}
        detail={detail}
        defaultSort={{ key: 'name', direction: 'ascending' }}
        emptyText={searching ? 'No stores match the search.' : 'This client has no stores yet.'}
      />
    </Page>
  );
}

import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { ClientsDocument, type ClientFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { Page } from '../../ui/Page';
import { ClientCreator } from './ClientCreator';
import { ClientEditor } from './ClientEditor';
import { useClientEvents } from './use-client-events';

const SEARCH_DEBOUNCE_MS = 300;

const columns: ListColumn<ClientFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (client) => client.name },
  {
    key: 'curbsideOnly',
    label: 'Curbside',
    value: (client) => client.curbsideOnly,
    render: (client) => (client.curbsideOnly ? <Badge appearance="tint">Curbside only</Badge> : 'No'),
  },
];

/** /admin/clients: search, create, edit and delete clients; other admins' changes appear live. */
export function ClientsPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Which panel is shown: a client's editor, the create form, or none.
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(ClientsDocument, {
    variables: { search: debounced || null },
  });
  useClientEvents();

  // Keep the previous results on screen while a new search loads, rather than flashing skeletons.
  const clients = data?.clients ?? previousData?.clients ?? [];
  const open = openId ? clients.find((client) => client.id === openId) : undefined;

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
  if (creating) {
    detailTitle = 'New client';
    detail = (
      <ClientCreator
        onCancel={close}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
        }}
      />
    );
  } else if (open) {
    detailTitle = open.name;
    detail = <ClientEditor key={open.id} client={open} onClose={close} />;
  } else if (openId && !loading) {
    detailTitle = 'Client removed';
    detail = (
      <MessageBar intent="warning">
        <MessageBarBody>This client was deleted or no longer matches the search.</MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <Page
      title="Clients"
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => {
            setOpenId(null);
            setCreating(true);
          }}
        >
          New client
        </Button>
      }
    >
      <ListWithDetail
        label="Clients"
        items={clients}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(client) => client.id}
        columns={columns}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search clients"
        openId={openId}
        onToggle={toggle}
        detailTitle={detailTitle}
        detail={detail}
        emptyText={debounced ? 'No clients match the search.' : 'There are no clients yet.'}
      />
    </Page>
  );
}

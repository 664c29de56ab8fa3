import { useQuery } from '@apollo/client/react';
import { AppAttributesDocument, type AppAttributeFieldsFragment } from '../../gql/graphql';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { useListSearch } from '../../lib/use-list-search';
import { forChosenClient } from '../../ui/for-chosen';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { AppAttributeCreator } from './AppAttributeCreator';
import { AppAttributeEditor } from './AppAttributeEditor';
import { useAppAttributeEvents } from './use-app-attribute-events';

const columns: ListColumn<AppAttributeFieldsFragment>[] = [
  { key: 'name', label: 'Name', value: (attribute) => attribute.name },
  { key: 'value', label: 'Value', value: (attribute) => attribute.value },
];

function AppAttributes({ clientId }: { clientId: string }) {
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(AppAttributesDocument, { variables: { clientId } });
  useAppAttributeEvents(clientId);

  const attributes = data?.appAttributes ?? [];
  const keys = data?.appAttributeKeys ?? [];
  const { search, setSearch, searching, shown } = useListSearch(attributes, (row) => [row.name, row.value]);
  const open = attributes.find((attribute) => attribute.id === panel.openId);
  // Names already defined are not offered again; an open attribute keeps its own.
  const keysFor = (own?: string) =>
    keys.filter((key) => key.name === own || !attributes.some((attribute) => attribute.name === key.name));

  return (
    <Page
      title="Application attributes"
      actions={<NewButton label="New attribute" onClick={panel.startCreating} />}
    >
      <ListWithDetail
        label="Application attributes"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(attribute) => attribute.id}
        columns={columns}
        defaultSort={{ key: 'name', direction: 'ascending' }}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search attributes by name or value"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? 'No attributes match the search.' : 'No attributes yet'}
        {...detailPanel({
          noun: 'attribute',
          creator: panel.creating
            ? {
                title: 'New attribute',
                form: (
                  <AppAttributeCreator
                    clientId={clientId}
                    keys={keysFor()}
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
                  <AppAttributeEditor
                    key={open.id}
                    attribute={open}
                    keys={keysFor(open.name)}
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

/** /client/appattributes: the chosen client's application attributes. */
export const AppAttributesPage = forChosenClient(AppAttributes);

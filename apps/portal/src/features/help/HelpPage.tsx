import { Navigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, makeStyles } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { HELP_DEFAULT_SORT, helpSearchTexts } from '@fulfil/domain';
import { HelpItemsDocument, type HelpItemFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/useDetailPanel';
import { useListSearch } from '../../lib/useListSearch';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { Page } from '../../ui/Page';
import { SafeHtml } from '../../ui/SafeHtml';
import { HelpItemCreator } from './HelpItemCreator';
import { HelpItemEditor } from './HelpItemEditor';
import { useHelpItemEvents } from './useHelpItemEvents';

const useStyles = makeStyles({
  // Help may be long; the list shows its start.
  help: { maxHeight: '4.5em', overflow: 'hidden' },
});

function HelpCell({ item }: { item: HelpItemFieldsFragment }) {
  return <SafeHtml className={useStyles().help} html={item.helpHTML} />;
}

const columns: ListColumn<HelpItemFieldsFragment>[] = [
  { key: 'upcList', label: 'UPC list', value: (item) => item.upcList },
  {
    key: 'helpHTML',
    label: 'Help',
    value: (item) => item.helpHTML,
    render: (item) => <HelpCell item={item} />,
    unsortable: true,
  },
];

/** /client/help: the chosen client's help items. */
export function HelpPage() {
  const { clientId } = useSession().selection;
  if (!clientId) return <Navigate to="/admin/dashboard" replace />;
  return <HelpItems clientId={clientId} />;
}

function HelpItems({ clientId }: { clientId: string }) {
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(HelpItemsDocument, { variables: { clientId } });
  useHelpItemEvents(clientId);

  const items = data?.helpItems ?? [];
  const { search, setSearch, searching, shown } = useListSearch(items, helpSearchTexts);
  const open = items.find((item) => item.id === panel.openId);

  return (
    <Page
      title="Help"
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={panel.startCreating}>
          New help item
        </Button>
      }
    >
      <ListWithDetail
        label="Help items"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(item) => item.id}
        columns={columns}
        defaultSort={HELP_DEFAULT_SORT}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search help by UPC or text"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? 'No help items match the search.' : 'No help items yet.'}
        {...detailPanel({
          noun: 'help item',
          creator: panel.creating
            ? {
                title: 'New help item',
                form: <HelpItemCreator clientId={clientId} onCancel={panel.close} onCreated={panel.open} />,
              }
            : null,
          editor: open
            ? {
                title: open.upcList || 'Help item',
                form: <HelpItemEditor key={open.id} item={open} onClose={panel.close} />,
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
      />
    </Page>
  );
}

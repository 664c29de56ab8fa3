import { useQuery } from '@apollo/client/react';
import { makeStyles } from '@fluentui/react-components';
import { HELP_DEFAULT_SORT, helpSearchTexts } from '@fulfil/domain';
import { HelpItemsDocument, type HelpItemFieldsFragment } from '../../gql/graphql';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { useListSearch } from '../../lib/use-list-search';
import { forChosenClient } from '../../ui/for-chosen';
import { detailPanel } from '../../ui/LayoutScreen';
import { ListWithDetail, type ListColumn } from '../../ui/ListWithDetail';
import { NewButton } from '../../ui/NewButton';
import { Page } from '../../ui/Page';
import { SafeHtml } from '../../ui/SafeHtml';
import { HelpItemCreator } from './HelpItemCreator';
import { HelpItemEditor } from './HelpItemEditor';
import { useHelpItemEvents } from './use-help-item-events';

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

function HelpItems({ clientId }: { clientId: string }) {
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(HelpItemsDocument, { variables: { clientId } });
  useHelpItemEvents(clientId);

  const items = data?.helpItems ?? [];
  const { search, setSearch, searching, shown } = useListSearch(items, helpSearchTexts);
  const open = items.find((item) => item.id === panel.openId);

  return (
    <Page title="Help" actions={<NewButton label="New help item" onClick={panel.startCreating} />}>
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

/** /client/help: the chosen client's help items. */
export const HelpPage = forChosenClient(HelpItems);

import { makeStyles } from '@fluentui/react-components';
import { HELP_DEFAULT_SORT, helpSearchTexts } from '@fulfil/domain';
import {
  HelpItemEventsDocument,
  HelpItemsDocument,
  SaveHelpItemDocument,
  type HelpItemFieldsFragment,
  type SaveHelpItemMutation,
} from '../../gql/graphql';
import type { ListColumn } from '../../ui/ListWithDetail';
import { rowList } from '../../ui/row-list';
import { rowListPage } from '../../ui/RowListPage';
import { SafeHtml } from '../../ui/SafeHtml';
import { HelpItemForm, valuesOf } from './HelpItemForm';

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

// One mutation creates and updates an item.
const saved = ({ saveHelpItem }: SaveHelpItemMutation) => ({
  row: saveHelpItem.helpItem,
  errors: saveHelpItem.errors,
});

/** /client/help: the chosen client's help items. */
export const HelpPage = rowListPage(
  rowList({
    title: 'Help',
    label: 'Help items',
    noun: 'help item',
    historyEntity: 'HelpItem',
    nameOf: (item) => item.upcList || 'Help item',
    subject: (item) => `help for ${item.upcList}`,
    columns,
    defaultSort: HELP_DEFAULT_SORT,
    search: {
      label: 'Search help by UPC or text',
      texts: helpSearchTexts,
      noMatch: 'No help items match the search.',
    },
    emptyText: 'No help items yet.',
    form: HelpItemForm,
    valuesOf,
    query: HelpItemsDocument,
    field: 'helpItems',
    create: {
      mutation: SaveHelpItemDocument,
      variables: ({ clientId, values }) => ({ clientId, input: values }),
      answer: saved,
    },
    update: {
      mutation: SaveHelpItemDocument,
      variables: ({ row: { clientId, id }, version, values }) => ({ clientId, id, version, input: values }),
      answer: saved,
    },
    events: {
      subscription: HelpItemEventsDocument,
      changed: { typename: 'HelpItemChanged', row: (event) => event.helpItem },
    },
  }),
);

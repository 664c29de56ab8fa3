import type { ReactNode } from 'react';
import type { ErrorLike } from '@apollo/client';
import { useDetailPanel } from '../lib/use-detail-panel';
import { useListSearch } from '../lib/use-list-search';
import { usePresence } from '../lib/use-presence';
import { detailPanel, LayoutScreen } from './LayoutScreen';
import { ListWithDetail, type ListColumn } from './ListWithDetail';
import { SearchableSortableList } from './SearchableSortableList';
import type { SortableListProps } from './SortableList';

/** A list in the store's own order, dragged or moved by its rows' handles. */
interface OrderedRows<Row> {
  columns: SortableListProps<Row>['columns'];
  onReorder: SortableListProps<Row>['onReorder'];
  /** One row's content; `open` says its detail panel is open, `toggle` opens or closes it. */
  renderItem: (row: Row, open: boolean, toggle: () => void) => ReactNode;
}

/** Where the list's rows stand: the page's query result carries these. */
interface ListQuery {
  loading: boolean;
  error?: ErrorLike;
  refetch: () => unknown;
}

interface StoreListScreenBase<Row> {
  /** The heading, e.g. "Zones"; it names the list and its search box too, unless `label` does. */
  title: string;
  /** The list's name, where it is not the heading, e.g. "Staging sections". */
  label?: string;
  /** The screen's key in who-is-here, e.g. "zones". */
  presenceScreen: string;
  /** What one row is, e.g. "zone"; names the create button and form too. */
  noun: string;
  /** What the list says while the store has no rows. */
  emptyText: string;
  /** The chosen store; without one the screen asks for it. */
  storeId: string | null;
  rows: readonly Row[];
  query: ListQuery;
  getId: (row: Row) => string;
  /** The row as its panel's heading, the presence bar and its drag handle name it. */
  nameOf: (row: Row) => string;
  /** What the search box looks in, e.g. a row's name and label id. */
  searchedTexts: (row: Row) => readonly (string | null | undefined)[];
  creator: (storeId: string, done: { onCancel: () => void; onCreated: (id: string) => void }) => ReactNode;
  editor: (row: Row, onClose: () => void) => ReactNode;
}

/** The rows as a sortable table, or in the store's own order. */
type StoreListScreenProps<Row> = StoreListScreenBase<Row> &
  ({ columns: readonly ListColumn<Row>[]; ordered?: never } | { ordered: OrderedRows<Row>; columns?: never });

/**
 * A store layout screen of one list: the heading with who else is here and the create button, the
 * searchable list, and the detail panel with the open row's editor or the create form.
 */
export function StoreListScreen<Row>(props: StoreListScreenProps<Row>) {
  const { storeId, rows, query, getId, nameOf, ordered } = props;
  const label = props.label ?? props.title;
  const panel = useDetailPanel();
  const others = usePresence(storeId, props.presenceScreen, panel.openId);
  const { search, setSearch, searching, shown } = useListSearch(rows, props.searchedTexts);
  const find = (id: string | null) => rows.find((row) => getId(row) === id);
  const open = find(panel.openId);
  const newLabel = `New ${props.noun}`;

  return (
    <LayoutScreen
      title={props.title}
      storeId={storeId}
      presence={others}
      itemName={(id) => {
        const row = find(id);
        return row && nameOf(row);
      }}
      newLabel={newLabel}
      onNew={panel.startCreating}
    >
      <ListWithDetail<Row>
        label={label}
        items={shown}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        getId={getId}
        columns={props.columns ?? []}
        search={search}
        onSearchChange={setSearch}
        searchLabel={`Search ${label.toLowerCase()}`}
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? `No ${label.toLowerCase()} match the search.` : props.emptyText}
        {...detailPanel({
          noun: props.noun,
          creator:
            panel.creating && storeId
              ? {
                  title: newLabel,
                  form: props.creator(storeId, { onCancel: panel.close, onCreated: panel.open }),
                }
              : null,
          editor: open ? { title: nameOf(open), form: props.editor(open, panel.close) } : null,
          missing: panel.openId !== null && !query.loading,
        })}
        renderList={
          ordered &&
          ((items) => (
            <SearchableSortableList
              columns={ordered.columns}
              label={label}
              items={items}
              getId={getId}
              getLabel={nameOf}
              handleLabel={(row) => `Drag ${nameOf(row)}`}
              selectedId={panel.openId}
              searching={searching}
              onReorder={ordered.onReorder}
              renderItem={(row) =>
                ordered.renderItem(row, getId(row) === panel.openId, () => panel.toggle(getId(row)))
              }
            />
          ))
        }
      />
    </LayoutScreen>
  );
}

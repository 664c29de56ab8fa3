import { Fragment, useId, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  createTableColumn,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Skeleton,
  SkeletonItem,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  useTableFeatures,
  useTableSort,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import type { ErrorLike } from '@apollo/client';

export interface ListColumn<T> {
  key: string;
  label: string;
  /** The value sorted on and, without `render`, shown. */
  value: (item: T) => string | number | boolean | null | undefined;
  render?: (item: T) => ReactNode;
  /** Names the column's search box when the list searches per column; without it the column has none. */
  searchLabel?: string;
  /** A column the list cannot be sorted on. */
  unsortable?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

export interface ListSort {
  key: string;
  direction: SortDirection;
}

/** A search box per column, applied by the caller (typically on the server). */
export interface ColumnSearch {
  /** The text typed into each column's box, by column key. */
  text: Readonly<Record<string, string>>;
  onChange: (key: string, text: string) => void;
  /** The box's close button: clears its text and whatever else the search set. */
  onClose: (key: string) => void;
}

interface ListWithDetailProps<T> {
  /** Names the table, e.g. "Clients". */
  label: string;
  items: readonly T[];
  loading: boolean;
  error?: ErrorLike;
  onRetry?: () => void;
  getId: (item: T) => string;
  columns: readonly ListColumn<T>[];
  /** One search box over the whole list; leave out for a list without one. */
  search?: string;
  onSearchChange?: (text: string) => void;
  searchLabel?: string;
  columnSearch?: ColumnSearch;
  /** With `onSortChange`: the sort the caller applied to the items (e.g. the server's). */
  sort?: ListSort;
  /** A clicked column, for a caller that sorts the items itself; without it the table sorts them. */
  onSortChange?: (key: string) => void;
  /** Below the table, e.g. paging controls. */
  footer?: ReactNode;
  /** The item whose detail panel is open. */
  openId: string | null;
  /** Opening the open item closes it (spec: one item open at a time). */
  onToggle: (id: string) => void;
  /** Heading and content of the detail panel; without a heading, no panel is shown. */
  detailTitle?: string;
  detail?: ReactNode;
  emptyText: string;
  /** Shown when the list cannot be loaded; the spec words some screens' own. */
  errorText?: string;
  defaultSort?: ListSort;
  /** Shows the items some other way than the sortable table, e.g. as a SortableList in the server's order. */
  renderList?: (items: readonly T[]) => ReactNode;
}

const useStyles = makeStyles({
  layout: { display: 'grid', gap: tokens.spacingHorizontalXL, gridTemplateColumns: 'minmax(0, 1fr)' },
  withPanel: { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { maxWidth: '360px' },
  columnSearch: { paddingBlock: tokens.spacingVerticalXS },
  // Column boxes shrink with their column when the detail panel narrows the table.
  columnSearchBox: { width: '100%', minWidth: 0, maxWidth: 'none' },
  columnSearchInput: { minWidth: 0 },
  row: { cursor: 'pointer' },
  // A narrow window scrolls the table sideways rather than breaking words inside a column.
  tableScroller: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  open: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Selected },
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    alignSelf: 'start',
  },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

/** Text that may wrap after an "@" or a "." (an e-mail address, a domain) but never inside a word. */
function breakable(text: string): ReactNode {
  const parts = text.split(/(?<=[@.])/);
  return parts.length === 1
    ? text
    : parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ));
}

/** Empty values after the rest; text by its letters, ignoring case and accents. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string')
    return a.localeCompare(b, undefined, { sensitivity: 'base' });
  return a < b ? -1 : 1;
}

/**
 * The list-with-detail pattern of the portal: a search box, a sortable table, and a panel for the one
 * open item (or a create form). Searching is the caller's (often server-side); sorting is local.
 */
export function ListWithDetail<T>(props: ListWithDetailProps<T>) {
  const { label, items, loading, error, onRetry, getId, columns, openId, onToggle } = props;
  const styles = useStyles();
  const panelId = useId();
  const { onSortChange, columnSearch } = props;

  const tableColumns = useMemo(
    (): TableColumnDefinition<T>[] =>
      columns.map((column) =>
        createTableColumn<T>({
          columnId: column.key,
          compare: (a, b) => compare(column.value(a), column.value(b)),
        }),
      ),
    [columns],
  );
  const firstSort = props.defaultSort ?? { key: columns[0]?.key ?? '', direction: 'ascending' };
  const sortState = ({ key, direction }: ListSort) => ({ sortColumn: key, sortDirection: direction });
  const {
    getRows,
    sort: { sort, getSortDirection, toggleColumnSort },
  } = useTableFeatures({ columns: tableColumns, items: items as T[], getRowId: getId }, [
    useTableSort(
      // A caller that sorts owns the sort: the table shows it and passes on which column was clicked.
      onSortChange
        ? {
            sortState: sortState(props.sort ?? firstSort),
            onSortChange: (_event, next) => onSortChange(String(next.sortColumn)),
          }
        : { defaultSortState: sortState(firstSort) },
    ),
  ]);
  const rows = getRows();
  const sorted = (onSortChange ? rows : sort(rows)).map((row) => row.item);

  const onRowKeyDown = (event: KeyboardEvent, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle(id);
    }
  };

  const showPanel = props.detailTitle !== undefined;

  return (
    <div className={mergeClasses(styles.layout, showPanel && styles.withPanel)}>
      <div className={styles.list}>
        {props.onSearchChange && (
          <SearchBox
            className={styles.search}
            aria-label={props.searchLabel}
            placeholder={props.searchLabel}
            value={props.search}
            onChange={(_event, data) => props.onSearchChange?.(data.value)}
          />
        )}
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{props.errorText ?? `${label} could not be loaded.`}</MessageBarBody>
            {onRetry && (
              <MessageBarActions>
                <Button onClick={onRetry}>Try again</Button>
              </MessageBarActions>
            )}
          </MessageBar>
        ) : props.renderList ? (
          loading && items.length === 0 ? (
            <Spinner label={`Loading ${label.toLowerCase()}…`} />
          ) : (
            props.renderList(items)
          )
        ) : (
          <div className={styles.tableScroller}>
            <Table className={styles.table} aria-label={label} sortable aria-busy={loading}>
              <TableHeader>
                <TableRow>
                  {columns.map((column) =>
                    column.unsortable ? (
                      <TableHeaderCell key={column.key} sortable={false}>
                        {column.label}
                      </TableHeaderCell>
                    ) : (
                      <TableHeaderCell
                        key={column.key}
                        sortDirection={getSortDirection(column.key)}
                        onClick={(event) => toggleColumnSort(event, column.key)}
                      >
                        {column.label}
                      </TableHeaderCell>
                    ),
                  )}
                </TableRow>
                {columnSearch && (
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.key} className={styles.columnSearch}>
                        {column.searchLabel && (
                          <SearchBox
                            size="small"
                            className={styles.columnSearchBox}
                            input={{ className: styles.columnSearchInput }}
                            aria-label={column.searchLabel}
                            placeholder={column.searchLabel}
                            value={columnSearch.text[column.key] ?? ''}
                            onChange={(_event, data) => columnSearch.onChange(column.key, data.value)}
                            // The close button is out of the tab order (Fluent's choice); Escape does the same.
                            onKeyDown={(event) => event.key === 'Escape' && columnSearch.onClose(column.key)}
                            dismiss={{
                              'aria-label': `Close ${column.searchLabel.toLowerCase()}`,
                              onClick: () => columnSearch.onClose(column.key),
                            }}
                          />
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                )}
              </TableHeader>
              <TableBody>
                {loading && items.length === 0
                  ? [0, 1, 2].map((n) => (
                      <TableRow key={n} aria-hidden>
                        {columns.map((column) => (
                          <TableCell key={column.key}>
                            <Skeleton>
                              <SkeletonItem />
                            </Skeleton>
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : sorted.map((item) => {
                      const id = getId(item);
                      const open = id === openId;
                      return (
                        <TableRow
                          key={id}
                          tabIndex={0}
                          aria-selected={open}
                          aria-controls={open ? panelId : undefined}
                          className={mergeClasses(styles.row, open && styles.open)}
                          onClick={() => onToggle(id)}
                          onKeyDown={(event) => onRowKeyDown(event, id)}
                        >
                          {columns.map((column) => (
                            <TableCell key={column.key}>
                              {column.render
                                ? column.render(item)
                                : breakable(String(column.value(item) ?? ''))}
                            </TableCell>
                          ))}
                        </TableRow>
                      );
                    })}
              </TableBody>
            </Table>
          </div>
        )}
        {!loading && !error && items.length === 0 && <Text className={styles.empty}>{props.emptyText}</Text>}
        {props.footer}
      </div>
      {showPanel && (
        <section id={panelId} className={styles.panel} aria-label={props.detailTitle}>
          <Subtitle2 as="h2">{props.detailTitle}</Subtitle2>
          {props.detail}
        </section>
      )}
    </div>
  );
}

import type { ComponentType } from 'react';
import type { ApolloClient, ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { RefusedError, type Refusal } from '../lib/errors';
import { deleteListedRow, storeListedRow } from '../lib/listed-rows';
import { byOther } from '../lib/session';
import { useDetailPanel } from '../lib/use-detail-panel';
import type { DetailFormFrame } from './DetailForm';
import type { ListColumn, ListSort } from './ListWithDetail';
import { useAnnounce } from './LiveAnnouncer';
import type { RowAction, RowFailure, Said } from './row-failures';

/** A row of one client's list, saved against its version. */
export interface ClientRow {
  id: string;
  clientId: string;
  version: number;
  updatedBy?: string | null;
}

/** What a row list hands its form: the draft, and for its DetailForm Save, Cancel, the notices and Delete. */
export interface RowFormProps<Values, Row> {
  values: Values;
  onChange: (values: Values) => void;
  frame: DetailFormFrame;
  /** The saved row the edit started from; none for a new row. */
  original?: Row;
  /** The draft's refusals, for a form that shows them beside their fields. */
  refusals: readonly Refusal[];
}

/** Tabs that each list some of the rows, e.g. Active and Inactive. */
export interface RowTabs<Row> {
  /** Names the tab list, e.g. "Status". */
  label: string;
  tabs: readonly [RowTab<Row>, ...RowTab<Row>[]];
}

/** One tab: its name, the rows it lists and what it says when it lists none. */
export interface RowTab<Row> {
  name: string;
  holds: (row: Row) => boolean;
  emptyText: string;
}

/** What a row list shows, and how it says what happens to its rows. */
interface RowScreenBase<Row, Values> {
  /** The page's heading, e.g. "Credit definitions". */
  title: string;
  /** The table's name, where it is not the heading. */
  label?: string;
  /** What one row is, e.g. "credit definition". */
  noun: string;
  /** The open row's heading. */
  nameOf: (row: Row) => string;
  /**
   * The row as the change notice, the conflict dialog, the delete question and the live announcements
   * name it; by default the noun and its heading, e.g. "credit definition Damaged item".
   */
  subject?: (row: Row) => string;
  columns: readonly ListColumn<Row>[];
  defaultSort?: ListSort;
  /** One search box over the list: its label, what a row is searched on, and the text when nothing matches. */
  search?: {
    label: string;
    texts: (row: Row) => readonly (string | null | undefined)[];
    noMatch: string;
  };
  /** Shown when the list cannot be loaded, where the spec words it. */
  errorText?: string;
  form: ComponentType<RowFormProps<Values, Row>>;
  valuesOf: (row: Row | null) => Values;
  /** The screen's own refusals of a draft, made before it is sent. */
  check?: (values: Values, action: Exclude<RowAction, 'delete'>) => readonly Refusal[];
  /** Where and in which words a failure is said; by default its message, above the form's fields. */
  say?: (failure: RowFailure) => Said;
  /** A new row is made in a dialog over the list rather than in the detail panel. */
  createsInDialog?: boolean;
  /** The rows' entity type as the history names it (e.g. CreditDefinition): an open row shows its History. */
  historyEntity?: string;
  /**
   * Each create, save and delete said on the page in the screen's words, in place of the saved toast;
   * a created row is then said there rather than opened.
   */
  notices?: Record<RowAction, string>;
}

/** What a row list shows: what its empty list says, or its tabs, each with its own. */
export type RowScreen<Row, Values> = RowScreenBase<Row, Values> &
  ({ emptyText: string; tabs?: never } | { tabs: RowTabs<Row>; emptyText?: never });

export const subjectOf = <Row, Values>(screen: RowScreen<Row, Values>, row: Row) =>
  screen.subject?.(row) ?? `${screen.noun} ${screen.nameOf(row)}`;

/** A mutation's answer about one row: the stored row, or why it was refused. */
interface SavedAnswer<Row> {
  row?: Row | null;
  errors: readonly Refusal[];
}

/** A delete's answer: the deleted row's id, or why it was refused. */
interface DeletedAnswer {
  deletedId?: string | null;
  errors: readonly Refusal[];
}

/** A mutation of the list: its document, its variables for what is written, and its answer as the list reads it. */
interface RowMutation<Data, Vars extends OperationVariables, Written, Answer> {
  mutation: TypedDocumentNode<Data, Vars>;
  variables: (written: Written) => Vars;
  answer: (data: Data) => Answer;
}

/** An event of `clientEvents`; a change names who made it. */
interface ClientEvent {
  __typename: string;
  actor?: { id: string; displayName: string };
}

/** The writes of a row list; each keeps the cached list current, and a refusal rejects with a RefusedError. */
export interface RowWrites<Row, Values> {
  create: (values: Values) => Promise<Row>;
  update: (row: Row, version: number, values: Values) => Promise<Row>;
  /** Absent where rows are not deleted on the screen. */
  remove?: (row: Row) => Promise<void>;
  /** Puts a row the server sent with a conflict into the list. */
  remember: (row: Row) => void;
}

/** A row list as its page shows it: the screen, the client's rows, the detail panel and the writes. */
export interface RowListState<Row extends ClientRow, Values> {
  screen: RowScreen<Row, Values>;
  rows: readonly Row[];
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => void;
  panel: ReturnType<typeof useDetailPanel>;
  /** The row open in the detail panel, while the list holds it. */
  open: Row | undefined;
  writes: RowWrites<Row, Values>;
}

/** Sends one of the list's mutations; undefined when the answer carries no data. */
async function send<Data, Vars extends OperationVariables, Written, Answer>(
  apollo: ApolloClient,
  { mutation, variables, answer }: RowMutation<Data, Vars, Written, Answer>,
  written: Written,
): Promise<Answer | undefined> {
  const { data } = await apollo.mutate({ mutation, variables: variables(written) });
  return data ? answer(data) : undefined;
}

function savedRow<Row>(answer: SavedAnswer<Row> | undefined): Row {
  if (!answer?.row) throw new RefusedError(answer?.errors ?? []);
  return answer.row;
}

const isNamed = <Event extends ClientEvent, Name extends string>(
  event: Event,
  typename: Name,
): event is Extract<Event, { __typename: Name }> => event.__typename === typename;

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * The hook of a row list, typed by its documents: the client's rows with the detail panel, the writes,
 * and other admins' changes from the client's events, written straight into the cache and announced to
 * screen readers. Show it with RowListPage.
 */
export function rowList<
  Row extends ClientRow,
  Values,
  Field extends string,
  CreateData,
  CreateVars extends OperationVariables,
  UpdateData,
  UpdateVars extends OperationVariables,
  DeleteData,
  DeleteVars extends OperationVariables,
  Event extends ClientEvent,
  Changed extends string,
  Deleted extends string,
>(
  /** A screen of one client's rows: what it shows, its list query, its writes and the events of others' changes. */
  list: RowScreen<Row, Values> & {
    query: TypedDocumentNode<Record<Field, readonly Row[]>, { clientId: string }>;
    /** The query's field that holds the rows. */
    field: Field;
    create: RowMutation<CreateData, CreateVars, { clientId: string; values: Values }, SavedAnswer<Row>>;
    /** Writes the draft's values over the version it started from. */
    update: RowMutation<
      UpdateData,
      UpdateVars,
      { row: Row; version: number; values: Values },
      SavedAnswer<Row>
    >;
    /** Without it, rows are not deleted on this screen. */
    remove?: RowMutation<DeleteData, DeleteVars, Row, DeletedAnswer>;
    events: {
      subscription: TypedDocumentNode<{ clientEvents: Event }, { clientId: string }>;
      changed: { typename: Changed; row: (event: Extract<Event, { __typename: Changed }>) => Row };
      deleted?: { typename: Deleted; id: (event: Extract<Event, { __typename: Deleted }>) => string };
    };
  },
) {
  const { query, field, remove, events } = list;
  const listOf = (clientId: string) => ({ query, field, variables: { clientId } });

  return function useRowList(clientId: string): RowListState<Row, Values> {
    const apollo = useApolloClient();
    const announce = useAnnounce();
    const panel = useDetailPanel();
    const { data, loading, error, refetch } = useQuery(query, { variables: { clientId } });
    useSubscription(events.subscription, {
      variables: { clientId },
      ignoreResults: true,
      onData: ({ client, data: { data: heard } }) => {
        const event = heard?.clientEvents;
        if (!event) return;
        const other = event.actor && byOther(event.actor) ? event.actor.displayName : null;
        if (isNamed(event, events.changed.typename)) {
          const row = events.changed.row(event);
          storeListedRow(client.cache, listOf(row.clientId), row);
          if (other) announce(`${other} changed the ${subjectOf(list, row)}.`);
        } else if (events.deleted && isNamed(event, events.deleted.typename)) {
          deleteListedRow(client.cache, field, events.deleted.id(event));
          if (other) announce(`${other} deleted ${withArticle(list.noun)}.`);
        }
      },
    });

    const rows = data?.[field] ?? [];
    return {
      screen: list,
      rows,
      loading,
      error,
      refetch: () => void refetch(),
      panel,
      open: rows.find((row) => row.id === panel.openId),
      writes: {
        create: async (values) => {
          const row = savedRow(await send(apollo, list.create, { clientId, values }));
          storeListedRow(apollo.cache, listOf(row.clientId), row);
          return row;
        },
        // The stored row reaches the list by itself: the cache keeps one object per row.
        update: async (row, version, values) =>
          savedRow(await send(apollo, list.update, { row, version, values })),
        remove:
          remove &&
          (async (row) => {
            const answer = await send(apollo, remove, row);
            if (!answer?.deletedId) throw new RefusedError(answer?.errors ?? []);
            deleteListedRow(apollo.cache, field, answer.deletedId);
          }),
        remember: (row) => storeListedRow(apollo.cache, listOf(row.clientId), row),
      },
    };
  };
}

import { useMemo, useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  choosesReportStore,
  DOCUMENT_ERROR_TITLE,
  formatDisplayDate,
  initialPosStore,
  POS_RETRY_LABELS,
  posOrderMatches,
  posRowAction,
} from '@fulfil/domain';
import {
  ChooserStoresDocument,
  PosStatusDocument,
  PosStatusEventsDocument,
  RetryPosHandOffDocument,
  type PosOrderFieldsFragment,
} from '../../gql/graphql';
import { useRememberedChoice } from '../../lib/remembered-choice';
import { byOther, useSession } from '../../lib/session';
import { useStoreEvents } from '../../lib/use-store-events';
import { AlertDialog, type Alert } from '../../ui/AlertDialog';
import { ChooserDialog } from '../../ui/ChooserDialog';
import { forChosenClient } from '../../ui/for-chosen';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { Page } from '../../ui/Page';

const TITLE = 'POS Integration Status';

const useStyles = makeStyles({
  tools: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center', flexWrap: 'wrap' },
  action: { width: '160px' },
});

/** An order's row as shown and searched: the order id and the three dates (spec 3 section 2). */
const shownOf = (order: PosOrderFieldsFragment) => [
  order.guiOrderId,
  formatDisplayDate(order.interfaceInitiatedAt),
  formatDisplayDate(order.requestReceivedAt),
  formatDisplayDate(order.requestCompletedAt),
];

/** Where an order's retry stands on this screen: running, or started (here or by another admin). */
type RetryState = (typeof POS_RETRY_LABELS)[keyof typeof POS_RETRY_LABELS];

/** The orders of one store, searchable, each with its retry; other admins' retries show at once. */
function PosOrdersTable({ storeId }: { storeId: string }) {
  const styles = useStyles();
  const announce = useAnnounce();
  const [search, setSearch] = useState('');
  const [retries, setRetries] = useState<ReadonlyMap<string, RetryState>>(new Map());
  const [alert, setAlert] = useState<Alert | null>(null);
  const { data, loading, error, refetch } = useQuery(PosStatusDocument, { variables: { storeId } });
  const [retry] = useMutation(RetryPosHandOffDocument);
  const mark = (orderId: string, state: RetryState | null) =>
    setRetries((current) => {
      const next = new Map(current);
      if (state) next.set(orderId, state);
      else next.delete(orderId);
      return next;
    });

  // The event's order is written to the cache by its id, so its row shows the new dates by itself.
  useStoreEvents(PosStatusEventsDocument, storeId, (event) => {
    if (event.__typename !== 'PosOrderChanged') return;
    mark(event.posOrder.id, POS_RETRY_LABELS.initiated);
    if (byOther(event.actor))
      announce(`${event.actor.displayName} handed order ${event.posOrder.guiOrderId} to the POS again.`);
  });

  const orders = data?.posStatus.orders;
  const shown = useMemo(
    () => (orders ?? []).filter((order) => posOrderMatches(shownOf(order), search)),
    [orders, search],
  );

  const start = async (order: PosOrderFieldsFragment) => {
    mark(order.id, POS_RETRY_LABELS.retrying);
    try {
      const { data: answer } = await retry({ variables: { storeId, orderId: order.id } });
      const result = answer?.retryPosHandOff;
      if (!result?.posOrder) {
        mark(order.id, null);
        setAlert({
          title: DOCUMENT_ERROR_TITLE,
          message: (result?.errors ?? []).map((refusal) => refusal.message).join('\n'),
        });
        return;
      }
      mark(order.id, POS_RETRY_LABELS.initiated);
    } catch (failure) {
      mark(order.id, null);
      setAlert({ title: DOCUMENT_ERROR_TITLE, message: failure instanceof Error ? failure.message : '' });
    }
  };

  if (loading && !data) return <Spinner label="Loading orders…" />;
  if (error || !data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          The orders could not be read.{' '}
          <Button appearance="transparent" onClick={() => void refetch()}>
            Try again
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  const resetAllowed = data.posStatus.resetAfterDoneAllowed;
  return (
    <>
      <div className={styles.tools}>
        <SearchBox
          aria-label="Search orders"
          placeholder="Search order id or dates"
          value={search}
          onChange={(_event, value) => setSearch(value.value)}
        />
        <Text role="status">
          {shown.length} of {data.posStatus.orders.length} orders
        </Text>
      </div>
      {shown.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {data.posStatus.orders.length ? 'No orders match the search.' : 'This store has no orders yet.'}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Table aria-label="POS status of the store's orders" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Order ID</TableHeaderCell>
              <TableHeaderCell>Interface Initiated</TableHeaderCell>
              <TableHeaderCell>Request Received</TableHeaderCell>
              <TableHeaderCell>Request Completed</TableHeaderCell>
              <TableHeaderCell className={styles.action}>Action</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((order) => {
              const [orderId, initiated, received, completed] = shownOf(order);
              const state = retries.get(order.id);
              const action = posRowAction(order.requestCompletedAt, resetAllowed);
              return (
                <TableRow key={order.id}>
                  <TableCell>{orderId}</TableCell>
                  <TableCell>{initiated}</TableCell>
                  <TableCell>{received}</TableCell>
                  <TableCell>{completed}</TableCell>
                  <TableCell>
                    {(state || action) && (
                      <Button
                        size="small"
                        disabled={state !== undefined}
                        aria-label={`${state ?? action} order ${orderId}`}
                        onClick={() => void start(order)}
                      >
                        {state ?? action}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}

/**
 * /client/posintegration and /client/store/posintegration: a store's POS hand-offs. The store list
 * is the client admins' (spec 3 section 6); it opens on the last chosen POS store, else the selected one.
 */
function PosStatusScreen({ clientId }: { clientId: string }) {
  const { user, selection } = useSession();
  const managesClient = choosesReportStore(user?.role ?? '');
  const [lastChosen, choose] = useRememberedChoice('posStore');
  const storeId = managesClient
    ? initialPosStore(user?.role, lastChosen, selection.storeId)
    : selection.storeId;
  const { data, loading } = useQuery(ChooserStoresDocument, { variables: { clientId } });
  const stores = data?.stores ?? [];
  const store = stores.find((candidate) => candidate.id === storeId);
  return (
    <Page title={store ? `${TITLE} - ${store.name}` : TITLE}>
      {managesClient && (
        <ChooserDialog
          label="Store"
          plural="stores"
          selectedId={storeId}
          options={stores}
          loading={loading && !data}
          onSelect={choose}
          onClear={() => choose(null)}
        />
      )}
      {storeId ? (
        <PosOrdersTable key={storeId} storeId={storeId} />
      ) : (
        <Text as="p">Choose a store to see its orders&apos; POS status.</Text>
      )}
    </Page>
  );
}

export const PosStatusPage = forChosenClient(PosStatusScreen);

import { useState } from 'react';
import {
  Button,
  makeStaticStyles,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { formatDisplayDate, wrapLongWords } from '@fulfil/domain';
import { DeliveryReportUsersDocument, type DeliveryReportOrdersQuery } from '../../gql/graphql';
import { SelectField } from '../../ui/SelectField';
import { DeliveryDates, type DateRange } from './DeliveryDates';
import { useDeliveries } from './use-deliveries';

/** Printing shows the report alone, whatever surrounds it on the screen. */
const usePrintStyles = makeStaticStyles(`
@media print {
  body * { visibility: hidden; }
  [data-printable], [data-printable] * { visibility: visible; }
  [data-printable] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-printable] button { display: none; }
}`);

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  user: { minWidth: '240px' },
  report: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
});

type Delivery = DeliveryReportOrdersQuery['deliveryOrders'][number];

interface Report {
  title: string;
  orders: Delivery[];
}

/** Spec 3 point 9: words longer than 30 characters are broken, so a long address or e-mail wraps. */
const wrapped = (text: string | null | undefined) => wrapLongWords(text ?? '');

/**
 * The printable delivery report: the store's people who take orders out, a range of days, and the
 * deliveries on a printable page with Print.
 */
export function PrintableReport({ storeId }: { storeId: string }) {
  usePrintStyles();
  const styles = useStyles();
  const readDeliveries = useDeliveries(storeId);
  const users = useQuery(DeliveryReportUsersDocument, { variables: { storeId } });
  const [userId, setUserId] = useState('');
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const run = async () => {
    setRunning(true);
    setFailed(false);
    try {
      const answer = await readDeliveries(range, userId || null);
      setProblem(answer.problem);
      if (answer.problem) return;
      const person = users.data?.deliveryReportUsers.find((user) => user.id === userId)?.name ?? 'All users';
      setReport({ title: `Deliveries of ${person}, ${range.from} to ${range.to}`, orders: answer.orders });
    } catch {
      setFailed(true);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className={styles.report}>
      <div className={styles.form}>
        <div className={styles.user}>
          <SelectField
            label="User"
            value={userId}
            placeholder={users.loading ? '(Loading)' : 'All users'}
            choices={(users.data?.deliveryReportUsers ?? []).map((user) => ({
              id: user.id,
              label: `${user.name} (${user.roleName})`,
            }))}
            onChange={setUserId}
          />
        </div>
        <DeliveryDates range={range} onChange={setRange} problem={problem} />
        <Button appearance="primary" disabled={running} onClick={() => void run()}>
          {running ? 'Running…' : 'Run Report'}
        </Button>
      </div>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>The deliveries could not be read.</MessageBarBody>
        </MessageBar>
      )}
      {report && (
        <section data-printable aria-label="Delivery report" className={styles.report}>
          <div className={styles.form}>
            <h2 className={styles.heading}>{report.title}</h2>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
          {report.orders.length === 0 ? (
            <MessageBar intent="info">
              <MessageBarBody>No deliveries in these days.</MessageBarBody>
            </MessageBar>
          ) : (
            <Table aria-label="Deliveries" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Order</TableHeaderCell>
                  <TableHeaderCell>Customer</TableHeaderCell>
                  <TableHeaderCell>Address</TableHeaderCell>
                  <TableHeaderCell>Driver</TableHeaderCell>
                  <TableHeaderCell>Dispatched</TableHeaderCell>
                  <TableHeaderCell>Delivered</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.orders.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell>{wrapped(order.guiOrderId)}</TableCell>
                    <TableCell>
                      {wrapped([order.customerFirstName, order.customerLastName].filter(Boolean).join(' '))}
                    </TableCell>
                    <TableCell>
                      {wrapped(`${order.addressLine1}, ${order.cityTown} ${order.zipCode}`)}
                    </TableCell>
                    <TableCell>{wrapped(order.driverName)}</TableCell>
                    <TableCell>{formatDisplayDate(order.dispatchedAt)}</TableCell>
                    <TableCell>{formatDisplayDate(order.deliveredAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      )}
    </div>
  );
}

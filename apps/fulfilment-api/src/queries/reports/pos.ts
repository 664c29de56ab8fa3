/** The POS hand-off report. */
import { sql } from 'kysely';
import { reportDate, type ReportQuery } from './scope.js';

/** An average of seconds after the hand-off was sent, as avg() would answer it, to a tenth. */
const averageSeconds = (seconds: string, count: string) =>
  sql`round(sum(${sql.ref(seconds)}) / nullif(sum(${sql.ref(count)}), 0), 1)::float8`;

/**
 * Hand-offs by the day they were sent: how long the POS took to receive and to complete them on
 * average (in seconds, over those that did), and how many never completed.
 */
export const posHandOffLatency: ReportQuery = ({ daysInScope, storeColumn, byStore }) =>
  sql`SELECT ${storeColumn} ${reportDate(sql`d.sent_day`)} AS day, sum(d.hand_offs)::int AS hand_offs,
      ${averageSeconds('d.receive_seconds', 'd.received')} AS average_seconds_to_receive,
      ${averageSeconds('d.complete_seconds', 'd.completed')} AS average_seconds_to_complete,
      (sum(d.hand_offs) - sum(d.completed))::int AS not_completed
    FROM report_pos_days d
    JOIN stores s ON s.store_id = d.store_id
    WHERE ${daysInScope}
    GROUP BY ${byStore} d.sent_day
    ORDER BY ${byStore} d.sent_day`;

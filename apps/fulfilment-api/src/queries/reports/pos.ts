/** The POS hand-off report. */
import { sql } from 'kysely';
import { utcDay, type ReportQuery } from './scope.js';

const sentDay = sql`(h.infile_sent_date AT TIME ZONE 'UTC')::date`;
const secondsAfterSent = (column: string) =>
  sql`round(avg(extract(epoch FROM ${sql.ref(column)} - h.infile_sent_date)), 1)::float8`;

/**
 * Hand-offs by the day they were sent: how long the POS took to receive and to complete them on
 * average (in seconds, over those that did), and how many never completed.
 */
export const posHandOffLatency: ReportQuery = ({ inScope, storeColumn, byStore }) =>
  sql`SELECT ${storeColumn} ${utcDay(sql`h.infile_sent_date`)} AS day, count(*)::int AS hand_offs,
      ${secondsAfterSent('h.request_received_date')} AS average_seconds_to_receive,
      ${secondsAfterSent('h.pos_complete_date')} AS average_seconds_to_complete,
      count(*) FILTER (WHERE h.pos_complete_date IS NULL)::int AS not_completed
    FROM pos_hand_offs h
    JOIN orders o ON o.order_id = h.order_id
    JOIN stores s ON s.store_id = o.store_id
    WHERE ${inScope}
    GROUP BY ${byStore} ${sentDay}
    ORDER BY ${byStore} ${sentDay}`;

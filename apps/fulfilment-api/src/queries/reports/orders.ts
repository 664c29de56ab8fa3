/** Reports on the orders themselves: how many by status, how punctual, how valuable. */
import { FULFILMENT_ORDER_TYPES, ORDER_STATUSES } from '@fulfil/domain';
import { sql } from 'kysely';
import { namesTable, reportDate, type ReportQuery } from './scope.js';

/** Orders placed each day, by their current status. */
export const ordersByStatusPerDay: ReportQuery = ({ daysInScope, storeColumn, byStore }) =>
  sql`SELECT ${storeColumn} ${reportDate(sql`d.day`)} AS day, st.name AS status, sum(d.orders)::int AS orders
    FROM report_status_days d
    JOIN stores s ON s.store_id = d.store_id
    JOIN ${namesTable(ORDER_STATUSES)} AS st (status_id, name) ON st.status_id = d.order_status_id
    WHERE ${daysInScope}
    GROUP BY ${byStore} d.day, st.status_id, st.name
    ORDER BY ${byStore} d.day, st.status_id`;

/**
 * For each lead time rule, the completed orders it watches (its order type, or all) and the share
 * completed before the rule would alert: at least its minutes before the promise time.
 */
export const onTimeShareByLeadTimeRule: ReportQuery = ({ daysInScope, storeColumn, byStore }) => {
  const onTime = sql`coalesce(sum(d.orders) FILTER (WHERE d.slack_minutes >= r.minutes_from_promise_time), 0)`;
  return sql`SELECT ${storeColumn} r.name AS lead_time_rule, r.minutes_from_promise_time,
      sum(d.orders)::int AS orders, ${onTime}::int AS on_time,
      round(100.0 * ${onTime} / sum(d.orders), 1)::float8 AS on_time_share
    FROM lead_time_rules r
    JOIN report_punctuality_days d ON d.store_id = r.store_id
      AND (r.order_type_id IS NULL OR r.order_type_id = d.order_type_id)
    JOIN stores s ON s.store_id = d.store_id
    WHERE ${daysInScope}
    GROUP BY ${byStore} r.name, r.minutes_from_promise_time
    ORDER BY ${byStore} r.minutes_from_promise_time, r.name`;
};

/** Orders and their value by order type. */
export const orderValueByType: ReportQuery = ({ inScope, storeColumn, byStore }) =>
  sql`SELECT ${storeColumn} t.name AS order_type, count(*)::int AS orders,
      sum(o.order_total)::float8 AS total_value, round(avg(o.order_total), 2)::float8 AS average_value
    FROM orders o
    JOIN stores s ON s.store_id = o.store_id
    JOIN ${namesTable(FULFILMENT_ORDER_TYPES)} AS t (type_id, name) ON t.type_id = o.order_type_id
    WHERE ${inScope}
    GROUP BY ${byStore} t.type_id, t.name
    ORDER BY ${byStore} t.type_id`;

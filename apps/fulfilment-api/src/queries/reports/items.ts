/** Reports on the items of orders: who picked them, and what was substituted. */
import { sql } from 'kysely';
import type { ReportQuery } from './scope.js';

/** Items (counted by quantity) and orders each shopper picked, most items first. */
export const itemsPickedPerShopper: ReportQuery = ({ daysInScope, storeColumn, byStore }) =>
  sql`SELECT ${storeColumn} trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS shopper,
      sum(d.items)::int AS items, sum(d.orders)::int AS orders
    FROM report_shopper_days d
    JOIN stores s ON s.store_id = d.store_id
    JOIN users u ON u.user_id = d.user_id
    WHERE ${daysInScope}
    GROUP BY ${byStore} u.user_id, u.first_name, u.last_name
    ORDER BY ${byStore} items DESC, shopper`;

/** Picked items and how many of them were substituted, by item category. */
export const substitutionsByItemCategory: ReportQuery = ({ daysInScope, storeColumn, byStore }) => {
  const category = sql`coalesce(c.item_category_type_source_key, 'Uncategorised')`;
  return sql`SELECT ${storeColumn} ${category} AS item_category, sum(d.picked_items)::int AS picked_items,
      sum(d.substitutions)::int AS substitutions,
      round(100.0 * sum(d.substitutions) / sum(d.picked_items), 1)::float8 AS substitution_share
    FROM report_category_days d
    JOIN stores s ON s.store_id = d.store_id
    LEFT JOIN item_category_types c ON c.item_category_type_id = d.item_category_type_id
    WHERE ${daysInScope}
    GROUP BY ${byStore} ${category}
    ORDER BY ${byStore} ${category}`;
};

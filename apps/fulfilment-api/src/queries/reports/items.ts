/** Reports on the items of orders: who picked them, and what was substituted. */
import { sql } from 'kysely';
import type { ReportQuery } from './scope.js';

/** Items (counted by quantity) and orders each shopper picked, most items first. */
export const itemsPickedPerShopper: ReportQuery = ({ inScope, storeColumn, byStore }) =>
  sql`SELECT ${storeColumn} trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS shopper,
      sum(i.quantity)::int AS items, count(DISTINCT i.order_id)::int AS orders
    FROM order_items i
    JOIN orders o ON o.order_id = i.order_id
    JOIN stores s ON s.store_id = o.store_id
    JOIN users u ON u.user_id = i.picked_by_user_id
    WHERE ${inScope}
    GROUP BY ${byStore} u.user_id, u.first_name, u.last_name
    ORDER BY ${byStore} items DESC, shopper`;

/** Picked items and how many of them were substituted, by item category. */
export const substitutionsByItemCategory: ReportQuery = ({ inScope, storeColumn, byStore }) => {
  const category = sql`coalesce(c.item_category_type_source_key, 'Uncategorised')`;
  return sql`SELECT ${storeColumn} ${category} AS item_category, count(*)::int AS picked_items,
      count(sb.order_item_id)::int AS substitutions,
      round(100.0 * count(sb.order_item_id) / count(*), 1)::float8 AS substitution_share
    FROM order_items i
    JOIN orders o ON o.order_id = i.order_id
    JOIN stores s ON s.store_id = o.store_id
    LEFT JOIN item_category_types c ON c.item_category_type_id = i.item_category_type_id
    LEFT JOIN order_substitutions sb ON sb.order_item_id = i.order_item_id
    WHERE ${inScope} AND i.picked_at IS NOT NULL
    GROUP BY ${byStore} ${category}
    ORDER BY ${byStore} ${category}`;
};

-- Reports read every order of their stores in a time frame, often all of them (spec 3 section 7).
-- The orders' index by store and time carries the columns the reports group and total, so a report
-- reads the narrow index alone (an index-only scan) rather than each order's whole row; it replaces
-- the index of 015 on the same keys.
CREATE INDEX orders_store_placed_report_idx ON orders (store_id, placed_at)
  INCLUDE (order_id, order_status_id, order_type_id, order_total, promise_time, completed_at);
DROP INDEX orders_store_placed_idx;

-- The items of those orders by order, with what the item reports read.
CREATE INDEX order_items_order_report_idx ON order_items (order_id)
  INCLUDE (picked_by_user_id, quantity, item_category_type_id, picked_at, order_item_id);
DROP INDEX order_items_order_idx;

-- The hand-offs of those orders by order, with their three dates.
CREATE INDEX pos_hand_offs_order_report_idx ON pos_hand_offs (order_id)
  INCLUDE (infile_sent_date, request_received_date, pos_complete_date);

-- Reports group by the UTC day. Without statistics on that expression the planner takes every
-- order for a group of its own and sorts them all; with them it counts the days and aggregates in a
-- hash, in parallel.
CREATE STATISTICS orders_placed_day_stats ON ((placed_at AT TIME ZONE 'UTC')::date) FROM orders;
CREATE STATISTICS pos_hand_offs_sent_day_stats ON ((infile_sent_date AT TIME ZONE 'UTC')::date) FROM pos_hand_offs;

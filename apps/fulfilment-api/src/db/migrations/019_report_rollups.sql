-- Totals the slow reports read instead of every item, rule match and hand-off of their frame
-- (docs/benchmarks.md, "Reports over one million orders"): one row a store, UTC day the order was
-- placed, and whatever the report groups by. Report frames are whole UTC days (timeFrameWindow of
-- @fulfil/domain), so summing the days of a frame is exactly what filtering orders by placed_at was.
--
-- Triggers keep them in the writing transaction, whoever writes: the API, the demo seed and feed,
-- the seed-orders command, a test's fixture, psql. An insert adds its rows to the totals (the POS
-- retry, the generator's batches). An update or delete re-counts the store days it touched from the
-- orders themselves, so deletes and foreign key cascades (an order's items, a user's or category's
-- SET NULL) need no bookkeeping of their own, and a total is always what a scan would count.

CREATE FUNCTION report_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (at AT TIME ZONE 'UTC')::date;

-- Items Picked per Shopper: items by quantity, and orders (each order is of one store and day, so
-- the days' counts of distinct orders add up).
CREATE TABLE report_shopper_days (
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  day date NOT NULL,
  user_id integer NOT NULL,
  items bigint NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (store_id, day, user_id)
);

-- Substitutions by Item Category: picked items and how many of them were substituted (no category:
-- null, one row a day).
CREATE TABLE report_category_days (
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  day date NOT NULL,
  item_category_type_id integer,
  picked_items integer NOT NULL,
  substitutions integer NOT NULL,
  UNIQUE NULLS NOT DISTINCT (store_id, day, item_category_type_id)
);

-- On-Time Share by Lead Time Rule: completed orders by type and by whole minutes completed before
-- the promise time. A rule of m minutes (an integer, at least 1) counts an order on time when
-- completed_at <= promise_time - m minutes, that is when those minutes are at least m; so rules can
-- change without touching these rows, and orders completed late or within the minute share slack 0.
CREATE TABLE report_punctuality_days (
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  day date NOT NULL,
  order_type_id smallint NOT NULL,
  slack_minutes integer NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (store_id, day, order_type_id, slack_minutes)
);

-- POS Hand-off Latency, by the UTC day the hand-off was sent: the seconds to receive and to
-- complete summed exactly (numeric), with how many of them there are, so averages are as avg().
CREATE TABLE report_pos_days (
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  day date NOT NULL,
  sent_day date NOT NULL,
  hand_offs integer NOT NULL,
  received integer NOT NULL,
  receive_seconds numeric NOT NULL,
  completed integer NOT NULL,
  complete_seconds numeric NOT NULL,
  PRIMARY KEY (store_id, day, sent_day)
);

-- The distinct store days (p_stores[n], p_days[n]) with the times each day starts and ends.
CREATE FUNCTION report_day_keys(p_stores integer[], p_days date[])
RETURNS TABLE (store_id integer, day date, from_at timestamptz, to_at timestamptz) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT k.store_id, k.day, k.day::timestamp AT TIME ZONE 'UTC', (k.day + 1)::timestamp AT TIME ZONE 'UTC'
  FROM unnest(p_stores, p_days) AS k (store_id, day);
$$;

-- Add rows to the totals, given the ids of rows not counted yet: an insert's rows, or every row of
-- store days whose totals were just deleted to be counted again.

-- Items by their picker. An order counts for its shopper once: when the items given are all that
-- shopper's items of the order, so none of them was counted before.
CREATE FUNCTION report_shoppers_add(p_item_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_shopper_days AS t (store_id, day, user_id, items, orders)
  SELECT o.store_id, report_day(o.placed_at), p.user_id, sum(p.items),
    count(*) FILTER (WHERE p.item_rows = (SELECT count(*) FROM order_items a
      WHERE a.order_id = p.order_id AND a.picked_by_user_id = p.user_id))
  FROM (SELECT i.order_id, i.picked_by_user_id AS user_id, sum(i.quantity) AS items, count(*) AS item_rows
      FROM unnest(p_item_ids) AS x (id) JOIN order_items i ON i.order_item_id = x.id
      WHERE i.picked_by_user_id IS NOT NULL
      GROUP BY i.order_id, i.picked_by_user_id) p
  JOIN orders o ON o.order_id = p.order_id
  GROUP BY o.store_id, report_day(o.placed_at), p.user_id
  ON CONFLICT (store_id, day, user_id)
    DO UPDATE SET items = t.items + excluded.items, orders = t.orders + excluded.orders;
$$;

-- Picked items by category, with their substitutions; p_items false adds the substitutions alone
-- (those just made for items already counted).
CREATE FUNCTION report_categories_add(p_item_ids bigint[], p_items boolean) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_category_days AS t (store_id, day, item_category_type_id, picked_items, substitutions)
  SELECT o.store_id, report_day(o.placed_at), i.item_category_type_id, CASE WHEN p_items THEN count(*) ELSE 0 END,
    count(sb.order_item_id)
  FROM unnest(p_item_ids) AS x (id) JOIN order_items i ON i.order_item_id = x.id
  JOIN orders o ON o.order_id = i.order_id
  LEFT JOIN order_substitutions sb ON sb.order_item_id = i.order_item_id
  WHERE i.picked_at IS NOT NULL
  GROUP BY o.store_id, report_day(o.placed_at), i.item_category_type_id
  ON CONFLICT (store_id, day, item_category_type_id) DO UPDATE
    SET picked_items = t.picked_items + excluded.picked_items, substitutions = t.substitutions + excluded.substitutions;
$$;

-- Completed orders by type and whole minutes of slack.
CREATE FUNCTION report_punctuality_add(p_order_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_punctuality_days AS t (store_id, day, order_type_id, slack_minutes, orders)
  SELECT o.store_id, report_day(o.placed_at), o.order_type_id,
    greatest(floor(extract(epoch FROM o.promise_time - o.completed_at) / 60), 0)::integer AS slack, count(*)
  FROM unnest(p_order_ids) AS x (id) JOIN orders o ON o.order_id = x.id
  WHERE o.completed_at IS NOT NULL
  GROUP BY o.store_id, report_day(o.placed_at), o.order_type_id, slack
  ON CONFLICT (store_id, day, order_type_id, slack_minutes) DO UPDATE SET orders = t.orders + excluded.orders;
$$;

-- Hand-offs by the day they were sent.
CREATE FUNCTION report_pos_add(p_hand_off_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_pos_days AS t (store_id, day, sent_day, hand_offs, received, receive_seconds, completed,
      complete_seconds)
  SELECT o.store_id, report_day(o.placed_at), report_day(h.infile_sent_date), count(*),
    count(h.request_received_date), coalesce(sum(extract(epoch FROM h.request_received_date - h.infile_sent_date)), 0),
    count(h.pos_complete_date), coalesce(sum(extract(epoch FROM h.pos_complete_date - h.infile_sent_date)), 0)
  FROM unnest(p_hand_off_ids) AS x (id) JOIN pos_hand_offs h ON h.pos_hand_off_id = x.id
  JOIN orders o ON o.order_id = h.order_id
  GROUP BY o.store_id, report_day(o.placed_at), report_day(h.infile_sent_date)
  ON CONFLICT (store_id, day, sent_day) DO UPDATE SET hand_offs = t.hand_offs + excluded.hand_offs,
    received = t.received + excluded.received, receive_seconds = t.receive_seconds + excluded.receive_seconds,
    completed = t.completed + excluded.completed, complete_seconds = t.complete_seconds + excluded.complete_seconds;
$$;

-- Re-counts the named rollups ('shoppers', 'categories', 'punctuality', 'pos') for the store days
-- (p_stores[n], p_days[n]): their totals deleted, then every row of those days added.
CREATE FUNCTION report_rollups_rebuild(p_stores integer[], p_days date[], p_rollups text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  order_ids bigint[];
  item_ids bigint[];
BEGIN
  IF p_stores IS NULL THEN RETURN; END IF;
  order_ids := ARRAY(SELECT o.order_id FROM report_day_keys(p_stores, p_days) k
    JOIN orders o ON o.store_id = k.store_id AND o.placed_at >= k.from_at AND o.placed_at < k.to_at);
  item_ids := ARRAY(SELECT i.order_item_id FROM unnest(order_ids) AS x (id) JOIN order_items i ON i.order_id = x.id);
  IF 'shoppers' = ANY (p_rollups) THEN
    DELETE FROM report_shopper_days d USING unnest(p_stores, p_days) AS k (store_id, day)
      WHERE d.store_id = k.store_id AND d.day = k.day;
    PERFORM report_shoppers_add(item_ids);
  END IF;
  IF 'categories' = ANY (p_rollups) THEN
    DELETE FROM report_category_days d USING unnest(p_stores, p_days) AS k (store_id, day)
      WHERE d.store_id = k.store_id AND d.day = k.day;
    PERFORM report_categories_add(item_ids, true);
  END IF;
  IF 'punctuality' = ANY (p_rollups) THEN
    DELETE FROM report_punctuality_days d USING unnest(p_stores, p_days) AS k (store_id, day)
      WHERE d.store_id = k.store_id AND d.day = k.day;
    PERFORM report_punctuality_add(order_ids);
  END IF;
  IF 'pos' = ANY (p_rollups) THEN
    DELETE FROM report_pos_days d USING unnest(p_stores, p_days) AS k (store_id, day)
      WHERE d.store_id = k.store_id AND d.day = k.day;
    PERFORM report_pos_add(ARRAY(SELECT h.pos_hand_off_id FROM unnest(order_ids) AS x (id)
      JOIN pos_hand_offs h ON h.order_id = x.id));
  END IF;
END;
$$;

-- Re-counts the rollups for the store days of these orders (those that still exist: an order's
-- items deleted with it leave the order's own trigger to re-count).
CREATE FUNCTION report_rollups_rebuild_orders(p_order_ids bigint[], p_rollups text[])
RETURNS void LANGUAGE sql AS $$
  SELECT report_rollups_rebuild(array_agg(store_id), array_agg(day), p_rollups)
  FROM (SELECT DISTINCT o.store_id, report_day(o.placed_at) AS day
    FROM unnest(p_order_ids) AS x (order_id) JOIN orders o ON o.order_id = x.order_id) k;
$$;

-- Inserts add their rows to the totals.
CREATE FUNCTION report_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[] := ARRAY(SELECT order_item_id FROM new_rows);
BEGIN
  PERFORM report_shoppers_add(ids);
  PERFORM report_categories_add(ids, true);
  RETURN NULL;
END;
$$;

CREATE FUNCTION report_substitutions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_categories_add(ARRAY(SELECT order_item_id FROM new_rows), false);
  RETURN NULL;
END;
$$;

CREATE FUNCTION report_hand_offs_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_pos_add(ARRAY(SELECT pos_hand_off_id FROM new_rows));
  RETURN NULL;
END;
$$;

-- Items and POS hand-offs updated or deleted: the rollups of their orders' days (the trigger's
-- arguments name them) are counted again.
CREATE FUNCTION report_order_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[] := ARRAY(SELECT order_id FROM old_rows);
BEGIN
  IF TG_OP = 'UPDATE' THEN ids := ids || ARRAY(SELECT order_id FROM new_rows); END IF;
  PERFORM report_rollups_rebuild_orders(ids, TG_ARGV);
  RETURN NULL;
END;
$$;

-- Substitutions updated or deleted: the categories of their items' orders' days.
CREATE FUNCTION report_substitutions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_ids bigint[] := ARRAY(SELECT order_item_id FROM old_rows);
BEGIN
  IF TG_OP = 'UPDATE' THEN item_ids := item_ids || ARRAY(SELECT order_item_id FROM new_rows); END IF;
  PERFORM report_rollups_rebuild_orders(
    ARRAY(SELECT i.order_id FROM unnest(item_ids) AS x (order_item_id)
      JOIN order_items i ON i.order_item_id = x.order_item_id),
    ARRAY['categories']);
  RETURN NULL;
END;
$$;

-- Orders: new orders add to punctuality, and completed ones re-count it; an order deleted (its items and hand-offs
-- with it) or moved to another store or day changes every rollup of the days it left and joined.
-- Updates of nothing the rollups read (the seed's order totals, statuses) re-count nothing.
CREATE FUNCTION report_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_punctuality_add(ARRAY(SELECT order_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(store_id) AS stores, array_agg(day) AS days INTO keys
      FROM (SELECT DISTINCT store_id, report_day(placed_at) AS day FROM old_rows) k;
    PERFORM report_rollups_rebuild(keys.stores, keys.days, ARRAY['shoppers', 'categories', 'punctuality', 'pos']);
  ELSE
    SELECT array_agg(store_id) AS stores, array_agg(day) AS days INTO keys
      FROM (SELECT o.store_id, report_day(o.placed_at) AS day FROM old_rows o JOIN new_rows n USING (order_id)
          WHERE (o.store_id, o.placed_at) IS DISTINCT FROM (n.store_id, n.placed_at)
        UNION SELECT n.store_id, report_day(n.placed_at) FROM old_rows o JOIN new_rows n USING (order_id)
          WHERE (o.store_id, o.placed_at) IS DISTINCT FROM (n.store_id, n.placed_at)) k;
    PERFORM report_rollups_rebuild(keys.stores, keys.days, ARRAY['shoppers', 'categories', 'punctuality', 'pos']);
    SELECT array_agg(store_id) AS stores, array_agg(day) AS days INTO keys
      FROM (SELECT DISTINCT n.store_id, report_day(n.placed_at) AS day FROM old_rows o JOIN new_rows n USING (order_id)
        WHERE (o.store_id, o.placed_at) IS NOT DISTINCT FROM (n.store_id, n.placed_at)
          AND (o.order_type_id, o.promise_time, o.completed_at) IS DISTINCT FROM (n.order_type_id, n.promise_time, n.completed_at)) k;
    PERFORM report_rollups_rebuild(keys.stores, keys.days, ARRAY['punctuality']);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER report_rollups_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
CREATE TRIGGER report_rollups_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
CREATE TRIGGER report_rollups_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();

CREATE TRIGGER report_rollups_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_items_inserted();
CREATE TRIGGER report_rollups_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed('shoppers', 'categories');
CREATE TRIGGER report_rollups_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed('shoppers', 'categories');

CREATE TRIGGER report_rollups_insert AFTER INSERT ON pos_hand_offs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_hand_offs_inserted();
CREATE TRIGGER report_rollups_update AFTER UPDATE ON pos_hand_offs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed('pos');
CREATE TRIGGER report_rollups_delete AFTER DELETE ON pos_hand_offs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed('pos');

CREATE TRIGGER report_rollups_insert AFTER INSERT ON order_substitutions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_substitutions_inserted();
CREATE TRIGGER report_rollups_update AFTER UPDATE ON order_substitutions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_substitutions_changed();
CREATE TRIGGER report_rollups_delete AFTER DELETE ON order_substitutions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_substitutions_changed();

-- The seed-orders command writes with session_replication_role = replica (no per-row foreign key
-- checks), which silences ordinary triggers; these must fire for it too.
ALTER TABLE orders ENABLE ALWAYS TRIGGER report_rollups_insert, ENABLE ALWAYS TRIGGER report_rollups_update,
  ENABLE ALWAYS TRIGGER report_rollups_delete;
ALTER TABLE order_items ENABLE ALWAYS TRIGGER report_rollups_insert,
  ENABLE ALWAYS TRIGGER report_rollups_update, ENABLE ALWAYS TRIGGER report_rollups_delete;
ALTER TABLE pos_hand_offs ENABLE ALWAYS TRIGGER report_rollups_insert,
  ENABLE ALWAYS TRIGGER report_rollups_update, ENABLE ALWAYS TRIGGER report_rollups_delete;
ALTER TABLE order_substitutions ENABLE ALWAYS TRIGGER report_rollups_insert,
  ENABLE ALWAYS TRIGGER report_rollups_update, ENABLE ALWAYS TRIGGER report_rollups_delete;

-- The orders already there.
SELECT report_rollups_rebuild(array_agg(store_id), array_agg(day),
    ARRAY['shoppers', 'categories', 'punctuality', 'pos'])
  FROM (SELECT DISTINCT store_id, report_day(placed_at) AS day FROM orders) k;

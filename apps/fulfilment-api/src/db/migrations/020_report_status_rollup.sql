-- Orders by Status per Day reads this rollup instead of every order of its frame: one row a store,
-- UTC day the order was placed, and current status, kept as migration 019 keeps the others. Under
-- '- Enterprise -' over all time that report is a row a store, day and status (50,000 rows on the
-- table report benchmark's database); counting them from the orders took most of a second.
--
-- Order Value by Type keeps reading the orders: it sums order_total, which the seed-orders command
-- sets by an update of each batch's orders, spread over every day of its window; re-counting the
-- store days an update touched, as these rollups do, would count every batch's days again.

CREATE TABLE report_status_days (
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  day date NOT NULL,
  order_status_id smallint NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (store_id, day, order_status_id)
);

-- Orders by their status, given the ids of orders not counted yet.
CREATE FUNCTION report_statuses_add(p_order_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_status_days AS t (store_id, day, order_status_id, orders)
  SELECT o.store_id, report_day(o.placed_at), o.order_status_id, count(*)
  FROM unnest(p_order_ids) AS x (id) JOIN orders o ON o.order_id = x.id
  GROUP BY o.store_id, report_day(o.placed_at), o.order_status_id
  ON CONFLICT (store_id, day, order_status_id) DO UPDATE SET orders = t.orders + excluded.orders;
$$;

-- Re-counts the store days (p_stores[n], p_days[n]) from the orders placed in them.
CREATE FUNCTION report_statuses_rebuild(p_stores integer[], p_days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_stores IS NULL THEN RETURN; END IF;
  DELETE FROM report_status_days d USING unnest(p_stores, p_days) AS k (store_id, day)
    WHERE d.store_id = k.store_id AND d.day = k.day;
  PERFORM report_statuses_add(ARRAY(SELECT o.order_id FROM report_day_keys(p_stores, p_days) k
    JOIN orders o ON o.store_id = k.store_id AND o.placed_at >= k.from_at AND o.placed_at < k.to_at));
END;
$$;

-- New orders add to the totals; an order deleted, or moved to another store, day or status,
-- re-counts the days it left and joined. Updates of nothing this rollup reads (the seed's order
-- totals, completion times) re-count nothing.
CREATE FUNCTION report_order_statuses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_statuses_add(ARRAY(SELECT order_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(store_id) AS stores, array_agg(day) AS days INTO keys
      FROM (SELECT DISTINCT store_id, report_day(placed_at) AS day FROM old_rows) k;
    PERFORM report_statuses_rebuild(keys.stores, keys.days);
  ELSE
    SELECT array_agg(store_id) AS stores, array_agg(day) AS days INTO keys
      FROM (SELECT o.store_id, report_day(o.placed_at) AS day FROM old_rows o JOIN new_rows n USING (order_id)
          WHERE (o.store_id, o.placed_at, o.order_status_id) IS DISTINCT FROM (n.store_id, n.placed_at, n.order_status_id)
        UNION SELECT n.store_id, report_day(n.placed_at) FROM old_rows o JOIN new_rows n USING (order_id)
          WHERE (o.store_id, o.placed_at, o.order_status_id) IS DISTINCT FROM (n.store_id, n.placed_at, n.order_status_id)) k;
    PERFORM report_statuses_rebuild(keys.stores, keys.days);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER report_statuses_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_statuses_changed();
CREATE TRIGGER report_statuses_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_statuses_changed();
CREATE TRIGGER report_statuses_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_statuses_changed();

-- As migration 019's: they fire under the seed-orders command's session_replication_role = replica.
ALTER TABLE orders ENABLE ALWAYS TRIGGER report_statuses_insert, ENABLE ALWAYS TRIGGER report_statuses_update,
  ENABLE ALWAYS TRIGGER report_statuses_delete;

-- The orders already there.
SELECT report_statuses_add(ARRAY(SELECT order_id FROM orders));

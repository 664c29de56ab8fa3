-- The stored order of one layout list (its ids and positions, by position, as two arrays), read by a
-- function so that the statement that locks the list's parent can read it too: a move then locks and
-- reads in one round trip. Being volatile, the function reads with a snapshot of its own, taken after
-- the lock: under read committed it sees what the lock's previous holder committed, as a statement
-- of its own would, where the locking statement's snapshot predates the wait for the lock.
CREATE FUNCTION list_order(list regclass, id_column text, parent_column text, parent_id int,
    OUT ids int[], OUT sequence_ids int[])
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  EXECUTE format('SELECT array_agg(%2$I ORDER BY sequence_id, %2$I), array_agg(sequence_id ORDER BY sequence_id, %2$I)
      FROM %1$s WHERE %3$I = $1', list, id_column, parent_column)
    INTO ids, sequence_ids USING parent_id;
END;
$$;

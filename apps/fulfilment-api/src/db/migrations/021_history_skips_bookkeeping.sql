-- A move shifts every row between its two positions (up to a whole list of 300 sections) and bumps
-- its parent's list version, and each of those updates entered history_row_changed, which turned
-- both versions of the row into JSON only to find that nothing but bookkeeping had changed: most of
-- a long move's time. Every audited table whose rows have columns that change alone (positions, list
-- versions, session versions, a key's last use) now passes its updates through a WHEN clause,
-- evaluated without entering the function: an update that leaves those columns as they were goes
-- through at the cost of comparing them; one that changes them goes through only if something
-- besides 016's bookkeeping columns changed too, which is what the function would record.
-- Deletes keep 016's trigger as it was.
CREATE FUNCTION history_skip_bookkeeping(audited regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := (
    SELECT string_agg(quote_literal(arg), ', ' ORDER BY n)
      FROM pg_trigger AS t,
        unnest((string_to_array(encode(t.tgargs, 'escape'), '\000'))[1:t.tgnargs]) WITH ORDINALITY AS a (arg, n)
      WHERE t.tgrelid = audited AND t.tgname = 'history_change');
  columns text[] := ARRAY(SELECT attname FROM pg_attribute
    WHERE attrelid = audited AND attnum > 0 AND NOT attisdropped ORDER BY attname);
  alone text[] := ARRAY(SELECT col FROM unnest(columns) AS col
    WHERE col IN ('sequence_id', 'sequence', 'session_version', 'last_used_at') OR col LIKE '%list_version');
  bookkeeping text := quote_literal(ARRAY(SELECT col FROM unnest(columns) AS col
    WHERE col = ANY (alone) OR col IN ('version', 'updated_at', 'updated_by', 'created_at', 'created_by'))::text);
  kept_as_was text := (SELECT format('ROW(%s) IS NOT DISTINCT FROM ROW(%s)',
      string_agg(format('OLD.%I', col), ', '), string_agg(format('NEW.%I', col), ', '))
    FROM unnest(alone) AS col);
BEGIN
  IF cardinality(alone) = 0 THEN RETURN; END IF;
  EXECUTE format('DROP TRIGGER history_change ON %s', audited);
  EXECUTE format('CREATE TRIGGER history_change BEFORE DELETE ON %s
      FOR EACH ROW EXECUTE FUNCTION history_row_changed(%s)', audited, args);
  EXECUTE format('CREATE TRIGGER history_update BEFORE UPDATE ON %1$s FOR EACH ROW
      WHEN (%2$s OR to_jsonb(OLD) - %3$s::text[] IS DISTINCT FROM to_jsonb(NEW) - %3$s::text[])
      EXECUTE FUNCTION history_row_changed(%4$s)', audited, kept_as_was, bookkeeping, args);
END;
$$;

SELECT history_skip_bookkeeping(t.tgrelid)
  FROM pg_trigger AS t JOIN pg_proc AS p ON p.oid = t.tgfoid
  WHERE t.tgname = 'history_change' AND p.proname = 'history_row_changed';
DROP FUNCTION history_skip_bookkeeping(regclass);

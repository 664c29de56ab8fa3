-- A move shifts every row between its two positions (up to a whole list of 300 sections) and bumps
-- its parent's list version, and each of those updates entered history_row_changed, which turned
-- both versions of the row into JSON only to find that nothing but bookkeeping had changed: most of
-- a long move's time. Every audited table's updates now pass a WHEN clause first, evaluated without
-- entering the function, that drops the columns the function leaves out (016's list: versions,
-- positions, stamps, list versions) and lets through only an update that changed something else —
-- exactly the updates the function records. Deletes keep 016's trigger as it was.
CREATE FUNCTION history_skip_bookkeeping(audited regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := (
    SELECT string_agg(quote_literal(arg), ', ' ORDER BY n)
      FROM pg_trigger AS t,
        unnest((string_to_array(encode(t.tgargs, 'escape'), '\000'))[1:t.tgnargs]) WITH ORDINALITY AS a (arg, n)
      WHERE t.tgrelid = audited AND t.tgname = 'history_change');
  bookkeeping text := (
    SELECT quote_literal(array_agg(attname ORDER BY attname)::text)
      FROM pg_attribute
      WHERE attrelid = audited AND attnum > 0 AND NOT attisdropped
        AND (attname IN ('version', 'updated_at', 'updated_by', 'sequence_id', 'sequence', 'session_version',
            'last_used_at', 'created_at', 'created_by')
          OR attname LIKE '%list_version'));
BEGIN
  IF bookkeeping IS NULL THEN RETURN; END IF;
  EXECUTE format('DROP TRIGGER history_change ON %s', audited);
  EXECUTE format('CREATE TRIGGER history_change BEFORE DELETE ON %s
      FOR EACH ROW EXECUTE FUNCTION history_row_changed(%s)', audited, args);
  EXECUTE format('CREATE TRIGGER history_update BEFORE UPDATE ON %1$s FOR EACH ROW
      WHEN (to_jsonb(OLD) - %2$s::text[] IS DISTINCT FROM to_jsonb(NEW) - %2$s::text[])
      EXECUTE FUNCTION history_row_changed(%3$s)', audited, bookkeeping, args);
END;
$$;

SELECT history_skip_bookkeeping(t.tgrelid)
  FROM pg_trigger AS t JOIN pg_proc AS p ON p.oid = t.tgfoid
  WHERE t.tgname = 'history_change' AND p.proname = 'history_row_changed';
DROP FUNCTION history_skip_bookkeeping(regclass);

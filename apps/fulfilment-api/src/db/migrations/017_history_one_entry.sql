-- One history entry per change (issue 17): a row's links to other rows (a user's stores, a zone's
-- sections and people, a section's restricted shoppers...) are fields of that row's own entry, as
-- sorted id lists before and after, rather than entries of their own link tables. And the point of
-- sale hand-off that an admin retries is recorded too.

-- The store and client of a row, as in 016, also from an item category or an order.
CREATE OR REPLACE FUNCTION history_scope(entity jsonb, OUT store_id integer, OUT client_id integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  store_id := (entity ->> 'store_id')::integer;
  IF store_id IS NULL AND entity ? 'staging_section_id' THEN
    SELECT s.store_id INTO store_id FROM staging_sections s
      WHERE s.staging_section_id = (entity ->> 'staging_section_id')::integer;
  ELSIF store_id IS NULL AND entity ? 'section_id' THEN
    SELECT s.store_id INTO store_id FROM sections s WHERE s.section_id = (entity ->> 'section_id')::integer;
  ELSIF store_id IS NULL AND entity ? 'zone_id' THEN
    SELECT z.store_id INTO store_id FROM zones z WHERE z.zone_id = (entity ->> 'zone_id')::integer;
  ELSIF store_id IS NULL AND entity ? 'lead_time_rule_id' THEN
    SELECT r.store_id INTO store_id FROM lead_time_rules r
      WHERE r.lead_time_rule_id = (entity ->> 'lead_time_rule_id')::integer;
  ELSIF store_id IS NULL AND entity ? 'item_category_type_id' THEN
    SELECT c.store_id INTO store_id FROM item_category_types c
      WHERE c.item_category_type_id = (entity ->> 'item_category_type_id')::integer;
  ELSIF store_id IS NULL AND entity ? 'order_id' THEN
    SELECT o.store_id INTO store_id FROM orders o WHERE o.order_id = (entity ->> 'order_id')::bigint;
  END IF;
  -- Assignment rule lists name the client level as store 0.
  IF store_id = 0 THEN store_id := NULL; END IF;
  client_id := (entity ->> 'client_id')::integer;
  IF client_id IS NULL AND store_id IS NOT NULL THEN
    SELECT s.client_id INTO client_id FROM stores s WHERE s.store_id = history_scope.store_id;
  END IF;
  IF client_id IS NULL AND entity ? 'user_id' THEN
    SELECT u.client_id INTO client_id FROM users u WHERE u.user_id = (entity ->> 'user_id')::integer;
  END IF;
END;
$$;

-- The statement triggers of a link table, recording its changed links as a field of the parent
-- row's entry: the sorted ids of the parent's members before and after the statement. Statement
-- triggers with the statement's rows (transition tables), because a statement that links several
-- members at once (a new zone's sections) must find the list before all of them, which no row
-- trigger sees; history_record merges the statements of one transaction (first before, last after).
-- Arguments: the parent's entity type, the field, the parent's table and key column, the member's
-- table and key column (the link table's columns have the same names), and optionally a column
-- and value that select the links of this field (lead time rules keep two kinds of people).
-- A link removed because its parent or its member is deleted (a foreign key cascade, whose AFTER
-- triggers run at the depth of the deleting statement) belongs to that deletion's entry: it is
-- left out when either row is gone.
CREATE FUNCTION history_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_col text := TG_ARGV[3];
  member_col text := TG_ARGV[5];
  kind_filter text := CASE WHEN TG_NARGS > 6 THEN format('AND l.%I = %L', TG_ARGV[6], TG_ARGV[7]) ELSE '' END;
  changed record;
  linked jsonb;
  other_side jsonb;
BEGIN
  IF coalesce(current_setting('fulfil.actor', true), '') = '' OR pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  FOR changed IN EXECUTE format(
      'SELECT l.%1$I AS parent_key, l.%1$I::text AS parent_id, jsonb_agg(DISTINCT l.%2$I) AS members FROM links l
        WHERE ($1 = ''INSERT'' OR (EXISTS (SELECT FROM %3$I p WHERE p.%1$I = l.%1$I)
          AND EXISTS (SELECT FROM %4$I m WHERE m.%2$I = l.%2$I))) %5$s
        GROUP BY l.%1$I',
      parent_col, member_col, TG_ARGV[2], TG_ARGV[4], kind_filter)
    USING TG_OP
  LOOP
    -- By the key's own type, so that the link table's primary key index finds the parent's links.
    EXECUTE format('SELECT coalesce(jsonb_agg(l.%1$I ORDER BY l.%1$I), ''[]'') FROM %2$I.%3$I l
        WHERE l.%4$I = $1 %5$s',
        member_col, TG_TABLE_SCHEMA, TG_TABLE_NAME, parent_col, kind_filter)
      INTO linked USING changed.parent_key;
    -- The list before the statement: without the ids it inserted, or with those it deleted.
    SELECT coalesce(jsonb_agg(id ORDER BY id::text::bigint), '[]') INTO other_side FROM (
        SELECT id FROM jsonb_array_elements(linked) AS id
          WHERE TG_OP = 'DELETE' OR NOT changed.members @> jsonb_build_array(id)
        UNION SELECT id FROM jsonb_array_elements(changed.members) AS id WHERE TG_OP = 'DELETE'
      ) AS ids;
    PERFORM history_record(TG_ARGV[0], changed.parent_id, 'updated', jsonb_build_object(parent_col, changed.parent_id),
      jsonb_build_object(TG_ARGV[1], jsonb_build_object('before', other_side, 'after', linked)));
  END LOOP;
  RETURN NULL;
END;
$$;

-- Replaces 016's row triggers of the link tables with the parent's field, for inserts and deletes
-- (links are never updated).
CREATE FUNCTION history_link_table(link_table text, args text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  suffix text := CASE WHEN cardinality(args) > 6 THEN '_' || lower(args[8]) ELSE '' END;
  quoted text := (SELECT string_agg(quote_literal(arg), ', ') FROM unnest(args) AS arg);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS history_insert ON %I', link_table);
  EXECUTE format('DROP TRIGGER IF EXISTS history_change ON %I', link_table);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS links
      FOR EACH STATEMENT EXECUTE FUNCTION history_links_changed(%s)', 'history_links_insert' || suffix, link_table, quoted);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS links
      FOR EACH STATEMENT EXECUTE FUNCTION history_links_changed(%s)', 'history_links_delete' || suffix, link_table, quoted);
END;
$$;

SELECT history_link_table('user_stores', ARRAY['User', 'storeIds', 'users', 'user_id', 'stores', 'store_id']);
SELECT history_link_table('zone_sections', ARRAY['Zone', 'sectionIds', 'zones', 'zone_id', 'sections', 'section_id']);
SELECT history_link_table('zone_users', ARRAY['Zone', 'userIds', 'zones', 'zone_id', 'users', 'user_id']);
SELECT history_link_table('item_category_sections',
  ARRAY['ItemCategory', 'sectionIds', 'item_category_types', 'item_category_type_id', 'sections', 'section_id']);
-- Written by setShopperRestriction and setPrepperOptIn, which name the section: its entry.
SELECT history_link_table('section_user_restrictions',
  ARRAY['Section', 'restrictedUserIds', 'sections', 'section_id', 'users', 'user_id']);
SELECT history_link_table('section_prepper_optins',
  ARRAY['Section', 'prepperOptInUserIds', 'sections', 'section_id', 'users', 'user_id']);
SELECT history_link_table('lead_time_rule_users', ARRAY['LeadTimeRule', 'excludedShopperIds', 'lead_time_rules',
  'lead_time_rule_id', 'users', 'user_id', 'kind', 'excludedShopper']);
SELECT history_link_table('lead_time_rule_users', ARRAY['LeadTimeRule', 'enabledPrepperIds', 'lead_time_rules',
  'lead_time_rule_id', 'users', 'user_id', 'kind', 'enabledPrepper']);
DROP FUNCTION history_link_table(text, text[]);

-- A retried hand-off of an order to the point of sale (retryPosHandOff), under the order's id; the
-- orders the demo feed writes have no actor and stay unrecorded.
CREATE TRIGGER history_insert AFTER INSERT ON pos_hand_offs
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('PosHandOff', 'order_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON pos_hand_offs
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('PosHandOff', 'order_id', '');

-- A row moved to another list by being written there anew (the spec's shelf-onto-section drop):
-- one `moved` entry under its new id, naming its old id and the lists it left and joined, in place
-- of the entries of its insert and its delete.
CREATE FUNCTION history_record_relisted(
  p_entity_type text, p_from_id text, p_to_id text, p_scope jsonb, p_changes jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM history h
    WHERE h.tx_id = txid_current() AND h.entity_type = p_entity_type AND h.entity_id IN (p_from_id, p_to_id);
  PERFORM history_record(p_entity_type, p_to_id, 'moved', p_scope, p_changes);
END;
$$;

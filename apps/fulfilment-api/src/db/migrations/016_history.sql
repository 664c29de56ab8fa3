-- History of every change made through the API (issue 17): who changed which row of which store
-- or client, when, through which kind of client, and the fields before and after.
--
-- Recorded by triggers on the audited tables, in the statement's own transaction, so no write path
-- (a new route, an upload, a cascade of a query helper) can forget to. The API names the actor once
-- per connection in the setting `fulfil.actor` (src/history/actor.ts); writes made without one
-- (migrations, the demo seed, the demo order feed) are not the API's and are not recorded.

CREATE TABLE history (
  history_id bigserial PRIMARY KEY,
  -- One entry per row and transaction: several statements on one row in one change merge.
  tx_id bigint NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  -- No foreign keys: the history of a deleted store or client stays readable to whoever may read
  -- the client, and its retention is the setting's, not the row's.
  client_id integer,
  store_id integer,
  entity_type text NOT NULL,
  -- The row's key, its columns joined with '/' where the key has several.
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted', 'moved', 'uploaded')),
  actor_user_id integer,
  actor_api_key_id integer,
  actor_name text NOT NULL,
  via text NOT NULL CHECK (via IN ('portal', 'integration', 'upload')),
  -- {column: {"before": value, "after": value}}; an undisclosed column (secret, image) is "changed".
  changes jsonb NOT NULL
);

CREATE UNIQUE INDEX history_transaction_row ON history (tx_id, entity_type, entity_id);
-- The activity pages and the editors' panels read newest first by store, client, row or person.
CREATE INDEX history_store ON history (store_id, recorded_at DESC, history_id DESC) WHERE store_id IS NOT NULL;
CREATE INDEX history_client ON history (client_id, recorded_at DESC, history_id DESC);
CREATE INDEX history_row ON history (entity_type, entity_id, recorded_at DESC, history_id DESC);
CREATE INDEX history_actor ON history (actor_user_id, recorded_at DESC, history_id DESC)
  WHERE actor_user_id IS NOT NULL;
-- Retention deletes the oldest entries.
CREATE INDEX history_recorded_at ON history (recorded_at);

-- The store and client a row belongs to: its own columns, else its parent's.
CREATE FUNCTION history_scope(entity jsonb, OUT store_id integer, OUT client_id integer)
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

-- Records one change of one row under the transaction's actor, merged into the entry the same
-- transaction already made for that row: the first value before, the last after, and the weightier
-- action (deleted, then created, uploaded, updated, moved).
CREATE FUNCTION history_record(
  p_entity_type text, p_entity_id text, p_action text, p_scope jsonb, p_changes jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('fulfil.actor', true), '')::jsonb;
  tx bigint := txid_current();
  scope record;
  prior history%ROWTYPE;
  weight text[] := ARRAY['moved', 'updated', 'uploaded', 'created', 'deleted'];
BEGIN
  IF actor IS NULL THEN RETURN; END IF;
  IF actor ->> 'via' = 'upload' AND p_action IN ('created', 'updated') THEN p_action := 'uploaded'; END IF;
  SELECT * INTO prior FROM history h
    WHERE h.tx_id = tx AND h.entity_type = p_entity_type AND h.entity_id = p_entity_id;
  IF NOT FOUND THEN
    scope := history_scope(p_scope);
    INSERT INTO history (tx_id, client_id, store_id, entity_type, entity_id, action,
        actor_user_id, actor_api_key_id, actor_name, via, changes)
      VALUES (tx, scope.client_id, scope.store_id, p_entity_type, p_entity_id, p_action,
        (actor ->> 'userId')::integer, (actor ->> 'apiKeyId')::integer, actor ->> 'name',
        actor ->> 'via', p_changes);
    RETURN;
  END IF;
  UPDATE history SET
    action = CASE WHEN array_position(weight, p_action) > array_position(weight, prior.action)
      THEN p_action ELSE prior.action END,
    changes = prior.changes || (
      SELECT coalesce(jsonb_object_agg(change.key,
        CASE WHEN jsonb_typeof(change.value) = 'object' AND jsonb_typeof(prior.changes -> change.key) = 'object'
          THEN jsonb_build_object('before', prior.changes -> change.key -> 'before', 'after', change.value -> 'after')
          ELSE change.value END), '{}'::jsonb)
      FROM jsonb_each(p_changes) AS change)
    WHERE history_id = prior.history_id;
END;
$$;

-- The row triggers of every audited table. Arguments: the entity type, its key columns and the
-- undisclosed columns (comma-separated). Updates and deletes are recorded BEFORE the row changes:
-- foreign key cascades (ON DELETE CASCADE / SET NULL) run their BEFORE triggers inside the
-- cascading trigger, so pg_trigger_depth() tells them apart, while their AFTER triggers run at the
-- depth of the statement that caused them. Inserts are recorded AFTER, so that an INSERT ... ON
-- CONFLICT that inserts nothing records nothing. A write that fails takes its entry with it. Bookkeeping columns are left out: a renumbering of a list
-- (sequence_id alone) is no change of the row, and a move is recorded once by the move itself.
CREATE FUNCTION history_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept record;
  undisclosed text[] := string_to_array(TG_ARGV[2], ',');
  before_row jsonb;
  after_row jsonb;
  entity jsonb;
  changes jsonb;
BEGIN
  -- What a BEFORE trigger answers to let the write go ahead unchanged.
  IF TG_OP = 'DELETE' THEN kept := OLD; ELSE kept := NEW; END IF;
  -- Rows removed or touched by another row's change (foreign key cascades, session versions) belong
  -- to that change's entry; writes outside the API are not recorded at all.
  IF pg_trigger_depth() > 1 OR coalesce(current_setting('fulfil.actor', true), '') = '' THEN
    RETURN kept;
  END IF;
  IF TG_OP <> 'INSERT' THEN before_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after_row := to_jsonb(NEW); END IF;
  entity := coalesce(after_row, before_row);
  SELECT coalesce(jsonb_object_agg(col,
      CASE WHEN col = ANY (undisclosed) THEN '"changed"'::jsonb
        ELSE jsonb_build_object('before', coalesce(before_row -> col, 'null'), 'after', coalesce(after_row -> col, 'null')) END),
    '{}'::jsonb)
    INTO changes
    FROM jsonb_object_keys(entity) AS col
    WHERE col NOT IN ('version', 'updated_at', 'updated_by', 'sequence_id', 'sequence', 'session_version',
        'last_used_at', 'created_at', 'created_by')
      AND col NOT LIKE '%list_version'
      AND NOT col = ANY (string_to_array(TG_ARGV[1], ','))
      AND coalesce(before_row -> col, 'null') IS DISTINCT FROM coalesce(after_row -> col, 'null');
  IF changes = '{}'::jsonb THEN RETURN kept; END IF;
  PERFORM history_record(
    TG_ARGV[0],
    (SELECT string_agg(entity ->> key.col, '/' ORDER BY key.n)
      FROM unnest(string_to_array(TG_ARGV[1], ',')) WITH ORDINALITY AS key (col, n)),
    CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
    entity,
    changes);
  RETURN kept;
END;
$$;

-- A move of a row within its ordered list, recorded once with its position before and after
-- (the rows it shifts are renumbered, which the row trigger leaves out).
CREATE FUNCTION history_record_move(
  p_entity_type text, p_entity_id integer, p_scope jsonb, p_from integer, p_to integer
) RETURNS void LANGUAGE sql AS $$
  SELECT history_record(p_entity_type, p_entity_id::text, 'moved', p_scope,
    jsonb_build_object('position', jsonb_build_object('before', p_from, 'after', p_to)));
$$;

CREATE TRIGGER history_insert AFTER INSERT ON clients
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Client', 'client_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Client', 'client_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON stores
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Store', 'store_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Store', 'store_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('User', 'user_id', 'password_hash');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('User', 'user_id', 'password_hash');
CREATE TRIGGER history_insert AFTER INSERT ON user_stores
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('UserStore', 'user_id,store_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON user_stores
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('UserStore', 'user_id,store_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON food_safety_types
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('FoodSafetyType', 'food_safety_type_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON food_safety_types
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('FoodSafetyType', 'food_safety_type_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON item_category_types
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ItemCategory', 'item_category_type_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON item_category_types
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ItemCategory', 'item_category_type_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON item_category_sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ItemCategorySection', 'item_category_type_id,section_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON item_category_sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ItemCategorySection', 'item_category_type_id,section_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Section', 'section_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Section', 'section_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON shelves
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Shelf', 'shelf_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON shelves
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Shelf', 'shelf_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON staging_sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StagingSection', 'staging_section_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON staging_sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StagingSection', 'staging_section_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON staging_shelves
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StagingShelf', 'staging_shelf_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON staging_shelves
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StagingShelf', 'staging_shelf_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON zones
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Zone', 'zone_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON zones
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Zone', 'zone_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON zone_sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ZoneSection', 'zone_id,section_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON zone_sections
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ZoneSection', 'zone_id,section_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON zone_users
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ZoneUser', 'zone_id,user_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON zone_users
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ZoneUser', 'zone_id,user_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON section_user_restrictions
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('SectionUserRestriction', 'section_id,user_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON section_user_restrictions
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('SectionUserRestriction', 'section_id,user_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON section_prepper_optins
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('SectionPrepperOptIn', 'section_id,user_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON section_prepper_optins
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('SectionPrepperOptIn', 'section_id,user_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON app_attributes
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('AppAttribute', 'app_attribute_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON app_attributes
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('AppAttribute', 'app_attribute_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON store_delivery_providers
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StoreDeliveryProvider', 'store_delivery_provider_id', 'provider_endpoint_auth_info');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON store_delivery_providers
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StoreDeliveryProvider', 'store_delivery_provider_id', 'provider_endpoint_auth_info');
CREATE TRIGGER history_insert AFTER INSERT ON store_attributes
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StoreAttribute', 'store_attribute_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON store_attributes
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('StoreAttribute', 'store_attribute_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON client_logos
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ClientLogo', 'client_id,file_prefix', 'image_data');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON client_logos
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ClientLogo', 'client_id,file_prefix', 'image_data');
CREATE TRIGGER history_insert AFTER INSERT ON custom_fields
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('CustomField', 'custom_field_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON custom_fields
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('CustomField', 'custom_field_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON customer_credit_definitions
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('CreditDefinition', 'customer_credit_definition_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON customer_credit_definitions
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('CreditDefinition', 'customer_credit_definition_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON help_items
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('HelpItem', 'product_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON help_items
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('HelpItem', 'product_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON client_integrations
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Integration', 'integration_id', 'auth_options');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON client_integrations
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('Integration', 'integration_id', 'auth_options');
CREATE TRIGGER history_insert AFTER INSERT ON api_keys
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ApiKey', 'api_key_id', 'key_hash');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('ApiKey', 'api_key_id', 'key_hash');
CREATE TRIGGER history_insert AFTER INSERT ON order_sub_types
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('CustomOrderType', 'order_sub_type_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON order_sub_types
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('CustomOrderType', 'order_sub_type_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON lead_time_rules
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('LeadTimeRule', 'lead_time_rule_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON lead_time_rules
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('LeadTimeRule', 'lead_time_rule_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON lead_time_rule_users
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('LeadTimeRuleUser', 'lead_time_rule_id,user_id,kind', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON lead_time_rule_users
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('LeadTimeRuleUser', 'lead_time_rule_id,user_id,kind', '');
CREATE TRIGGER history_insert AFTER INSERT ON text_message_templates
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('TextMessageTemplate', 'text_message_template_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON text_message_templates
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('TextMessageTemplate', 'text_message_template_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON assignment_rules
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('AssignmentRule', 'assignment_rule_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON assignment_rules
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('AssignmentRule', 'assignment_rule_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON message_filters
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('MessageFilter', 'message_filter_id', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON message_filters
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('MessageFilter', 'message_filter_id', '');
CREATE TRIGGER history_insert AFTER INSERT ON private_info_settings
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('PrivateInfoSetting', 'client_id,role', '');
CREATE TRIGGER history_change BEFORE UPDATE OR DELETE ON private_info_settings
  FOR EACH ROW EXECUTE FUNCTION history_row_changed('PrivateInfoSetting', 'client_id,role', '');

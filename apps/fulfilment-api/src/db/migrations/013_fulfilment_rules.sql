-- Fulfilment rules of spec 3 section 3: custom order types (order sub types), lead time rules,
-- auto-assignment rules, message filters and private information settings. Lead time rules read
-- custom order types and auto-assignment rank rules read both, so the tables are created together.

CREATE TABLE order_sub_types (
  order_sub_type_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  -- NULL at client level
  store_id integer REFERENCES stores (store_id) ON DELETE CASCADE,
  name text NOT NULL,
  source_key text NOT NULL,
  -- The icon's bytes and the image type read from them, never the type the uploader claimed.
  icon_data bytea,
  icon_mime_type text,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX order_sub_types_client_store ON order_sub_types (client_id, store_id, name);

CREATE TABLE lead_time_rules (
  lead_time_rule_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  minutes_from_promise_time integer NOT NULL CHECK (minutes_from_promise_time > 0),
  alert_color text NOT NULL DEFAULT 'white',
  lead_time_rule_type_id smallint NOT NULL CHECK (lead_time_rule_type_id BETWEEN 1 AND 6),
  sequence_id integer NOT NULL DEFAULT 0,
  order_status_id smallint,
  order_status_condition_id smallint,
  order_type_id smallint,
  custom_order_type_id integer REFERENCES order_sub_types (order_sub_type_id) ON DELETE SET NULL,
  custom_order_type_condition_id smallint,
  store_delivery_partner_status text,
  store_delivery_partner_status_condition_id smallint,
  email_address_tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  sms_recipient_tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  item_category_tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  upc_tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  sku_tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- A list of {sectionId, shelfId}; shelfId null means the whole section.
  section_id_shelf_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  sms_message text,
  send_to_app_notify boolean NOT NULL DEFAULT false,
  print_on_label boolean NOT NULL DEFAULT false,
  value_to_print text,
  print_zpl_label boolean NOT NULL DEFAULT false,
  zpl_label_template text,
  print_label_quantity integer NOT NULL DEFAULT 1,
  order_completion_percent integer NOT NULL DEFAULT 0,
  send_customer_sms boolean NOT NULL DEFAULT false,
  custom_customer_sms text,
  -- 0 means the custom message
  text_message_template_id integer NOT NULL DEFAULT 0,
  update_new_order_status boolean NOT NULL DEFAULT false,
  new_order_status_id smallint,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX lead_time_rules_store ON lead_time_rules (store_id, sequence_id);

-- Shoppers excluded from a rule, and preppers enabled for it.
CREATE TABLE lead_time_rule_users (
  lead_time_rule_id integer NOT NULL REFERENCES lead_time_rules (lead_time_rule_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('excludedShopper', 'enabledPrepper')),
  PRIMARY KEY (lead_time_rule_id, user_id, kind)
);

ALTER TABLE stores ADD COLUMN lead_time_rules_list_version integer NOT NULL DEFAULT 1;

CREATE TABLE text_message_templates (
  text_message_template_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  name text NOT NULL,
  body text NOT NULL
);
CREATE INDEX text_message_templates_client ON text_message_templates (client_id);

CREATE TABLE assignment_rules (
  assignment_rule_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  -- NULL at client level
  store_id integer REFERENCES stores (store_id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('RANK', 'LIMIT', 'FILTER')),
  key text NOT NULL,
  value text NOT NULL,
  sequence integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX assignment_rules_scope ON assignment_rules (client_id, store_id, sequence);

-- The version of each assignment rule list (a client's, or one store's), bumped by every create,
-- delete and move of the list.
CREATE TABLE assignment_rule_lists (
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  -- 0 at client level, so that the pair is a key
  store_id integer NOT NULL DEFAULT 0,
  list_version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (client_id, store_id)
);

CREATE TABLE message_filters (
  message_filter_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  word text NOT NULL,
  allow boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  UNIQUE (client_id, word)
);

CREATE TABLE private_info_settings (
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  role text NOT NULL,
  customer_first_name boolean NOT NULL DEFAULT false,
  customer_last_name boolean NOT NULL DEFAULT false,
  customer_dob boolean NOT NULL DEFAULT false,
  customer_loyalty_number boolean NOT NULL DEFAULT false,
  customer_phone boolean NOT NULL DEFAULT false,
  customer_email_address boolean NOT NULL DEFAULT false,
  customer_address_line1 boolean NOT NULL DEFAULT false,
  customer_address_line2 boolean NOT NULL DEFAULT false,
  customer_city_town boolean NOT NULL DEFAULT false,
  customer_state_province boolean NOT NULL DEFAULT false,
  customer_zip_code boolean NOT NULL DEFAULT false,
  customer_country boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  PRIMARY KEY (client_id, role)
);

-- Client-level settings of spec 2: custom fields, customer credit definitions and help items.

CREATE TABLE custom_fields (
  custom_field_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  name text NOT NULL,
  source_key text NOT NULL,
  description text NOT NULL DEFAULT '',
  data_type text NOT NULL,
  -- 1 Order, 2 Order Item.
  assignment integer NOT NULL CHECK (assignment IN (1, 2)),
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  -- Integrations name a field by its source key.
  UNIQUE (client_id, source_key)
);

CREATE TABLE customer_credit_definitions (
  customer_credit_definition_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  name text NOT NULL,
  credit_definition_source_key text NOT NULL DEFAULT '',
  customer_notification_template text NOT NULL DEFAULT '',
  -- Lists of {name} items, as the contract carries them.
  customer_credit_departments jsonb NOT NULL DEFAULT '[]',
  customer_credit_multipliers jsonb NOT NULL DEFAULT '[]',
  customer_credit_permissions jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);

CREATE TABLE help_items (
  product_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  upc_list text NOT NULL DEFAULT '',
  help_html text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);

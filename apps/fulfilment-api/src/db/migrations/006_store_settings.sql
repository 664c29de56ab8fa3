-- Store settings of spec 2: the delivery provider of a store (one per store) and its attributes.
-- stores.store_delivery_provider_id names the provider row; stores.store_delivery_provider_enabled
-- stays on the store, switched by its own call.

CREATE TABLE store_delivery_providers (
  store_delivery_provider_id serial PRIMARY KEY,
  store_id integer NOT NULL UNIQUE REFERENCES stores (store_id) ON DELETE CASCADE,
  provider_id integer NOT NULL,
  provider_endpoint_uri text NOT NULL DEFAULT '',
  provider_endpoint_auth_info text NOT NULL DEFAULT '',
  notification_type_id integer NOT NULL,
  notification_minutes_before_promise_time integer NOT NULL DEFAULT 0,
  notification_email text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);

CREATE TABLE store_attributes (
  store_attribute_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  UNIQUE (store_id, name)
);

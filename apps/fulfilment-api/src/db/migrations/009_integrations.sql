-- Integrations of a client (spec 2 sections 3 and 7): a provider of a type (point of sale or
-- delivery) and the authentication options the provider expects. Types and providers are the
-- product's catalogue; integrations belong to a client.

CREATE TABLE integration_types (
  integration_type_id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE integration_providers (
  provider_id integer PRIMARY KEY,
  integration_type_id integer NOT NULL REFERENCES integration_types (integration_type_id),
  name text NOT NULL UNIQUE
);

CREATE TABLE client_integrations (
  integration_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES integration_providers (provider_id),
  name text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  -- A list of {key, value}; the values are secrets and are never logged.
  auth_options jsonb NOT NULL DEFAULT '[]'::jsonb,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);

CREATE INDEX client_integrations_client ON client_integrations (client_id);

INSERT INTO integration_types (integration_type_id, name) VALUES
  (1, 'Point of Sale'),
  (2, 'Delivery');

INSERT INTO integration_providers (provider_id, integration_type_id, name) VALUES
  (1, 1, 'NCR Emerald'),
  (2, 1, 'Toshiba 4690'),
  (3, 1, 'Oracle Retail Xstore'),
  (4, 2, 'DoorDash Drive'),
  (5, 2, 'Uber Direct'),
  (6, 2, 'Instacart Connect');

-- Tenants, stores, people and the keys that sign their tokens.

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE clients (
  client_id serial PRIMARY KEY,
  name text NOT NULL,
  pos_mode integer,
  persist_mode integer,
  curbside_only boolean NOT NULL DEFAULT false,
  -- OAuth login settings (useOAuth, endpoints, apps); null when the client signs in with passwords.
  oauth_settings jsonb,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE UNIQUE INDEX clients_name_key ON clients (lower(name));

CREATE TABLE stores (
  store_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id),
  name text NOT NULL,
  store_type_id smallint NOT NULL CHECK (store_type_id BETWEEN 1 AND 3),
  parent_store_id integer REFERENCES stores (store_id),
  store_source_key text,
  location text,
  state_province text,
  time_zone_name text,
  store_delivery_provider_id integer,
  store_delivery_provider_enabled boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX stores_client_id_idx ON stores (client_id, name);

CREATE TABLE users (
  user_id serial PRIMARY KEY,
  user_name text NOT NULL CHECK (user_name = lower(user_name)),
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  first_name text,
  last_name text,
  phone_number text,
  client_id integer REFERENCES clients (client_id),
  role text NOT NULL,
  claims text[] NOT NULL DEFAULT '{}',
  receive_arrival_notifications boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
-- Expression indexes serve case-insensitive login and the users search sorted by name.
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_client_id_idx ON users (client_id, lower(user_name));
CREATE INDEX users_role_idx ON users (role);

CREATE TABLE user_stores (
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, store_id)
);
CREATE INDEX user_stores_store_id_idx ON user_stores (store_id);

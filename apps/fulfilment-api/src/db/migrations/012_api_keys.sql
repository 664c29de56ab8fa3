-- API keys of a client: machine credentials for integrators. Only a hash of the key is kept (a key
-- is 32 random bytes, so a fast hash is enough); the first characters tell keys apart in the list.
-- A revoked key keeps its row, saying who revoked it and when.

CREATE TABLE api_keys (
  api_key_id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('clientAdmin', 'storeManager')),
  store_ids integer[] NOT NULL DEFAULT '{}',
  key_hash text NOT NULL UNIQUE,
  key_start text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_by text,
  revoked_at timestamptz
);

CREATE INDEX api_keys_client ON api_keys (client_id);

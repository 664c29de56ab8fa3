-- People and access (spec 1 sections 3-9): the users search over any number of users, and
-- password reset tokens.

-- Trigram indexes let the search's case-insensitive "Contains" filters use an index instead of
-- scanning every user. user_name and email are stored lower-case (see 001), so the plain columns
-- serve ILIKE.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_user_name_trgm_idx ON users USING gin (user_name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX clients_name_trgm_idx ON clients USING gin (lower(name) gin_trgm_ops);
-- The client's users sorted by e-mail (by user name: users_client_id_idx).
CREATE INDEX users_client_id_email_idx ON users (client_id, lower(email));

-- Only the SHA-256 of a reset token is stored: the token itself travels in the e-mail alone.
CREATE TABLE password_resets (
  password_reset_id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

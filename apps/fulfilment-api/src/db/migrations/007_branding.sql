-- The two branding images of a client (spec 2, Branding): base64 PNG as the REST contract carries it.

CREATE TABLE client_logos (
  client_id integer NOT NULL REFERENCES clients (client_id) ON DELETE CASCADE,
  file_prefix text NOT NULL CHECK (file_prefix IN ('app', 'report')),
  image_data text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  PRIMARY KEY (client_id, file_prefix)
);

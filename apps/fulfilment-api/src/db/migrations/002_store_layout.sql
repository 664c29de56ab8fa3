-- Store layout of spec 3 section 3: food safety types, item categories, merchandise sections and
-- shelves, carry-out staging sections and shelves, and zones.

CREATE TABLE food_safety_types (
  food_safety_type_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  name text NOT NULL,
  container_color text,
  container_icon text,
  -- hh:mm:ss as the portal edits it
  max_lead_time text,
  sequence_id integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX food_safety_types_store_id_idx ON food_safety_types (store_id, sequence_id);

CREATE TABLE item_category_types (
  item_category_type_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  item_category_type_source_key text NOT NULL,
  food_safety_type_id integer REFERENCES food_safety_types (food_safety_type_id) ON DELETE SET NULL,
  prepared_items_mode smallint NOT NULL DEFAULT 1 CHECK (prepared_items_mode BETWEEN 1 AND 3),
  is_alcohol boolean NOT NULL DEFAULT false,
  sequence_id integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX item_category_types_store_id_idx ON item_category_types (store_id, sequence_id);

CREATE TABLE sections (
  section_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  name text NOT NULL,
  section_source_key text,
  food_safety_type_id integer REFERENCES food_safety_types (food_safety_type_id) ON DELETE SET NULL,
  prepared_items_mode smallint NOT NULL DEFAULT 1 CHECK (prepared_items_mode BETWEEN 1 AND 5),
  prep_option_id smallint NOT NULL DEFAULT 1 CHECK (prep_option_id BETWEEN 1 AND 4),
  sequence_id integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX sections_store_id_idx ON sections (store_id, sequence_id);

CREATE TABLE shelves (
  shelf_id serial PRIMARY KEY,
  section_id integer NOT NULL REFERENCES sections (section_id) ON DELETE CASCADE,
  name text,
  shelf_source_key text,
  food_safety_type_id integer REFERENCES food_safety_types (food_safety_type_id) ON DELETE SET NULL,
  prepared_items_mode smallint NOT NULL DEFAULT 1 CHECK (prepared_items_mode BETWEEN 1 AND 5),
  prep_option_id smallint NOT NULL DEFAULT 1 CHECK (prep_option_id BETWEEN 1 AND 4),
  sequence_id integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX shelves_section_id_idx ON shelves (section_id, sequence_id);

CREATE TABLE staging_sections (
  staging_section_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  name text NOT NULL,
  food_safety_type_id integer REFERENCES food_safety_types (food_safety_type_id) ON DELETE SET NULL,
  label_id text,
  sequence_id integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX staging_sections_store_id_idx ON staging_sections (store_id, sequence_id);

CREATE TABLE staging_shelves (
  staging_shelf_id serial PRIMARY KEY,
  staging_section_id integer NOT NULL REFERENCES staging_sections (staging_section_id) ON DELETE CASCADE,
  name text NOT NULL,
  food_safety_type_id integer REFERENCES food_safety_types (food_safety_type_id) ON DELETE SET NULL,
  sequence_id integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX staging_shelves_section_id_idx ON staging_shelves (staging_section_id, sequence_id);

CREATE TABLE zones (
  zone_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id) ON DELETE CASCADE,
  name text NOT NULL,
  food_safety_type_id integer REFERENCES food_safety_types (food_safety_type_id) ON DELETE SET NULL,
  sequence_id integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system'
);
CREATE INDEX zones_store_id_idx ON zones (store_id);

CREATE TABLE zone_sections (
  zone_id integer NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  section_id integer NOT NULL REFERENCES sections (section_id) ON DELETE CASCADE,
  PRIMARY KEY (zone_id, section_id)
);
CREATE INDEX zone_sections_section_id_idx ON zone_sections (section_id);

CREATE TABLE zone_users (
  zone_id integer NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  PRIMARY KEY (zone_id, user_id)
);
CREATE INDEX zone_users_user_id_idx ON zone_users (user_id);

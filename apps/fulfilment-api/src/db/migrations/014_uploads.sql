-- Uploads (spec 2 sections 3 and 5): the category map of a store, which sections hold each item
-- category, and the two scan flags of the bulk users file.

CREATE TABLE item_category_sections (
  item_category_type_id integer NOT NULL REFERENCES item_category_types (item_category_type_id) ON DELETE CASCADE,
  section_id integer NOT NULL REFERENCES sections (section_id) ON DELETE CASCADE,
  -- CategoryName of the file, as the retailer's system names the category.
  category_name text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  PRIMARY KEY (item_category_type_id, section_id)
);
CREATE INDEX item_category_sections_section_id_idx ON item_category_sections (section_id);

ALTER TABLE users
  ADD COLUMN is_forced_label_scan boolean NOT NULL DEFAULT false,
  ADD COLUMN is_forced_scan_during_carryout boolean NOT NULL DEFAULT false;

-- Editing the store layout (spec 3 sections 4 and 7): a prep option is cleared when the prepared
-- items mode is No, and shoppers' section restrictions and preppers' section opt-ins are stored.

ALTER TABLE sections ALTER COLUMN prep_option_id DROP NOT NULL;
ALTER TABLE shelves ALTER COLUMN prep_option_id DROP NOT NULL;

-- A shopper listed here may not pick in the section.
CREATE TABLE section_user_restrictions (
  section_id integer NOT NULL REFERENCES sections (section_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  PRIMARY KEY (section_id, user_id)
);
CREATE INDEX section_user_restrictions_user_id_idx ON section_user_restrictions (user_id);

-- A prepper listed here opted in to prepare items of the section.
CREATE TABLE section_prepper_optins (
  section_id integer NOT NULL REFERENCES sections (section_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'system',
  PRIMARY KEY (section_id, user_id)
);
CREATE INDEX section_prepper_optins_user_id_idx ON section_prepper_optins (user_id);

CREATE INDEX zone_sections_zone_id_idx ON zone_sections (zone_id);

-- Every ordered layout list has a version, kept with its parent and bumped in the transaction of any
-- create, delete, move or reorder of the list, so that a whole-list reorder based on a stale list can
-- be refused and every screen can apply the newest order it has seen rather than the last to arrive.

ALTER TABLE stores
  ADD COLUMN food_safety_types_list_version integer NOT NULL DEFAULT 1,
  ADD COLUMN item_categories_list_version integer NOT NULL DEFAULT 1,
  ADD COLUMN sections_list_version integer NOT NULL DEFAULT 1,
  ADD COLUMN staging_sections_list_version integer NOT NULL DEFAULT 1,
  ADD COLUMN zones_list_version integer NOT NULL DEFAULT 1;
ALTER TABLE sections ADD COLUMN shelves_list_version integer NOT NULL DEFAULT 1;
ALTER TABLE staging_sections ADD COLUMN shelves_list_version integer NOT NULL DEFAULT 1;

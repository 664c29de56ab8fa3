-- A move shifts up to a whole list's rows by one position. With the position in the list's index,
-- every shifted row needed a new index entry besides its new version, and PGlite, which runs no
-- autovacuum, kept every old version and entry: a store's sections grew by 150 dead rows a move, and
-- each move read and wrote through more of them (a 300-section store's heap grew to 1.9 MB in 420
-- moves, its index to 320 KB). Indexed by their parent alone, a row's new position is a heap-only
-- update that the page prunes by itself, given room on the page for the new version (fillfactor):
-- in the same 420 moves the heap stayed at 144 KB and the index at 16 KB. A list is at most a few
-- hundred rows, which its reads sort for nothing that matters.
DROP INDEX food_safety_types_store_id_idx;
CREATE INDEX food_safety_types_store_id_idx ON food_safety_types (store_id);
DROP INDEX item_category_types_store_id_idx;
CREATE INDEX item_category_types_store_id_idx ON item_category_types (store_id);
DROP INDEX sections_store_id_idx;
CREATE INDEX sections_store_id_idx ON sections (store_id);
DROP INDEX shelves_section_id_idx;
CREATE INDEX shelves_section_id_idx ON shelves (section_id);
DROP INDEX staging_sections_store_id_idx;
CREATE INDEX staging_sections_store_id_idx ON staging_sections (store_id);
DROP INDEX staging_shelves_section_id_idx;
CREATE INDEX staging_shelves_section_id_idx ON staging_shelves (staging_section_id);
DROP INDEX lead_time_rules_store;
CREATE INDEX lead_time_rules_store ON lead_time_rules (store_id);
DROP INDEX assignment_rules_scope;
CREATE INDEX assignment_rules_scope ON assignment_rules (client_id, store_id);

ALTER TABLE food_safety_types SET (fillfactor = 80);
ALTER TABLE item_category_types SET (fillfactor = 80);
ALTER TABLE sections SET (fillfactor = 80);
ALTER TABLE shelves SET (fillfactor = 80);
ALTER TABLE staging_sections SET (fillfactor = 80);
ALTER TABLE staging_shelves SET (fillfactor = 80);
ALTER TABLE lead_time_rules SET (fillfactor = 80);
ALTER TABLE assignment_rules SET (fillfactor = 80);

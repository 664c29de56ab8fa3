-- A move shifts up to a whole list's rows by one position. With the position in the list's index,
-- every shifted row needed a new index entry besides its new version, and PGlite, which runs no
-- autovacuum, kept every old version and entry: a store's sections grew by 150 dead rows a move, and
-- each move read and wrote through more of them (a 300-section store's heap grew to 1.9 MB in 420
-- moves, its index to 320 KB). Indexed by their parent alone, a row's new position is a heap-only
-- update that the page prunes by itself, given room on the page for the new version (fillfactor):
-- in the same 420 moves the heap stayed at 144 KB and the index at 16 KB. A list is at most a few
-- hundred rows, which its reads sort for nothing that matters.
DO $$
DECLARE
  list record;
BEGIN
  FOR list IN SELECT * FROM (VALUES
      ('food_safety_types', 'food_safety_types_store_id_idx', 'store_id'),
      ('item_category_types', 'item_category_types_store_id_idx', 'store_id'),
      ('sections', 'sections_store_id_idx', 'store_id'),
      ('shelves', 'shelves_section_id_idx', 'section_id'),
      ('staging_sections', 'staging_sections_store_id_idx', 'store_id'),
      ('staging_shelves', 'staging_shelves_section_id_idx', 'staging_section_id'),
      ('lead_time_rules', 'lead_time_rules_store', 'store_id'),
      ('assignment_rules', 'assignment_rules_scope', 'client_id, store_id')) AS lists (name, index_name, parent)
  LOOP
    EXECUTE format('DROP INDEX %I', list.index_name);
    EXECUTE format('CREATE INDEX %I ON %I (%s)', list.index_name, list.name, list.parent);
    EXECUTE format('ALTER TABLE %I SET (fillfactor = 80)', list.name);
  END LOOP;
END;
$$;

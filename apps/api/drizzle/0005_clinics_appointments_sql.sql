-- No double booking (issue 13, decision 0030): two booked appointments of one specialist never
-- overlap. Core GiST range operators only (no btree_gist), so it holds on PGlite and PostgreSQL 15+.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap_ex"
  EXCLUDE USING gist (
    int4range("specialist_id", "specialist_id", '[]') WITH =,
    tstzrange("starts_at", "ends_at", '[)') WITH &&
  ) WHERE ("status" = 'booked');

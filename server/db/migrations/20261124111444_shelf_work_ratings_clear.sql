-- Emptying the shelves empties the running totals with DELETE, not TRUNCATE: a TRUNCATE that
-- cascades from works reaches both tables in one statement, and a nested TRUNCATE of a table
-- that statement is already emptying fails ("being used by active queries").
CREATE OR REPLACE FUNCTION "shelf_work_ratings_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shelf_work_ratings;
  RETURN NULL;
END $$;

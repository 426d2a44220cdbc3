CREATE TABLE "shelf_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shelf_versions" ADD CONSTRAINT "shelf_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A reader's version goes up in the transaction of every write to what their shelf page shows:
-- their entries (a first entry makes the row), tags and read-throughs. Later writes only
-- update: the row exists once an entry does, and during an account's deletion the cascade
-- may already have removed it.
CREATE FUNCTION "shelf_versions_bump"(reader uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE shelf_versions SET version = version + 1 WHERE user_id = reader;
$$;--> statement-breakpoint
CREATE FUNCTION "shelf_versions_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shelf_versions AS v (user_id, version) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM shelf_versions_bump(NEW.user_id);
    IF OLD.user_id <> NEW.user_id THEN PERFORM shelf_versions_bump(OLD.user_id); END IF;
  ELSE
    PERFORM shelf_versions_bump(OLD.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "shelf_versions_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shelf_versions_bump(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "shelf_versions_read_throughs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shelf_versions_bump(e.user_id) FROM user_book_shelves e
  WHERE e.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.entry_id ELSE NEW.entry_id END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "shelf_versions_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every shelf changed: every version up (never back to an earlier number a cache may hold).
  UPDATE shelf_versions SET version = version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_book_shelves_versions" AFTER INSERT OR UPDATE OR DELETE ON "user_book_shelves"
  FOR EACH ROW EXECUTE FUNCTION "shelf_versions_entries"();--> statement-breakpoint
CREATE TRIGGER "shelf_tags_versions" AFTER INSERT OR UPDATE OR DELETE ON "shelf_tags"
  FOR EACH ROW EXECUTE FUNCTION "shelf_versions_tags"();--> statement-breakpoint
CREATE TRIGGER "shelf_read_throughs_versions" AFTER INSERT OR UPDATE OR DELETE ON "shelf_read_throughs"
  FOR EACH ROW EXECUTE FUNCTION "shelf_versions_read_throughs"();--> statement-breakpoint
CREATE TRIGGER "user_book_shelves_versions_truncate" AFTER TRUNCATE ON "user_book_shelves"
  FOR EACH STATEMENT EXECUTE FUNCTION "shelf_versions_clear"();--> statement-breakpoint
-- Readers who shelved books before versions existed.
INSERT INTO "shelf_versions" (user_id, version)
SELECT DISTINCT user_id, 1 FROM "user_book_shelves" ON CONFLICT DO NOTHING;

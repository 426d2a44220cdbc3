CREATE TABLE "shelf_work_ratings" (
	"work_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"half_stars" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."community_rating_stars";--> statement-breakpoint
DROP VIEW "public"."community_work_ratings";--> statement-breakpoint
ALTER TABLE "shelf_work_ratings" ADD CONSTRAINT "shelf_work_ratings_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE VIEW "public"."community_work_ratings" AS (select "shelf_work_ratings"."work_id", ("shelf_work_ratings"."half_stars" / 2.0 / "shelf_work_ratings"."count")::float8 as average, "shelf_work_ratings"."count", "shelf_work_ratings"."stars_1", "shelf_work_ratings"."stars_2", "shelf_work_ratings"."stars_3", "shelf_work_ratings"."stars_4", "shelf_work_ratings"."stars_5" from "shelf_work_ratings" where "shelf_work_ratings"."count" > 0);--> statement-breakpoint
-- The totals follow every write to user_book_shelves in its own transaction: a rating given,
-- changed or taken back, an entry moved or deleted (with its reader's account, by cascade),
-- the table truncated. One row per work, so concurrent ratings of one book queue on its row
-- instead of racing.
CREATE FUNCTION "shelf_work_ratings_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.rating IS NOT NULL THEN
    UPDATE shelf_work_ratings SET
      count = count - 1,
      half_stars = half_stars - (OLD.rating * 2)::int,
      stars_1 = stars_1 - (ceil(OLD.rating) = 1)::int,
      stars_2 = stars_2 - (ceil(OLD.rating) = 2)::int,
      stars_3 = stars_3 - (ceil(OLD.rating) = 3)::int,
      stars_4 = stars_4 - (ceil(OLD.rating) = 4)::int,
      stars_5 = stars_5 - (ceil(OLD.rating) = 5)::int
    WHERE work_id = OLD.work_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.rating IS NOT NULL THEN
    INSERT INTO shelf_work_ratings AS r
      (work_id, count, half_stars, stars_1, stars_2, stars_3, stars_4, stars_5)
    VALUES (NEW.work_id, 1, (NEW.rating * 2)::int,
      (ceil(NEW.rating) = 1)::int, (ceil(NEW.rating) = 2)::int, (ceil(NEW.rating) = 3)::int,
      (ceil(NEW.rating) = 4)::int, (ceil(NEW.rating) = 5)::int)
    ON CONFLICT (work_id) DO UPDATE SET
      count = r.count + 1,
      half_stars = r.half_stars + excluded.half_stars,
      stars_1 = r.stars_1 + excluded.stars_1,
      stars_2 = r.stars_2 + excluded.stars_2,
      stars_3 = r.stars_3 + excluded.stars_3,
      stars_4 = r.stars_4 + excluded.stars_4,
      stars_5 = r.stars_5 + excluded.stars_5;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "shelf_work_ratings_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE shelf_work_ratings;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_book_shelves_ratings_insert_delete" AFTER INSERT OR DELETE ON "user_book_shelves"
  FOR EACH ROW EXECUTE FUNCTION "shelf_work_ratings_apply"();--> statement-breakpoint
CREATE TRIGGER "user_book_shelves_ratings_update" AFTER UPDATE OF "rating", "work_id" ON "user_book_shelves"
  FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.work_id IS DISTINCT FROM NEW.work_id)
  EXECUTE FUNCTION "shelf_work_ratings_apply"();--> statement-breakpoint
CREATE TRIGGER "user_book_shelves_ratings_truncate" AFTER TRUNCATE ON "user_book_shelves"
  FOR EACH STATEMENT EXECUTE FUNCTION "shelf_work_ratings_clear"();--> statement-breakpoint
-- The ratings given before the totals existed.
INSERT INTO "shelf_work_ratings" (work_id, count, half_stars, stars_1, stars_2, stars_3, stars_4, stars_5)
SELECT work_id, count(*), sum(rating * 2)::int,
  count(*) FILTER (WHERE ceil(rating) = 1), count(*) FILTER (WHERE ceil(rating) = 2),
  count(*) FILTER (WHERE ceil(rating) = 3), count(*) FILTER (WHERE ceil(rating) = 4),
  count(*) FILTER (WHERE ceil(rating) = 5)
FROM "user_book_shelves" WHERE rating IS NOT NULL GROUP BY work_id;

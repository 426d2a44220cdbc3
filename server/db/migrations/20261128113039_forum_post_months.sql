-- A post's search vector also holds the month it was written, '§202611' (schema/forum.ts,
-- decision 0027): forum search takes a word's matches of its newest months from the index
-- alone. Dropping the column drops its index, made again after.
ALTER TABLE "forum_posts" drop column "search";--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', body_text) || array_to_tsvector(array['§' || (extract(year from created_at at time zone 'UTC') * 100 + extract(month from created_at at time zone 'UTC'))::int])) STORED;--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search");

-- Forum search finds Chinese and Japanese words: each of their characters is indexed as a word
-- of its own (schema/search-words.ts, ideographsApart), as the catalogue and clubs split them;
-- to_tsvector took a whole sentence without spaces for one word. Dropping a column drops its
-- index, made again after with the options schema/forum.ts gives them; ANALYZE renews the
-- figures forum search plans by (the months' share of each word, decision 0027).
ALTER TABLE "forum_posts" drop column "search";--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', regexp_replace(body_text, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', ' \1 ', 'g')) || array_to_tsvector(array['§' || (extract(year from created_at at time zone 'UTC') * 100 + extract(month from created_at at time zone 'UTC'))::int])) STORED;--> statement-breakpoint
ALTER TABLE "forum_threads" drop column "title_search";--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', regexp_replace(title, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', ' \1 ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "forum_posts_search_idx" ON "forum_posts" USING gin ("search") WITH (fastupdate = true, gin_pending_list_limit = 512);--> statement-breakpoint
CREATE INDEX "forum_threads_title_search_idx" ON "forum_threads" USING gin ("title_search") WITH (fastupdate = false);--> statement-breakpoint
ANALYZE "forum_posts";--> statement-breakpoint
ANALYZE "forum_threads";

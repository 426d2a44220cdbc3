-- The forum's full-text indexes keep no pending list (schema/forum.ts says why). Changed in
-- place rather than rebuilt (drizzle-kit wrote a DROP and CREATE): the same index after, and a
-- forum of millions of posts keeps its search while migrating. What is pending goes in now.
ALTER INDEX "forum_posts_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "forum_threads_title_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('forum_posts_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('forum_threads_title_search_idx'::regclass);

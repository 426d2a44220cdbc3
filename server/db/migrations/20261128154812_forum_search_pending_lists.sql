-- The forum's full-text indexes' pending lists (schema/forum.ts says why): none for thread
-- titles, 512 kB for posts. Changed in place rather than rebuilt (drizzle-kit wrote a DROP and
-- CREATE): the same index after, and a forum of millions of posts keeps its search while
-- migrating. What is pending goes into the indexes now.
ALTER INDEX "forum_posts_search_idx" SET (fastupdate = true, gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "forum_threads_title_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('forum_posts_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('forum_threads_title_search_idx'::regclass);

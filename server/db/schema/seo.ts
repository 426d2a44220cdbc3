/** Search engines' view of the site (module: seo). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The files of the sitemap as the last build cut them (sitemap.service.ts): each names a kind
 * of page and a range of its keys (45,000 addresses when cut); the file's XML is read from that
 * range when asked for. Rebuilt whole by the daily job, so the table holds one build.
 */
export const sitemapFiles = pgTable('sitemap_files', {
  /** As in /sitemaps/{name}.xml, e.g. books-3. */
  name: text('name').primaryKey(),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
  /**
   * The range: from `first_key` up to, not including, `last_key` (the next file's first key);
   * null at either end means unbounded (and both for kinds listed whole, like categories).
   */
  firstKey: text('first_key'),
  lastKey: text('last_key'),
  urlCount: integer('url_count').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
});

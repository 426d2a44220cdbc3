/** Search engines' view of the site (module: seo). */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

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

/**
 * Staff's title and description templates per public page type (/admin/seo); a page type
 * without a row uses today's built-in texts (contracts/seo-templates.ts).
 */
export const seoPageTemplates = pgTable('seo_page_templates', {
  pageType: text('page_type').primaryKey(),
  titleTemplate: text('title_template').notNull(),
  descriptionTemplate: text('description_template').notNull(),
  /** The staff member who saved it (an account id; the audit log has the story). */
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * Redirect rules (/admin/url-management), applied before routing by redirects.hook.ts. Paths
 * are stored normalised (decoded, NFC, no trailing slash), so one old path has one rule.
 */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: id(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    statusCode: smallint('status_code').notNull(),
    /**
     * Raised from the sequence on every insert and update: with the row count it tells every
     * app process that the rules changed (decision 0013) without reading them all.
     */
    revision: bigserial('revision', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('redirect_rules_from_path_idx').on(table.fromPath),
    index('redirect_rules_to_path_idx').on(table.toPath),
    check('redirect_rules_status_code_check', sql`${table.statusCode} in (301, 302)`),
  ],
);

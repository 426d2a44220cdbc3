/**
 * Affiliate links of the catalogue (module: books; issue 12). The books module makes the "View on
 * Amazon" links, so it owns the associate tag they carry and the count of their clicks. The tag
 * staff set here overrides the AMAZON_AFFILIATE_TAG environment value (the fallback). Clicks are
 * counted per book and day only: no member, address or cookie is recorded.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { works } from './books.js';
import { timestampColumn } from './columns.js';

/** One row (id 1): the Amazon associate tag staff set, or none (then the environment's). */
export const affiliateSettings = pgTable(
  'affiliate_settings',
  {
    id: smallint('id').primaryKey().default(1),
    amazonTag: text('amazon_tag'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [check('affiliate_settings_single_row', sql`${table.id} = 1`)],
);

/** "View on Amazon" clicks of a book on a UTC day; counted with an upsert. */
export const amazonClicks = pgTable(
  'amazon_clicks',
  {
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.workId, table.day] }),
    // Clicks by day, the top books of a period, and retention all read by day.
    index('amazon_clicks_day_idx').on(table.day),
    check('amazon_clicks_clicks_check', sql`${table.clicks} >= 0`),
  ],
);

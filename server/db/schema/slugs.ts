/**
 * The one registry of public slugs (module: platform, ARCHITECTURE rule 15): what /{slug} names,
 * across members, clubs, forum communities and authors. Each slug has exactly one owner; a
 * renamed owner's old slugs stay as rows that redirect to its current one.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { slugKinds } from '../../../contracts/public-slugs.js';
import { createdAt, timestampColumn } from './columns.js';

export const publicSlugs = pgTable(
  'public_slugs',
  {
    /** Lower-case, NFC (server/platform/slugs/slug-text.ts): one spelling per name. */
    slug: text('slug').primaryKey(),
    kind: text('kind', { enum: slugKinds }).notNull(),
    /** The owner's id in its own module's table; no foreign key, since kinds live in many tables. */
    targetId: uuid('target_id').notNull(),
    /** False for an old slug kept so links to it redirect to the owner's current one. */
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: createdAt(),
    /** When it stopped being the current slug; null while it is. */
    retiredAt: timestampColumn('retired_at'),
  },
  (table) => [
    // One current slug per owner: a rename retires the old one in the same transaction.
    uniqueIndex('public_slugs_current_idx')
      .on(table.kind, table.targetId)
      .where(sql`${table.isCurrent}`),
    index('public_slugs_target_idx').on(table.kind, table.targetId),
    check(
      'public_slugs_kind_check',
      sql`${table.kind} in ('member', 'club', 'community', 'author')`,
    ),
  ],
);

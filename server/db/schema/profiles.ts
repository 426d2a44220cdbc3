/** Public identity of every account (module: profiles). */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ThemePreferences } from '../../../contracts/themes.js';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fullName: text('full_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    bio: text('bio').notNull().default(''),
    role: text('role').notNull().default('user'),
    themePreferences: jsonb('theme_preferences')
      .$type<ThemePreferences>()
      .notNull()
      .default({ default: 'vibrant-dark', pages: {} }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${table.username})`),
    check(
      'profiles_role_check',
      sql`${table.role} in ('user', 'admin', 'super_admin', 'content_admin', 'financial_admin', 'affiliate_admin', 'support_admin')`,
    ),
  ],
);

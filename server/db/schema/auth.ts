/** Accounts, sessions and the single-use tokens we e-mail (module: auth). */
import { boolean, index, pgTable, pgView, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';

export const users = pgTable('users', {
  id: id(),
  /** Always stored trimmed and lowercased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestampColumn('email_verified_at'),
  passwordChangedAt: timestampColumn('password_changed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What the auth module publishes of each account (decision 0007): its e-mail and whether it is
 * verified, for the staff user directory, which searches profiles and e-mails together. Created
 * by the published_views migration.
 */
export const accountEmails = pgView('account_emails', {
  userId: uuid('user_id').notNull(),
  email: text('email').notNull(),
  emailVerifiedAt: timestampColumn('email_verified_at'),
}).existing();

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    persistent: boolean('persistent').notNull().default(false),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastSeenAt: timestampColumn('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const authTokenPurposes = ['verify_email', 'reset_password', 'change_email'] as const;
export type AuthTokenPurpose = (typeof authTokenPurposes)[number];

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: authTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For change_email: the address the link confirms. */
    newEmail: text('new_email'),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/**
 * Invitations to book clubs (module: clubs; SPEC §3 club_invitations, issue 11 item 3). A host
 * invites by e-mail (one use) or makes a shareable link with an expiry and an optional use
 * limit. The token is in the link only: the table keeps its SHA-256, so a copy of the database
 * opens no club. `use_count` never passes `max_uses`: an accept counts itself with one
 * conditional UPDATE in the transaction that makes the membership.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bookClubs } from './clubs.js';
import { createdAt, id, timestampColumn } from './columns.js';

export const clubInvitations = pgTable(
  'club_invitations',
  {
    id: id(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['link', 'email'] }).notNull(),
    /** The invited address, lower-cased; null for a link. */
    email: text('email'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** Null: as many uses as the expiry allows. An e-mail invitation has one. */
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('club_invitations_token_idx').on(table.tokenHash),
    index('club_invitations_club_idx').on(table.clubId, table.createdAt.desc()),
    // A member's dashboard lists the invitations addressed to them.
    index('club_invitations_email_idx')
      .on(table.email, table.createdAt.desc())
      .where(sql`${table.email} is not null`),
    // Retention finds the long-dead ones by their end.
    index('club_invitations_expires_idx').on(table.expiresAt),
    check('club_invitations_use_count_check', sql`${table.useCount} >= 0`),
    check(
      'club_invitations_max_uses_check',
      sql`${table.maxUses} is null or (${table.maxUses} >= 1 and ${table.useCount} <= ${table.maxUses})`,
    ),
    check(
      'club_invitations_email_check',
      sql`(${table.kind} = 'email') = (${table.email} is not null)`,
    ),
  ],
);

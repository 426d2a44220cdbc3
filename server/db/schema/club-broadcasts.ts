/**
 * Club announcements (module: clubs; SPEC §3 club_broadcasts, issue 11 item 6): a host posts a
 * title and plain text to all members — a notification each, an e-mail for those who want one,
 * and the club's Announcements. Kept a year (retention-clubs).
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bookClubs } from './clubs.js';
import { createdAt, id } from './columns.js';

export const clubBroadcasts = pgTable(
  'club_broadcasts',
  {
    id: id(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('club_broadcasts_club_idx').on(table.clubId, table.createdAt.desc()),
    index('club_broadcasts_created_idx').on(table.createdAt),
  ],
);

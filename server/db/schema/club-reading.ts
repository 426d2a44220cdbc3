/**
 * Reading together in a club (module: clubs; issue 11 part 5): members' polls for the next book,
 * the reading plan of the current book in dated sections, meetings with RSVPs, each member's
 * calendar feed token and whether the chosen books go on their "want to read" shelf.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { works } from './books.js';
import { bookClubs } from './clubs.js';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';

export const clubPolls = pgTable(
  'club_polls',
  {
    id: id(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    winnerWorkId: uuid('winner_work_id').references(() => works.id, { onDelete: 'set null' }),
    closedAt: timestampColumn('closed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // One open poll a club: two hosts opening one at once, the second is refused.
    uniqueIndex('club_polls_open_idx')
      .on(table.clubId)
      .where(sql`${table.status} = 'open'`),
    index('club_polls_club_idx').on(table.clubId, table.createdAt.desc()),
    index('club_polls_closed_idx')
      .on(table.closedAt)
      .where(sql`${table.status} = 'closed'`),
  ],
);

export const clubPollCandidates = pgTable(
  'club_poll_candidates',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => clubPolls.id, { onDelete: 'cascade' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.workId] })],
);

export const clubPollVotes = pgTable(
  'club_poll_votes',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => clubPolls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workId: uuid('work_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.userId] })],
);

/** A club's plan for one book; the forum community and chapter its section threads live in. */
export const clubReadingPlans = pgTable(
  'club_reading_plans',
  {
    id: id(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    /** Sections open at the start of their day here (an Intl time zone). */
    timeZone: text('time_zone').notNull(),
    /** The forum's (module: forum) community and chapter, by id only: never joined here. */
    forumCommunityId: uuid('forum_community_id'),
    forumChapterId: uuid('forum_chapter_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('club_reading_plans_book_idx').on(table.clubId, table.workId)],
);

export const clubPlanSections = pgTable(
  'club_plan_sections',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => clubReadingPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Where in the book the section ends: its thread is spoiler-marked up to here. */
    spoilerUnit: text('spoiler_unit', { enum: ['page', 'chapter', 'percent'] }),
    spoilerValue: integer('spoiler_value'),
    /** The forum thread, made the first time the plan is read on or after `starts_on`. */
    threadId: uuid('thread_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('club_plan_sections_position_idx').on(table.planId, table.position)],
);

export const clubMeetings = pgTable(
  'club_meetings',
  {
    id: id(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestampColumn('starts_at').notNull(),
    /** The time zone the hosts gave its time in; the calendar's TZID. */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    onlineUrl: text('online_url'),
    place: text('place'),
    /** iCalendar SEQUENCE: raised by every edit, so calendars replace the event they hold. */
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('club_meetings_club_idx').on(table.clubId, table.startsAt),
    index('club_meetings_starts_idx').on(table.startsAt),
    check('club_meetings_duration_check', sql`${table.durationMinutes} between 5 and 1440`),
  ],
);

export const clubMeetingRsvps = pgTable(
  'club_meeting_rsvps',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => clubMeetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: ['going', 'maybe', 'not_going'] }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.userId] })],
);

/** A member's own things in a club's reading: their calendar token (hashed) and shelf choice. */
export const clubReaderSettings = pgTable(
  'club_reader_settings',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the feed token, hex; the token itself is shown once. */
    calendarTokenHash: text('calendar_token_hash'),
    wantToRead: boolean('want_to_read').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    uniqueIndex('club_reader_settings_token_idx').on(table.calendarTokenHash),
  ],
);

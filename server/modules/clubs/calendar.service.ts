/**
 * A club's meetings and reading plan as an iCalendar feed (issue 11 part 5), read by calendar
 * apps with a member's own token in the address (they send no session). The token is random,
 * kept only as its SHA-256, and a new one replaces the old; a member who leaves loses the feed.
 */
import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import type { CalendarLink } from '../../../contracts/club-reading.js';
import { errors } from '../../platform/errors.js';
import type { ClubViewer } from './clubs.policy.js';
import { findClubById } from './clubs.queries.js';
import { localTimeOf } from './meeting-time.js';
import { meetingsFrom } from './meetings.queries.js';
import { findMembership } from './memberships.queries.js';
import { readingAccess, require, type ReadingDeps } from './reading-access.js';
import {
  findByTokenHash,
  findPlan,
  saveReaderSettings,
  sectionsOf,
} from './reading-plan.queries.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed keeps meetings of the last 90 days besides those to come. */
const feedPastMs = 90 * 24 * 60 * 60 * 1000;

/**
 * The wall-clock time in the meeting's zone as a Date whose UTC fields hold it: ical-generator
 * writes DTSTART;TZID= from those fields when it has no time zone library.
 */
const wallClock = (instant: Date, timeZone: string) =>
  new Date(`${localTimeOf(instant, timeZone)}:00Z`);

export type CalendarService = ReturnType<typeof createCalendarService>;

export function createCalendarService(deps: ReadingDeps) {
  const { db, clock } = deps;
  const host = new URL(deps.appUrl).host;

  return {
    /** A new feed address for the member; the one before stops working. */
    async newLink(viewer: ClubViewer, clubId: string): Promise<CalendarLink> {
      const { abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.calendar);
      const token = randomBytes(24).toString('base64url');
      await saveReaderSettings(db, {
        clubId,
        userId: viewer.userId as string,
        calendarTokenHash: hashOf(token),
        now: clock.now(),
      });
      const url = new URL(`/api/clubs/${clubId}/calendar.ics`, deps.appUrl);
      url.searchParams.set('token', token);
      return { url: url.toString(), webcal: url.toString().replace(/^https?:/, 'webcal:') };
    },

    /** The feed, or a 404 for a wrong token, a member gone or a club suspended. */
    async feed(clubId: string, token: string): Promise<string> {
      const holder = token ? await findByTokenHash(db, hashOf(token)) : null;
      if (!holder || holder.clubId !== clubId) throw errors.notFound('That calendar');
      const [club, membership] = await Promise.all([
        findClubById(db, clubId),
        findMembership(db, clubId, holder.userId),
      ]);
      if (!club || club.suspendedAt || membership?.status !== 'approved')
        throw errors.notFound('That calendar');
      const calendar = ical({
        name: club.name,
        prodId: { company: 'Bookhive', product: 'Book clubs', language: 'EN' },
        ttl: 60 * 60,
      });
      const clubUrl = new URL(`/b/${club.slug}`, deps.appUrl).toString();
      const meetings = await meetingsFrom(db, clubId, new Date(clock.now().getTime() - feedPastMs));
      for (const meeting of meetings) {
        const end = new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000);
        calendar.createEvent({
          id: `${meeting.id}@${host}`,
          sequence: meeting.sequence,
          stamp: meeting.updatedAt,
          start: wallClock(meeting.startsAt, meeting.timeZone),
          end: wallClock(end, meeting.timeZone),
          timezone: meeting.timeZone,
          summary: `${club.name}: ${meeting.title}`,
          location: meeting.place ?? meeting.onlineUrl ?? null,
          url: meeting.onlineUrl ?? clubUrl,
        });
      }
      const plan = club.currentBookId ? await findPlan(db, clubId, club.currentBookId) : null;
      if (plan)
        for (const section of await sectionsOf(db, plan.id))
          calendar.createEvent({
            id: `${section.id}@${host}`,
            start: new Date(`${section.startsOn}T00:00:00Z`),
            allDay: true,
            summary: `${club.name} starts ${section.title}`,
            url: clubUrl,
          });
      return calendar.toString();
    },
  };
}

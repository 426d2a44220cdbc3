/**
 * A club's meetings (issue 11 part 5): a time in a time zone, a length, an online link or a
 * place; members answer going, maybe or not going. Every edit raises the meeting's iCalendar
 * SEQUENCE so calendars holding it take the change.
 */
import type { ClubMeeting, MeetingInput, RsvpAnswer } from '../../../contracts/club-reading.js';
import { errors } from '../../platform/errors.js';
import type { ClubViewer } from './clubs.policy.js';
import { instantOf, localTimeOf } from './meeting-time.js';
import {
  deleteMeeting,
  findMeeting,
  insertMeeting,
  meetingsFrom,
  rsvpsOf,
  saveRsvp,
  updateMeeting,
  type MeetingRow,
} from './meetings.queries.js';
import { readingAccess, require, type ReadingDeps } from './reading-access.js';

/** Meetings stay on the club's page through the day after they start. */
const shownAfterStartMs = 24 * 60 * 60 * 1000;

export type MeetingsService = ReturnType<typeof createMeetingsService>;

export function createMeetingsService(deps: ReadingDeps) {
  const { db, clock } = deps;

  const fieldsOf = (input: MeetingInput) => ({
    title: input.title,
    startsAt: instantOf(input.localStart, input.timeZone),
    timeZone: input.timeZone,
    durationMinutes: input.durationMinutes,
    onlineUrl: input.onlineUrl || null,
    place: input.place || null,
    updatedAt: clock.now(),
  });

  return {
    /** Upcoming meetings (and those of the last day) with their answers, soonest first. */
    async upcoming(clubId: string, userId: string | null): Promise<ClubMeeting[]> {
      const rows = await meetingsFrom(
        db,
        clubId,
        new Date(clock.now().getTime() - shownAfterStartMs),
      );
      const answers = await rsvpsOf(
        db,
        rows.map((r) => r.id),
        userId,
      );
      return rows.map((row) => {
        const mine = answers.filter((a) => a.meetingId === row.id);
        const count = (answer: RsvpAnswer) => mine.find((a) => a.answer === answer)?.count ?? 0;
        return {
          id: row.id,
          title: row.title,
          startsAt: row.startsAt.toISOString(),
          localStart: localTimeOf(row.startsAt, row.timeZone),
          timeZone: row.timeZone,
          durationMinutes: row.durationMinutes,
          onlineUrl: row.onlineUrl,
          place: row.place,
          sequence: row.sequence,
          counts: { going: count('going'), maybe: count('maybe'), not_going: count('not_going') },
          myAnswer: mine.find((a) => a.mine)?.answer ?? null,
        };
      });
    },

    async add(viewer: ClubViewer, clubId: string, input: MeetingInput): Promise<MeetingRow> {
      const { abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.manageMeetings);
      return insertMeeting(db, clubId, {
        ...fieldsOf(input),
        createdBy: viewer.userId,
        createdAt: clock.now(),
      });
    },

    async edit(viewer: ClubViewer, clubId: string, meetingId: string, input: MeetingInput) {
      const { abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.manageMeetings);
      const row = await updateMeeting(db, clubId, meetingId, fieldsOf(input));
      if (!row) throw errors.notFound('That meeting');
      return row;
    },

    /** Cancels a meeting: calendars drop it at their next read of the feed. */
    async cancel(viewer: ClubViewer, clubId: string, meetingId: string) {
      const { abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.manageMeetings);
      if (!(await deleteMeeting(db, clubId, meetingId))) throw errors.notFound('That meeting');
    },

    async rsvp(viewer: ClubViewer, clubId: string, meetingId: string, answer: RsvpAnswer) {
      const { abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.rsvp);
      if (!(await findMeeting(db, clubId, meetingId))) throw errors.notFound('That meeting');
      await saveRsvp(db, { meetingId, userId: viewer.userId as string, answer, now: clock.now() });
    },
  };
}

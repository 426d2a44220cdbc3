/**
 * Reading together in a club, as one answer (issue 11 part 5): its poll, the plan of its current
 * book, its meetings, the viewer's own choices and what they may do. Every write answers with
 * it, so the page shows the result of what was done.
 */
import type { ClubReading } from '../../../contracts/club-reading.js';
import type { ClubViewer } from './clubs.policy.js';
import { createCalendarService } from './calendar.service.js';
import { createMeetingsService } from './meetings.service.js';
import { createPollsService } from './polls.service.js';
import { readingAccess, require, type ReadingDeps } from './reading-access.js';
import { readerSettings, saveReaderSettings } from './reading-plan.queries.js';
import { createReadingPlanService } from './reading-plan.service.js';

export type ReadingService = ReturnType<typeof createReadingService>;

export function createReadingService(deps: ReadingDeps) {
  const { db, clock } = deps;
  const polls = createPollsService(deps);
  const plans = createReadingPlanService(deps);
  const meetings = createMeetingsService(deps);
  const calendar = createCalendarService(deps);

  async function reading(viewer: ClubViewer, clubId: string): Promise<ClubReading> {
    const { row, abilities } = await readingAccess(db, viewer, clubId);
    const { view: _view, ...rest } = abilities;
    const userId = abilities.vote ? viewer.userId : null;
    const [poll, plan, upcoming, settings] = await Promise.all([
      polls.current(clubId, userId),
      plans.current(row),
      meetings.upcoming(clubId, userId),
      userId ? readerSettings(db, clubId, userId) : null,
    ]);
    return {
      poll,
      plan,
      meetings: upcoming,
      me: userId
        ? {
            wantToRead: settings?.wantToRead ?? false,
            hasCalendar: Boolean(settings?.calendarTokenHash),
          }
        : null,
      abilities: rest,
    };
  }

  /** Runs a write, then answers with the club's reading as it now is. */
  const then =
    <A extends unknown[]>(
      write: (viewer: ClubViewer, clubId: string, ...args: A) => Promise<unknown>,
    ) =>
    async (viewer: ClubViewer, clubId: string, ...args: A) => {
      await write(viewer, clubId, ...args);
      return reading(viewer, clubId);
    };

  return {
    reading,
    openPoll: then(polls.open),
    vote: then(polls.vote),
    closePoll: then(polls.close),
    savePlan: then(plans.save),
    addMeeting: then(meetings.add),
    editMeeting: then(meetings.edit),
    cancelMeeting: then(meetings.cancel),
    rsvp: then(meetings.rsvp),
    calendarLink: calendar.newLink,
    calendar: calendar.feed,
    syncForumReaders: plans.syncForumReaders,

    /** Whether the club's chosen books go on the member's shelf; on puts the current one there. */
    choose: then(async (viewer: ClubViewer, clubId: string, wantToRead: boolean) => {
      const { row, abilities } = await readingAccess(db, viewer, clubId);
      require(abilities.chooseShelf);
      const userId = viewer.userId as string;
      await saveReaderSettings(db, { clubId, userId, wantToRead, now: clock.now() });
      if (wantToRead && row.currentBookId) await deps.addWantToRead([userId], row.currentBookId);
    }),
  };
}

/**
 * Reading together in a few demo clubs (issue 11 part 5), through the clubs' own services: a
 * plan in progress with its first sections open, meetings with answers, and an open poll with
 * votes. Dates are counted from the day the demo is seeded.
 */
import { findWorkIdByIsbn } from '../modules/books/books.queries.js';
import type { ClubsModule } from '../modules/clubs/clubs.module.js';
import { clubViewerOf } from '../modules/clubs/clubs.policy.js';
import type { Db } from '../platform/db/database.js';

export interface DemoReadingDeps {
  db: Db;
  clubs: ClubsModule;
  now: Date;
  /** The demo clubs' ids by name. */
  clubIds: ReadonlyMap<string, string>;
  findByUsername: (username: string) => Promise<{ id: string } | null>;
}

const day = 86_400_000;

/** Seeds plans, meetings and a poll in the demo clubs named here (when they are there). */
export async function seedClubReading(deps: DemoReadingDeps): Promise<void> {
  const { reading } = deps.clubs;
  const as = async (username: string) => {
    const profile = await deps.findByUsername(username);
    if (!profile) throw new Error(`The demo reading names ${username}, who is not seeded`);
    return clubViewerOf(profile.id, new Set());
  };
  const dayFrom = (days: number) =>
    new Date(deps.now.getTime() + days * day).toISOString().slice(0, 10);
  const at = (days: number, time: string) => `${dayFrom(days)}T${time}`;
  const clubOf = (name: string) => {
    const id = deps.clubIds.get(name);
    if (!id) throw new Error(`The demo reading names the club ${name}, which is not seeded`);
    return id;
  };

  // Literary Fiction Slow Reads: The Kite Runner in four weeks, the second week under way.
  const slow = clubOf('Literary Fiction Slow Reads');
  const host = await as('demoreader');
  await reading.savePlan(host, slow, {
    timeZone: 'Europe/London',
    sections: [
      { title: 'Chapters 1–7', startsOn: dayFrom(-9), spoiler: { unit: 'chapter', value: 7 } },
      { title: 'Chapters 8–13', startsOn: dayFrom(-2), spoiler: { unit: 'chapter', value: 13 } },
      { title: 'Chapters 14–19', startsOn: dayFrom(5), spoiler: { unit: 'chapter', value: 19 } },
      { title: 'Chapters 20–25', startsOn: dayFrom(12), spoiler: { unit: 'chapter', value: 25 } },
    ],
  });
  const first = await reading.addMeeting(host, slow, {
    title: 'Halfway: Amir and Hassan',
    localStart: at(4, '19:30'),
    timeZone: 'Europe/London',
    durationMinutes: 90,
    onlineUrl: 'https://meet.jit.si/bookhive-slow-reads',
    place: null,
  });
  await reading.addMeeting(host, slow, {
    title: 'The last chapters, over tea',
    localStart: at(13, '15:00'),
    timeZone: 'Europe/London',
    durationMinutes: 120,
    onlineUrl: null,
    place: 'Foyles café, 107 Charing Cross Road, London',
  });
  const meetingId = first.meetings[0]?.id;
  if (meetingId)
    for (const [username, answer] of [
      ['mayareads', 'going'],
      ['tomasb', 'maybe'],
      ['priyapages', 'going'],
    ] as const)
      await reading.rsvp(await as(username), slow, meetingId, answer);

  // Dune & Beyond chooses its next book.
  const dune = clubOf('Dune & Beyond');
  const candidates = await Promise.all(
    ['9780812550702', '9780345391803', '9780451524935'].map((isbn) =>
      findWorkIdByIsbn(deps.db, null, isbn),
    ),
  );
  const workIds = candidates.filter((id): id is string => id !== null);
  const poll = await reading.openPoll(await as('superadmin'), dune, { workIds });
  const pollId = poll.poll?.id;
  if (pollId && workIds[0] && workIds[1]) {
    await reading.vote(await as('demoreader'), dune, pollId, workIds[0]);
    await reading.addMeeting(await as('superadmin'), dune, {
      title: 'Pick night and Dune wrap-up',
      localStart: at(6, '20:00'),
      timeZone: 'America/New_York',
      durationMinutes: 60,
      onlineUrl: 'https://meet.jit.si/bookhive-dune-beyond',
      place: null,
    });
  }
}

/**
 * Reading together in a club (issue 11 part 5) without schemas, so web pages use these words
 * and numbers without loading zod (decision 0006); contracts/club-reading.ts builds on them.
 */

export const clubPollLimits = { minCandidates: 2, maxCandidates: 5 } as const;
export const clubPlanLimits = {
  maxSections: 30,
  sectionTitleMax: 120,
  meetingTitleMax: 120,
  placeMax: 300,
  minDurationMinutes: 5,
  maxDurationMinutes: 1440,
} as const;

export const rsvpAnswers = ['going', 'maybe', 'not_going'] as const;
export type RsvpAnswer = (typeof rsvpAnswers)[number];
export const rsvpLabels: Record<RsvpAnswer, string> = {
  going: 'Going',
  maybe: 'Maybe',
  not_going: 'Not going',
};

export const clubReadingMessages = {
  candidateCount: 'A poll offers 2 to 5 books',
  candidatesRepeat: 'Each book can be offered once',
  unknownCandidate: 'That book is not in the catalogue',
  pollOpen: 'This club already has an open poll',
  pollClosed: 'This poll is closed',
  notACandidate: 'That book is not one of the poll’s choices',
  tieNeedsWinner: 'The vote is tied: choose the winner among the books tied first',
  winnerNotTied: 'Choose one of the books tied first',
  noCurrentBook: 'Choose the club’s current book before making a reading plan',
  sectionsRequired: 'A plan has at least one section',
  sectionsTooMany: 'A plan has at most 30 sections',
  sectionDatesOrder: 'Each section starts on or after the one before it',
  sectionTitleRequired: 'A section needs a title',
  timeZoneUnknown: 'Choose a time zone from the list',
  placeOrLink: 'Give an online link or a place',
  meetingTitleRequired: 'A meeting needs a title',
  badStart: 'Give the date and time the meeting starts',
} as const;

export const clubReadingNotificationTypes = {
  pollOpened: 'club_poll_opened',
  bookChosen: 'club_book_chosen',
} as const;

export const clubReadingNotificationTitles = {
  pollOpened: 'Your club is choosing its next book',
  bookChosen: 'Your club chose its next book',
} as const;

/** The time zones a meeting may use: what this runtime's Intl knows, plus UTC. */
export function supportedTimeZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

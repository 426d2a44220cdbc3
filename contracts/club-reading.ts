/**
 * Reading together in a club (issue 11 part 5): the members' poll for the next book, the reading
 * plan of the current book (dated sections, each with its forum thread once it opens), meetings
 * with RSVPs, the member's calendar feed and "want to read" choice. Every answer carries
 * `abilities` (ARCHITECTURE rule 6).
 */
import { clubBookSchema } from './clubs.js';
import {
  clubPlanLimits,
  clubPollLimits,
  clubReadingMessages as m,
  rsvpAnswers,
  supportedTimeZones,
} from './club-reading-constants.js';
import { httpUrlSchema } from './fields.js';
import { spoilerUnits } from './spoiler-constants.js';
import { z } from './zod.js';

export * from './club-reading-constants.js';

export const clubPollSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'closed']),
  candidates: z.array(z.object({ book: clubBookSchema, votes: z.number().int() })),
  totalVotes: z.number().int(),
  /** The book the viewer voted for; null when they did not. */
  myVote: z.uuid().nullable(),
  /** The books with the most votes (more than one: a tie the host settles on closing). */
  leaders: z.array(z.uuid()),
  winnerId: z.uuid().nullable(),
  closedAt: z.iso.datetime().nullable(),
});
export type ClubPoll = z.infer<typeof clubPollSchema>;

export const planSectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startsOn: z.iso.date(),
  spoiler: z.object({ unit: z.enum(spoilerUnits), value: z.number().int() }).nullable(),
  /** Its start day has come (in the plan's time zone). */
  open: z.boolean(),
  /** The section's forum thread; null until it opens (or when the club has no forum). */
  threadUrl: z.string().nullable(),
});
export type PlanSection = z.infer<typeof planSectionSchema>;

export const readingPlanSchema = z.object({
  id: z.uuid(),
  book: clubBookSchema,
  timeZone: z.string(),
  sections: z.array(planSectionSchema),
  /** The forum chapter of the book; null when the club has none. */
  chapterUrl: z.string().nullable(),
});
export type ReadingPlan = z.infer<typeof readingPlanSchema>;

export const rsvpCountsSchema = z.object({
  going: z.number().int(),
  maybe: z.number().int(),
  not_going: z.number().int(),
});

export const clubMeetingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  /** The start as the hosts gave it, in `timeZone`: YYYY-MM-DDTHH:mm. */
  localStart: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  onlineUrl: z.string().nullable(),
  place: z.string().nullable(),
  sequence: z.number().int(),
  counts: rsvpCountsSchema,
  myAnswer: z.enum(rsvpAnswers).nullable(),
});
export type ClubMeeting = z.infer<typeof clubMeetingSchema>;

export const readingAbilitiesSchema = z.object({
  vote: z.boolean(),
  managePoll: z.boolean(),
  editPlan: z.boolean(),
  manageMeetings: z.boolean(),
  rsvp: z.boolean(),
  calendar: z.boolean(),
  chooseShelf: z.boolean(),
});
export type ReadingAbilities = z.infer<typeof readingAbilitiesSchema>;

export const clubReadingSchema = z.object({
  poll: clubPollSchema.nullable(),
  plan: readingPlanSchema.nullable(),
  /** Upcoming meetings and those of the last day, soonest first. */
  meetings: z.array(clubMeetingSchema),
  /** The viewer's own choices; null for anyone not a member. */
  me: z.object({ wantToRead: z.boolean(), hasCalendar: z.boolean() }).nullable(),
  abilities: readingAbilitiesSchema,
});
export type ClubReading = z.infer<typeof clubReadingSchema>;

export const openPollSchema = z.object({
  workIds: z
    .array(z.uuid())
    .min(clubPollLimits.minCandidates, m.candidateCount)
    .max(clubPollLimits.maxCandidates, m.candidateCount)
    .refine((ids) => new Set(ids).size === ids.length, m.candidatesRepeat),
});
export type OpenPoll = z.infer<typeof openPollSchema>;

export const pollVoteSchema = z.object({ workId: z.uuid() });
export const closePollSchema = z.object({ winnerId: z.uuid().nullable().default(null) });

const timeZoneSchema = z
  .string()
  .refine((zone) => supportedTimeZones().includes(zone), m.timeZoneUnknown);

export const planSectionInputSchema = z.object({
  title: z.string().trim().min(1, m.sectionTitleRequired).max(clubPlanLimits.sectionTitleMax),
  startsOn: z.iso.date(),
  spoiler: z
    .object({
      unit: z.enum(spoilerUnits),
      value: z.number().int().min(1).max(100_000),
    })
    .refine((s) => s.unit !== 'percent' || s.value <= 100, {
      message: 'A percentage is at most 100',
      path: ['value'],
    })
    .nullable()
    .default(null),
});

export const savePlanSchema = z.object({
  timeZone: timeZoneSchema,
  sections: z
    .array(planSectionInputSchema)
    .min(1, m.sectionsRequired)
    .max(clubPlanLimits.maxSections, m.sectionsTooMany)
    .refine(
      (sections) =>
        sections.every((s, i) => i === 0 || s.startsOn >= (sections[i - 1]?.startsOn ?? '')),
      m.sectionDatesOrder,
    ),
});
export type SavePlan = z.infer<typeof savePlanSchema>;

export const meetingInputSchema = z
  .object({
    title: z.string().trim().min(1, m.meetingTitleRequired).max(clubPlanLimits.meetingTitleMax),
    /** Wall-clock time in `timeZone`. */
    localStart: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, m.badStart),
    timeZone: timeZoneSchema,
    durationMinutes: z
      .number()
      .int()
      .min(clubPlanLimits.minDurationMinutes)
      .max(clubPlanLimits.maxDurationMinutes),
    onlineUrl: httpUrlSchema.nullable().default(null),
    place: z.string().trim().max(clubPlanLimits.placeMax).nullable().default(null),
  })
  .refine((meeting) => Boolean(meeting.onlineUrl) || Boolean(meeting.place), {
    message: m.placeOrLink,
    path: ['place'],
  });
export type MeetingInput = z.infer<typeof meetingInputSchema>;

export const rsvpSchema = z.object({ answer: z.enum(rsvpAnswers) });
export const readerChoiceSchema = z.object({ wantToRead: z.boolean() });

export const clubPollParamsSchema = z.object({ id: z.uuid(), pollId: z.uuid() });
export const clubMeetingParamsSchema = z.object({ id: z.uuid(), meetingId: z.uuid() });
export const calendarQuerySchema = z.object({ token: z.string().max(200).default('') });

/** A fresh feed address, shown once (the server keeps only its hash). */
export const calendarLinkSchema = z.object({ url: z.string(), webcal: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

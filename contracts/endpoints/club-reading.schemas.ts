/** Schemas of the endpoints of reading together in a club. */
import {
  calendarLinkSchema,
  calendarQuerySchema,
  closePollSchema,
  clubMeetingParamsSchema,
  clubPollParamsSchema,
  clubReadingSchema,
  meetingInputSchema,
  openPollSchema,
  pollVoteSchema,
  readerChoiceSchema,
  rsvpSchema,
  savePlanSchema,
} from '../club-reading.js';
import { clubIdParamsSchema } from '../clubs.js';
import type { clubReadingEndpoints } from './club-reading.js';
import type { SchemaTable } from './schema-table.js';

const params = clubIdParamsSchema;

export const clubReadingSchemas = {
  reading: {
    summary: 'A club’s poll, reading plan and meetings, with what I may do',
    params,
    response: clubReadingSchema,
  },
  openPoll: {
    summary: 'Open a poll of 2 to 5 catalogue books (hosts); members are told',
    params,
    body: openPollSchema,
    response: clubReadingSchema,
    status: 201,
  },
  vote: {
    summary: 'Vote in the open poll, or change my vote',
    params: clubPollParamsSchema,
    body: pollVoteSchema,
    response: clubReadingSchema,
  },
  closePoll: {
    summary: 'Close the poll (hosts): the winner, or the host’s pick of a tie, becomes the book',
    params: clubPollParamsSchema,
    body: closePollSchema,
    response: clubReadingSchema,
  },
  savePlan: {
    summary: 'Make or change the reading plan of the current book (hosts)',
    params,
    body: savePlanSchema,
    response: clubReadingSchema,
  },
  addMeeting: {
    summary: 'Add a meeting (hosts)',
    params,
    body: meetingInputSchema,
    response: clubReadingSchema,
    status: 201,
  },
  editMeeting: {
    summary: 'Change a meeting (hosts); its calendar SEQUENCE goes up',
    params: clubMeetingParamsSchema,
    body: meetingInputSchema,
    response: clubReadingSchema,
  },
  cancelMeeting: {
    summary: 'Cancel a meeting (hosts): it leaves the page and members’ calendars',
    params: clubMeetingParamsSchema,
    response: clubReadingSchema,
  },
  rsvp: {
    summary: 'Answer a meeting: going, maybe or not going',
    params: clubMeetingParamsSchema,
    body: rsvpSchema,
    response: clubReadingSchema,
  },
  choose: {
    summary: 'Whether the club’s chosen books go on my "want to read" shelf',
    params,
    body: readerChoiceSchema,
    response: clubReadingSchema,
  },
  calendarLink: {
    summary: 'A new calendar feed address for me (the old one stops working)',
    params,
    response: calendarLinkSchema,
  },
  calendar: {
    summary: 'The club’s meetings and plan as an iCalendar feed (token in the address)',
    params,
    query: calendarQuerySchema,
    response: null,
    produces: ['text/calendar'],
  },
} as const satisfies SchemaTable<typeof clubReadingEndpoints>;

/**
 * Endpoints of reading together in a club (issue 11 part 5) under /api/clubs/:id: the poll, the
 * plan, meetings and RSVPs for members (the clubs policy decides who does what), and the
 * calendar feed, which a calendar app reads with the member's token instead of a session.
 */
import { anyone, defineEndpoints, member } from './endpoint.js';

const base = '/api/clubs/:id';

export const clubReadingEndpoints = defineEndpoints('clubReading', {
  reading: { method: 'GET', path: `${base}/reading`, access: anyone },
  openPoll: { method: 'POST', path: `${base}/polls`, access: member },
  vote: { method: 'PUT', path: `${base}/polls/:pollId/vote`, access: member },
  closePoll: { method: 'POST', path: `${base}/polls/:pollId/close`, access: member },
  savePlan: { method: 'PUT', path: `${base}/plan`, access: member },
  addMeeting: { method: 'POST', path: `${base}/meetings`, access: member },
  editMeeting: { method: 'PATCH', path: `${base}/meetings/:meetingId`, access: member },
  cancelMeeting: { method: 'DELETE', path: `${base}/meetings/:meetingId`, access: member },
  rsvp: { method: 'PUT', path: `${base}/meetings/:meetingId/rsvp`, access: member },
  choose: { method: 'PUT', path: `${base}/reading/me`, access: member },
  calendarLink: { method: 'POST', path: `${base}/calendar-link`, access: member },
  calendar: { method: 'GET', path: `${base}/calendar.ics`, access: anyone },
});

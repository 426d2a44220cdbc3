/** HTTP routes of reading together in a club: polls, the plan, meetings and the calendar feed. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clubReadingEndpoints as endpoints } from '../../../contracts/endpoints/club-reading.js';
import { serve } from '../../platform/endpoints.js';
import type { ClubViewer } from './clubs.policy.js';
import type { ClubsService } from './clubs.service.js';
import type { ReadingService } from './reading.service.js';

export async function readingRoutes(
  app: FastifyInstance,
  deps: { clubs: ClubsService; reading: ReadingService },
) {
  const { clubs, reading } = deps;
  const viewerOf = (request: Pick<FastifyRequest, 'auth' | 'permissions'>): Promise<ClubViewer> =>
    clubs.viewer(request.auth?.userId ?? null, request.permissions());

  serve(app, endpoints.reading, async (request) =>
    reading.reading(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.openPoll, async (request) =>
    reading.openPoll(await viewerOf(request), request.params.id, request.body),
  );

  serve(app, endpoints.vote, async (request) => {
    const { id, pollId } = request.params;
    return reading.vote(await viewerOf(request), id, pollId, request.body.workId);
  });

  serve(app, endpoints.closePoll, async (request) => {
    const { id, pollId } = request.params;
    return reading.closePoll(await viewerOf(request), id, pollId, request.body.winnerId);
  });

  serve(app, endpoints.savePlan, async (request) =>
    reading.savePlan(await viewerOf(request), request.params.id, request.body),
  );

  serve(app, endpoints.addMeeting, async (request) =>
    reading.addMeeting(await viewerOf(request), request.params.id, request.body),
  );

  serve(app, endpoints.editMeeting, async (request) => {
    const { id, meetingId } = request.params;
    return reading.editMeeting(await viewerOf(request), id, meetingId, request.body);
  });

  serve(app, endpoints.cancelMeeting, async (request) => {
    const { id, meetingId } = request.params;
    return reading.cancelMeeting(await viewerOf(request), id, meetingId);
  });

  serve(app, endpoints.rsvp, async (request) => {
    const { id, meetingId } = request.params;
    return reading.rsvp(await viewerOf(request), id, meetingId, request.body.answer);
  });

  serve(app, endpoints.choose, async (request) =>
    reading.choose(await viewerOf(request), request.params.id, request.body.wantToRead),
  );

  serve(app, endpoints.calendarLink, async (request) =>
    reading.calendarLink(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.calendar, async (request, reply) => {
    const body = await reading.calendar(request.params.id, request.query.token);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });
}

/**
 * Who may call each route of a club's invitations, announcements and reading together (issue 11,
 * "the policy table over every club route"): the actors of clubs.access.routes.test.ts, each call
 * on a fresh private club with what it needs (an invitation, a poll, a meeting) made first by
 * its owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.js';
import {
  actors,
  openAccessStage,
  staffEdit,
  type AccessStage,
  type Actor,
  type Club,
} from '../../test/club-access-table.js';

let stage: AccessStage;
const books = () => stage.books;

beforeAll(async () => {
  stage = await openAccessStage();
});
afterAll(() => stage.t.close());

/** What the owner made on the club before the call: an invitation, a poll, a meeting. */
interface Made {
  token: string;
  invitationId: string;
  pollId: string;
  meetingId: string;
}

async function ownerMakes(club: Club, needs: Need | undefined): Promise<Partial<Made>> {
  const ok = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  if (needs === 'invitation') {
    const made = ok(await stage.owner.post(`/api/clubs/${club.id}/invitations`, { kind: 'link' }));
    const { invitation, url } = made as { invitation: { id: string }; url: string };
    return { invitationId: invitation.id, token: url.split('/').pop()! };
  }
  if (needs === 'poll') {
    const made = ok(await stage.owner.post(`/api/clubs/${club.id}/polls`, { workIds: books() }));
    return { pollId: (made as { poll: { id: string } }).poll.id };
  }
  if (needs === 'meeting') {
    const made = ok(await stage.owner.post(`/api/clubs/${club.id}/meetings`, meeting));
    return { meetingId: (made as { meetings: { id: string }[] }).meetings[0]!.id };
  }
  return {};
}

type Need = 'invitation' | 'poll' | 'meeting';
type FeatureCall = (
  client: TestClient,
  club: Club,
  made: Made,
) => Promise<{ statusCode: number; body: string }>;

const meeting = {
  title: 'First meeting',
  localStart: '2030-05-04T19:30',
  timeZone: 'Europe/Lisbon',
  durationMinutes: 90,
  place: 'The library',
};

/** The routes of invitations, announcements and reading together, and what each needs made. */
const featureRoutes: Record<string, { call: FeatureCall; needs?: Need }> = {
  createInvitation: {
    call: (c, { id }) => c.post(`/api/clubs/${id}/invitations`, { kind: 'link' }),
  },
  listInvitations: { call: (c, { id }) => c.get(`/api/clubs/${id}/invitations`) },
  revokeInvitation: {
    needs: 'invitation',
    call: (c, { id }, m) => c.delete(`/api/clubs/${id}/invitations/${m.invitationId}`),
  },
  viewInvitation: {
    needs: 'invitation',
    call: (c, _, m) => c.get(`/api/club-invitations/${m.token}`),
  },
  acceptInvitation: {
    needs: 'invitation',
    call: (c, _, m) => c.post(`/api/club-invitations/${m.token}/accept`),
  },
  myInvitations: { call: (c) => c.get('/api/club-invitations/mine') },
  postAnnouncement: {
    call: (c, { id }) => c.post(`/api/clubs/${id}/broadcasts`, { title: 'News', body: 'We meet.' }),
  },
  announcements: { call: (c, { id }) => c.get(`/api/clubs/${id}/broadcasts`) },
  myAnnouncements: { call: (c) => c.get('/api/club-broadcasts/mine') },
  reading: { call: (c, { id }) => c.get(`/api/clubs/${id}/reading`) },
  openPoll: { call: (c, { id }) => c.post(`/api/clubs/${id}/polls`, { workIds: books() }) },
  vote: {
    needs: 'poll',
    call: (c, { id }, m) =>
      c.put(`/api/clubs/${id}/polls/${m.pollId}/vote`, { workId: books()[0] }),
  },
  closePoll: {
    needs: 'poll',
    call: (c, { id }, m) =>
      c.post(`/api/clubs/${id}/polls/${m.pollId}/close`, { winnerId: books()[1] }),
  },
  savePlan: {
    call: (c, { id }) =>
      c.put(`/api/clubs/${id}/plan`, {
        timeZone: 'Europe/Lisbon',
        sections: [{ title: 'Part one', startsOn: '2030-05-01' }],
      }),
  },
  addMeeting: { call: (c, { id }) => c.post(`/api/clubs/${id}/meetings`, meeting) },
  editMeeting: {
    needs: 'meeting',
    call: (c, { id }, m) =>
      c.patch(`/api/clubs/${id}/meetings/${m.meetingId}`, { ...meeting, title: 'Moved' }),
  },
  cancelMeeting: {
    needs: 'meeting',
    call: (c, { id }, m) => c.delete(`/api/clubs/${id}/meetings/${m.meetingId}`),
  },
  rsvp: {
    needs: 'meeting',
    call: (c, { id }, m) =>
      c.put(`/api/clubs/${id}/meetings/${m.meetingId}/rsvp`, { answer: 'going' }),
  },
  chooseWantToRead: {
    call: (c, { id }) => c.put(`/api/clubs/${id}/reading/me`, { wantToRead: true }),
  },
  calendarLink: { call: (c, { id }) => c.post(`/api/clubs/${id}/calendar-link`) },
};
type FeatureRoute = keyof typeof featureRoutes;

/** Hosts make and revoke invitations, post announcements and run the reading together. */
const hostsOnly: FeatureRoute[] = [
  'createInvitation',
  'revokeInvitation',
  'postAnnouncement',
  'openPoll',
  'closePoll',
  'savePlan',
  'addMeeting',
  'editMeeting',
  'cancelMeeting',
];
/** What a member of the club does for themselves. */
const membersOnly: FeatureRoute[] = ['vote', 'rsvp', 'chooseWantToRead', 'calendarLink'];
/** What anyone who sees inside the club reads: its members, and staff with clubs_view. */
const readInside: FeatureRoute[] = ['announcements', 'reading'];
const created = new Set<FeatureRoute>([
  'createInvitation',
  'postAnnouncement',
  'openPoll',
  'addMeeting',
]);

function featureStatus(name: string, { place }: Actor, route: FeatureRoute): number {
  const host = place === 'owner' || place === 'moderator';
  const approved = host || place === 'member';
  if (route === 'viewInvitation') return 200;
  if (readInside.includes(route)) return approved || staffEdit.has(name) ? 200 : 403;
  if (name === 'visitor') return 401;
  if (route === 'myInvitations' || route === 'myAnnouncements') return 200;
  if (route === 'listInvitations') return host || staffEdit.has(name) ? 200 : 403;
  if (route === 'acceptInvitation') {
    // A link lets in anyone not in the club yet (a waiting request too), never a banned member.
    if (place === 'banned') return 403;
    return approved ? 409 : 200;
  }
  const granted = created.has(route) ? 201 : route === 'revokeInvitation' ? 204 : 200;
  if (hostsOnly.includes(route)) return host ? granted : 403;
  if (membersOnly.includes(route)) return approved ? granted : 403;
  throw new Error(`no rule for ${route}`);
}

describe('every actor against every route of invitations, announcements and reading together', () => {
  it.each(Object.entries(actors))('%s', async (name, actor) => {
    const { client, id } = await stage.actorClient(actor);
    const answers: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [route, { call, needs }] of Object.entries(featureRoutes)) {
      const club = await stage.freshClub(id, actor.place);
      const made = (await ownerMakes(club, needs)) as Made;
      const response = await call(client, club, made);
      answers[route] = response.statusCode;
      wanted[route] = featureStatus(name, actor, route as FeatureRoute);
      expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(answers).toEqual(wanted);
  });
});

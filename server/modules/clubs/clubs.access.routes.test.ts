/**
 * Who may call each club route (issue 11, "the policy table over every club route"): a visitor,
 * an outsider, a member waiting for approval, a banned member, a member, a moderator, the owner
 * and each staff role, against every member-facing club route, each call on a fresh private
 * club with a full cast (so a refused call is refused by the rule, not by a missing target).
 * Then the same for the routes of invitations, announcements and reading together, whose
 * targets (an invitation, a poll, a meeting) the owner makes first. The back-office routes have
 * their own table (clubs.admin.access.routes.test.ts).
 */
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, staffRoles, type Role } from '../../../contracts/roles.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let owner: TestClient;
let png: Buffer;
let books: [string, string];
/** The people each fresh club has, besides its owner and the actor. */
const cast = {} as Record<'member' | 'moderator' | 'pending' | 'banned' | 'heir', string>;
let clubNumber = 0;

interface Club {
  id: string;
  slug: string;
  name: string;
}

/** Memberships written directly: the routes under test are not used to set the stage. */
async function seat(clubId: string, seats: [string, string, string][]): Promise<void> {
  const rows = seats.map(
    ([userId, role, status]) => sql`(${clubId}, ${userId}, ${role}, ${status})`,
  );
  await t.database.db.execute(
    sql`insert into club_memberships (club_id, user_id, role, status) values ${sql.join(rows, sql`, `)}`,
  );
}

/** A fresh private club with the cast, and the actor seated as `place` when they have one. */
async function freshClub(actorId: string | null, place: Place): Promise<Club> {
  const name = `Access table club ${++clubNumber}`;
  const created = await owner.post('/api/clubs', {
    name,
    category: 'Fiction',
    visibility: 'private',
    // A reading plan is for the club's current book.
    currentBookId: books[0],
  });
  expect(created.statusCode, created.body).toBe(201);
  const club = created.json().club as Club;
  const seats: [string, string, string][] = [
    [cast.member, 'member', 'approved'],
    [cast.moderator, 'moderator', 'approved'],
    [cast.pending, 'member', 'pending'],
    [cast.banned, 'member', 'banned'],
    [cast.heir, 'member', 'approved'],
  ];
  const seatOf: Record<Place, [string, string] | null> = {
    none: null,
    owner: null,
    pending: ['member', 'pending'],
    banned: ['member', 'banned'],
    member: ['member', 'approved'],
    moderator: ['moderator', 'approved'],
  };
  const own = seatOf[place];
  if (own && actorId) seats.push([actorId, ...own]);
  await seat(club.id, seats);
  return club;
}

function upload(client: TestClient, id: string) {
  const boundary = '----access-table-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({
    method: 'POST',
    url: `/api/clubs/${id}/cover`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

type Call = (client: TestClient, club: Club) => Promise<{ statusCode: number; body: string }>;

/** Every member-facing club route, called with a valid request. */
const routes: Record<string, Call> = {
  search: (c) => c.get('/api/clubs?q=Access'),
  mine: (c) => c.get('/api/clubs/mine'),
  page: (c, { slug }) => c.get(`/api/clubs/by-slug/${slug}`),
  legacy: (c, { id }) => c.get(`/api/clubs/legacy/${id}`),
  create: (c) =>
    c.post('/api/clubs', { name: `Made by an actor ${++clubNumber}`, category: 'History' }),
  update: (c, { id }) => c.patch(`/api/clubs/${id}`, { rules: 'Be kind.' }),
  remove: (c, { id, name }) =>
    c.request({ method: 'DELETE', url: `/api/clubs/${id}`, payload: { confirmName: name } }),
  uploadCover: (c, { id }) => upload(c, id),
  removeCover: (c, { id }) => c.delete(`/api/clubs/${id}/cover`),
  join: (c, { id }) => c.post(`/api/clubs/${id}/membership`),
  leave: (c, { id }) => c.delete(`/api/clubs/${id}/membership`),
  members: (c, { id }) => c.get(`/api/clubs/${id}/members`),
  requests: (c, { id }) => c.get(`/api/clubs/${id}/members?status=pending`),
  approve: (c, { id }) => c.post(`/api/clubs/${id}/requests/${cast.pending}/approve`),
  decline: (c, { id }) => c.post(`/api/clubs/${id}/requests/${cast.pending}/decline`),
  promote: (c, { id }) => c.put(`/api/clubs/${id}/moderators/${cast.member}`),
  demote: (c, { id }) => c.delete(`/api/clubs/${id}/moderators/${cast.moderator}`),
  removeMember: (c, { id }) => c.delete(`/api/clubs/${id}/members/${cast.member}`),
  ban: (c, { id }) => c.put(`/api/clubs/${id}/bans/${cast.member}`),
  unban: (c, { id }) => c.delete(`/api/clubs/${id}/bans/${cast.banned}`),
  transferOwnership: (c, { id }) => c.put(`/api/clubs/${id}/owner`, { newOwnerId: cast.heir }),
};
type Route = keyof typeof routes;

type Place = 'none' | 'pending' | 'banned' | 'member' | 'moderator' | 'owner';
interface Actor {
  role: Role | null;
  place: Place;
}

const actors: Record<string, Actor> = {
  visitor: { role: null, place: 'none' },
  outsider: { role: 'user', place: 'none' },
  pending: { role: 'user', place: 'pending' },
  banned: { role: 'user', place: 'banned' },
  member: { role: 'user', place: 'member' },
  moderator: { role: 'user', place: 'moderator' },
  owner: { role: 'user', place: 'owner' },
  ...Object.fromEntries(staffRoles.map((role) => [role, { role, place: 'none' as Place }])),
};

const anyone: Route[] = ['search', 'page', 'legacy'];
const signedIn: Route[] = ['mine', 'create'];
/** What edits a club: its owner, and staff with clubs_edit. */
const editing: Route[] = [
  'update',
  'uploadCover',
  'removeCover',
  'ban',
  'unban',
  'promote',
  'demote',
];
/** What hosts do (moderators too), and staff with clubs_edit. */
const hosting: Route[] = ['requests', 'approve', 'decline', 'removeMember'];
const inside: Route[] = ['members'];
const staffEdit = new Set<string>(['admin', 'super_admin']);
const staffDelete = new Set<string>(['super_admin']);

/** Routes that answer a granted call with no body. */
const noContent: Route[] = [
  'remove',
  'approve',
  'decline',
  'promote',
  'demote',
  'removeMember',
  'ban',
  'unban',
  'transferOwnership',
];

/** The status each actor gets from each route: 2xx granted, 401 signed out, 403/409 refused. */
function expectedStatus(name: string, actor: Actor, route: Route): number {
  const status = grantedOrRefused(name, actor, route);
  return status === 200 && noContent.includes(route) ? 204 : status;
}

function grantedOrRefused(name: string, { place }: Actor, route: Route): number {
  const created = route === 'create' ? 201 : 200;
  if (anyone.includes(route)) return 200;
  // A private club's lists are open to anyone who may see them, signed in or not.
  if (name === 'visitor') return inside.includes(route) || route === 'requests' ? 403 : 401;
  if (signedIn.includes(route)) return created;
  const host = place === 'owner' || place === 'moderator';
  const approved = host || place === 'member';
  switch (route) {
    case 'remove':
      return place === 'owner' || staffDelete.has(name) ? 200 : 403;
    case 'transferOwnership':
      return place === 'owner' ? 200 : 403;
    case 'join':
      // Asking to join a private club: anyone not in it, banned or waiting already.
      if (place === 'banned') return 403;
      return place === 'none' ? 200 : 409;
    case 'leave':
      // The owner hands the club over first; a waiting member withdraws the request.
      if (place === 'member' || place === 'moderator' || place === 'pending') return 200;
      return 409;
  }
  if (editing.includes(route)) return place === 'owner' || staffEdit.has(name) ? 200 : 403;
  if (hosting.includes(route)) return host || staffEdit.has(name) ? 200 : 403;
  if (inside.includes(route)) return approved || staffEdit.has(name) ? 200 : 403;
  throw new Error(`no rule for ${route}`);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signedInClient()).client;
  for (const key of Object.keys({ member: 0, moderator: 0, pending: 0, banned: 0, heir: 0 }))
    cast[key as keyof typeof cast] = (await t.createUser()).id;
  png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  books = (await addBooks(t.database, [
    testBook({ title: 'Access Table One' }),
    testBook({ title: 'Access Table Two' }),
  ])) as [string, string];
});
afterAll(() => t.close());

/** What the owner made on the club before the call: an invitation, a poll, a meeting. */
interface Made {
  token: string;
  invitationId: string;
  pollId: string;
  meetingId: string;
}

async function ownerMakes(club: Club, needs: Need | undefined): Promise<Partial<Made>> {
  const ok = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as Record<string, never>;
  };
  if (needs === 'invitation') {
    const made = ok(await owner.post(`/api/clubs/${club.id}/invitations`, { kind: 'link' }));
    const { invitation, url } = made as { invitation: { id: string }; url: string };
    return { invitationId: invitation.id, token: url.split('/').pop()! };
  }
  if (needs === 'poll') {
    const made = ok(await owner.post(`/api/clubs/${club.id}/polls`, { workIds: books }));
    return { pollId: (made as { poll: { id: string } }).poll.id };
  }
  if (needs === 'meeting') {
    const made = ok(await owner.post(`/api/clubs/${club.id}/meetings`, meeting));
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
  openPoll: { call: (c, { id }) => c.post(`/api/clubs/${id}/polls`, { workIds: books }) },
  vote: {
    needs: 'poll',
    call: (c, { id }, m) => c.put(`/api/clubs/${id}/polls/${m.pollId}/vote`, { workId: books[0] }),
  },
  closePoll: {
    needs: 'poll',
    call: (c, { id }, m) =>
      c.post(`/api/clubs/${id}/polls/${m.pollId}/close`, { winnerId: books[1] }),
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

/** The actor's client and id: a visitor's is a plain client, the owner's the club owner's. */
async function actorClient(actor: Actor): Promise<{ client: TestClient; id: string | null }> {
  if (actor.role === null) return { client: t.client(), id: null };
  if (actor.place === 'owner') return { client: owner, id: null };
  const signed = await t.signedInClient(actor.role);
  return { client: signed.client, id: signed.user.id };
}

describe('every actor against every club route', () => {
  it('names every role', () => {
    for (const role of roles.filter((r) => r !== 'user'))
      expect(Object.keys(actors)).toContain(role);
  });

  it.each(Object.entries(actors))('%s', async (name, actor) => {
    const { client, id } = await actorClient(actor);
    const answers: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [route, call] of Object.entries(routes) as [Route, Call][]) {
      const club = await freshClub(id, actor.place);
      const response = await call(client, club);
      answers[route] = response.statusCode;
      wanted[route] = expectedStatus(name, actor, route);
      expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(answers).toEqual(wanted);
  });
});

describe('every actor against every route of invitations, announcements and reading together', () => {
  it.each(Object.entries(actors))('%s', async (name, actor) => {
    const { client, id } = await actorClient(actor);
    const answers: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [route, { call, needs }] of Object.entries(featureRoutes)) {
      const club = await freshClub(id, actor.place);
      const made = (await ownerMakes(club, needs)) as Made;
      const response = await call(client, club, made);
      answers[route] = response.statusCode;
      wanted[route] = featureStatus(name, actor, route as FeatureRoute);
      expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(answers).toEqual(wanted);
  });
});

/**
 * Who may call each club route (issue 11, "the policy table over every club route"): a visitor,
 * an outsider, a member waiting for approval, a banned member, a member, a moderator, the owner
 * and each staff role, against every member-facing club route, each call on a fresh private
 * club with a full cast (so a refused call is refused by the rule, not by a missing target).
 * Invitations, announcements and reading together: club-features.access.routes.test.ts; the
 * back-office routes: clubs.admin.access.routes.test.ts.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../../contracts/roles.js';
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
let png: Buffer;
let madeByActors = 0;
const cast = () => stage.cast;

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
    c.post('/api/clubs', { name: `Made by an actor ${++madeByActors}`, category: 'History' }),
  update: (c, { id }) => c.patch(`/api/clubs/${id}`, { rules: 'Be kind.' }),
  remove: (c, { id, name }) =>
    c.request({ method: 'DELETE', url: `/api/clubs/${id}`, payload: { confirmName: name } }),
  uploadCover: (c, { id }) => upload(c, id),
  removeCover: (c, { id }) => c.delete(`/api/clubs/${id}/cover`),
  join: (c, { id }) => c.post(`/api/clubs/${id}/membership`),
  leave: (c, { id }) => c.delete(`/api/clubs/${id}/membership`),
  members: (c, { id }) => c.get(`/api/clubs/${id}/members`),
  requests: (c, { id }) => c.get(`/api/clubs/${id}/members?status=pending`),
  approve: (c, { id }) => c.post(`/api/clubs/${id}/requests/${cast().pending}/approve`),
  decline: (c, { id }) => c.post(`/api/clubs/${id}/requests/${cast().pending}/decline`),
  promote: (c, { id }) => c.put(`/api/clubs/${id}/moderators/${cast().member}`),
  demote: (c, { id }) => c.delete(`/api/clubs/${id}/moderators/${cast().moderator}`),
  removeMember: (c, { id }) => c.delete(`/api/clubs/${id}/members/${cast().member}`),
  ban: (c, { id }) => c.put(`/api/clubs/${id}/bans/${cast().member}`),
  unban: (c, { id }) => c.delete(`/api/clubs/${id}/bans/${cast().banned}`),
  transferOwnership: (c, { id }) => c.put(`/api/clubs/${id}/owner`, { newOwnerId: cast().heir }),
};
type Route = keyof typeof routes;

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
  stage = await openAccessStage();
  png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => stage.t.close());

describe('every actor against every club route', () => {
  it('names every role', () => {
    for (const role of roles.filter((r) => r !== 'user'))
      expect(Object.keys(actors)).toContain(role);
  });

  it.each(Object.entries(actors))('%s', async (name, actor) => {
    const { client, id } = await stage.actorClient(actor);
    const answers: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [route, call] of Object.entries(routes) as [Route, Call][]) {
      const club = await stage.freshClub(id, actor.place);
      const response = await call(client, club);
      answers[route] = response.statusCode;
      wanted[route] = expectedStatus(name, actor, route);
      expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(answers).toEqual(wanted);
  });
});

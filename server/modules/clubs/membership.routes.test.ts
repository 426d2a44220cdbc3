/**
 * Joining and running a club over HTTP (issue 11, items 1 and 2): a public club joined at once,
 * a private club's requests approved or declined (the member told either way), a full club
 * refusing politely, bans, leaving, moderators, removing members and handing the club over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsForTarget } from '../../test/db-access.js';
import {
  createTestApp,
  type TestApp,
  type TestClient,
  type TestMember,
} from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = () => t.signedInMember();
type Member = TestMember;

let counter = 0;
async function clubOf(owner: Member, body: object = {}) {
  counter++;
  const response = await owner.client.post('/api/clubs', {
    name: `Club number ${counter}`,
    category: 'History',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().club as { id: string; slug: string; name: string };
}

const join = (client: TestClient, id: string) => client.post(`/api/clubs/${id}/membership`);
const leave = (client: TestClient, id: string) => client.delete(`/api/clubs/${id}/membership`);
const memberCount = async (slug: string) =>
  (await t.client().get(`/api/clubs/by-slug/${slug}`)).json().club.memberCount as number;
const errorOf = (response: { statusCode: number; json(): { error: { message: string } } }) => [
  response.statusCode,
  response.json().error.message,
];

async function latestNotification(client: TestClient) {
  return (await client.get('/api/notifications')).json().notifications[0] as {
    subType: string;
    title: string;
    content: string;
    actionUrl: string;
  };
}

describe('joining a public club', () => {
  it('joins at once, counts the member, and leaves again', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    const reader = await member();
    const joined = await join(reader.client, club.id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      membership: { role: 'member', status: 'approved' },
      memberCount: 2,
      joinRefusal: 'member',
      abilities: { leave: true, join: false },
    });
    expect(errorOf(await join(reader.client, club.id))).toEqual([
      409,
      'You are already a member of this club',
    ]);
    const left = await leave(reader.client, club.id);
    expect(left.json()).toMatchObject({ membership: null, memberCount: 1, joinRefusal: null });
    expect(errorOf(await leave(reader.client, club.id))).toEqual([
      409,
      'You are not a member of this club',
    ]);
    expect((await join(t.client(), club.id)).statusCode).toBe(401);
    expect((await join(reader.client, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses politely when full, and lets the next in when a place opens', async () => {
    const owner = await member();
    const club = await clubOf(owner, { memberLimit: 2 });
    const first = await member();
    expect((await join(first.client, club.id)).statusCode).toBe(200);
    const second = await member();
    expect(errorOf(await join(second.client, club.id))).toEqual([
      409,
      'Sorry, this club is full. Try again when a place opens up.',
    ]);
    const seen = (await second.client.get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(seen).toMatchObject({ joinRefusal: 'full', club: { isFull: true } });
    const widened = await owner.client.patch(`/api/clubs/${club.id}`, { memberLimit: 3 });
    expect(widened.json().club).toMatchObject({ memberLimit: 3, isFull: false });
    const third = await member();
    expect((await join(third.client, club.id)).statusCode).toBe(200);
    const narrowed = await owner.client.patch(`/api/clubs/${club.id}`, { memberLimit: 2 });
    expect(errorOf(narrowed)).toEqual([
      400,
      'The member limit cannot be lower than the number of members',
    ]);
    await leave(first.client, club.id);
    await leave(third.client, club.id);
    expect((await join(second.client, club.id)).statusCode).toBe(200);
    expect(await memberCount(club.slug)).toBe(2);
  });

  it('counts a member out when they delete their account', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    const reader = await member();
    await join(reader.client, club.id);
    expect(await memberCount(club.slug)).toBe(2);
    const gone = await reader.client.post('/api/auth/account/delete', {
      password: reader.password,
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await memberCount(club.slug)).toBe(1);
  });

  it('keeps the owner until they hand the club over', async () => {
    const owner = await member();
    const club = await clubOf(owner);
    expect(errorOf(await leave(owner.client, club.id))).toEqual([
      409,
      'Transfer ownership to another member before leaving your club',
    ]);
  });
});

describe('a private club’s requests', () => {
  it('asks the hosts, who approve; the member is told', async () => {
    const owner = await member();
    const club = await clubOf(owner, { visibility: 'private' });
    const reader = await member();
    const asked = await join(reader.client, club.id);
    expect(asked.json()).toMatchObject({
      membership: { status: 'pending' },
      memberCount: 1,
      abilities: { cancelRequest: true },
    });
    expect(errorOf(await join(reader.client, club.id))).toEqual([
      409,
      'You have already asked to join this club',
    ]);
    expect(await latestNotification(owner.client)).toMatchObject({
      subType: 'club_join_request',
      title: 'Someone asked to join your club',
      actionUrl: `/b/${encodeURIComponent(club.slug)}`,
    });
    const requests = (
      await owner.client.get(`/api/clubs/${club.id}/members?status=pending`)
    ).json();
    expect(requests.members).toMatchObject([
      { person: { id: reader.id }, status: 'pending', abilities: { approve: true, decline: true } },
    ]);
    expect(
      (await reader.client.get(`/api/clubs/${club.id}/members?status=pending`)).statusCode,
    ).toBe(403);
    const approved = await owner.client.post(`/api/clubs/${club.id}/requests/${reader.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(204);
    expect(await memberCount(club.slug)).toBe(2);
    expect(await latestNotification(reader.client)).toMatchObject({
      subType: 'club_request_approved',
      title: 'Your request to join a club was approved',
      actionUrl: `/b/${encodeURIComponent(club.slug)}`,
    });
    const again = await owner.client.post(`/api/clubs/${club.id}/requests/${reader.id}/approve`);
    expect(errorOf(again)).toEqual([409, 'There is no request from this member to answer']);
  });

  it('declines, telling the member, who may ask again; a request can be taken back', async () => {
    const owner = await member();
    const club = await clubOf(owner, { visibility: 'private' });
    const reader = await member();
    await join(reader.client, club.id);
    const declined = await owner.client.post(`/api/clubs/${club.id}/requests/${reader.id}/decline`);
    expect(declined.statusCode).toBe(204);
    expect(await latestNotification(reader.client)).toMatchObject({
      subType: 'club_request_declined',
      title: 'Your request to join a club was declined',
    });
    const again = await join(reader.client, club.id);
    expect(again.json().membership.status).toBe('pending');
    const cancelled = await leave(reader.client, club.id);
    expect(cancelled.json()).toMatchObject({ membership: null, memberCount: 1 });
  });

  it('lets moderators answer requests; refuses an approval once the club is full', async () => {
    const owner = await member();
    const club = await clubOf(owner, { visibility: 'private', memberLimit: 3 });
    const moderator = await member();
    await join(moderator.client, club.id);
    await owner.client.post(`/api/clubs/${club.id}/requests/${moderator.id}/approve`);
    const promoted = await owner.client.put(`/api/clubs/${club.id}/moderators/${moderator.id}`);
    expect(promoted.statusCode).toBe(204);
    const [a, b] = [await member(), await member()];
    await join(a.client, club.id);
    await join(b.client, club.id);
    const first = await moderator.client.post(`/api/clubs/${club.id}/requests/${a.id}/approve`);
    expect(first.statusCode).toBe(204);
    const second = await moderator.client.post(`/api/clubs/${club.id}/requests/${b.id}/approve`);
    expect(errorOf(second)).toEqual([
      409,
      'Sorry, this club is full. Try again when a place opens up.',
    ]);
    expect(await memberCount(club.slug)).toBe(3);
    const byMember = await a.client.post(`/api/clubs/${club.id}/requests/${b.id}/decline`);
    expect(byMember.statusCode).toBe(403);
  });
});

describe('hosts and members', () => {
  async function clubWithPeople() {
    const owner = await member();
    const club = await clubOf(owner);
    const [moderator, reader, other] = [await member(), await member(), await member()];
    for (const person of [moderator, reader, other]) await join(person.client, club.id);
    await owner.client.put(`/api/clubs/${club.id}/moderators/${moderator.id}`);
    return { owner, club, moderator, reader, other };
  }

  it('lists members hosts first, with what the viewer may do to each', async () => {
    const { owner, club, moderator, reader } = await clubWithPeople();
    const list = (await owner.client.get(`/api/clubs/${club.id}/members`)).json();
    expect(list.members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'moderator',
      'member',
      'member',
    ]);
    expect(list.members[1]).toMatchObject({
      person: { id: moderator.id },
      abilities: { demote: true, remove: true, ban: true, makeOwner: true },
    });
    const asReader = (await reader.client.get(`/api/clubs/${club.id}/members`)).json();
    expect(asReader.members[2].abilities).toMatchObject({ remove: false, ban: false });
    expect((await t.client().get(`/api/clubs/${club.id}/members`)).statusCode).toBe(200);
  });

  it('the owner makes moderators and plain members again; nobody else does', async () => {
    const { owner, club, moderator, reader } = await clubWithPeople();
    const byModerator = await moderator.client.put(`/api/clubs/${club.id}/moderators/${reader.id}`);
    expect(byModerator.statusCode).toBe(403);
    const demoted = await owner.client.delete(`/api/clubs/${club.id}/moderators/${moderator.id}`);
    expect(demoted.statusCode).toBe(204);
    const hosts = (await t.client().get(`/api/clubs/by-slug/${club.slug}`)).json().hosts;
    expect(hosts.map((h: { role: string }) => h.role)).toEqual(['owner']);
    const again = await owner.client.delete(`/api/clubs/${club.id}/moderators/${moderator.id}`);
    expect(errorOf(again)).toEqual([409, 'That member is not a moderator']);
    await owner.client.put(`/api/clubs/${club.id}/moderators/${reader.id}`);
    const twice = await owner.client.put(`/api/clubs/${club.id}/moderators/${reader.id}`);
    expect(errorOf(twice)).toEqual([409, 'That member is already a host']);
  });

  it('moderators remove members but not other hosts', async () => {
    const { owner, club, moderator, reader } = await clubWithPeople();
    const onOwner = await moderator.client.delete(`/api/clubs/${club.id}/members/${owner.id}`);
    expect(errorOf(onOwner)).toEqual([403, 'Only the owner can do that to a host']);
    const onSelf = await moderator.client.delete(`/api/clubs/${club.id}/members/${moderator.id}`);
    expect(errorOf(onSelf)).toEqual([403, 'You cannot do that to yourself']);
    const banned = await moderator.client.put(`/api/clubs/${club.id}/bans/${reader.id}`);
    expect(banned.statusCode).toBe(403);
    const removed = await moderator.client.delete(`/api/clubs/${club.id}/members/${reader.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await memberCount(club.slug)).toBe(3);
    expect((await join(reader.client, club.id)).statusCode).toBe(200);
  });

  it('the owner bans, and a banned member cannot rejoin until unbanned', async () => {
    const { owner, club, reader } = await clubWithPeople();
    expect((await owner.client.put(`/api/clubs/${club.id}/bans/${reader.id}`)).statusCode).toBe(
      204,
    );
    expect(await memberCount(club.slug)).toBe(3);
    expect(errorOf(await join(reader.client, club.id))).toEqual([
      403,
      'You cannot join this club.',
    ]);
    const bans = (await owner.client.get(`/api/clubs/${club.id}/members?status=banned`)).json();
    expect(bans.members).toMatchObject([{ person: { id: reader.id }, abilities: { unban: true } }]);
    expect((await owner.client.delete(`/api/clubs/${club.id}/bans/${reader.id}`)).statusCode).toBe(
      204,
    );
    const notBanned = await owner.client.delete(`/api/clubs/${club.id}/bans/${reader.id}`);
    expect(errorOf(notBanned)).toEqual([409, 'That person is not banned from this club']);
    expect((await join(reader.client, club.id)).statusCode).toBe(200);
  });

  it('hands the club over: the new owner is told, the old one stays as a moderator', async () => {
    const { owner, club, moderator, reader } = await clubWithPeople();
    const byModerator = await moderator.client.put(`/api/clubs/${club.id}/owner`, {
      newOwnerId: reader.id,
    });
    expect(byModerator.statusCode).toBe(403);
    const outsider = await member();
    const notIn = await owner.client.put(`/api/clubs/${club.id}/owner`, {
      newOwnerId: outsider.id,
    });
    expect(errorOf(notIn)).toEqual([409, 'Ownership can only go to a member of the club']);
    const handed = await owner.client.put(`/api/clubs/${club.id}/owner`, { newOwnerId: reader.id });
    expect(handed.statusCode, handed.body).toBe(204);
    const seen = (await t.client().get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(seen.club.owner.id).toBe(reader.id);
    expect(seen.hosts.map((h: { id: string; role: string }) => [h.id, h.role])).toEqual([
      [reader.id, 'owner'],
      [owner.id, 'moderator'],
      [moderator.id, 'moderator'],
    ]);
    expect(await latestNotification(reader.client)).toMatchObject({
      subType: 'club_ownership_transferred',
      title: 'You are now the owner of a club',
    });
    expect((await leave(owner.client, club.id)).statusCode).toBe(200);
  });

  it('staff with clubs_edit manage members, audited; other staff cannot', async () => {
    const { club, reader, other } = await clubWithPeople();
    const content = (await t.signedInClient('content_admin')).client;
    expect((await content.delete(`/api/clubs/${club.id}/members/${reader.id}`)).statusCode).toBe(
      403,
    );
    const admin = (await t.signedInClient('admin')).client;
    expect((await admin.delete(`/api/clubs/${club.id}/members/${reader.id}`)).statusCode).toBe(204);
    expect((await admin.put(`/api/clubs/${club.id}/bans/${other.id}`)).statusCode).toBe(204);
    const audit = await auditRowsForTarget(t.database, club.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['clubs.ban', 'clubs.remove']);
  });
});

describe('my clubs', () => {
  it('lists the clubs I am in or asked to join, never others', async () => {
    const owner = await member();
    const open = await clubOf(owner);
    const closed = await clubOf(owner, { visibility: 'private' });
    await clubOf(owner);
    const reader = await member();
    await join(reader.client, open.id);
    await join(reader.client, closed.id);
    const mine = (await reader.client.get('/api/clubs/mine')).json().clubs;
    expect(
      mine
        .map((c: { id: string; membership: { status: string } }) => [c.id, c.membership.status])
        .sort(),
    ).toEqual(
      [
        [open.id, 'approved'],
        [closed.id, 'pending'],
      ].sort(),
    );
    expect((await t.client().get('/api/clubs/mine')).statusCode).toBe(401);
  });
});
